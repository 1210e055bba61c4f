/**
 * Registration data over RDAP, shared by the whois analysis (check-whois) and the domain age of
 * check-url: one client (`providers/rdap.ts`), one parser, one cache.
 */
export { REGISTRATION_CACHE_TTL_MS, lookupRegistration, registrableDomainOf } from './lookup.js';
export type { RegistrationLookup } from './lookup.js';
export { mapStatuses, parseDomainObject } from './parse.js';
export type {
  RegistrationRecord,
  WhoisDnssec,
  WhoisRegistrant,
  WhoisRegistrar,
  WhoisSource,
} from './types.js';
