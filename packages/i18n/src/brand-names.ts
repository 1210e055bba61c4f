/**
 * Brand names in French sentences. A finding's `brand` parameter is the brand table's name
 * (`Canada Post`, `Government of Canada`): the API's contract, the same in every language. A French
 * text says the brand's own French name where it has one (`Postes Canada`, below), with the grammar
 * French puts around it. fr-CA templates ask for the form they need:
 *
 * - `{brand}`: the bare name, where the text names it ("le nom Banque Nationale", "(Gouvernement du Canada)");
 * - `{brand|le}`: with its article ("mentionne la Banque Nationale", "imite le gouvernement du Canada");
 * - `{brand|de}`: after « de » ("du gouvernement du Canada", "de l’Agence du revenu du Canada", "d’Amazon");
 * - `{brand|à}`: after « à » ("au gouvernement du Canada", "à la Banque Nationale", "à Postes Canada").
 *
 * A name without a French one (most brands, or one a message names) is used as it is, with the
 * same elision before a vowel.
 */
export type BrandForm = 'le' | 'de' | 'à';

interface FrenchName {
  /** The brand's own French name (`Postes Canada`). */
  readonly bare: string;
  /** With its article (`la Banque Nationale`); absent when French uses none (`Postes Canada`). */
  readonly article?: string;
}

/**
 * The French names of the brands of core's brand table (`BRANDS`, by its `name`) that have one; a
 * test checks that each key is a name of the table. Kept here, not in core: they are words of the
 * French catalogue, and `@secapi/i18n` loads nothing of core at run time (a command's start-up).
 */
const FRENCH_NAMES: ReadonlyMap<string, FrenchName> = new Map([
  ['RBC Royal Bank', { bare: 'RBC Banque Royale' }],
  ['BMO', { bare: 'BMO Banque de Montréal' }],
  ['Scotiabank', { bare: 'Banque Scotia', article: 'la Banque Scotia' }],
  ['National Bank', { bare: 'Banque Nationale', article: 'la Banque Nationale' }],
  ['Government of Canada', { bare: 'Gouvernement du Canada', article: 'le gouvernement du Canada' }],
  ['Canada Revenue Agency', { bare: 'Agence du revenu du Canada', article: 'l’Agence du revenu du Canada' }],
  ['Canada Post', { bare: 'Postes Canada' }],
]);

/** The English names of the brands that have a French one (for the test against core's table). */
export const FRENCH_BRAND_KEYS: readonly string[] = [...FRENCH_NAMES.keys()];

/** « de » drops its vowel before a vowel sound: d’Amazon, d’Interac, d’Hydro-Québec (not before a consonant). */
function elides(name: string): boolean {
  return /^(?:[AEIOUÀÂÉÈÊËÎÏÔÛÜaeiouàâéèêëîïôûü]|Hydro)/.test(name);
}

/** The French words for brand `name` in `form` (no form: the bare name). */
export function frenchBrand(name: string, form?: BrandForm): string {
  const known = FRENCH_NAMES.get(name);
  const bare = known?.bare ?? name;
  const article = known?.article;
  if (form === undefined) return bare;
  if (article === undefined) {
    if (form === 'le') return bare;
    if (form === 'à') return `à ${bare}`;
    return elides(bare) ? `d’${bare}` : `de ${bare}`;
  }
  if (form === 'le') return article;
  // "de le …" → "du …", "à le …" → "au …"; "la" and "l’" do not contract.
  if (article.startsWith('le ')) return `${form === 'de' ? 'du' : 'au'} ${article.slice(3)}`;
  return `${form} ${article}`;
}
