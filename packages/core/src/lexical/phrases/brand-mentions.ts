/**
 * Brand names written in a text (a text message, an email's body or display name): each word and
 * each run of up to five adjacent words glued together, looked up in `data/brands.ts` with the
 * spellings texts use (French, long forms). Shared by the message and email analyses.
 */
import { BRANDS, BRAND_GENERIC_LABELS, type Brand } from '../../data/index.js';
import { excerptOf, type NormalizedMessage } from './normalize.js';

/**
 * Brand tokens that are also ordinary words: they name a brand only when the message is otherwise
 * suspect. The URL checks' list of brand names that are ordinary words ("ledger", "kraken",
 * "square"…) plus the words texts use that way.
 */
export const COMMON_WORD_TOKENS = new Set([
  ...BRAND_GENERIC_LABELS,
  'apple',
  'bell',
  'rogers',
  'fido',
  'messenger',
  'outlook',
  'tangerine',
  'ups',
  'td',
  'scotia',
  'amazon',
  'google',
  'cra',
  'arc',
  'bnc',
]);

/** Names written in texts (French, long forms) that the shared brand tokens do not spell out. */
const TEXT_ALIASES: Readonly<Record<string, string>> = {
  agencedurevenuducanada: 'Canada Revenue Agency',
  arc: 'Canada Revenue Agency',
  postecanada: 'Canada Post',
  banqueroyale: 'RBC Royal Bank',
  virementinterac: 'Interac',
};

const BRAND_BY_TOKEN: ReadonlyMap<string, Brand> = (() => {
  const map = new Map<string, Brand>();
  for (const b of BRANDS) {
    for (const t of b.tokens) if (!map.has(t)) map.set(t, b);
    const squashed = b.name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]/g, '');
    if (!map.has(squashed)) map.set(squashed, b);
  }
  for (const [alias, name] of Object.entries(TEXT_ALIASES)) {
    const brand = BRANDS.find((b) => b.name === name);
    if (brand !== undefined && !map.has(alias)) map.set(alias, brand);
  }
  return map;
})();
/** Words of a message read when looking for brand names (a hostile message can have thousands). */
const MAX_BRAND_WORDS = 2000;
/** Longest run of words glued together when looking for a brand name. */
const MAX_WORDS_PER_NAME = 5;
const MAX_TOKEN_LENGTH = Math.max(...[...BRAND_BY_TOKEN.keys()].map((k) => k.length));

export interface BrandMention {
  readonly brand: Brand;
  /** Where the name was written (offsets in the normalised text). */
  readonly start: number;
  readonly end: number;
  /** True when the name is also an ordinary word ("apple", "bell"). */
  readonly isCommonWord: boolean;
}

/**
 * Brands named in the message: each word, and each run of up to five adjacent words glued
 * together ("canada post" → `canadapost`, "e-transfer" → `etransfer`), looked up in the brand list.
 */
export function findBrandMentions(norm: NormalizedMessage, limit = 5): BrandMention[] {
  const text = norm.folded;
  const words: { start: number; end: number }[] = [];
  const re = /[a-z0-9]+/g;
  let m: RegExpExecArray | null;
  const out: BrandMention[] = [];
  const seen = new Set<Brand>();
  while (words.length < MAX_BRAND_WORDS && (m = re.exec(text)) !== null) {
    words.push({ start: m.index, end: m.index + m[0].length });
  }
  for (let w = 0; w < words.length && out.length < limit; w += 1) {
    let joined = '';
    // The longest name starting at this word wins ("TD Canada Trust" over "TD").
    let best: { brand: Brand; end: number; token: string } | null = null;
    for (let k = 0; k < MAX_WORDS_PER_NAME && w + k < words.length; k += 1) {
      const word = words[w + k];
      if (word === undefined) break;
      if (k > 0) {
        const prev = words[w + k - 1];
        const gap = prev === undefined ? '' : text.slice(prev.end, word.start);
        if (gap.length > 1 || !/^[ .-]$/.test(gap)) break;
      }
      joined += text.slice(word.start, word.end);
      if (joined.length > MAX_TOKEN_LENGTH) break;
      const brand = BRAND_BY_TOKEN.get(joined);
      if (brand !== undefined) best = { brand, end: word.end, token: joined };
    }
    if (best !== null && !seen.has(best.brand)) {
      seen.add(best.brand);
      out.push({
        brand: best.brand,
        start: words[w]?.start ?? 0,
        end: best.end,
        isCommonWord: COMMON_WORD_TOKENS.has(best.token),
      });
    }
  }
  return out;
}

/** Whether `host` is one of the brand's official domains or a subdomain of one. */
export function isOfficialHost(host: string, brand: Brand): boolean {
  return brand.domains.some((d) => host === d || host.endsWith(`.${d}`));
}

/** An excerpt of the original text for a brand mention. */
export function brandExcerpt(original: string, norm: NormalizedMessage, mention: BrandMention): string {
  return excerptOf(original, norm, mention.start, mention.end);
}
