import type { DomainAgeErrorKey, DomainAgeWordKey } from '../../domain-age/index.js';

/**
 * Every key the whois analysis emits (besides the shared ones of src/keys.ts), in one list, so that
 * i18n catalogues, the OpenAPI document and tests can enumerate them. Prefix: `whois.`.
 */
export const WHOIS_KEYS = [
  // Whole analysis: `errorKey` (check-whois) and `errorMessageKey` (domain age of check-url)
  'whois.error.not-found',
  'whois.error.unavailable',
  'whois.error.unsupported-tld',
  'whois.error.public-suffix',
  'whois.error.no-registration-date',
  // Notes: `noteKeys`
  'whois.note.subdomain',
  'whois.note.newly-registered',
  'whois.note.expires-soon',
  'whois.note.expired',
  'whois.note.on-hold',
  'whois.note.pending-delete',
  'whois.note.registrant-redacted',
  'whois.note.from-fallback',
  // Domain age in words: `humanReadableAgeKey` of check-url's `domainAge`
  'whois.age.under-a-week',
  'whois.age.under-a-month',
  'whois.age.under-a-year',
  'whois.age.one-to-five-years',
  'whois.age.over-five-years',
] as const satisfies readonly `whois.${string}`[];
export type WhoisKey = (typeof WHOIS_KEYS)[number];

/** The domain-age keys (src/domain-age) are whois keys: this fails to compile if one is not. */
type DomainAgeKeysAreWhoisKeys = [DomainAgeErrorKey | DomainAgeWordKey] extends [WhoisKey] ? true : never;
export const DOMAIN_AGE_KEYS_ARE_WHOIS_KEYS: DomainAgeKeysAreWhoisKeys = true;
