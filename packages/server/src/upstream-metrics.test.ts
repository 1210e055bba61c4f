/**
 * `secapi_upstream_requests_total` by provider and outcome: real analyses through the service, over
 * the real HTTP port (testPolicy, loopback) against local look-alike upstreams and a fake resolver;
 * the Prometheus text is read from the registry as the metrics listener serves it.
 */
import {
  createContext,
  UPSTREAM_PROVIDERS,
  type DnsPort,
  type HttpPort,
  type HttpResult,
} from '@secapi/core';
import { createHttpClient } from '@secapi/core/net';
import { testPolicy } from '@secapi/core/testing';
import { fakeDns, startHttpFixture, type HttpFixture } from '@secapi/test-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { client } from '@secapi/test-kit/fixtures/server-contract-client.js';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { silentLogger } from './logger.js';
import {
  UPSTREAM_OUTCOMES,
  countedHttp,
  createMetrics,
  dnsOutcome,
  httpOutcome,
  providerLabel,
  type Metrics,
} from './metrics.js';
import { createService } from './service.js';

const enc = encodeURIComponent;
const fixtures: HttpFixture[] = [];

afterEach(async () => {
  await Promise.all(fixtures.splice(0).map((f) => f.close()));
});

async function fixture(handler: Parameters<typeof startHttpFixture>[0]): Promise<HttpFixture> {
  const f = await startHttpFixture(handler);
  fixtures.push(f);
  return f;
}

/** The `secapi_upstream_requests_total` lines, as `provider/outcome` → count. */
async function upstreamCounts(metrics: Metrics): Promise<Record<string, number>> {
  const text = await metrics.registry.metrics();
  const counts: Record<string, number> = {};
  for (const m of text.matchAll(
    /^secapi_upstream_requests_total\{provider="([^"]*)",outcome="([^"]*)"\} (\d+)$/gm,
  )) {
    counts[`${m[1] ?? ''}/${m[2] ?? ''}`] = Number(m[3]);
  }
  return counts;
}

