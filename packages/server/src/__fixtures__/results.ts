/** Fake analyzers returning core-shaped results, for server tests (no network, deterministic). */
import { InputError, makeFinding, type MessageAnalysisResult, type UrlAnalysisResult } from '@secapi/core';
import { MESSAGE_RULES } from '@secapi/core/message';
import { URL_RULES } from '@secapi/core/url';
import { messageResult, urlResult } from '@secapi/test-kit';

export function fakeUrlResult(input: string): UrlAnalysisResult {
  if (input.startsWith('javascript:'))
    throw new InputError('input.url-unsupported-scheme', { scheme: 'javascript' });
  if (!input.includes('.')) throw new InputError('input.url-invalid');
  const url = new URL(/^[a-z]+:/i.test(input) ? input : `https://${input}`);
  const findings = /^\d+\.\d+\.\d+\.\d+$/.test(url.hostname)
    ? [makeFinding('url-ip-host', URL_RULES, { host: url.hostname })]
    : [];
  return urlResult({
    input,
    findings,
    normalizedUrl: url.href,
    analyzedHost: url.hostname,
    registrableDomain: url.hostname,
    isInconclusive: true,
  });
}

export function fakeMessageResult(message: string): MessageAnalysisResult {
  if (message.trim() === '') throw new InputError('input.message-required');
  const findings = /urgent|urgence/i.test(message)
    ? [makeFinding('message-urgency', MESSAGE_RULES, { phrase: 'urgent' })]
    : [];
  return messageResult({ characterCount: message.length, findings });
}
