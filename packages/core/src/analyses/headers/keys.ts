/**
 * Every key the headers analysis emits (besides the shared ones of src/keys.ts), in one list, so that
 * i18n catalogues, the OpenAPI document and tests can enumerate them. Prefix: `headers.`.
 *
 * - `headers.<check>-<outcome>`: the result of one check (`tests[].resultKey`); each has a score
 *   modifier in `SCORE_TABLE` (score-table.ts). Names follow the MDN HTTP Observatory's results.
 * - `headers.note.*`: observations that do not change the score (`noteKeys`).
 * - `headers.grade.*`: why the grade is what it is (`gradeNoteKeys`).
 * - `headers.error.*`: why there is no grade although a response came (`errorKey`).
 */
export const HEADERS_RESULT_KEYS = [
  // Strict-Transport-Security (hsts.ts)
  'headers.hsts-preload-ready',
  'headers.hsts-implemented-max-age-at-least-six-months',
  'headers.hsts-implemented-max-age-less-than-six-months',
  'headers.hsts-not-implemented',
  'headers.hsts-header-invalid',
  'headers.hsts-not-implemented-no-https',
  // Content-Security-Policy (csp.ts)
  'headers.csp-implemented-with-no-unsafe-default-src-none',
  'headers.csp-implemented-with-no-unsafe',
  'headers.csp-implemented-with-unsafe-inline-in-style-src-only',
  'headers.csp-implemented-with-insecure-scheme-in-passive-content-only',
  'headers.csp-implemented-with-unsafe-eval',
  'headers.csp-implemented-with-unsafe-inline',
  'headers.csp-implemented-with-insecure-scheme',
  'headers.csp-header-invalid',
  'headers.csp-not-implemented',
  'headers.csp-not-implemented-but-reporting-enabled',
  // X-Content-Type-Options (x-content-type-options.ts)
  'headers.x-content-type-options-nosniff',
  'headers.x-content-type-options-not-implemented',
  'headers.x-content-type-options-header-invalid',
  // Framing: X-Frame-Options or CSP frame-ancestors (framing.ts)
  'headers.framing-implemented-via-csp',
  'headers.framing-sameorigin-or-deny',
  'headers.framing-allow-from-obsolete',
  'headers.framing-not-implemented',
  'headers.framing-header-invalid',
  // Referrer-Policy (referrer-policy.ts)
  'headers.referrer-policy-private',
  'headers.referrer-policy-not-implemented',
  'headers.referrer-policy-unsafe',
  'headers.referrer-policy-header-invalid',
  // Permissions-Policy (permissions-policy.ts)
  'headers.permissions-policy-implemented',
  'headers.permissions-policy-not-implemented',
  'headers.permissions-policy-header-invalid',
  // Set-Cookie (cookies.ts)
  'headers.cookies-secure-with-httponly-sessions-and-samesite',
  'headers.cookies-secure-with-httponly-sessions',
  'headers.cookies-not-found',
  'headers.cookies-without-secure-flag-but-protected-by-hsts',
  'headers.cookies-session-without-secure-flag-but-protected-by-hsts',
  'headers.cookies-without-secure-flag',
  'headers.cookies-samesite-flag-invalid',
  'headers.cookies-anticsrf-without-samesite-flag',
  'headers.cookies-session-without-httponly-flag',
  'headers.cookies-session-without-secure-flag',
  // Cross-Origin-Opener-Policy (coop.ts)
  'headers.coop-implemented',
  'headers.coop-unsafe-none',
  'headers.coop-not-implemented',
  'headers.coop-header-invalid',
  // Cross-Origin-Resource-Policy (corp.ts)
  'headers.corp-same-origin-or-same-site',
  'headers.corp-cross-origin',
  'headers.corp-not-implemented',
  'headers.corp-header-invalid',
  // Redirection from http:// (redirection.ts)
  'headers.redirection-to-https',
  'headers.redirection-not-needed-no-http',
  'headers.redirection-off-host-from-http',
  'headers.redirection-not-to-https-on-initial-redirection',
  'headers.redirection-not-to-https',
  'headers.redirection-missing',
  // Information-leaking headers (information-leak.ts): never scored
  'headers.information-leak-none',
  'headers.information-leak-found',
] as const satisfies readonly `headers.${string}-${string}`[];
export type HeadersResultKey = (typeof HEADERS_RESULT_KEYS)[number];

/** Observations that do not change the score (`noteKeys`). */
export const HEADERS_NOTE_KEYS = [
  'headers.note.server-version',
  'headers.note.x-powered-by',
  'headers.note.aspnet-version',
  'headers.note.csp-base-uri-missing',
  'headers.note.csp-form-action-missing',
  'headers.note.csp-report-only-ignored',
  'headers.note.hsts-no-include-subdomains',
  'headers.note.cookie-prefix-invalid',
  'headers.note.http-probe-failed',
] as const satisfies readonly `headers.note.${string}`[];
export type HeadersNoteKey = (typeof HEADERS_NOTE_KEYS)[number];

/** Why the grade is what it is (`gradeNoteKeys`). */
export const HEADERS_GRADE_NOTE_KEYS = [
  'headers.grade.bonus-withheld',
  'headers.grade.not-https',
] as const satisfies readonly `headers.grade.${string}`[];
export type HeadersGradeNoteKey = (typeof HEADERS_GRADE_NOTE_KEYS)[number];

/** Why there is no grade although the site answered (`errorKey`). */
export const HEADERS_ERROR_KEYS = [
  'headers.error.unexpected-status',
] as const satisfies readonly `headers.error.${string}`[];
export type HeadersErrorKey = (typeof HEADERS_ERROR_KEYS)[number];

export const HEADERS_KEYS = [
  ...HEADERS_RESULT_KEYS,
  ...HEADERS_NOTE_KEYS,
  ...HEADERS_GRADE_NOTE_KEYS,
  ...HEADERS_ERROR_KEYS,
] as const satisfies readonly `headers.${string}`[];
export type HeadersKey = (typeof HEADERS_KEYS)[number];
