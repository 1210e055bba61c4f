/**
 * The URL analysis through the REAL HTTP port (`createHttpClient`) with the test address policy,
 * against a local node:http server playing the target sites and Google Web Risk.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeDns } from '@secapi/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { createHttpClient } from '../../net/http/client.js';
import { testPolicy } from '../../net/http/policy.js';
import { analyzeUrl } from './analyze.js';
import type { DomainAgeLookup } from './domain-age.js';
import type { DomainAgeReport } from './types.js';

const KEY = 'AIza-integration-key';
let server: Server;
let port = 0;
const webRiskQueries: { uri: string | null; key: string | undefined; url: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const path = req.url ?? '/';
    if (host === 'webrisk.test') {
      const q = new URL(path, 'http://webrisk.test').searchParams;
      const key = req.headers['x-goog-api-key'];
      webRiskQueries.push({ uri: q.get('uri'), key: Array.isArray(key) ? key[0] : key, url: path });
      res.setHeader('content-type', 'application/json');
      const listed = q.get('uri') === 'http://landing.test/page';
      res.end(
        listed
          ? '{"threat":{"threatTypes":["SOCIAL_ENGINEERING"],"expireTime":"2030-01-01T00:00:00Z"}}'
          : '{}',
      );
      return;
    }
    const redirects: Record<string, string> = {
      'start.test/': 'http://landing.test/page',
      'jump.test/': 'http://private.test/admin',
    };
    const target = redirects[`${host}${path}`];
    if (target !== undefined) {
      res.writeHead(302, { location: target });
      res.end();
      return;
    }
    res.end('hello');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
});

function context(key: string | null) {
  const dns = fakeDns({
    'start.test': { A: ['127.0.0.1'] },
    'landing.test': { A: ['127.0.0.1'] },
    'jump.test': { A: ['127.0.0.1'] },
    'webrisk.test': { A: ['127.0.0.1'] },
    'private.test': { A: ['10.0.0.5'] },
  });
  const portMap: Record<string, number> = {};
  for (const h of ['start.test', 'landing.test', 'jump.test', 'webrisk.test', 'private.test'])
    portMap[`${h}:80`] = port;
  const http = createHttpClient({ dns, policy: testPolicy({ allow: 'loopback', portMap }) });
  return createContext({
    offline: false,
    dns,
    http,
    timeoutMs: 5000,
    providers: { webRiskUrl: 'http://webrisk.test/v1/uris:search', webRiskApiKey: key },
  });
}

const established: DomainAgeLookup = (domain) =>
  Promise.resolve<DomainAgeReport>({
    wasAttempted: true,
    wasSuccessful: true,
    lookedUpDomain: domain,
    registeredAt: '2010-01-01T00:00:00Z',
    ageInDays: 5000,
    ageBand: 'established',
    humanReadableAgeKey: 'whois.age.one-to-five-years',
    errorMessageKey: null,
    skipReasonKey: null,
  });

describe('analyzeUrl through the real HTTP port', () => {
  it('follows a cross-domain redirect and finds the final URL on Web Risk', async () => {
    webRiskQueries.length = 0;
    const r = await analyzeUrl('http://start.test/', context(KEY), { lookupDomainAge: established });
    expect(r.redirects).toMatchObject({
      wasAttempted: true,
      wasSuccessful: true,
      finalUrl: 'http://landing.test/page',
      finalHost: 'landing.test',
      hitMaxHops: false,
    });
    expect(r.redirects.hops.map((h) => [h.url, h.status, h.location, h.address])).toEqual([
      ['http://start.test/', 302, 'http://landing.test/page', '127.0.0.1'],
      ['http://landing.test/page', 200, null, '127.0.0.1'],
    ]);
    expect(r.findings.map((f) => f.titleKey)).toContain('finding.url-redirect-cross-domain.title');
    expect(r.webRisk).toMatchObject({
      wasAttempted: true,
      wasSuccessful: true,
      threatTypes: ['SOCIAL_ENGINEERING'],
    });
    expect(r.verdictKey).toBe('verdict.dangerous');
    expect(webRiskQueries.map((q) => q.uri).sort()).toEqual([
      'http://landing.test/page',
      'http://start.test/',
    ]);
    for (const q of webRiskQueries) {
      expect(q.key).toBe(KEY);
      expect(q.url).not.toContain(KEY);
    }
    expect(JSON.stringify(r)).not.toContain(KEY);
  });

  it('flags a public link that redirects into a private network', async () => {
    const r = await analyzeUrl('http://jump.test/', context(null), { lookupDomainAge: established });
    expect(r.redirects).toMatchObject({
      wasBlockedByPolicy: true,
      wasSuccessful: false,
      errorMessageKey: 'http-error.blocked-by-policy',
    });
    expect(r.findings.map((f) => f.titleKey)).toContain('finding.url-redirect-to-private.title');
    expect(r.webRisk.skipReasonKey).toBe('url.skip.no-web-risk-key');
  });
});
