/**
 * Reading the words glued inside one host label ("metamaskwalletsync", "secureloginverify"): a
 * brand's name anywhere inside it, a brand's name misspelt inside it, and lure words. Indexes are
 * built once, at module load; each look-up is linear in the label (a DNS label has at most 63
 * characters) with a bounded edit distance only on candidates that pass a bigram filter.
 */
import {
  BRAND_GENERIC_LABELS,
  BRAND_TYPO_EXCLUSIONS,
  BRANDS,
  HOST_LURE_WORDS,
  HOST_SERVICE_WORDS,
  HOST_WORD_EXCLUSIONS,
  type Brand,
} from '../data/index.js';
import { NEAR_BRAND_WORDS } from '../data/near-brand-words.js';

/** Shortest brand token looked for anywhere inside a label (shorter ones hide in ordinary words). */
export const MIN_INSIDE_TOKEN_LENGTH = 6;
/** Shortest brand token looked for misspelt inside a label. */
export const MIN_MISSPELT_TOKEN_LENGTH = 8;
/** Tokens shorter than this are only reported misspelt when glued to other letters (`metamaskk-sync`). */
export const LONG_BRAND_TOKEN = 10;
/** Letters a short token's misspelling must be glued to. */
const MIN_GLUED_LETTERS = 3;
/** Edits allowed in a misspelt brand token: 1 up to 11 letters, 2 from 12, 3 from 14 ("steamcommunity"). */
export function allowedMisspelling(length: number): number {
  return length >= 14 ? 3 : length >= 12 ? 2 : 1;
}
/** Longest label read (a DNS label has at most 63 characters). */
const MAX_LABEL = 63;

interface Token {
  readonly brand: Brand;
  readonly token: string;
}

/** Words indexed by their first `prefix` letters, longest first. */
function indexWords<T extends { readonly token: string }>(
  items: readonly T[],
  prefix: number,
): Map<string, T[]> {
  const index = new Map<string, T[]>();
  for (const item of items) {
    const key = item.token.slice(0, prefix);
    const list = index.get(key) ?? [];
    list.push(item);
    index.set(key, list);
  }
  for (const list of index.values()) list.sort((a, b) => b.token.length - a.token.length);
  return index;
}

const generic = new Set([...BRAND_GENERIC_LABELS, ...BRAND_TYPO_EXCLUSIONS]);
const longGeneric = BRAND_GENERIC_LABELS.filter((w) => w.length >= 5);
/** An ordinary word with at most three letters around it ("mycrypto", "bookingcom"): not distinctive. */
function isMostlyGeneric(token: string): boolean {
  return longGeneric.some((w) => token.includes(w) && token.length - w.length <= 3);
}
const insideTokens: Token[] = [];
{
  const seen = new Set<string>();
  for (const brand of BRANDS) {
    for (const token of brand.tokens) {
      if (token.length < MIN_INSIDE_TOKEN_LENGTH || generic.has(token) || seen.has(token)) continue;
      if (isMostlyGeneric(token)) continue;
      seen.add(token);
      insideTokens.push({ brand, token });
    }
  }
}
const insideIndex = indexWords(insideTokens, 3);

interface FuzzyToken extends Token {
  readonly max: number;
  /** Bigram codes of the token, position by position. */
  readonly bigrams: Uint16Array;
}
function bigramCode(a: number, b: number): number {
  return (a - 97) * 26 + (b - 97);
}
const fuzzyTokens: FuzzyToken[] = insideTokens
  .filter(({ token }) => token.length >= MIN_MISSPELT_TOKEN_LENGTH && !token.endsWith('bank'))
  .map(({ brand, token }) => {
    const bigrams = new Uint16Array(token.length - 1);
    for (let i = 0; i < bigrams.length; i++)
      bigrams[i] = bigramCode(token.charCodeAt(i), token.charCodeAt(i + 1));
    return { brand, token, max: allowedMisspelling(token.length), bigrams };
  });

