/**
 * Drift check of CheckEmailResponse: core's REAL email analysis runs over every message of the
 * evaluation set (packages/core/test-data/email/: every shape of paste, most finding codes) and a few
 * online-context cases; `localize(result, lang)` turns each result into the 200 body in both
 * languages, which must match the schema, with every added text translated and fully interpolated.
 */
import { analyzeEmail, createContext, type DnsPort } from '@secapi/core';
import { fakeDns, fakeHttp } from '@secapi/test-kit';
import { EMAIL_FINDING_CODES } from '@secapi/core/email';
import { describe, expect, it } from 'vitest';
import { checkScenarios } from '@secapi/test-kit/fixtures/openapi-schema-drift.js';
import type { Scenario } from '@secapi/test-kit/fixtures/openapi-analysis-scenarios.js';
import { readEmailCorpus } from '../../core/test-data/email/read-corpus.mjs';
import { getEndpoint } from './catalogue.js';

const offline = createContext({ offline: true });
/** A DNS port whose every answer is SERVFAIL. */
const failingDns: DnsPort = {
  query: (name, type) =>
    Promise.resolve({
      name,
      type,
      status: 'servfail',
      records: [],
      authenticated: false,
      resolver: null,
      cached: false,
    }),
};

const SCENARIOS: Scenario[] = [
  ...readEmailCorpus().map((m) => ({
    name: `${m.group}/${m.id}`,
    run: () => analyzeEmail({ emailBody: m.emailBody, rawHeaders: m.rawHeaders }, offline),
  })),
  {
    name: 'online, the sending server on a blocklist (fake DNS)',
    run: () =>
      analyzeEmail(
        {
          emailBody: 'See https://example.org/',
          rawHeaders:
            'From: a@example.org\nTo: b@example.net\nReceived: from x (x [45.61.139.20]) by mx.example.net',
        },
        createContext({ dns: fakeDns({ '20.139.61.45.zen.spamhaus.org': { A: ['127.0.0.2'] } }) }),
      ),
  },
  {
    name: 'online, every blocklist lookup failed (fake DNS)',
    run: () =>
      analyzeEmail(
        {
          emailBody: 'See https://example.org/',
          rawHeaders:
            'From: a@example.org\nTo: b@example.net\nReceived: from x (x [45.61.139.20]) by mx.example.net',
        },
        createContext({ dns: failingDns }),
      ),
  },
  {
    name: 'online, the From domain’s DMARC policy and a short link to a new domain (fake DNS and HTTP)',
    run: () =>
      analyzeEmail(
        {
          emailBody: 'Your parcel is on hold: https://bit.ly/3xYz and https://slow.example/p',
          rawHeaders:
            'Authentication-Results: mx.example.net; dmarc=fail header.from=parcels.example\nFrom: "Canada Post" <a@parcels.example>\nTo: b@example.net',
        },
        createContext({
          dns: fakeDns({
            'parcels.example': { A: ['192.0.2.1'] },
            '_dmarc.parcels.example': { TXT: [['v=DMARC1; p=reject; pct=50']] },
          }),
          http: fakeHttp({
            'https://bit.ly/3xYz': { status: 301, headers: { location: 'https://colis-suivi.example/p' } },
            'https://colis-suivi.example/p': { status: 200 },
            'https://slow.example/p': { error: 'timeout', detail: 'headers' },
          }),
        }),
        {
          lookupDomainAge: (domain) =>
            Promise.resolve({
              wasAttempted: true,
              wasSuccessful: true,
              lookedUpDomain: domain,
              registeredAt: '2026-11-22T00:00:00Z',
              ageInDays: 3,
              ageBand: 'new',
              humanReadableAgeKey: 'whois.age.under-a-week',
              errorMessageKey: null,
              skipReasonKey: null,
            }),
        },
      ),
  },
];

describe('CheckEmailResponse matches the real email analysis, localized', () => {
  it('is the response schema of POST /api/check-email, which is implemented', () => {
    expect(getEndpoint('checkEmail').responseSchema).toBe('CheckEmailResponse');
    expect(getEndpoint('checkEmail').implemented).toBe(true);
  });

  checkScenarios('CheckEmailResponse', SCENARIOS);

  it('the scenarios raise most of the finding codes', async () => {
    const seen = new Set<string>();
    for (const s of SCENARIOS) {
      const r = (await s.run()) as { findings: { code: string }[] };
      for (const f of r.findings) seen.add(f.code);
    }
    expect(seen.size).toBeGreaterThanOrEqual(Math.floor(EMAIL_FINDING_CODES.length * 0.6));
  });
});
