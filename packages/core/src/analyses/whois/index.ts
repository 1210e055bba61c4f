export { whoisAnalysis } from './descriptor.js';
export { AGE_BAND_DAYS, ageBandOf, ageKeyOf, lookupDomainAge } from '../../domain-age/index.js';
export { WHOIS_LIMITS, analyzeWhois, registrableDomainOf } from './analyze.js';
export { WHOIS_KEYS } from './keys.js';
export type { WhoisKey } from './keys.js';
export {
  REGISTRATION_CACHE_TTL_MS,
  lookupRegistration,
  mapStatuses,
  parseDomainObject,
} from '../../providers/rdap-registration/index.js';
export type { RegistrationLookup } from '../../providers/rdap-registration/index.js';
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
