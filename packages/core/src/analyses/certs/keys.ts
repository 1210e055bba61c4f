/**
 * Every key the certs analysis emits (besides the shared ones of src/keys.ts), in one list, so that
 * i18n catalogues, the OpenAPI document and tests can enumerate them. Prefix: `certs.`.
 */
export const CERTS_KEYS = [] as const satisfies readonly `certs.${string}`[];
export type CertsKey = (typeof CERTS_KEYS)[number];
