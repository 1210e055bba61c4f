/**
 * Small text helpers of the lexical URL checks: accent stripping, look-alike skeletons, word
 * splitting, safe percent-decoding and a bounded Damerau-Levenshtein distance. All are linear in
 * the input (the distance is only computed for short labels), with no backtracking regex.
 */
import { ASCII_LOOKALIKE_SUBSTITUTIONS, CONFUSABLE_CHARACTERS } from '../data/index.js';

const MARKS = /\p{M}+/gu;

/** Lower case, compatibility-decomposed, without accents ("Vérifier" → "verifier"). */
export function foldText(text: string): string {
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

/** ASCII swaps (`rn`→`m`, `0`→`o`, `1`/`i`→`l`…) applied to a skeleton, on both sides of a comparison. */
export function asciiSkeleton(text: string): string {
  let out = text;
  for (const [from, to] of ASCII_LOOKALIKE_SUBSTITUTIONS) out = out.split(from).join(to);
  return out;
}

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
  const spaced = text.replaceAll('+', ' ');
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
