/**
 * A 64-bit string hash as two 32-bit halves, written without BigInt so that building and probing
 * the feed indexes stays cheap. Two multiply-xor lanes over the UTF-16 code units, each finished
 * with an avalanche step and mixed with the other and the length. Not cryptographic: a collision
 * can only make a look-up say "listed" for an address nobody listed, with odds of about n / 2^64.
 */

/** Writes the hash of `s` into `out[at]` (low half) and `out[at + 1]` (high half). */
export function hashInto(s: string, out: Uint32Array, at: number): void {
  let a = 0x811c9dc5;
  let b = 0x9e3779b9 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 13;
  }
  a ^= a >>> 16;
  a = Math.imul(a, 0x85ebca6b);
  a ^= a >>> 13;
  a = Math.imul(a, 0xc2b2ae35);
  a ^= a >>> 16;
  b ^= b >>> 15;
  b = Math.imul(b ^ a, 0x2c1b3c6d);
  b ^= b >>> 12;
  b = Math.imul(b, 0x297a2d39);
  b ^= b >>> 15;
  out[at] = a >>> 0;
  out[at + 1] = b >>> 0;
}
