/** `@secapi/core/pwned`: the Pwned Passwords range client (providers/pwned-passwords.ts). */
export {
  PWNED_RANGE_LIMITS,
  fetchPwnedRange,
  parsePwnedPrefix,
  parsePwnedRangeBody,
} from '../../providers/pwned-passwords.js';
export type { PwnedRangeErrorKey, PwnedRangeResult } from '../../providers/pwned-passwords.js';
