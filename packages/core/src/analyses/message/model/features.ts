/**
 * Features of the local message model (`model.ts`), shared by inference and by the training script
 * (`scripts/train-message.mjs`, which bundles this file), so both see exactly the same numbers.
 *
 * Read from the normalised, leet-folded text (`normalize.ts`): words (`[a-z0-9]+`, digits read as
 * `0`, so "84425" and "61234" are one feature "00000"; `http`, `https` and `www` skipped, since the
 * rules already count links), the symbols `$ £ € ₹ % ! ?`, pairs of adjacent words, character 3- to
 * 5-grams inside each word (with `<` and `>` at its edges, first 24 characters), words that follow a
 * dot inside a name (domain endings: "fi" of "51.fi") and a length bucket.
 * Each feature is hashed (FNV-1a, 32 bits) into one of `MODEL_BUCKETS` slots; a message's vector is
 * the set of its distinct slots, each with the value 1/√(number of slots).
 *
 * Linear and bounded: only the first `MAX_FEATURE_CHARS` characters are read; no string is built per
 * feature, and the work buffers are allocated once per process.
 */

/** Number of hashed slots (a power of two). */
export const MODEL_BUCKETS = 1 << 17;
/** Characters of the normalised text that are turned into features. */
export const MAX_FEATURE_CHARS = 3000;
/** Longest part of a word cut into character n-grams. */
const MAX_GRAM_WORD = 24;
const MASK = MODEL_BUCKETS - 1;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const SEED_WORD = Math.imul(FNV_OFFSET ^ 1, FNV_PRIME);
const SEED_PAIR = Math.imul(FNV_OFFSET ^ 2, FNV_PRIME);
const SEED_GRAM = Math.imul(FNV_OFFSET ^ 3, FNV_PRIME);
const SEED_LENGTH = Math.imul(FNV_OFFSET ^ 4, FNV_PRIME);
const SEED_DOTTED = Math.imul(FNV_OFFSET ^ 5, FNV_PRIME);
const DOT = 46;
const LT = 60; // '<'
const GT = 62; // '>'
const SPACE = 32;
const ZERO = 48;
/** Upper bound of distinct slots for `MAX_FEATURE_CHARS` characters (3 n-grams per character + 2 per word + 1). */
const MAX_SLOTS = 3 * MAX_FEATURE_CHARS + MAX_FEATURE_CHARS + 8;

/** The work buffers of one feature pass (reused: read them before the next call). */
export interface FeatureBuffers {
  /** Number of distinct slots in `slots`. */
  count: number;
  /** Number of tokens (word or symbol) in `spans`. */
  tokens: number;
  /** Distinct slots, in order of first appearance. */
  readonly slots: Int32Array;
  /** Token each slot came from first (index into `spans`/2), -1 for the length feature. */
  readonly tokenOf: Int32Array;
  /** Second token of a pair feature, -1 otherwise. */
  readonly token2Of: Int32Array;
  /** Token spans in the normalised text: start, end, start, end… */
  readonly spans: Int32Array;
}

const buffers: FeatureBuffers = {
  count: 0,
  tokens: 0,
  slots: new Int32Array(MAX_SLOTS),
  tokenOf: new Int32Array(MAX_SLOTS),
  token2Of: new Int32Array(MAX_SLOTS),
  spans: new Int32Array(2 * MAX_FEATURE_CHARS + 2),
};
/**
 * `stamp[slot] === generation` when the slot was already emitted in this pass. One byte per slot
 * (128 KiB, kept in cache better than four), cleared every 255 passes.
 */
const stamp = new Uint8Array(MODEL_BUCKETS);
let generation = 0;

function finish(h: number): number {
  return (h ^ (h >>> 15)) & MASK;
}

function emit(slot: number, t: number, t2: number): void {
  if (stamp[slot] === generation) return;
  stamp[slot] = generation;
  const i = buffers.count;
  buffers.slots[i] = slot;
  buffers.tokenOf[i] = t;
  buffers.token2Of[i] = t2;
  buffers.count = i + 1;
}

function isWordCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
}

/** Digits read as '0'. */
function mapped(c: number): number {
  return c >= 48 && c <= 57 ? ZERO : c;
}

