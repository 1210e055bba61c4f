/**
 * Every key the email-auth analysis emits (besides the shared ones of src/keys.ts), in one list, so that
 * i18n catalogues, the OpenAPI document and tests can enumerate them. Prefix: `email-auth.`.
 */
export const EMAIL_AUTH_KEYS = [] as const satisfies readonly `email-auth.${string}`[];
export type EmailAuthKey = (typeof EMAIL_AUTH_KEYS)[number];
