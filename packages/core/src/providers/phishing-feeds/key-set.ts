/**
 * A sorted set of 64-bit hashes with one 32-bit listing time per hash, probed by binary search.
 *
 * The hashes live in a `BigUint64Array` (sorted natively, no comparator) whose buffer is read back
 * as 32-bit words for the search, so a probe compares plain numbers and allocates nothing. A bucket
 * table on the top bits of the hash (about one bucket per four keys) narrows each search to a few
 * neighbouring keys, so a probe touches two or three cache lines instead of twenty. Memory: about
 * 13 bytes per key (8 hash + 4 time in seconds + 1 of bucket table).
 */
import { hashInto } from './hash.js';

/** True on little-endian platforms (every platform Node supports today); checked once. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
const LO = LITTLE_ENDIAN ? 0 : 1;
const HI = LITTLE_ENDIAN ? 1 : 0;

export interface KeySet {
  /** Sorted, unique hashes. */
  readonly hashes: BigUint64Array;
  /** The same buffer as 32-bit words (`2i + LO`, `2i + HI`). */
  readonly words: Uint32Array;
  /** Listing time of `hashes[i]`, seconds since the epoch. */
  readonly times: Uint32Array;
  readonly size: number;
  /** `buckets[b]` is the first position whose high half, shifted right by `shift`, is ≥ b. */
  readonly buckets: Uint32Array;
  /** 32 minus the bucket bits (1 to 16 bits). */
  readonly shift: number;
}

export const EMPTY_KEY_SET: KeySet = Object.freeze({
  hashes: new BigUint64Array(0),
  words: new Uint32Array(0),
  times: new Uint32Array(0),
  size: 0,
  buckets: new Uint32Array(3),
  shift: 31,
});

function bucketTable(words: Uint32Array, size: number): { buckets: Uint32Array; shift: number } {
  let bits = 1;
  while (bits < 16 && 1 << (bits + 2) < size) bits++;
  const shift = 32 - bits;
  const count = 1 << bits;
  const buckets = new Uint32Array(count + 1);
  let at = 0;
  for (let b = 0; b <= count; b++) {
    while (at < size && (words[2 * at + HI] ?? 0) >>> shift < b) at++;
    buckets[b] = at;
  }
  return { buckets, shift };
}

/** Collects hashes of strings (duplicates allowed) before `build` sorts them. */
export class KeySetBuilder {
  private words = new Uint32Array(2 * 1024);
  private count = 0;

  get length(): number {
    return this.count;
  }

  add(key: string): void {
    if (2 * this.count + 2 > this.words.length) {
      const grown = new Uint32Array(this.words.length * 2);
      grown.set(this.words);
      this.words = grown;
    }
    hashInto(key, scratch, 0);
    this.words[2 * this.count + LO] = scratch[0] ?? 0;
    this.words[2 * this.count + HI] = scratch[1] ?? 0;
    this.count++;
  }

  /**
   * Sorts and de-duplicates; each key's time is `timeOf(position in the previous set)` when the
   * previous set holds it, else `nowSeconds` (first seen by this store).
   */
  build(nowSeconds: number, previous: KeySet | null): KeySet {
    const n = this.count;
    const hashes = new BigUint64Array(this.words.buffer, 0, n).slice();
    this.words = new Uint32Array(0);
    hashes.sort();
    const words = new Uint32Array(hashes.buffer);
    let unique = 0;
    for (let i = 0; i < n; i++) {
      if (
        unique > 0 &&
        words[2 * i + HI] === words[2 * (unique - 1) + HI] &&
        words[2 * i + LO] === words[2 * (unique - 1) + LO]
      ) {
        continue;
      }
      if (unique !== i) {
        words[2 * unique + HI] = words[2 * i + HI] ?? 0;
        words[2 * unique + LO] = words[2 * i + LO] ?? 0;
      }
      unique++;
    }
    const finalHashes = unique === n ? hashes : hashes.slice(0, unique);
    const finalWords = new Uint32Array(finalHashes.buffer, finalHashes.byteOffset, 2 * unique);
    const times = new Uint32Array(unique);
    for (let i = 0; i < unique; i++) {
      const at =
        previous === null
          ? -1
          : indexOfHash(previous, finalWords[2 * i + HI] ?? 0, finalWords[2 * i + LO] ?? 0);
      times[i] = at === -1 || previous === null ? nowSeconds : (previous.times[at] ?? nowSeconds);
    }
    return Object.freeze({
      hashes: finalHashes,
      words: finalWords,
      times,
      size: unique,
      ...bucketTable(finalWords, unique),
    });
  }
}

const scratch = new Uint32Array(2);

/** The position of the hash (`hi`, `lo` halves, see `hashOf`) in the set, or -1. */
export function indexOfHash(set: KeySet, hi: number, lo: number): number {
  const w = set.words;
  const b = hi >>> set.shift;
  let low = set.buckets[b] ?? 0;
  let high = (set.buckets[b + 1] ?? 0) - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const mh = w[2 * mid + HI] ?? 0;
    if (mh < hi) low = mid + 1;
    else if (mh > hi) high = mid - 1;
    else {
      const ml = w[2 * mid + LO] ?? 0;
      if (ml < lo) low = mid + 1;
      else if (ml > lo) high = mid - 1;
      else return mid;
    }
  }
  return -1;
}

/** The position of `key` in the set, or -1. */
export function indexOfKey(set: KeySet, key: string): number {
  if (set.size === 0) return -1;
  hashInto(key, scratch, 0);
  return indexOfHash(set, scratch[1] ?? 0, scratch[0] ?? 0);
}

/** The hash of `key` as [hi, lo], to probe several sets with one hashing. */
export function hashOf(key: string): readonly [number, number] {
  hashInto(key, scratch, 0);
  return [scratch[1] ?? 0, scratch[0] ?? 0];
}

/** Bytes held by the set's arrays. */
export function keySetBytes(set: KeySet): number {
  return set.hashes.byteLength + set.times.byteLength + set.buckets.byteLength;
}
