/**
 * Drift check of the check-dns, check-ip, check-email-auth and check-typosquat schemas: the REAL core
 * analyses run over a fake DNS in several scenarios (found, NXDOMAIN, SERVFAIL, timeout, offline…),
 * `localize(result, lang)` turns each result into the 200 body in both languages, and the body must
 * match its schema. Every text `localize` added must be translated (not the key echoed back) and
 * fully interpolated (no `{placeholder}` left).
 */
import { localize } from '@secapi/i18n';
import { describe, expect, it } from 'vitest';
import {
  DNS_SCENARIOS,
  EMAIL_AUTH_SCENARIOS,
  IP_SCENARIOS,
  TYPOSQUAT_SCENARIOS,
} from '@secapi/test-kit/fixtures/openapi-analysis-scenarios.js';
import { getEndpoint } from './catalogue.js';
import { validateResponse } from './validators.js';
import { checkScenarios } from '@secapi/test-kit/fixtures/openapi-schema-drift.js';

describe('the response schemas match the real core analyses, localized', () => {
  it('are the response schemas of their endpoints', () => {
    expect(getEndpoint('checkDns').responseSchema).toBe('CheckDnsResponse');
    expect(getEndpoint('checkIp').responseSchema).toBe('CheckIpResponse');
    expect(getEndpoint('checkEmailAuth').responseSchema).toBe('CheckEmailAuthResponse');
    expect(getEndpoint('checkTyposquat').responseSchema).toBe('CheckTyposquatResponse');
  });

  describe('CheckDnsResponse', () => {
    checkScenarios('CheckDnsResponse', DNS_SCENARIOS);
  });
  describe('CheckIpResponse', () => {
    checkScenarios('CheckIpResponse', IP_SCENARIOS);
  });
  describe('CheckEmailAuthResponse', () => {
    checkScenarios('CheckEmailAuthResponse', EMAIL_AUTH_SCENARIOS);
  });
  describe('CheckTyposquatResponse', () => {
    checkScenarios('CheckTyposquatResponse', TYPOSQUAT_SCENARIOS);
  });
});

describe('the response schemas reject drift', () => {
  it('rejects a core result that was not localized, an unknown field, and an unknown key', async () => {
    const result = (await DNS_SCENARIOS[0]!.run()) as Record<string, unknown>;
    expect(validateResponse('CheckDnsResponse', result).valid).toBe(false);
    const body = localize(result, 'en-CA');
    expect(validateResponse('CheckDnsResponse', { ...body, extra: 1 }).valid).toBe(false);
    expect(validateResponse('CheckDnsResponse', { ...body, noteKeys: ['dns.note.nope'] }).valid).toBe(false);
    expect(validateResponse('CheckDnsResponse', { ...body, errorKey: 'ip.error.no-answer' }).valid).toBe(
      false,
    );
  });

  it('rejects a record set of an unknown status and a missing record type', async () => {
    const body = localize((await DNS_SCENARIOS[0]!.run()) as Record<string, unknown>, 'fr-CA') as {
      recordSets: Record<string, Record<string, unknown>>;
    };
    const { A, ...withoutA } = body.recordSets;
    expect(validateResponse('CheckDnsResponse', { ...body, recordSets: withoutA }).valid).toBe(false);
    expect(
      validateResponse('CheckDnsResponse', {
        ...body,
        recordSets: { ...body.recordSets, A: { ...A, status: 'maybe' } },
      }).valid,
    ).toBe(false);
  });
});