describe('secapi_upstream_requests_total by provider and outcome', () => {
  it('counts the target, Web Risk and the resolver as core names them, over the real HTTP port', async () => {
    // The analysed site: a redirect, then a page. Web Risk: no threat ({}). A second site is down
    // (its port refuses), a third answers 503.
    const site = await fixture((req, res) => {
      if (req.url === '/') res.writeHead(301, { Location: '/home' }).end();
      else res.end('<html></html>');
    });
    const webRisk = await fixture((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end('{}');
    });
    const broken = await fixture((_req, res) => {
      res.writeHead(503).end();
    });
    // RDAP (domain age): the IANA bootstrap names the registry of .test, which knows the domains.
    const rdap = await fixture((req, res) => {
      res.setHeader('Content-Type', 'application/rdap+json');
      if (req.url === '/dns.json') {
        res.end(JSON.stringify({ version: '1.0', services: [[['test'], ['http://rdap.test/']]] }));
        return;
      }
      const name = /^\/domain\/([a-z.]+)$/.exec(req.url ?? '')?.[1] ?? '';
      res.end(
        JSON.stringify({
          objectClassName: 'domain',
          ldhName: name,
          events: [{ eventAction: 'registration', eventDate: '2020-01-01T00:00:00Z' }],
        }),
      );
    });
    const closed = await fixture((_req, res) => res.end());
    const closedPort = closed.port;
    await closed.close();

    const dns = fakeDns({
      'shop.test': { A: ['127.0.0.1'], MX: [{ preference: 10, exchange: 'mail.shop.test' }] },
      'down.test': { A: ['127.0.0.1'] },
      'broken.test': { A: ['127.0.0.1'] },
      'iana.test': { A: ['127.0.0.1'] },
      'rdap.test': { A: ['127.0.0.1'] },
    });
    const policy = testPolicy({
      allow: 'loopback',
      portMap: {
        'shop.test:80': site.port,
        'down.test:80': closedPort,
        'broken.test:80': broken.port,
        'iana.test:80': rdap.port,
        'rdap.test:80': rdap.port,
      },
    });
    const context = createContext({
      dns,
      policy,
      http: createHttpClient({ dns, policy }),
      timeoutMs: 5000,
      providers: {
        webRiskUrl: webRisk.url('/v1/uris:search'),
        webRiskApiKey: 'wr-key-for-tests',
        rdapBootstrapUrl: 'http://iana.test/dns.json',
        rdapFallbackUrl: 'http://rdap.test/',
      },
    });
    const metrics = createMetrics();
    const config = loadConfig({});
    const api = client(
      createApp({ config, service: createService(config, { context, metrics }), logger: silentLogger }),
    );

    await api.get(`/api/check-url?u=${enc('http://shop.test/')}`).expect(200);
    const afterUrl = await upstreamCounts(metrics);
    // One redirect-chain request to the site (two hops, one request of the port); Web Risk asked
    // about the URL and where it lands; RDAP (domain age): the bootstrap, then the domain.
    expect(afterUrl).toEqual({ 'target/ok': 1, 'web-risk/ok': 2, 'rdap/ok': 2 });
    expect(site.requests.map((r) => r.url)).toEqual(['/', '/home']);
    expect(webRisk.requests).toHaveLength(2);
    expect(rdap.requests.map((r) => r.url)).toEqual(['/dns.json', '/domain/shop.test']);

    // A memo hit sends nothing.
    await api.get(`/api/check-url?u=${enc('http://shop.test/')}`).expect(200);
    expect(await upstreamCounts(metrics)).toEqual(afterUrl);

    await api.get(`/api/check-url?u=${enc('http://down.test/')}`).expect(200);
    await api.get(`/api/check-url?u=${enc('http://broken.test/')}`).expect(200);
    await api.get(`/api/check-dns?domain=shop.test`).expect(200);
    const counts = await upstreamCounts(metrics);
    expect(counts['target/network-error']).toBe(1);
    expect(counts['target/http-error']).toBe(1);
    // Every provider request the upstreams received is counted once, and no other.
    expect(counts['web-risk/ok']).toBe(webRisk.requests.length);
    expect(counts['rdap/ok']).toBe(rdap.requests.length);
    expect(rdap.requests.length).toBe(4); // the bootstrap is fetched once
    expect(broken.requests).toHaveLength(1);
    // check-dns asks the resolver for each record type (fake resolver: answers, NODATA), and nothing else.
    expect(counts['resolver/ok']).toBeGreaterThanOrEqual(5);
    expect(Object.keys(counts).sort()).toEqual([
      'rdap/ok',
      'resolver/ok',
      'target/http-error',
      'target/network-error',
      'target/ok',
      'web-risk/ok',
    ]);
  });

  it('counts DNS providers (Team Cymru for a hash and an IP, the resolver) and a resolver that does not answer', async () => {
    const answered = fakeDns({});
    const metrics = createMetrics();
    const config = loadConfig({});
    const service = createService(config, {
      context: createContext({ dns: answered, timeoutMs: 5000 }),
      metrics,
    });
    const api = client(createApp({ config, service, logger: silentLogger }));
    await api.get(`/api/check-hash?hash=${'a'.repeat(64)}`).expect(200);
    // The Malware Hash Registry answers NXDOMAIN (not listed): an answer.
    expect(await upstreamCounts(metrics)).toEqual({ 'team-cymru/ok': 1 });
    // check-ip: the PTR from the resolver, the origin AS from Team Cymru, the DNS blocklists (all
    // NXDOMAIN here).
    await api.get('/api/check-ip?ip=8.8.4.4').expect(200);
    const counts = await upstreamCounts(metrics);
    expect(counts).toEqual({ 'team-cymru/ok': 2, 'resolver/ok': 1, 'dnsbl/ok': expect.any(Number) });
    expect(counts['dnsbl/ok']).toBeGreaterThan(0);
    // Every query the resolver saw is counted, once.
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(answered.calls.length);

    // A resolver that never answers in time.
    const silentResolver: DnsPort = {
      query: (name, type) =>
        Promise.resolve({
          name,
          type,
          status: 'timeout',
          records: [],
          authenticated: false,
          resolver: null,
          cached: false,
        }),
    };
    const silent = createMetrics();
    const down = createService(config, {
      context: createContext({ dns: silentResolver, timeoutMs: 5000 }),
      metrics: silent,
    });
    await client(createApp({ config, service: down, logger: silentLogger }))
      .get(`/api/check-hash?hash=${'b'.repeat(64)}`)
      .expect(200);
    expect(await upstreamCounts(silent)).toEqual({ 'team-cymru/timeout': 1 });
  });

  it('labels a request without a provider, or with one not on the list, as other', async () => {
    const answer: HttpResult = {
      response: null,
      hops: [],
      error: { code: 'blocked-by-policy', detail: null },
      wasBlockedByPolicy: true,
      hitMaxRedirects: false,
    };
    const port: HttpPort = { request: () => Promise.resolve(answer) };
    const metrics = createMetrics();
    const counted = countedHttp(port, metrics);
    await counted.request('http://a.test/');
    await counted.request('http://a.test/', { provider: 'x"} 1\nevil' as never });
    await counted.request('http://a.test/', { provider: 'hibp' });
    expect(await upstreamCounts(metrics)).toEqual({ 'other/refused': 2, 'hibp/refused': 1 });
    const throwing = countedHttp({ request: () => Promise.reject(new Error('bug')) }, metrics);
    await expect(throwing.request('http://a.test/', { provider: 'rdap' })).rejects.toThrow('bug');
    expect((await upstreamCounts(metrics))['rdap/exception']).toBe(1);
  });

  it('keeps both labels on fixed lists', () => {
    for (const p of UPSTREAM_PROVIDERS) expect(providerLabel(p)).toBe(p);
    expect(providerLabel(undefined)).toBe('other');
    expect(providerLabel('crt.sh')).toBe('other');
    const result = (status: number | null, code: string | null): HttpResult =>
      ({
        response: status === null ? null : { status },
        hops: [],
        error: code === null ? null : { code, detail: null },
        wasBlockedByPolicy: false,
        hitMaxRedirects: false,
      }) as unknown as HttpResult;
    expect(httpOutcome(result(200, null))).toBe('ok');
    expect(httpOutcome(result(302, 'too-many-redirects'))).toBe('ok');
    expect(httpOutcome(result(404, null))).toBe('http-error');
    expect(httpOutcome(result(null, 'timeout'))).toBe('timeout');
    expect(httpOutcome(result(null, 'connection-refused'))).toBe('network-error');
    expect(httpOutcome(result(null, 'dns-nxdomain'))).toBe('dns-error');
    expect(httpOutcome(result(null, 'tls-error'))).toBe('tls-error');
    expect(httpOutcome(result(null, 'port-not-allowed'))).toBe('refused');
    expect(httpOutcome(result(null, 'headers-too-large'))).toBe('protocol-error');
    expect(dnsOutcome('nxdomain')).toBe('ok');
    expect(dnsOutcome('servfail')).toBe('dns-error');
    expect(dnsOutcome('timeout')).toBe('timeout');
    expect(dnsOutcome('error')).toBe('network-error');
    for (const o of [httpOutcome(result(null, null)), dnsOutcome('malformed')]) {
      expect(UPSTREAM_OUTCOMES).toContain(o);
    }
  });
});
