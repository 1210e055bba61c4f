/**
 * Every key the typosquat analysis emits (besides the shared ones of src/keys.ts), in one list, so that
 * i18n catalogues, the OpenAPI document and tests can enumerate them. Prefix: `typosquat.`.
 */
export const TYPOSQUAT_KEYS = [] as const satisfies readonly `typosquat.${string}`[];
export type TyposquatKey = (typeof TYPOSQUAT_KEYS)[number];
