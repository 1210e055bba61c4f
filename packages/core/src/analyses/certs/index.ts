export { certsAnalysis } from './descriptor.js';
export { CERTS_LIMITS, analyzeCerts } from './analyze.js';
export { CERTS_KEYS } from './keys.js';
export type { CertsKey } from './keys.js';
export { CERTS_SOURCES } from './types.js';
export type {
  CertificateEntry,
  CertsAttempt,
  CertsAttemptErrorKey,
  CertsNoteKey,
  CertsResult,
  CertsSource,
  CertsSubdomain,
} from './types.js';
