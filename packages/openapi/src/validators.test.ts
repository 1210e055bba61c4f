import { localize } from '@secapi/i18n';
import { describe, expect, it } from 'vitest';
import { validateRequest, validateResponse } from './validators.js';

const finding = {
  code: 'url-ip-host',
  titleKey: 'finding.url-ip-host.title',
  descriptionKey: 'finding.url-ip-host.description',
  severity: 'High',
  scoreImpact: 35,
  parameters: { host: '192.0.2.1' },
  sourceHintKey: 'source.lexical',
} as const;

const urlResult = {
  input: 'http://192.0.2.1/login',
  normalizedUrl: 'http://192.0.2.1/login',
  analyzedHost: '192.0.2.1',
  registrableDomain: null,
  confidenceScore: 35,
  verdictKey: 'verdict.caution',
  summaryKey: 'url.summary.caution',
  recommendedActionKey: 'url.action.inconclusive',
  isInconclusive: true,
  findings: [finding],
  redirects: {
    wasAttempted: true,
    wasSuccessful: true,
    wasBlockedByPolicy: false,
    hops: [
      {
        url: 'http://192.0.2.1/login',
        status: 301,
        location: 'https://192.0.2.1/',
        host: '192.0.2.1',
        address: '192.0.2.1',
      },
    ],
    finalUrl: 'https://192.0.2.1/',
    finalHost: '192.0.2.1',
    hitMaxHops: false,
    unresolvable: false,
    containsHttpsToHttpDowngrade: false,
    errorMessageKey: null,
    skipReasonKey: null,
  },
  domainAge: {
    wasAttempted: false,
    wasSuccessful: false,
    lookedUpDomain: null,
    registeredAt: null,
    ageInDays: null,
    ageBand: null,
    humanReadableAgeKey: null,
    errorMessageKey: null,
    skipReasonKey: 'skip.not-applicable',
  },
  webRisk: {
    wasAttempted: false,
    wasSuccessful: false,
    threatTypes: [],
    errorMessageKey: null,
    skipReasonKey: 'skip.not-applicable',
  },
  feeds: null,
  outcome: 'complete',
  checkedAt: '2026-01-15T12:00:00.000Z',
} as const;

const messageResult = {
  confidenceScore: 15,
  verdictKey: 'verdict.caution',
  summaryKey: 'message.summary.caution',
  recommendedActionKey: 'message.action.caution',
  isInconclusive: false,
  findings: [
    {
      code: 'message-urgency',
      titleKey: 'finding.message-urgency.title',
      descriptionKey: 'finding.message-urgency.description',
      severity: 'Medium',
      scoreImpact: 15,
      parameters: null,
      sourceHintKey: 'source.message-heuristics',
    },
  ],
  links: [
    {
      text: 'example.com',
      normalizedUrl: 'https://example.com/',
      host: 'example.com',
      confidenceScore: 0,
      verdictKey: 'verdict.likely-safe',
    },
  ],
  characterCount: 42,
  languagesDetected: ['en'],
  outcome: 'complete',
  checkedAt: '2026-01-15T12:00:00.000Z',
} as const;

describe('validateResponse', () => {
  it.each(['en-CA', 'fr-CA'] as const)('accepts a localized URL result in %s', (lang) => {
    expect(validateResponse('CheckUrlResponse', localize(urlResult, lang))).toEqual({
      valid: true,
      errors: [],
    });
  });

  it('accepts a localized message result', () => {
    expect(validateResponse('CheckMessageResponse', localize(messageResult, 'fr-CA'))).toEqual({
      valid: true,
      errors: [],
    });
  });

  it('rejects a result that was not localized (text fields missing)', () => {
    const r = validateResponse('CheckUrlResponse', urlResult);
    expect(r.valid).toBe(false);
    expect(r.errors.join('\n')).toMatch(/verdict/);
  });

  it('rejects an unknown field (additionalProperties: false catches drift)', () => {
    expect(
      validateResponse('CheckMessageResponse', { ...localize(messageResult, 'en-CA'), message: 'x' }).valid,
    ).toBe(false);
  });

  it('rejects an unknown verdict key and a numeric severity', () => {
    const bad = localize({ ...urlResult, verdictKey: 'verdict.maybe' }, 'en-CA');
    expect(validateResponse('CheckUrlResponse', bad).valid).toBe(false);
    const bad2 = localize({ ...urlResult, findings: [{ ...finding, severity: 3 }] }, 'en-CA');
    expect(validateResponse('CheckUrlResponse', bad2).valid).toBe(false);
  });

  it('rejects a finding code that is not a URL finding', () => {
    const bad = localize({ ...urlResult, findings: [{ ...finding, code: 'message-urgency' }] }, 'en-CA');
    expect(validateResponse('CheckUrlResponse', bad).valid).toBe(false);
  });

  it('accepts { error } and nothing more in ErrorResponse', () => {
    expect(validateResponse('ErrorResponse', { error: 'x' }).valid).toBe(true);
    expect(validateResponse('ErrorResponse', { error: 'x', code: 1 }).valid).toBe(false);
    expect(validateResponse('ErrorResponse', {}).valid).toBe(false);
  });
});

