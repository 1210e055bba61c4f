/** check-certs through the real HTTP port against local servers answering like crt.sh and Cert Spotter. */
import { afterEach, describe, expect, it } from 'vitest';
import { publicOnlyPolicy } from '../../net/http/policy.js';
import { CERTSPOTTER_ISSUANCES, CRTSH_ROWS } from '@secapi/test-kit/fixtures/ct.js';
import {
  json,
  startProviderServers,
  type Handler,
  type ProviderServers,
} from '@secapi/test-kit/fixtures/provider-servers.js';
import { analyzeCerts } from './analyze.js';

const providers = { crtShUrl: 'http://crt.test/', certSpotterUrl: 'http://certspotter.test/v1/issuances' };
let running: ProviderServers | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function start(crt: Handler, spotter: Handler): Promise<ProviderServers> {
  running = await startProviderServers({ 'crt.test': crt, 'certspotter.test': spotter });
  return running;
}
const spotterOk: Handler = (_req, res) => {
  json(res, 200, CERTSPOTTER_ISSUANCES);
};

describe('analyzeCerts over the real HTTP port', () => {
  it('crt.sh answers: parsed rows, the query crt.sh received, Cert Spotter untouched', async () => {
    const s = await start((_req, res) => {
      json(res, 200, CRTSH_ROWS);
    }, spotterOk);
    const r = await analyzeCerts('example.com', s.context({ providers }));
    expect(r.source).toBe('crt.sh');
    expect(r.subdomainCount).toBe(6);
    expect(r.certificateCount).toBe(3);
    const url = new URL(s.servers['crt.test']!.requests[0]!.url, 'http://crt.test');
    expect(url.searchParams.get('q')).toBe('%.example.com');
    expect(url.searchParams.get('output')).toBe('json');
    expect(s.servers['certspotter.test']!.connections).toBe(0);
  });

  it('crt.sh 502 (twice) → Cert Spotter answers with the documented query', async () => {
    const s = await start((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
    }, spotterOk);
    const r = await analyzeCerts('example.com', s.context({ providers }));
    expect(r.source).toBe('certspotter');
    expect(r.attempts.map((a) => a.httpStatus)).toEqual([502, 502, 200]);
    expect(s.servers['crt.test']!.requests).toHaveLength(2);
    const url = new URL(s.servers['certspotter.test']!.requests[0]!.url, 'http://x');
    expect(url.pathname).toBe('/v1/issuances');
    expect(url.searchParams.get('include_subdomains')).toBe('true');
    expect(url.searchParams.getAll('expand')).toEqual(['dns_names', 'issuer']);
    expect(r.subdomains.map((d) => d.name)).toContain('*.dev.example.com');
  });

  it('crt.sh cut mid-JSON → Cert Spotter', async () => {
    const s = await start((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(CRTSH_ROWS).slice(0, 200));
    }, spotterOk);
    const r = await analyzeCerts('example.com', s.context({ providers }));
    expect(r.source).toBe('certspotter');
    expect(r.attempts[0]?.errorKey).toBe('certs.error.invalid-response');
  });

  it('crt.sh never answers → Cert Spotter still answers inside a 4 s deadline', async () => {
    const s = await start(() => undefined, spotterOk);
    const started = performance.now();
    const r = await analyzeCerts('example.com', s.context({ providers, timeoutMs: 4_000 }));
    expect(performance.now() - started).toBeLessThan(4_000);
    expect(r.source).toBe('certspotter');
    expect(r.attempts[0]?.errorKey).toBe('http-error.timeout');
  });

  it('crt.sh answer over 8 MiB → response-too-large, then Cert Spotter', async () => {
    const s = await start((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`[${'"x",'.repeat(2 * 1024 * 1024)}"x"]`);
    }, spotterOk);
    const r = await analyzeCerts('example.com', s.context({ providers }));
    expect(r.attempts[0]?.errorKey).toBe('certs.error.response-too-large');
    expect(r.source).toBe('certspotter');
  });

  it('both fail → all-sources-failed', async () => {
    const s = await start(
      (_req, res) => {
        res.writeHead(503);
        res.end();
      },
      (_req, res) => {
        json(res, 429, { code: 'rate_limited', message: 'You have exceeded the rate limit' });
      },
    );
    const r = await analyzeCerts('example.com', s.context({ providers }));
    expect(r.errorKey).toBe('certs.error.all-sources-failed');
    expect(r.attempts.map((a) => a.errorKey)).toEqual([
      'certs.error.upstream-status',
      'certs.error.upstream-status',
      'certs.error.rate-limited',
    ]);
  });

  it('the default policy refuses loopback providers (the port really enforces it)', async () => {
    const s = await start((_req, res) => {
      json(res, 200, CRTSH_ROWS);
    }, spotterOk);
    const strict = s.context({ providers, policy: publicOnlyPolicy });
    const r = await analyzeCerts('example.com', strict);
    expect(r.errorKey).toBe('certs.error.all-sources-failed');
    expect(r.attempts[0]?.errorKey).toBe('http-error.blocked-by-policy');
    expect(s.servers['crt.test']!.connections).toBe(0);
  });
});
