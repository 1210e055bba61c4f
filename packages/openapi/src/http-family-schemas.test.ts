/**
 * Drift check of the check-whois, check-certs, check-hash and check-headers schemas, and of
 * CheckUrlResponse with its network parts (redirects, domain age, Web Risk): the REAL core analyses
 * run over `fakeHttp` / `fakeDns` in several scenarios each (success, provider failure and fallback,
 * 404, blocked by policy, offline…), `localize(result, lang)` turns each result into the 200 body in
 * both languages, and the body must match its schema. Every text `localize` added must be translated
 * (not the key echoed back) and fully interpolated (no `{placeholder}` left).
 */
import { localize } from '@secapi/i18n';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '@secapi/test-kit/fixtures/openapi-analysis-scenarios.js';
import {
  CERTS_SCENARIOS,
  HASH_SCENARIOS,
  HEADERS_SCENARIOS,
  URL_NETWORK_SCENARIOS,
  WHOIS_SCENARIOS,
} from '@secapi/test-kit/fixtures/openapi-http-scenarios.js';
import { getEndpoint } from './catalogue.js';
import { validateResponse } from './validators.js';
import { checkScenarios } from '@secapi/test-kit/fixtures/openapi-schema-drift.js';

/** The distinct values of `pick(result)` over every scenario: shows the scenarios cover what they claim. */
async function distinct(scenarios: readonly Scenario[], pick: (r: never) => unknown): Promise<unknown[]> {
  const values = await Promise.all(scenarios.map(async (s) => pick((await s.run()) as never)));
  return [...new Set(values.map((v) => JSON.stringify(v)))].map((v) => JSON.parse(v) as unknown);
}

describe('the HTTP-family response schemas match the real core analyses, localized', () => {
  it('are the response schemas of their endpoints, which are implemented', () => {
    for (const [id, schema] of [
      ['checkWhois', 'CheckWhoisResponse'],
      ['checkCerts', 'CheckCertsResponse'],
      ['checkHash', 'CheckHashResponse'],
      ['checkHeaders', 'CheckHeadersResponse'],
      ['checkUrlGet', 'CheckUrlResponse'],
    ] as const) {
      expect(getEndpoint(id).responseSchema).toBe(schema);
      expect(getEndpoint(id).implemented).toBe(true);
    }
  });

  describe('CheckWhoisResponse', () => {
    checkScenarios('CheckWhoisResponse', WHOIS_SCENARIOS);
  });
  describe('CheckCertsResponse', () => {
    checkScenarios('CheckCertsResponse', CERTS_SCENARIOS);
  });
  describe('CheckHashResponse', () => {
    checkScenarios('CheckHashResponse', HASH_SCENARIOS);
  });
  describe('CheckHeadersResponse', () => {
    checkScenarios('CheckHeadersResponse', HEADERS_SCENARIOS);
  });
  describe('CheckUrlResponse with redirects, domain age and Web Risk', () => {
    checkScenarios('CheckUrlResponse', URL_NETWORK_SCENARIOS);
  });

  it('the scenarios reach the outcomes they are named after', async () => {
    expect(await distinct(WHOIS_SCENARIOS, (r: { errorKey: string | null }) => r.errorKey)).toEqual(
      expect.arrayContaining([null, 'whois.error.not-found', 'whois.error.unavailable', 'skip.offline-mode']),
    );
    expect(await distinct(WHOIS_SCENARIOS, (r: { source: string | null }) => r.source)).toEqual(
      expect.arrayContaining(['registry', 'fallback', null]),
    );
    expect(await distinct(CERTS_SCENARIOS, (r: { source: string | null }) => r.source)).toEqual(
      expect.arrayContaining(['crt.sh', 'certspotter', null]),
    );
    expect(await distinct(CERTS_SCENARIOS, (r: { errorKey: string | null }) => r.errorKey)).toEqual(
      expect.arrayContaining([null, 'certs.error.all-sources-failed', 'skip.offline-mode']),
    );
    expect(await distinct(HASH_SCENARIOS, (r: { found: boolean | null }) => r.found)).toEqual(
      expect.arrayContaining([true, false, null]),
    );
    expect(await distinct(HASH_SCENARIOS, (r: { source: string | null }) => r.source)).toEqual(
      expect.arrayContaining(['virustotal', 'cymru-mhr']),
    );
    expect(await distinct(HEADERS_SCENARIOS, (r: { errorKey: string | null }) => r.errorKey)).toEqual(
      expect.arrayContaining([null, 'http-error.blocked-by-policy', 'skip.offline-mode']),
    );
    expect(
      await distinct(
        URL_NETWORK_SCENARIOS,
        (r: { webRisk: { threatTypes: string[] } }) => r.webRisk.threatTypes,
      ),
    ).toEqual(expect.arrayContaining([['SOCIAL_ENGINEERING'], []]));
    expect(
      await distinct(URL_NETWORK_SCENARIOS, (r: { redirects: { hops: { status: number | null }[] } }) =>
        r.redirects.hops.some((h) => h.status === null),
      ),
    ).toEqual(expect.arrayContaining([true, false]));
  });
});

describe('the HTTP-family response schemas reject drift', () => {
  it('rejects an unlocalized result, an unknown field and an unknown key', async () => {
    for (const [schema, scenarios, bad] of [
      ['CheckWhoisResponse', WHOIS_SCENARIOS, { noteKeys: ['whois.note.nope'] }],
      ['CheckCertsResponse', CERTS_SCENARIOS, { errorKey: 'certs.error.nope' }],
      ['CheckHashResponse', HASH_SCENARIOS, { algorithm: 'crc32' }],
      ['CheckHeadersResponse', HEADERS_SCENARIOS, { grade: 'E' }],
      ['CheckUrlResponse', URL_NETWORK_SCENARIOS, { webRisk: null }],
    ] as const) {
      const result = (await scenarios[0]!.run()) as Record<string, unknown>;
      expect(validateResponse(schema, result).valid, `${schema} unlocalized`).toBe(false);
      const body = localize(result, 'fr-CA');
      expect(validateResponse(schema, body).valid, schema).toBe(true);
      expect(validateResponse(schema, { ...body, extra: 1 }).valid, `${schema} extra`).toBe(false);
      expect(validateResponse(schema, { ...body, ...bad }).valid, `${schema} bad`).toBe(false);
    }
  });
});
