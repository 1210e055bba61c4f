/**
 * Drift check of CheckAcmeResponse: the REAL `analyzeAcme` over fake DNS and HTTP ports in several
 * scenarios (offline, healthy, CAA, http-01 failures, dns-01, rate limits, invalid names), localized
 * in both languages, must match the schema with every text translated and interpolated.
 */
import { describe, expect, it } from 'vitest';
import { ACME_SCENARIOS } from '@secapi/test-kit/fixtures/openapi-acme-scenarios.js';
import { checkScenarios } from '@secapi/test-kit/fixtures/openapi-schema-drift.js';
import { getEndpoint } from './catalogue.js';

describe('CheckAcmeResponse matches the real core analysis, localized', () => {
  it('is the response schema of the implemented endpoint', () => {
    expect(getEndpoint('checkAcme').responseSchema).toBe('CheckAcmeResponse');
    expect(getEndpoint('checkAcme').implemented).toBe(true);
  });

  checkScenarios('CheckAcmeResponse', ACME_SCENARIOS);

  it('the scenarios reach most problems, every severity but Debug-only ones', async () => {
    const seen = new Set<string>();
    for (const s of ACME_SCENARIOS) {
      const r = (await s.run()) as { problems: { key: string; detailKey: string }[] };
      for (const p of r.problems) seen.add(p.detailKey);
    }
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        'acme.detail.caa-other-ca',
        'acme.detail.caa-malformed-value',
        'acme.detail.caa-method-not-allowed',
        'acme.detail.caa-account-uri',
        'acme.detail.connection-timeout',
        'acme.detail.unexpected-status',
        'acme.detail.port-forwarding-server',
        'acme.detail.addresses-disagree',
        'acme.detail.reserved-address',
        'acme.detail.txt-doubled-label',
        'acme.detail.txt-cname',
        'acme.detail.wildcard-needs-dns-01',
        'acme.detail.private-suffix',
        'acme.detail.soa-lookup-failed',
        'acme.detail.rate-limit-registered-domain',
        'acme.detail.rate-limit-exact-set',
        'acme.detail.redirect-bad-port',
        'acme.detail.domain-bad-punycode',
        'acme.detail.alpn-not-selected',
        'acme.detail.alpn-refused',
        'acme.detail.tls-timeout',
        'acme.detail.tls-connect-failed',
        'acme.detail.tls-handshake-error',
      ]),
    );
  });
});
