/**
 * Running a domain-age lookup inside an analysis: the report of a skipped lookup, and a lookup bounded
 * by the analysis deadline that never rejects.
 */
import type { AnalysisContext } from '../context.js';
import type { DomainAgeReport } from './types.js';

/** A domain-age lookup (default `lookupDomainAge`): fills the report, reports its own errors. */
export type DomainAgeLookup = (
  domain: string,
  ctx: AnalysisContext,
  signal: AbortSignal,
) => Promise<DomainAgeReport>;

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

function failedDomainAge(
  domain: string,
  errorMessageKey: DomainAgeReport['errorMessageKey'],
): DomainAgeReport {
  return { ...skippedDomainAge(domain, null), wasAttempted: true, errorMessageKey };
}

/** A lookup that rejected (a faulty injected lookup): the URL analysis' key. */
const FAILED = 'url.error.domain-age-failed';

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
