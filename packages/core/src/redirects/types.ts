/** The redirect chain of a URL (check-url's `redirects`, and the links of check-email). */
import type { HttpErrorKey, NetworkErrorKey, SkipReasonKey } from '../keys.js';

/**
 * One request of the redirect chain: the first (the normalised input), every redirect target, and
 * the one where the chain ended. Mapped one to one from the HTTP port's `HttpHop`.
 */
export interface RedirectHop {
  /** The URL requested (absolute, as the port resolved it). */
  readonly url: string;
  /** HTTP status; null when no response came (blocked by policy, DNS failure, timeout…). */
  readonly status: number | null;
  /** The `Location` header as sent when the hop is a redirect, else null. */
  readonly location: string | null;
  /** Host of `url` (punycode, IPv6 in brackets). */
  readonly host: string;
  /** The IP address connected to; null when no connection was made. */
  readonly address: string | null;
}

export interface RedirectReport {
  readonly wasAttempted: boolean;
  readonly wasSuccessful: boolean;
  readonly wasBlockedByPolicy: boolean;
  readonly hops: readonly RedirectHop[];
  /** URL of the last hop: where the chain ended, whether or not it answered. Null when not attempted. */
  readonly finalUrl: string | null;
  readonly finalHost: string | null;
  /** The chain was still redirecting after `REDIRECT_LIMITS.maxRedirects` redirects. */
  readonly hitMaxHops: boolean;
  /** A host of the chain does not resolve (DNS NXDOMAIN or lookup failure). */
  readonly unresolvable: boolean;
  readonly containsHttpsToHttpDowngrade: boolean;
  /** `http-error.<code>` when the chain did not end in a response. */
  readonly errorMessageKey: HttpErrorKey | null;
  /**
   * Why the chain was not followed: `skip.offline-mode`, `skip.not-applicable` (not a web address),
   * `error.network-unreachable` (the service's resolver health check failed).
   */
  readonly skipReasonKey: SkipReasonKey | NetworkErrorKey | null;
}
