/**
 * Keys the URL analysis emits besides finding, summary and action keys (which come from
 * `rules.ts` and `keys.ts` of core). Prefix: `url.`.
 *
 * - `url.skip.no-web-risk-key`: the web-risk lookup was not attempted because the operator set no
 *   Google Web Risk API key (a `skip.no-api-key` shared key would do the same job; until it exists
 *   in `src/keys.ts`, this one is used).
 * - `url.error.web-risk-failed`: the Web Risk service answered, but not with a usable answer
 *   (a status other than 200, a body that is not the documented JSON, an oversized body).
 * - `url.error.domain-age-failed`: the domain-age lookup failed unexpectedly (it is meant to report
 *   its own errors; this is the safety net).
 */
export const URL_KEYS = [
  'url.skip.no-web-risk-key',
  'url.error.web-risk-failed',
  'url.error.domain-age-failed',
] as const satisfies readonly `url.${string}`[];
export type UrlKey = (typeof URL_KEYS)[number];
export type UrlSkipKey = Extract<UrlKey, `url.skip.${string}`>;
