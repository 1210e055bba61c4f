/**
 * Every key the headers analysis emits (besides the shared ones of src/keys.ts), in one list, so that
 * i18n catalogues, the OpenAPI document and tests can enumerate them. Prefix: `headers.`.
 */
export const HEADERS_KEYS = [] as const satisfies readonly `headers.${string}`[];
export type HeadersKey = (typeof HEADERS_KEYS)[number];
