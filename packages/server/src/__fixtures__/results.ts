/** Fake analyzers returning core-shaped results, for server tests (no network, deterministic). */
import {
  InputError,
  MESSAGE_RULES,
  URL_RULES,
  makeFinding,
  scoreFindings,
  type MessageAnalysisResult,
  type UrlAnalysisResult,
} from '@secapi/core';

export function fakeUrlResult(input: string): UrlAnalysisResult {
  if (input.startsWith('javascript:'))
    throw new InputError('input.url-unsupported-scheme', { scheme: 'javascript' });
  if (!input.includes('.')) throw new InputError('input.url-invalid');
  const url = new URL(/^[a-z]+:/i.test(input) ? input : `https://${input}`);
  const findings = /^\d+\.\d+\.\d+\.\d+$/.test(url.hostname)
    ? [makeFinding('url-ip-host', URL_RULES, { host: url.hostname })]
    : [];
  const { confidenceScore, verdict } = scoreFindings(findings);
  return {
    input,
    normalizedUrl: url.href,
    analyzedHost: url.hostname,
    registrableDomain: url.hostname,
    confidenceScore,
    verdictKey: `verdict.${verdict}`,
    summaryKey: `url.summary.${verdict}`,
    recommendedActionKey: `url.action.${verdict}`,
    isInconclusive: true,
    findings,
    redirects: {
      wasAttempted: false,
      wasSuccessful: false,
      wasBlockedByPolicy: false,
      hops: [],
      finalUrl: null,
      finalHost: null,
      hitMaxHops: false,
      unresolvable: false,
      containsHttpsToHttpDowngrade: false,
      errorMessageKey: null,
      skipReasonKey: 'skip.offline-mode',
    },
    domainAge: {
      wasAttempted: false,
      wasSuccessful: false,
      lookedUpDomain: url.hostname,
      registeredAt: null,
      ageInDays: null,
      ageBand: null,
      humanReadableAgeKey: null,
      errorMessageKey: null,
      skipReasonKey: 'skip.offline-mode',
    },
  };
}

export function fakeMessageResult(message: string): MessageAnalysisResult {
  if (message.trim() === '') throw new InputError('input.message-required');
  const findings = /urgent|urgence/i.test(message)
    ? [makeFinding('message-urgency', MESSAGE_RULES, { phrase: 'urgent' })]
    : [];
  const { confidenceScore, verdict } = scoreFindings(findings);
  return {
    confidenceScore,
    verdictKey: `verdict.${verdict}`,
    summaryKey: `message.summary.${verdict}`,
    recommendedActionKey: `message.action.${verdict}`,
    isInconclusive: false,
    findings,
    links: [],
    characterCount: message.length,
    languagesDetected: findings.length > 0 ? ['en'] : [],
  };
}
