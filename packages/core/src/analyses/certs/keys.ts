/**
 * Every key the certs analysis emits (besides the shared ones of src/keys.ts), in one list, so that
 * i18n catalogues, the OpenAPI document and tests can enumerate them. Prefix: `certs.`.
 */
export const CERTS_KEYS = [
  // Whole analysis: `errorKey`
  'certs.error.all-sources-failed',
  // One source's attempt: `attempts[].errorKey` (transport failures use the shared `http-error.*`)
  'certs.error.upstream-status',
  'certs.error.rate-limited',
  'certs.error.invalid-response',
  'certs.error.response-too-large',
  'certs.error.no-time-left',
  // Notes: `noteKeys`
  'certs.note.none-found',
  'certs.note.fallback-source',
  'certs.note.subdomains-truncated',
  'certs.note.certificates-sampled',
] as const satisfies readonly `certs.${string}`[];
export type CertsKey = (typeof CERTS_KEYS)[number];
