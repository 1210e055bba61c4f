/**
 * Domain age for the URL analysis: calls the whois analysis' RDAP lookup (`lookupDomainAge`) on the
 * registrable domain, bounded by the analysis deadline, and turns the age band into findings:
 *
 * - `url-domain-new` (High): registered less than 30 days ago (band `new`);
 * - `url-domain-young` (Low): band `recent` and less than `DOMAIN_AGE_LIMITS.youngDays` days old.
 *
 * Older domains raise nothing (an old domain can be compromised, so age never lowers the score).
 */
import type { AnalysisContext } from '../../context.js';
import { makeFinding } from '../../findings.js';
import type { UrlKey } from './keys.js';
import { URL_RULES } from './rules.js';
import type { DomainAgeReport, UrlFinding } from './types.js';

/** The whois analysis' lookup (`analyses/whois`): fills the report, reports its own errors. */
export type DomainAgeLookup = (
  domain: string,
  ctx: AnalysisContext,
  signal: AbortSignal,
) => Promise<DomainAgeReport>;

export const DOMAIN_AGE_LIMITS = Object.freeze({
  /** `url-domain-young`: a `recent` domain younger than this many days. */
  youngDays: 90,
});

export function skippedDomainAge(
  lookedUpDomain: string | null,
  skipReasonKey: DomainAgeReport['skipReasonKey'],
): DomainAgeReport {
  return {
    wasAttempted: false,
    wasSuccessful: false,
    lookedUpDomain,
    registeredAt: null,
    ageInDays: null,
    ageBand: null,
    humanReadableAgeKey: null,
    errorMessageKey: null,
    skipReasonKey,
  };
}

function failedDomainAge(domain: string, errorMessageKey: string): DomainAgeReport {
  return { ...skippedDomainAge(domain, null), wasAttempted: true, errorMessageKey };
}

const FAILED: UrlKey = 'url.error.domain-age-failed';

/**
 * Runs `lookup` on `domain`, never past `signal` (an unanswered lookup becomes an
 * `http-error.timeout` report) and never rejecting.
 */
export async function domainAgeOf(
  domain: string,
  lookup: DomainAgeLookup,
  ctx: AnalysisContext,
  signal: AbortSignal,
): Promise<DomainAgeReport> {
  if (signal.aborted) return failedDomainAge(domain, 'http-error.timeout');
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<DomainAgeReport>((resolve) => {
    onAbort = () => {
      resolve(failedDomainAge(domain, 'http-error.timeout'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([
      lookup(domain, ctx, signal).catch(() => failedDomainAge(domain, FAILED)),
      aborted,
    ]);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}

/** Findings of a domain-age report (none unless the lookup succeeded with a young domain). */
export function domainAgeFindings(report: DomainAgeReport): UrlFinding[] {
  if (!report.wasSuccessful || report.lookedUpDomain === null) return [];
  const params = { domain: report.lookedUpDomain, days: report.ageInDays ?? 0 };
  if (report.ageBand === 'new') return [makeFinding('url-domain-new', URL_RULES, params)];
  if (
    report.ageBand === 'recent' &&
    report.ageInDays !== null &&
    report.ageInDays < DOMAIN_AGE_LIMITS.youngDays
  ) {
    return [makeFinding('url-domain-young', URL_RULES, params)];
  }
  return [];
}