const exclusionIndex = indexWords(
  HOST_WORD_EXCLUSIONS.map((token) => ({ token })),
  2,
);
const lureIndex = indexWords(
  [
    ...HOST_LURE_WORDS.map((token) => ({ token, lure: true })),
    ...HOST_SERVICE_WORDS.map((token) => ({ token, lure: false })),
  ],
  2,
);

/** The label's letters with every ordinary word of `HOST_WORD_EXCLUSIONS` blanked out (`_`). */
export function maskOrdinaryWords(letters: string): string {
  let out: string | null = null;
  for (let i = 0; i + 2 <= letters.length; i++) {
    const list = exclusionIndex.get(letters.slice(i, i + 2));
    if (list === undefined) continue;
    for (const { token } of list) {
      if (!letters.startsWith(token, i)) continue;
      out =
        (out ?? letters).slice(0, i) + '_'.repeat(token.length) + (out ?? letters).slice(i + token.length);
      break;
    }
  }
  return out ?? letters;
}

/** Letters of a label, hyphens and digits dropped ("tiktok-shop24" → "tiktokshop"), at most 63. */
export function labelLetters(label: string): string {
  let out = '';
  for (let i = 0; i < label.length && out.length < MAX_LABEL; i++) {
    const c = label.charCodeAt(i);
    if (c >= 97 && c <= 122) out += label.charAt(i);
  }
  return out;
}

export interface InsideMatch {
  readonly brand: Brand;
  /** The brand token found. */
  readonly token: string;
  /** What the label has in its place (the token itself, or its misspelling). */
  readonly found: string;
  /** Edits between `found` and `token` (0 for an exact name). */
  readonly distance: number;
}

/** Longest word of `NEAR_BRAND_WORDS` looked for around a stretch. */
const MAX_NEAR_WORD = 24;
/** Shortest word of `NEAR_BRAND_WORDS`. */
const MIN_NEAR_WORD = 5;

/**
 * Whether one ordinary word of `NEAR_BRAND_WORDS` covers the whole stretch `[start, end)` of the
 * letters ("discordance" covers "discord", "capitales" covers "capitale"): the stretch is that
 * word's, not a brand's (round 18). Only asked once a brand was read, so rarely.
 */
export function coveredByWord(letters: string, start: number, end: number): boolean {
  for (let from = Math.max(0, end - MAX_NEAR_WORD); from <= start; from++) {
    const last = Math.min(letters.length, from + MAX_NEAR_WORD);
    for (let to = Math.max(end, from + MIN_NEAR_WORD); to <= last; to++) {
      if (NEAR_BRAND_WORDS.has(letters.slice(from, to))) return true;
    }
  }
  return false;
}

/**
 * A brand token (6+ letters, not an ordinary word) anywhere inside masked label letters, unless an
 * ordinary word covers it (`coveredByWord`).
 */
export function findBrandInside(masked: string): InsideMatch | null {
  for (let i = 0; i + MIN_INSIDE_TOKEN_LENGTH <= masked.length; i++) {
    const list = insideIndex.get(masked.slice(i, i + 3));
    if (list === undefined) continue;
    for (const { brand, token } of list) {
      if (masked.startsWith(token, i) && !coveredByWord(masked, i, i + token.length))
        return { brand, token, found: token, distance: 0 };
    }
  }
  return null;
}

const seenBigrams = new Uint32Array(26 * 26);
let generation = 0;
/** For each bigram, the fuzzy tokens holding it, once per position (an inverted index). */
const postings: number[][] = Array.from({ length: 26 * 26 }, () => []);
for (const [index, t] of fuzzyTokens.entries()) for (const code of t.bigrams) postings[code]?.push(index);
const bigramHits = new Uint8Array(fuzzyTokens.length);