describe('validateRequest', () => {
  it.each([
    ['checkUrlGet', { u: 'https://example.com' }],
    ['checkUrlPost', { url: 'https://example.com' }],
    ['checkUrlPost', { url: 'https://example.com', extra: 1 }],
    ['checkMessage', { message: 'hello' }],
    ['checkAcme', { domain: 'example.com', method: 'dns-01' }],
  ])('accepts valid input of %s', (id, input) => {
    expect(validateRequest(id, input)).toEqual({ valid: true });
  });

  it.each([
    ['checkUrlGet', {}, 'u'],
    ['checkUrlGet', { u: '' }, 'u'],
    ['checkUrlPost', {}, 'url'],
    ['checkUrlPost', { url: null }, 'url'],
    ['checkUrlPost', { url: '' }, 'url'],
    ['checkMessage', { message: null }, 'message'],
    ['checkMessage', {}, 'message'],
  ])('returns error.field-required for %s %j', (id, input, field) => {
    expect(validateRequest(id, input)).toEqual({
      valid: false,
      errorKey: 'error.field-required',
      params: { field },
    });
  });

  it.each([
    ['checkUrlGet', { u: 'a'.repeat(2049) }, 'u', 2048],
    ['checkUrlPost', { url: 'a'.repeat(2049) }, 'url', 2048],
    ['checkMessage', { message: 'a'.repeat(20_001) }, 'message', 20_000],
  ])('returns error.field-too-long for %s', (id, input, field, max) => {
    expect(validateRequest(id, input)).toEqual({
      valid: false,
      errorKey: 'error.field-too-long',
      params: { field, max },
    });
  });

  it('accepts input exactly at the cap', () => {
    expect(validateRequest('checkUrlGet', { u: 'a'.repeat(2048) })).toEqual({ valid: true });
    expect(validateRequest('checkMessage', { message: 'a'.repeat(20_000) })).toEqual({ valid: true });
  });

  it.each([
    ['checkUrlPost', { url: 5 }, 'url'],
    ['checkUrlGet', { u: ['a', 'b'] }, 'u'],
    ['checkUrlPost', ['x'], 'body'],
  ])('returns error.field-invalid for %s %j', (id, input, field) => {
    expect(validateRequest(id, input)).toEqual({
      valid: false,
      errorKey: 'error.field-invalid',
      params: { field },
    });
  });

  it.each([
    [{ domain: 'example.com', method: 'http-02' }],
    [{ domain: 'example.com', method: '' }],
    [{ domain: 'example.com', method: 'HTTP-01' }],
  ])('returns check-acme’s own input.method-invalid with the allowed methods for %j', (input) => {
    expect(validateRequest('checkAcme', input)).toEqual({
      valid: false,
      errorKey: 'input.method-invalid',
      params: { field: 'method', allowed: 'http-01, dns-01, tls-alpn-01' },
    });
  });

  it('keeps error.field-required for a missing domain even when the method is bad too', () => {
    expect(validateRequest('checkAcme', { method: 'bogus' })).toMatchObject({
      errorKey: 'error.field-required',
      params: { field: 'domain' },
    });
  });
});
