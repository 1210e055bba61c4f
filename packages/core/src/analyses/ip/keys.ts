/**
 * Every key the ip analysis emits (besides the shared ones of src/keys.ts), in one list, so that
 * i18n catalogues, the OpenAPI document and tests can enumerate them. Prefix: `ip.`.
 */
export const IP_KEYS = [] as const satisfies readonly `ip.${string}`[];
export type IpKey = (typeof IP_KEYS)[number];