/**
 * A brand token of 8+ letters misspelt inside masked label letters (`steamcommunlty`, `metamaskk`):
 * the token is within `allowedMisspelling` (+ `extraEdits`) edits of some stretch of the label, and
 * not exactly in it.
 */
export function findBrandMisspelt(masked: string, extraEdits = 0): InsideMatch | null {
  if (masked.length < MIN_MISSPELT_TOKEN_LENGTH - 1) return null;
  generation++;
  if (generation === 0xffffffff) {
    seenBigrams.fill(0);
    generation = 1;
  }
  // Count, for each token, its bigram positions present in the label (each label bigram once).
  const touched: number[] = [];
  for (let i = 0; i + 1 < masked.length; i++) {
    const a = masked.charCodeAt(i);
    const b = masked.charCodeAt(i + 1);
    if (a < 97 || a > 122 || b < 97 || b > 122) continue;
    const code = bigramCode(a, b);
    if (seenBigrams[code] === generation) continue;
    seenBigrams[code] = generation;
    for (const index of postings[code] ?? []) {
      if (bigramHits[index] === 0) touched.push(index);
      bigramHits[index] = (bigramHits[index] ?? 0) + 1;
    }
  }
  const candidates: { index: number; present: number }[] = [];
  for (const index of touched) {
    candidates.push({ index, present: bigramHits[index] ?? 0 });
    bigramHits[index] = 0;
  }
  // The earliest brand of the list wins, as elsewhere.
  candidates.sort((x, y) => x.index - y.index);
  for (const { index, present } of candidates) {
    const t = fuzzyTokens[index];
    if (t === undefined) continue;
    const max = t.max + extraEdits;
    if (masked.length < t.token.length - max) continue;
    // Each edit spoils at most two of the token's bigrams: the rest must be in the label.
    if (present < t.bigrams.length - 2 * max) continue;
    const m = approximateMatch(t.token, masked, max);
    // The misspelling keeps the name's first and last letters, and a short name is glued to others
    // (a whole label one letter off a short name is `url-brand-typo`'s, a weaker hint).
    if (
      m !== null &&
      m.distance > 0 &&
      m.found.charCodeAt(0) === t.token.charCodeAt(0) &&
      m.found.charCodeAt(m.found.length - 1) === t.token.charCodeAt(t.token.length - 1) &&
      (t.token.length >= LONG_BRAND_TOKEN || masked.length - m.found.length >= MIN_GLUED_LETTERS) &&
      keepsBrandHead(t.token, m.found, m.distance) &&
      !coveredByWord(masked, m.start, m.start + m.found.length)
    ) {
      return { brand: t.brand, token: t.token, found: m.found, distance: m.distance };
    }
  }
  return null;
}

/**
 * Whether the edits leave at least two letters of the brand's own part, the part before the
 * ending it shares with the found letters: "dygroup" is not "dpdgroup" (both edits fall on "dpd",
 * only "group" is left), "mutemask" still is "metamask".
 */
function keepsBrandHead(token: string, found: string, distance: number): boolean {
  let shared = 0;
  while (
    shared < token.length &&
    shared < found.length &&
    token.charCodeAt(token.length - 1 - shared) === found.charCodeAt(found.length - 1 - shared)
  )
    shared++;
  return token.length - shared - distance >= 2;
}

const columns = Array.from({ length: 6 }, () => new Int32Array(MAX_LABEL + 1)) as [
  Int32Array,
  Int32Array,
  Int32Array,
  Int32Array,
  Int32Array,
  Int32Array,
];

/**
 * Best match of `pattern` against any stretch of `text` (semi-global edit distance, with adjacent
 * transpositions), or null when more than `max` edits; `found` is the stretch of `text`.
 */
