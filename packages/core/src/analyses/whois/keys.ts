/**
 * Every key the whois analysis emits (besides the shared ones of src/keys.ts), in one list, so that
 * i18n catalogues, the OpenAPI document and tests can enumerate them. Prefix: `whois.`.
 */
export const WHOIS_KEYS = [] as const satisfies readonly `whois.${string}`[];
export type WhoisKey = (typeof WHOIS_KEYS)[number];
