import type { Outcome } from '../../outcome.js';
import type { Finding } from '../../findings.js';
import type {
  ActionKey,
  HttpErrorKey,
  NetworkErrorKey,
  SkipReasonKey,
  SummaryKey,
  VerdictKey,
} from '../../keys.js';
import type { FeedsReport } from '../../providers/phishing-feeds/store.js';
import type { UrlKey, UrlSkipKey } from './keys.js';
import type { UrlFindingCode } from './rules.js';

export type UrlFinding = Finding<UrlFindingCode>;

export type { RedirectHop, RedirectReport } from '../../redirects/types.js';
import type { RedirectReport } from '../../redirects/types.js';

export { AGE_BANDS } from '../../domain-age/types.js';
export type { AgeBand, DomainAgeReport } from '../../domain-age/types.js';
import type { DomainAgeReport } from '../../domain-age/types.js';

/** The Google Web Risk lookup of the input URL and of the final URL of the redirect chain. */
export interface WebRiskReport {
  readonly wasAttempted: boolean;
  /** Every lookup made got a usable answer. */
  readonly wasSuccessful: boolean;
  /** Threat types of the lists the URLs are on (`MALWARE`, `SOCIAL_ENGINEERING`, `UNWANTED_SOFTWARE`); empty when not listed. */
  readonly threatTypes: readonly string[];
  /** `http-error.<code>` or `url.error.web-risk-failed` when a lookup failed. */
  readonly errorMessageKey: HttpErrorKey | Extract<UrlKey, `url.error.web-risk-${string}`> | null;
  /**
   * `skip.offline-mode`, `skip.not-applicable` (script URLs), `url.skip.no-web-risk-key` or
   * `error.network-unreachable`.
   */
  readonly skipReasonKey: SkipReasonKey | UrlSkipKey | NetworkErrorKey | null;
}

export interface UrlAnalysisResult {
  /**
   * `partial` when the redirects or the domain age were skipped (offline) or failed, or the Web Risk
   * lookup failed; `complete` otherwise. Never `failed`: the text of the address is always read.
   */
  readonly outcome: Outcome;
  /** The URL as submitted. */
  readonly input: string;
  /** WHATWG-normalised URL: scheme added when missing, host lower-cased and punycoded, default port and dot segments removed. */
  readonly normalizedUrl: string;
  /** Host as analysed (punycode for IDNs, brackets for IPv6); empty for data:/javascript: URLs. */
  readonly analyzedHost: string;
  /** Registrable domain per the Public Suffix List (ICANN section), or null for IPs and hostless URLs. */
  readonly registrableDomain: string | null;
  /**
   * Confidence (0–100) that the URL is a threat.
   * @minimum 0
   * @maximum 100
   */
  readonly confidenceScore: number;
  readonly verdictKey: VerdictKey;
  readonly summaryKey: SummaryKey<'url'>;
  readonly recommendedActionKey: ActionKey<'url'>;
  readonly isInconclusive: boolean;
  readonly findings: readonly UrlFinding[];
  readonly redirects: RedirectReport;
  readonly domainAge: DomainAgeReport;
  readonly webRisk: WebRiskReport;
  /**
   * How fresh the known-phishing feeds were when the URL was looked up in them (locally); null when
   * no feed store is configured (offline mode, `SECAPI_PHISHING_FEEDS=off`, a library context
   * without one).
   */
  readonly feeds: FeedsReport | null;
  /**
   * When the result was computed (ISO 8601, UTC), by the context's clock; a memoised result keeps
   * the time it was computed.
   * @format date-time
   */
  readonly checkedAt: string;
}