export function approximateMatch(
  pattern: string,
  text: string,
  max: number,
): { distance: number; found: string; start: number } | null {
  const m = pattern.length;
  if (m > MAX_LABEL) return null;
  // Column-wise DP over the pattern: D[i] = edits to match pattern[0..i) ending at the text position.
  // The six columns are reused from call to call (no allocation on this hot path).
  let [prev2, prev, cur, startPrev2, startPrev, startCur] = columns;
  for (let i = 0; i <= m; i++) {
    prev[i] = i;
    prev2[i] = 0;
    startPrev[i] = 0;
    startPrev2[i] = 0;
  }
  const last = pattern.charCodeAt(m - 1);
  let best = max + 1;
  let bestEnd = -1;
  let bestStart = 0;
  for (let j = 1; j <= text.length; j++) {
    cur[0] = 0;
    startCur[0] = j;
    const tc = text.charCodeAt(j - 1);
    for (let i = 1; i <= m; i++) {
      const pc = pattern.charCodeAt(i - 1);
      let v = (prev[i - 1] ?? 0) + (pc === tc ? 0 : 1);
      let s = startPrev[i - 1] ?? 0;
      const del = (cur[i - 1] ?? 0) + 1;
      if (del < v) [v, s] = [del, startCur[i - 1] ?? 0];
      const ins = (prev[i] ?? 0) + 1;
      if (ins < v) [v, s] = [ins, startPrev[i] ?? 0];
      if (
        i > 1 &&
        j > 1 &&
        pc === text.charCodeAt(j - 2) &&
        pattern.charCodeAt(i - 2) === tc &&
        (prev2[i - 2] ?? 0) + 1 < v
      ) {
        v = (prev2[i - 2] ?? 0) + 1;
        s = startPrev2[i - 2] ?? 0;
      }
      cur[i] = v;
      startCur[i] = s;
    }
    const d = cur[m] ?? max + 1;
    // Among stretches as close, prefer one ending on the pattern's last letter ("…connecct", not "…connec").
    const endsAlike = tc === last && (bestEnd < 0 || text.charCodeAt(bestEnd - 1) !== last);
    if (d < best || (d === best && endsAlike)) {
      best = d;
      bestEnd = j;
      bestStart = startCur[m] ?? 0;
    }
    [prev2, prev, cur] = [prev, cur, prev2];
    [startPrev2, startPrev, startCur] = [startPrev, startCur, startPrev2];
  }
  if (best > max || bestEnd < 0) return null;
  return { distance: best, found: text.slice(bestStart, bestEnd), start: bestStart };
}

export interface LureWords {
  /** Words found, in order, without overlaps (longest first at each place). */
  readonly words: readonly string[];
  /** How many of them are lure words (`HOST_LURE_WORDS`). */
  readonly lures: number;
}

/** Lure and service words glued inside masked label letters ("secureloginverify"). */
export function lureWordsIn(masked: string): LureWords {
  const words: string[] = [];
  let lures = 0;
  let i = 0;
  while (i + 2 <= masked.length) {
    const list = lureIndex.get(masked.slice(i, i + 2));
    const hit = list?.find(({ token }) => masked.startsWith(token, i));
    if (hit === undefined) {
      i++;
      continue;
    }
    words.push(hit.token);
    if (hit.lure) lures++;
    i += hit.token.length;
  }
  return { words, lures };
}

/** Lure words looked for, one letter off allowed, in a customer's name on a hosting platform. */
const ACCOUNT_LURES = HOST_LURE_WORDS.filter(
  (w) => w.length >= 5 && w.length <= 8 && w !== 'compte' && w !== 'verif',
);

/**
 * A lure word, exact or one edit off and keeping its first letter ("logiin", "lgoin", "walet"), in
 * the masked letters of a customer's name on a hosting platform (`metamsk-logiin.gitbook.io`).
 */
export function accountLureIn(masked: string): string | null {
  for (const word of ACCOUNT_LURES) {
    if (masked.length < word.length - 1) continue;
    const m = approximateMatch(word, masked, 1);
    if (m !== null && m.found.charCodeAt(0) === word.charCodeAt(0)) return m.found;
  }
  return null;
}
