/**
 * Integration: the RDAP client and both entry points through the REAL HTTP port (SSRF-safe client,
 * test address policy admitting loopback) against a local node:http server that plays IANA, a
 * registry and the rdap.org redirector.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeDns } from '@secapi/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { MemoryCache } from '../../memory-cache.js';
import { testPolicy } from '../../net/http/policy.js';
import { lookupDomainAge } from '../../domain-age/index.js';
import { analyzeWhois } from './analyze.js';
import { rdapSample } from '@secapi/test-kit/fixtures/rdap.js';

const fixture = rdapSample;

interface Seen {
  readonly host: string;
  readonly path: string;
  readonly accept: string;
}
const seen: Seen[] = [];
let server: Server;
let port = 0;

const bootstrap = JSON.stringify({
  version: '1.0',
  publication: '2025-01-14T20:00:01Z',
  services: [[['com'], ['http://registry.test/rdap/']]],
});

function route(req: IncomingMessage): { status: number; body: string; headers?: Record<string, string> } {
  const host = (req.headers.host ?? '').replace(/:\d+$/, '');
  const path = req.url ?? '/';
  if (host === 'iana.test' && path === '/rdap/dns.json') return { status: 200, body: bootstrap };
  if (host === 'registry.test') {
    if (path === '/rdap/domain/shop-example.com')
      return { status: 200, body: fixture('shop-example-com.json') };
    if (path === '/rdap/domain/moved-example.com') {
      return { status: 302, body: '', headers: { location: '/rdap/domain/shop-example.com' } };
    }
    if (path === '/rdap/domain/flaky-example.com') return { status: 503, body: 'maintenance' };
    if (path === '/rdap/domain/huge-example.com') {
      return { status: 200, body: `{"objectClassName":"domain","pad":"${'x'.repeat(700 * 1024)}"}` };
    }
    return { status: 404, body: '{"errorCode":404,"title":"Not Found"}' };
  }
  if (host === 'fallback.test') {
    if (path === '/domain/flaky-example.com') return { status: 200, body: fixture('redacted-rfc9537.json') };
    if (path === '/domain/huge-example.com') return { status: 200, body: fixture('shop-example-com.json') };
    if (path === '/domain/example.ca') {
      return { status: 302, body: '', headers: { location: 'http://cira.test/rdap/domain/example.ca' } };
    }
    return { status: 404, body: '{}' };
  }
  if (host === 'cira.test' && path === '/rdap/domain/example.ca') {
    return { status: 200, body: fixture('redacted-placeholder.json') };
  }
  return { status: 418, body: 'unexpected host' };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ host: req.headers.host ?? '', path: req.url ?? '', accept: req.headers.accept ?? '' });
    const r = route(req);
    res.writeHead(r.status, { 'content-type': 'application/rdap+json', ...r.headers });
    res.end(r.body);
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

function context(rdapFallbackUrl = 'http://fallback.test/') {
  const hosts = ['iana.test', 'registry.test', 'fallback.test', 'cira.test'];
  const dns = fakeDns(Object.fromEntries(hosts.map((h) => [h, { A: ['127.0.0.1'] }])));
  const policy = testPolicy({
    allow: 'loopback',
    portMap: Object.fromEntries(hosts.map((h) => [`${h}:80`, port])),
  });
  const clock = { now: () => Date.parse('2025-01-20T12:00:00Z') };
  return createContext({
    dns,
    policy,
    clock,
    cache: new MemoryCache({ maxEntries: 100, clock }),
    providers: { rdapBootstrapUrl: 'http://iana.test/rdap/dns.json', rdapFallbackUrl },
  });
}

describe('RDAP over the real HTTP port (local server)', () => {
  it('bootstrap → registry → parsed result, with the RDAP Accept header', async () => {
    seen.length = 0;
    const r = await analyzeWhois('shop-example.com', context());
    expect(r.found).toBe(true);
    expect(r.source).toBe('registry');
    expect(r.serverUrl).toBe('http://registry.test/rdap/domain/shop-example.com');
    expect(r.registrar).toMatchObject({ name: 'MarkMonitor Inc.', ianaId: '292' });
    expect(r.createdAt).toBe('1997-09-15T04:00:00.000Z');
    expect(seen.map((s) => `${s.host.replace(/:\d+$/, '')}${s.path}`)).toEqual([
      'iana.test/rdap/dns.json',
      'registry.test/rdap/domain/shop-example.com',
    ]);
    expect(seen[1]!.accept).toMatch(/application\/rdap\+json/);
  });

  it('follows a registry redirect', async () => {
    const r = await analyzeWhois('moved-example.com', context());
    expect(r.found).toBe(true);
    expect(r.serverUrl).toBe('http://registry.test/rdap/domain/shop-example.com');
  });

  it('registry 404 → not found', async () => {
    const r = await analyzeWhois('unregistered-example.com', context());
    expect(r).toMatchObject({ found: false, source: 'registry', errorKey: 'whois.error.not-found' });
  });

  it('registry 503 → fallback answers', async () => {
    const r = await analyzeWhois('flaky-example.com', context());
    expect(r).toMatchObject({ found: true, source: 'fallback', registrantRedacted: true });
  });

  it('a registry body past the 512 KiB cap is refused; the fallback answers', async () => {
    const r = await analyzeWhois('huge-example.com', context());
    expect(r).toMatchObject({ found: true, source: 'fallback', errorKey: null });
    expect(r.registrar.ianaId).toBe('292');
  });

  it('registry 503 and the fallback 404 on its own → unavailable, not "not registered"', async () => {
    const r = await analyzeWhois('flaky-example.com', context('http://fallback.test/none/'));
    expect(r).toMatchObject({ found: null, errorKey: 'whois.error.unavailable' });
  });

  it('no bootstrap entry → fallback redirect to the registry; domain age from it', async () => {
    const ctx = context();
    const r = await lookupDomainAge('www.example.ca', ctx, AbortSignal.timeout(10_000));
    expect(r).toMatchObject({
      wasAttempted: true,
      wasSuccessful: true,
      lookedUpDomain: 'example.ca',
      registeredAt: '2015-03-01T00:00:00.000Z',
      ageBand: 'established',
      humanReadableAgeKey: 'whois.age.over-five-years',
    });
  });
});