function isSymbol(c: number): boolean {
  return c === 36 || c === 37 || c === 33 || c === 63 || c === 0xa3 || c === 0x20ac || c === 0x20b9;
}

function isSkipped(text: string, start: number, end: number): boolean {
  const n = end - start;
  if (n === 3) return text.startsWith('www', start);
  if (n === 4) return text.startsWith('http', start);
  if (n === 5) return text.startsWith('https', start);
  return false;
}

/** The codes of `<word>` (digits read as '0'), reused by `emitGrams`. */
const gramCodes = new Int32Array(MAX_GRAM_WORD + 2);

/** Character n-grams (3 to 5) of `<word>`, the word read from `text[start, end)`. */
function emitGrams(text: string, start: number, end: number, t: number): void {
  const len = Math.min(end - start, MAX_GRAM_WORD) + 2;
  const g = gramCodes;
  g[0] = LT;
  for (let p = 1; p < len - 1; p += 1) g[p] = mapped(text.charCodeAt(start + p - 1));
  g[len - 1] = GT;
  // Each start's hash grows one character at a time: the 3-, 4- and 5-gram share their beginning.
  for (let i = 0; i + 2 < len; i += 1) {
    let h = Math.imul(Math.imul(SEED_GRAM ^ (g[i] ?? 0), FNV_PRIME) ^ (g[i + 1] ?? 0), FNV_PRIME);
    const last = Math.min(i + 5, len);
    for (let p = i + 2; p < last; p += 1) {
      h = Math.imul(h ^ (g[p] ?? 0), FNV_PRIME);
      emit(finish(h), t, -1);
    }
  }
}

function hashRange(h: number, text: string, start: number, end: number): number {
  let x = h;
  for (let i = start; i < end; i += 1) x = Math.imul(x ^ mapped(text.charCodeAt(i)), FNV_PRIME);
  return x;
}

/**
 * Computes the features of a normalised, folded text into the shared buffers and returns them
 * (valid until the next call). Never throws.
 */
export function computeFeatures(folded: string): FeatureBuffers {
  generation += 1;
  if (generation > 0xff) {
    stamp.fill(0);
    generation = 1;
  }
  buffers.count = 0;
  const n = Math.min(folded.length, MAX_FEATURE_CHARS);
  let t = 0;
  let prevStart = -1;
  let prevEnd = -1;
  let i = 0;
  while (i < n) {
    const c = folded.charCodeAt(i);
    let end: number;
    if (isWordCode(c)) {
      end = i + 1;
      while (end < n && isWordCode(folded.charCodeAt(end))) end += 1;
      if (isSkipped(folded, i, end)) {
        i = end;
        continue;
      }
    } else if (isSymbol(c)) end = i + 1;
    else {
      i += 1;
      continue;
    }
    buffers.spans[2 * t] = i;
    buffers.spans[2 * t + 1] = end;
    emit(finish(hashRange(SEED_WORD, folded, i, end)), t, -1);
    if (prevStart >= 0) {
      const h = Math.imul(hashRange(SEED_PAIR, folded, prevStart, prevEnd) ^ SPACE, FNV_PRIME);
      emit(finish(hashRange(h, folded, i, end)), t - 1, t);
    }
    if (end - i >= 2) emitGrams(folded, i, end, t);
    // A word right after "x." (a domain ending, "bit.ly", "a.co"): its own feature.
    if (i >= 2 && folded.charCodeAt(i - 1) === DOT && isWordCode(folded.charCodeAt(i - 2)))
      emit(finish(hashRange(SEED_DOTTED, folded, i, end)), t, -1);
    prevStart = i;
    prevEnd = end;
    t += 1;
    i = end;
  }
  buffers.tokens = t;
  const bucket = Math.min(12, Math.floor(Math.log2(1 + folded.length)));
  emit(finish(Math.imul(SEED_LENGTH ^ bucket, FNV_PRIME)), -1, -1);
  return buffers;
}

/** The buffers of the last `computeFeatures` call. */
export function featureBuffers(): FeatureBuffers {
  return buffers;
}

/** A copy of the features of a text (for the training script): distinct slots and their value. */
export function messageFeatures(folded: string): { slots: Int32Array; value: number } {
  const b = computeFeatures(folded);
  return { slots: b.slots.slice(0, b.count), value: 1 / Math.sqrt(b.count) };
}
