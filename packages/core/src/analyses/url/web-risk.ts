/**
 * Web Risk in the URL analysis: the report of the lookups (providers/web-risk.ts makes them) and the
 * `url-web-risk-listed` finding.
 */
import { makeFinding } from '../../findings.js';
import type { WebRiskCheck } from '../../providers/web-risk.js';
import { URL_RULES } from './rules.js';
import type { UrlFinding, WebRiskReport } from './types.js';

export { WEB_RISK_LIMITS, WEB_RISK_THREAT_TYPES, checkWebRisk } from '../../providers/web-risk.js';
export type { WebRiskCheck } from '../../providers/web-risk.js';

export function skippedWebRisk(skipReasonKey: WebRiskReport['skipReasonKey']): WebRiskReport {
  return { wasAttempted: false, wasSuccessful: false, threatTypes: [], errorMessageKey: null, skipReasonKey };
}

/** The report of the lookups made (input URL first, then the final URL when it differs). */
export function webRiskReportOf(checks: readonly WebRiskCheck[]): WebRiskReport {
  const threatTypes = new Set<string>();
  let errorMessageKey: WebRiskReport['errorMessageKey'] = null;
  for (const c of checks) {
    if (c.ok) for (const t of c.threatTypes) threatTypes.add(t);
    else errorMessageKey ??= c.errorMessageKey;
  }
  return {
    wasAttempted: true,
    wasSuccessful: errorMessageKey === null,
    threatTypes: [...threatTypes],
    errorMessageKey,
    skipReasonKey: null,
  };
}

/** `url-web-risk-listed` when any URL looked up is listed. */
export function webRiskFindings(checks: readonly WebRiskCheck[]): UrlFinding[] {
  const listed = checks.filter((c) => c.ok && c.threatTypes.length > 0);
  if (listed.length === 0) return [];
  const threatTypes = [...new Set(listed.flatMap((c) => (c.ok ? c.threatTypes : [])))];
  return [makeFinding('url-web-risk-listed', URL_RULES, { threatTypes, urls: listed.map((c) => c.url) })];
}
