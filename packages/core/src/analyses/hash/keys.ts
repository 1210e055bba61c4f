/**
 * Every key the hash analysis emits (besides the shared ones of src/keys.ts), in one list, so that
 * i18n catalogues, the OpenAPI document and tests can enumerate them. Prefix: `hash.`.
 */
export const HASH_KEYS = [] as const satisfies readonly `hash.${string}`[];
export type HashKey = (typeof HASH_KEYS)[number];
