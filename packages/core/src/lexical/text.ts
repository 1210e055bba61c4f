/**
 * Small text helpers of the lexical URL checks: accent stripping, look-alike skeletons, word
 * splitting, safe percent-decoding and a bounded Damerau-Levenshtein distance. All are linear in
 * the input (the distance is only computed for short labels), with no backtracking regex.
 */
import { ASCII_LOOKALIKE_SUBSTITUTIONS, CONFUSABLE_CHARACTERS } from '../data/index.js';

const MARKS = /\p{M}+/gu;

/** Lower case, compatibility-decomposed, without accents ("Vérifier" → "verifier"). */
export function foldText(text: string): string {
  // ASCII has no compatibility forms and no marks: lower case is all there is to do.
  if (!hasNonAscii(text)) return text.toLowerCase();
  return text.toLowerCase().normalize('NFKD').replace(MARKS, '');
}

const confusables = new Map(Object.entries(CONFUSABLE_CHARACTERS));

/** Non-ASCII look-alike letters replaced by the ASCII letter they imitate (after `foldText`). */
export function unicodeSkeleton(text: string): string {
  const folded = foldText(text);
  if (!hasNonAscii(folded)) return folded;
  let out = '';
  for (const ch of folded) out += ch.charCodeAt(0) < 0x80 ? ch : (confusables.get(ch) ?? ch);
  return out;
}

/** The table's swaps applied one after the other, as the table defines them. */
function asciiSkeletonBySteps(text: string): string {
  let out = text;
  for (const [from, to] of ASCII_LOOKALIKE_SUBSTITUTIONS) out = out.split(from).join(to);
  return out;
}

/**
 * The same swaps in one left-to-right pass, valid when the table is of the shape it has today:
 * two-letter swaps first, then one-character ones, no two-letter pattern sharing a character with
 * another, and no two-letter swap writing a character of a two-letter pattern. Then applying them in order and
 * in one pass give the same text (a test compares both on every brand and many labels).
 */
function onePassTables(): { pairs: (string | undefined)[][]; singles: (string | undefined)[] } | null {
  const pairs: (string | undefined)[][] = [];
  const singles: (string | undefined)[] = [];
  const pairChars = new Set<string>();
  let seenSingle = false;
  for (const [from, to] of ASCII_LOOKALIKE_SUBSTITUTIONS) {
    if (hasNonAscii(from)) return null;
    if (from.length === 2 && !seenSingle) {
      const [a = '', b = ''] = from;
      if (pairChars.has(a) || pairChars.has(b)) return null;
      pairChars.add(a);
      pairChars.add(b);
      const second = (pairs[a.charCodeAt(0)] ??= []);
      second[b.charCodeAt(0)] = to;
    } else if (from.length === 1) {
      seenSingle = true;
      singles[from.charCodeAt(0)] = to;
    } else return null;
  }
  // A two-letter swap's replacement must not take part in a two-letter pattern (the one-letter swaps
  // come after every two-letter one in the table, so what they write is never read again).
  for (const [from, to] of ASCII_LOOKALIKE_SUBSTITUTIONS)
    if (from.length === 2) for (const ch of to) if (pairChars.has(ch)) return null;
  return { pairs, singles };
}

const onePass = onePassTables();

/** ASCII swaps (`rn`→`m`, `0`→`o`, `1`/`i`→`l`…) applied to a skeleton, on both sides of a comparison. */
export function asciiSkeleton(text: string): string {
  if (onePass === null) return asciiSkeletonBySteps(text);
  const { pairs, singles } = onePass;
  let out = '';
  let from = 0; // text[from, i) is still to be copied as it is
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x7f) continue;
    const pair = pairs[c]?.[text.charCodeAt(i + 1)];
    if (pair !== undefined) {
      out += text.slice(from, i) + pair;
      i++;
      from = i + 1;
      continue;
    }
    const single = singles[c];
    if (single !== undefined) {
      out += text.slice(from, i) + single;
      from = i + 1;
    }
  }
  return from === 0 ? text : out + text.slice(from);
}

/** Exported for the tests: the one-pass form is compared with the table's steps. */
export const asciiSkeletonForTest = { bySteps: asciiSkeletonBySteps, onePass: onePass !== null };

/** `unicodeSkeleton` then `asciiSkeleton`: two names with the same value look alike. */
export function lookalikeSkeleton(text: string): string {
  return asciiSkeleton(unicodeSkeleton(text));
}

export function hasNonAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return true;
  return false;
}

/** Runs of ASCII letters ("rbc2024-Login" → ["rbc", "login"]); the text is expected folded. */
export function lettersWords(text: string): string[] {
  return text.split(/[^a-z]+/).filter((w) => w.length > 0);
}

/** `decodeURIComponent` that never throws (`+` read as a space); returns the input when malformed. */
export function safeDecode(text: string): string {
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text;
  // Nothing to decode without a percent sign (decodeURIComponent would return the text as it is).
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * Optimal-string-alignment (Damerau-Levenshtein with adjacent transpositions) distance, or
 * `max + 1` as soon as it is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  let prev2 = new Array<number>(width).fill(0);
  let prev = Array.from({ length: width }, (_, j) => j);
  let cur = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (prev2[j - 2] ?? 0) + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  const d = prev[b.length] ?? max + 1;
  return d > max ? max + 1 : d;
}
