/**
 * Redirect chains, owned here: following a URL's redirects through the HTTP port and reading the
 * chain. check-url reports it as `redirects`; check-email uses it for each link.
 */
export {
  REDIRECT_LIMITS,
  followRedirects,
  redirectCount,
  redirectReportOf,
  skippedRedirects,
} from './chain.js';
export type { RedirectHop, RedirectReport } from './types.js';
