/**
 * Every key the dns analysis emits (besides the shared ones of src/keys.ts), in one list, so that
 * i18n catalogues, the OpenAPI document and tests can enumerate them. Prefix: `dns.`.
 */
export const DNS_KEYS = [] as const satisfies readonly `dns.${string}`[];
export type DnsKey = (typeof DNS_KEYS)[number];
