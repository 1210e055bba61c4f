/**
 * Features of the local message model (`model.ts`), shared by inference and by the training script
 * (`scripts/train-message.mjs`), so both see exactly the same numbers.
 *
 * Read from the normalised, leet-folded text (`normalize.ts`): words (`[a-z0-9]+`, digits shown as
 * `0` so "84425" and "61234" are one feature "00000"; `http`, `https` and `www` skipped), a few symbols (`$ £ € ₹ % ! ?`), word pairs,
 * character 3- to 5-grams inside each word (with `<` `>` at its edges) and a length bucket. Each
 * feature name is hashed (FNV-1a, 32 bits) into one of `MODEL_BUCKETS` slots; a message's vector is
 * the set of its slots, each with the value 1/√(number of slots). Linear in the text and bounded:
 * only the first `MAX_FEATURE_CHARS` characters are read.
 */

/** Number of hashed slots (a power of two). */
export const MODEL_BUCKETS = 1 << 17;
/** Characters of the normalised text that are turned into features. */
export const MAX_FEATURE_CHARS = 3000;
/** Longest part of a word cut into character n-grams. */
const MAX_GRAM_WORD = 24;
const MIN_GRAM = 3;
const MAX_GRAM = 5;

export interface MessageFeatures {
  /** Distinct slots, in order of first appearance. */
  readonly slots: Int32Array;
  /** Value of every slot (the same for all: 1/√n). */
  readonly value: number;
  /** For each slot: index of the token it came from first (into `tokens`), -1 for none. */
  readonly tokenOf: Int32Array;
  /** For pair features, the second token; -1 otherwise. */
  readonly token2Of: Int32Array;
  /** Token spans in the normalised text: start, end, start, end… */
  readonly tokens: Int32Array;
}

const TOKEN = /[a-z0-9]+|[$£€₹%!?]/g;
/** Words that only say "there is a link" (the rules already count links): not features. */
const SKIPPED = new Set(['http', 'https', 'www']);

function fnv(prefix: number, s: string, from = 0, to = s.length): number {
  let h = (0x811c9dc5 ^ prefix) >>> 0;
  h = Math.imul(h, 0x01000193);
  for (let i = from; i < to; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 15;
  return (h >>> 0) & (MODEL_BUCKETS - 1);
}

const P_WORD = 1;
const P_PAIR = 2;
const P_GRAM = 3;
const P_LEN = 4;

function shape(word: string): string {
  let out = '';
  for (let i = 0; i < word.length; i += 1) {
    const c = word.charCodeAt(i);
    out += c >= 48 && c <= 57 ? '0' : word[i];
  }
  return out;
}

/** The features of a normalised, folded text (see module doc). Never throws. */
export function messageFeatures(folded: string): MessageFeatures {
  const text = folded.length > MAX_FEATURE_CHARS ? folded.slice(0, MAX_FEATURE_CHARS) : folded;
  const seen = new Map<number, number>(); // slot -> position in the arrays below
  const slots: number[] = [];
  const tokenOf: number[] = [];
  const token2Of: number[] = [];
  const spans: number[] = [];
  const addSlot = (slot: number, t: number, t2: number): void => {
    if (seen.has(slot)) return;
    seen.set(slot, slots.length);
    slots.push(slot);
    tokenOf.push(t);
    token2Of.push(t2);
  };
  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  let prev = '';
  let t = 0;
  while ((m = TOKEN.exec(text)) !== null) {
    if (SKIPPED.has(m[0])) continue;
    const word = shape(m[0]);
    spans.push(m.index, m.index + m[0].length);
    addSlot(fnv(P_WORD, word), t, -1);
    if (t > 0) addSlot(fnv(P_PAIR, `${prev} ${word}`), t - 1, t);
    if (word.length >= 2) {
      const g = `<${word.length > MAX_GRAM_WORD ? word.slice(0, MAX_GRAM_WORD) : word}>`;
      for (let n = MIN_GRAM; n <= MAX_GRAM; n += 1)
        for (let i = 0; i + n <= g.length; i += 1) addSlot(fnv(P_GRAM + n * 8, g, i, i + n), t, -1);
    }
    prev = word;
    t += 1;
  }
  TOKEN.lastIndex = 0;
  addSlot(fnv(P_LEN, String(Math.min(12, Math.floor(Math.log2(1 + folded.length))))), -1, -1);
  return {
    slots: Int32Array.from(slots),
    value: 1 / Math.sqrt(slots.length),
    tokenOf: Int32Array.from(tokenOf),
    token2Of: Int32Array.from(token2Of),
    tokens: Int32Array.from(spans),
  };
}
