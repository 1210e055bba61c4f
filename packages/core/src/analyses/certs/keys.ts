import { CT_SEARCH_ERROR_KEYS } from '../../providers/ct-search.js';

/**
 * Every key the certs analysis emits (besides the shared ones of src/keys.ts), in one list, so that
 * i18n catalogues, the OpenAPI document and tests can enumerate them. Prefix: `certs.`.
 */
export const CERTS_KEYS = [
  // Whole analysis: `errorKey`
  'certs.error.all-sources-failed',
  // One source's attempt: `attempts[].errorKey` (transport failures use the shared `http-error.*`)
  ...CT_SEARCH_ERROR_KEYS,
  // Notes: `noteKeys`
  'certs.note.none-found',
  'certs.note.fallback-source',
  'certs.note.subdomains-truncated',
  'certs.note.certificates-sampled',
] as const satisfies readonly `certs.${string}`[];
export type CertsKey = (typeof CERTS_KEYS)[number];
