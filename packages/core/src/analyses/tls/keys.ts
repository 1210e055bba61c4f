/**
 * Every key the TLS analysis emits, in one list, so that i18n catalogues, the OpenAPI document and
 * tests can enumerate them. Prefix: `tls.`.
 *
 * - `tls.grade.*`: one per rule of the grade table (grade.ts): why the grade is what it is
 *   (`gradeNoteKeys`, `gradeRules`).
 * - `tls.note.*`: observations that do not change the grade (`noteKeys`).
 * - `tls.error.*`: why there is no grade (`errorKey`).
 */
export const TLS_GRADE_NOTE_KEYS = [
  'tls.grade.untrusted',
  'tls.grade.expired',
  'tls.grade.not-yet-valid',
  'tls.grade.self-signed',
  'tls.grade.revoked',
  'tls.grade.sha1-signature',
  'tls.grade.hostname-mismatch',
  'tls.grade.md5-signature',
  'tls.grade.rsa-exponent-one',
  'tls.grade.sslv2',
  'tls.grade.sslv3-best',
  'tls.grade.export-suite',
  'tls.grade.anonymous-suite',
  'tls.grade.null-cipher',
  'tls.grade.weak-cipher',
  'tls.grade.key-exchange-insecure',
  'tls.grade.key-exchange-weak',
  'tls.grade.sslv3',
  'tls.grade.poodle-sslv3',
  'tls.grade.tls10-tls11',
  'tls.grade.no-tls12',
  'tls.grade.rc4',
  'tls.grade.rc4-modern',
  'tls.grade.sweet32',
  'tls.grade.compression',
  'tls.grade.no-forward-secrecy',
  'tls.grade.no-aead',
  'tls.grade.chain-incomplete',
  'tls.grade.no-tls13',
  'tls.grade.hsts-short',
  'tls.grade.hsts-invalid',
  'tls.grade.no-secure-renegotiation',
  'tls.grade.hsts-missing',
] as const satisfies readonly `tls.grade.${string}`[];
export type TlsGradeNoteKey = (typeof TLS_GRADE_NOTE_KEYS)[number];

export const TLS_NOTE_KEYS = [
  'tls.note.not-tested',
  'tls.note.other-addresses',
  'tls.note.enumeration-incomplete',
  'tls.note.chain-completed-from-aia',
  'tls.note.revocation-not-checked',
  'tls.note.ocsp-not-stapled',
  'tls.note.expires-soon',
  'tls.note.hsts-not-checked',
  'tls.note.legacy-handshake-only',
  'tls.note.no-server-preference',
] as const satisfies readonly `tls.note.${string}`[];
export type TlsNoteKey = (typeof TLS_NOTE_KEYS)[number];

export const TLS_ERROR_KEYS = [
  'tls.error.dns-nxdomain',
  'tls.error.dns-failure',
  'tls.error.connection-failed',
  'tls.error.no-tls',
  'tls.error.no-certificate',
  'tls.error.trust-not-determined',
  'tls.error.timeout',
] as const satisfies readonly `tls.error.${string}`[];
export type TlsErrorKey = (typeof TLS_ERROR_KEYS)[number];

export const TLS_KEYS = [
  ...TLS_GRADE_NOTE_KEYS,
  ...TLS_NOTE_KEYS,
  ...TLS_ERROR_KEYS,
] as const satisfies readonly `tls.${string}`[];
export type TlsKey = (typeof TLS_KEYS)[number];
