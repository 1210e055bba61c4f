/**
 * Domain age for the URL analysis: the lookup itself is in `src/domain-age/` (RDAP, bounded by the
 * analysis deadline); here the age band becomes findings:
 *
 * - `url-domain-new` (High): registered less than 30 days ago (band `new`);
 * - `url-domain-young` (Low): band `recent` and less than `DOMAIN_AGE_LIMITS.youngDays` days old.
 *
 * Older domains raise nothing (an old domain can be compromised, so age never lowers the score).
 */
import { makeFinding } from '../../findings.js';
import { URL_RULES } from './rules.js';
import type { DomainAgeReport, UrlFinding } from './types.js';

export { domainAgeOf, skippedDomainAge } from '../../domain-age/index.js';
export type { DomainAgeLookup } from '../../domain-age/index.js';

export const DOMAIN_AGE_LIMITS = Object.freeze({
  /** `url-domain-young`: a `recent` domain younger than this many days. */
  youngDays: 90,
});

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
