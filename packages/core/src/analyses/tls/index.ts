/** The check-tls analysis: an SSL Labs-grade (rating guide 2009r) scan of a public host on port 443. */
export { analyzeTls, tlsOutcome, UNTESTED_CHECKS } from './analyze.js';
export { tlsAnalysis } from './descriptor.js';
export { GRADE_RULES, HSTS_MIN_SECONDS, gradeTls } from './grade.js';
export type { TlsFacts, TlsGradeOutcome } from './grade.js';
export { MAX_HOST_INPUT_LENGTH, normalizeHostInput } from './input.js';
export { TLS_ERROR_KEYS, TLS_GRADE_NOTE_KEYS, TLS_KEYS, TLS_NOTE_KEYS } from './keys.js';
export type { TlsErrorKey, TlsGradeNoteKey, TlsKey, TlsNoteKey } from './keys.js';
export type {
  CertificateSummary,
  TlsCategoryScores,
  TlsCertificate,
  TlsCipherSuite,
  TlsGrade,
  TlsGradeEffect,
  TlsGradeRule,
  TlsGroups,
  TlsHsts,
  TlsNegotiated,
  TlsParameters,
  TlsProtocolSupport,
  TlsProtocolVersion,
  TlsResult,
  TlsRevocation,
  TlsRevocationStatus,
  TlsSuiteStrength,
} from './types.js';
