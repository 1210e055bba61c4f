import type { Finding } from '../../findings.js';
import type { ActionKey, SkipReasonKey, SummaryKey, VerdictKey } from '../../keys.js';
import type { UrlFindingCode } from './rules.js';

export type UrlFinding = Finding<UrlFindingCode>;

/** One hop of a redirect chain (filled by the network part, a later issue). */
export interface RedirectHop {
  readonly url: string;
  readonly status: number;
  readonly location: string | null;
  readonly host: string;
  readonly address: string | null;
}

export interface RedirectReport {
  readonly wasAttempted: boolean;
  readonly wasSuccessful: boolean;
  readonly wasBlockedByPolicy: boolean;
  readonly hops: readonly RedirectHop[];
  /** Null when not attempted. */
  readonly finalUrl: string | null;
  readonly finalHost: string | null;
  readonly hitMaxHops: boolean;
  readonly unresolvable: boolean;
  readonly containsHttpsToHttpDowngrade: boolean;
  readonly errorMessageKey: string | null;
  readonly skipReasonKey: SkipReasonKey | null;
}

export const AGE_BANDS = ['new', 'recent', 'established'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export interface DomainAgeReport {
  readonly wasAttempted: boolean;
  readonly wasSuccessful: boolean;
  /** The registrable domain whose age would be looked up (null for IP hosts and non-web schemes). */
  readonly lookedUpDomain: string | null;
  readonly registeredAt: string | null;
  readonly ageInDays: number | null;
  readonly ageBand: AgeBand | null;
  /** Key of the age in words (localised as `humanReadableAge`); null until the age is known. */
  readonly humanReadableAgeKey: string | null;
  readonly errorMessageKey: string | null;
  readonly skipReasonKey: SkipReasonKey | null;
}

export interface UrlAnalysisResult {
  /** The URL as submitted. */
  readonly input: string;
  /** WHATWG-normalised URL: scheme added when missing, host lower-cased and punycoded, default port and dot segments removed. */
  readonly normalizedUrl: string;
  /** Host as analysed (punycode for IDNs, brackets for IPv6); empty for data:/javascript: URLs. */
  readonly analyzedHost: string;
  /** Registrable domain per the Public Suffix List (ICANN section), or null for IPs and hostless URLs. */
  readonly registrableDomain: string | null;
  readonly confidenceScore: number;
  readonly verdictKey: VerdictKey;
  readonly summaryKey: SummaryKey<'url'>;
  readonly recommendedActionKey: ActionKey<'url'>;
  readonly isInconclusive: boolean;
  readonly findings: readonly UrlFinding[];
  readonly redirects: RedirectReport;
  readonly domainAge: DomainAgeReport;
}
