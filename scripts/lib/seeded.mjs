// Deterministic helpers shared by the training, evaluation and bench scripts: the same seed gives
// the same rows, weights and files on every machine (no clock, no Math.random).

/** A seeded generator of numbers in [0, 1) (mulberry32). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
