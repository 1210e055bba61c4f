import { PWNED_RANGE_ERROR_KEYS } from '../../providers/pwned-passwords.js';
import { VIRUSTOTAL_ERROR_KEYS } from '../../providers/virustotal.js';

/**
 * Every key the hash analysis (and the Pwned Passwords range proxy) emits (besides the shared ones of
 * src/keys.ts), in one list, so that i18n catalogues, the OpenAPI document and tests can enumerate
 * them. Prefix: `hash.`.
 */
export const HASH_KEYS = [
  // check-hash `errorKey` (transport failures use the shared `http-error.*`)
  ...VIRUSTOTAL_ERROR_KEYS,
  'hash.error.mhr-failed',
  // check-hash notes: `noteKeys`
  'hash.note.virustotal-not-found',
  'hash.note.no-virustotal-key',
  'hash.note.mhr-listed',
  'hash.note.mhr-not-listed',
  // Pwned Passwords range (`fetchPwnedRange`, providers/pwned-passwords.ts) `errorKey`
  ...PWNED_RANGE_ERROR_KEYS,
] as const satisfies readonly `hash.${string}`[];
export type HashKey = (typeof HASH_KEYS)[number];
