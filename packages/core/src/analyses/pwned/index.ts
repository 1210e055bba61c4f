export { PWNED_RANGE_LIMITS, fetchPwnedRange, parsePwnedPrefix, parsePwnedRangeBody } from './range.js';
export type { PwnedRangeErrorKey, PwnedRangeResult } from './range.js';
