/**
 * Brand names in French sentences. A finding's `brand` parameter is the brand table's name
 * (`Canada Post`, `Government of Canada`): the API's contract, the same in every language. A French
 * text says the brand's own French name where the table has one (`Postes Canada`), with the grammar
 * French puts around it. fr-CA templates ask for the form they need:
 *
 * - `{brand}`: the bare name, where the text names it ("le nom Banque Nationale", "(Gouvernement du Canada)");
 * - `{brand|le}`: with its article ("mentionne la Banque Nationale", "imite le gouvernement du Canada");
 * - `{brand|de}`: after « de » ("du gouvernement du Canada", "de l’Agence du revenu du Canada", "d’Amazon");
 * - `{brand|à}`: after « à » ("au gouvernement du Canada", "à la Banque Nationale", "à Postes Canada").
 *
 * A name the table does not know (a brand mentioned in a message, say) is used as it is, with the
 * same elision before a vowel.
 */
import { BRANDS } from '@secapi/core';

export type BrandForm = 'le' | 'de' | 'à';

interface FrenchName {
  readonly bare: string;
  /** With its article (`la Banque Nationale`); absent when French uses none (`Postes Canada`). */
  readonly article?: string;
}

let table: ReadonlyMap<string, FrenchName> | undefined;

function frenchNames(): ReadonlyMap<string, FrenchName> {
  if (table === undefined) {
    const m = new Map<string, FrenchName>();
    for (const b of BRANDS) {
      if (b.nameFr === undefined && b.nameFrWithArticle === undefined) continue;
      const bare = b.nameFr ?? b.name;
      m.set(b.name, b.nameFrWithArticle === undefined ? { bare } : { bare, article: b.nameFrWithArticle });
    }
    table = m;
  }
  return table;
}

/** « de » drops its vowel before a vowel sound: d’Amazon, d’Interac, d’Hydro-Québec (not before a consonant). */
function elides(name: string): boolean {
  return /^(?:[AEIOUÀÂÉÈÊËÎÏÔÛÜaeiouàâéèêëîïôûü]|Hydro)/.test(name);
}

/** The French words for brand `name` in `form` (no form: the bare name). */
export function frenchBrand(name: string, form?: BrandForm): string {
  const known = frenchNames().get(name);
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
