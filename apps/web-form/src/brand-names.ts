/**
 * Brand names on French pages: a finding's `{brand}` parameter is the brand table's name
 * (`Canada Post`, the API's contract); a French page says the brand's own French name where it has
 * one (`Postes Canada`), with French grammar around it: "site officiel du gouvernement du Canada",
 * "appartient à l’Agence du revenu du Canada", "mentionne la Banque Nationale", and the bare name
 * where the text names it ("le nom Banque Nationale", "(Gouvernement du Canada)"). Applied to a
 * result just before it is localized for a page.
 */
import { BRANDS, type Brand } from '@secapi/core';
import { localize, type Lang, type Localized } from '@secapi/i18n';

const FRENCH: readonly Brand[] = BRANDS.filter((b) => b.nameFr !== undefined);
const BY_NAME: ReadonlyMap<string, number> = new Map(FRENCH.map((b, i) => [b.name, i]));

// A brand parameter is swapped for a marker (private-use characters no catalogue text contains)
// before localizing, so that the words in front of it can be read once the sentence is built.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKER = new RegExp(`(^|[\\s\\S]{0,6})${OPEN}(\\d+)${CLOSE}`, 'g');

/** "de le …" → "du …", "à le …" → "au …"; "la" and "l’" do not contract. */
function contract(preposition: 'de' | 'à', withArticle: string): string {
  if (withArticle.startsWith('le ')) return `${preposition === 'de' ? 'du' : 'au'} ${withArticle.slice(3)}`;
  return `${preposition} ${withArticle}`;
}

/** The French words for brand `b`, given up to six characters of text before it. */
function frenchName(b: Brand, before: string): string {
  const bare = b.nameFr ?? b.name;
  const article = b.nameFrWithArticle;
  if (article === undefined) return before + bare;
  const prep = /(?:^|[\s(’'])([Dd]e|[àÀ]) $/.exec(before)?.[1];
  if (prep !== undefined) {
    const out = contract(prep.toLowerCase() === 'de' ? 'de' : 'à', article);
    const capital = prep === 'De' || prep === 'À';
    return (
      before.slice(0, before.length - prep.length - 1) +
      (capital ? out.charAt(0).toUpperCase() + out.slice(1) : out)
    );
  }
  // Named as a name ("le nom …", "(…)") or as the whole text of a value: the bare name.
  if (/(nom |\()$/.test(before) || before === '') return before + bare;
  return before + article;
}

function withMarkers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withMarkers);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(value)) {
    if (name === 'parameters' && typeof v === 'object' && v !== null && !Array.isArray(v)) {
      const params = v as Record<string, unknown>;
      const i = typeof params.brand === 'string' ? BY_NAME.get(params.brand) : undefined;
      out[name] = i === undefined ? v : { ...params, brand: `${OPEN}${i}${CLOSE}` };
    } else {
      out[name] = withMarkers(v);
    }
  }
  return out;
}

function resolveMarkers(value: unknown): unknown {
  if (typeof value === 'string') {
    if (!value.includes(OPEN)) return value;
    return value.replace(MARKER, (_m, before: string, i: string) => {
      const b = FRENCH[Number(i)];
      return b === undefined ? before : frenchName(b, before);
    });
  }
  if (Array.isArray(value)) return value.map(resolveMarkers);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(value)) out[name] = resolveMarkers(v);
  return out;
}

/** `localize(result, lang)`, with the brands' French names, in French grammar, on a French page. */
export function localizeForPage<T>(result: T, lang: Lang): Localized<T> {
  if (lang !== 'fr-CA') return localize(result, lang);
  return resolveMarkers(localize(withMarkers(result) as T, lang)) as Localized<T>;
}
