/**
 * Domain age, owned here: when a domain was registered (RDAP), its band and its age in words. The URL
 * analysis reports it as `domainAge`; the whois analysis re-exports the lookup.
 */
export { AGE_BAND_DAYS, ageBandOf, ageKeyOf, lookupDomainAge } from './age.js';
export type { DomainAgeErrorKey, DomainAgeWordKey } from './keys.js';
export { domainAgeOf, skippedDomainAge } from './report.js';
export type { DomainAgeLookup } from './report.js';
export { AGE_BANDS } from './types.js';
export type { AgeBand, DomainAgeReport } from './types.js';
