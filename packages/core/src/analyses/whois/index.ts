export { whoisAnalysis } from './descriptor.js';
export { AGE_BAND_DAYS, ageBandOf, ageKeyOf, lookupDomainAge } from './age.js';
export { WHOIS_LIMITS, analyzeWhois, registrableDomainOf } from './analyze.js';
export { WHOIS_KEYS } from './keys.js';
export type { WhoisKey } from './keys.js';
export { REGISTRATION_CACHE_TTL_MS, lookupRegistration } from './lookup.js';
export type { RegistrationLookup } from './lookup.js';
export { mapStatuses, parseDomainObject } from './parse.js';
export type {
  RegistrationRecord,
  WhoisAgeKey,
  WhoisAnalysisResult,
  WhoisDnssec,
  WhoisErrorKey,
  WhoisNoteKey,
  WhoisRegistrant,
  WhoisRegistrar,
  WhoisSource,
} from './types.js';
