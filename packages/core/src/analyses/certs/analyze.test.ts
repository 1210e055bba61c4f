import { describe, expect, it } from 'vitest';
import { createContext, type AnalysisContext } from '../../context.js';
import { isInputError } from '../../errors.js';
import type { HttpPort, ProviderEndpoints } from '../../net/http/types.js';
import { CERTSPOTTER_ISSUANCES, CRTSH_ROWS } from '@secapi/test-kit/fixtures/ct.js';
import {
  fakeClock,
  fakeHttp,
  type FakeClock,
  type FakeRoute,
} from '@secapi/test-kit/fixtures/scripted-http.js';
import { CERTS_LIMITS, analyzeCerts } from './analyze.js';

const providers: Partial<ProviderEndpoints> = {
  crtShUrl: 'https://crt.test/',
  certSpotterUrl: 'https://certspotter.test/v1/issuances',
};

function ctxWith(http: HttpPort, clock: FakeClock = fakeClock(), timeoutMs = 15_000): AnalysisContext {
  return createContext({ clock, timeoutMs, offline: false, http, providers });
}

const crt = (...replies: FakeRoute['replies']): FakeRoute => ({ match: 'crt.test', replies });
const spotter = (...replies: FakeRoute['replies']): FakeRoute => ({ match: 'certspotter.test', replies });
const CRT_OK = { status: 200, body: JSON.stringify(CRTSH_ROWS) };
const SPOTTER_OK = { status: 200, body: JSON.stringify(CERTSPOTTER_ISSUANCES) };

describe('analyzeCerts: crt.sh answers', () => {
  it('lists unique lower-case subdomains, wildcards marked, sorted, from crt.sh rows', async () => {
    const http = fakeHttp([crt(CRT_OK)]);
    const r = await analyzeCerts('Example.COM', ctxWith(http));
    expect(r.source).toBe('crt.sh');
    expect(r.errorKey).toBeNull();
    expect(r.subdomains).toEqual([
      { name: '*.example.com', wildcard: true },
      { name: 'api.example.com', wildcard: false },
      { name: 'example.com', wildcard: false },
      { name: 'mail.example.com', wildcard: false },
      { name: 'shop.example.com', wildcard: false },
      { name: 'www.example.com', wildcard: false },
    ]);
    expect(r.subdomainCount).toBe(6);
    expect(r.truncated).toBe(false);
    expect(http.calls).toHaveLength(1);
  });

  it('asks crt.sh for %.<domain> as JSON without expired certificates, capped and bounded in time', async () => {
    const http = fakeHttp([crt(CRT_OK)]);
    await analyzeCerts('example.com', ctxWith(http));
    const call = http.calls[0]!;
    const url = new URL(call.url);
    expect(url.origin + url.pathname).toBe('https://crt.test/');
    expect(url.searchParams.get('q')).toBe('%.example.com');
    expect(url.searchParams.get('output')).toBe('json');
    expect(url.searchParams.get('exclude')).toBe('expired');
    expect(call.options.maxBodyBytes).toBe(8 * 1024 * 1024);
    expect(call.options.timeoutMs).toBe(CERTS_LIMITS.crtShTimeoutMs);
    expect(call.options.signal).toBeInstanceOf(AbortSignal);
  });

  it('merges a certificate and its precertificate and returns them newest first with UTC dates and links', async () => {
    const r = await analyzeCerts('example.com', ctxWith(fakeHttp([crt(CRT_OK)])));
    expect(r.certificateCount).toBe(3);
    expect(r.certificates.map((c) => c.id)).toEqual(['15600000003', '14400000001', '13000000000']);
    expect(r.certificates[0]).toEqual({
      id: '15600000003',
      link: 'https://crt.test/?id=15600000003',
      issuerName: "C=US, O=Let's Encrypt, CN=R11",
      commonName: 'www.example.com',
      names: ['example.com', 'www.example.com'],
      notBefore: '2026-10-01T09:00:00.000Z',
      notAfter: '2026-12-30T09:00:00.000Z',
      serialNumber: '04aa',
    });
    expect(r.certificates[2]?.serialNumber).toBe('abcdef');
    expect(r.certificates[2]?.names).toEqual(['shop.example.com']);
    expect(r.attempts).toEqual([
      { provider: 'crt.sh', httpStatus: 200, ok: true, errorKey: null, parameters: null },
    ]);
    expect(r.noteKeys).toEqual([]);
  });

  it('reports none found for an empty array', async () => {
    const r = await analyzeCerts('example.com', ctxWith(fakeHttp([crt({ status: 200, body: '[]' })])));
    expect(r.source).toBe('crt.sh');
    expect(r.certificates).toEqual([]);
    expect(r.noteKeys).toEqual(['certs.note.none-found']);
  });

  it('bounds subdomains (truncated) and the certificate sample', async () => {
    const rows = Array.from({ length: CERTS_LIMITS.maxSubdomains + 10 }, (_, i) => ({
      issuer_name: 'CN=Test CA',
      issuer_ca_id: 7,
      name_value: `host${i}.example.com`,
      id: 1000 + i,
      not_before: '2026-01-01T00:00:00',
      not_after: '2027-01-01T00:00:00',
      serial_number: (0x1000 + i).toString(16),
    }));
    const r = await analyzeCerts('example.com', ctxWith(fakeHttp([crt({ body: JSON.stringify(rows) })])));
    expect(r.subdomains).toHaveLength(CERTS_LIMITS.maxSubdomains);
    expect(r.subdomainCount).toBe(CERTS_LIMITS.maxSubdomains + 10);
    expect(r.truncated).toBe(true);
    expect(r.certificates).toHaveLength(CERTS_LIMITS.sampleSize);
    expect(r.certificateCount).toBe(rows.length);
    expect(r.certificates[0]?.id).toBe(String(1000 + rows.length - 1));
    expect(r.noteKeys).toEqual(['certs.note.subdomains-truncated', 'certs.note.certificates-sampled']);
  });

  it('skips rows of the wrong shape without throwing', async () => {
    const body = JSON.stringify([
      null,
      7,
      'x',
      { id: 'not-a-number' },
      { id: 5, name_value: 42 },
      CRTSH_ROWS[4],
    ]);
    const r = await analyzeCerts('example.com', ctxWith(fakeHttp([crt({ body })])));
    expect(r.source).toBe('crt.sh');
    expect(r.certificates.map((c) => c.id)).toEqual(['13000000000', '5']);
    expect(r.subdomains.map((s) => s.name)).toEqual(['shop.example.com']);
  });
});

describe('analyzeCerts: falling back to Cert Spotter', () => {
  it('crt.sh 502 twice (retry) → Cert Spotter answers, with dns_names and issuer expanded', async () => {
    const http = fakeHttp([crt({ status: 502, body: '<html>Bad Gateway</html>' }), spotter(SPOTTER_OK)]);
    const r = await analyzeCerts('example.com', ctxWith(http));
    expect(r.source).toBe('certspotter');
    expect(r.errorKey).toBeNull();
    expect(r.attempts.map((a) => [a.provider, a.httpStatus, a.errorKey])).toEqual([
      ['crt.sh', 502, 'certs.error.upstream-status'],
      ['crt.sh', 502, 'certs.error.upstream-status'],
      ['certspotter', 200, null],
    ]);
    expect(r.attempts[0]?.parameters).toEqual({ status: 502 });
    const url = new URL(http.calls[2]!.url);
    expect(url.searchParams.get('domain')).toBe('example.com');
    expect(url.searchParams.get('include_subdomains')).toBe('true');
    expect(url.searchParams.getAll('expand')).toEqual(['dns_names', 'issuer']);
    expect(r.subdomains).toEqual([
      { name: '*.dev.example.com', wildcard: true },
      { name: 'dev.example.com', wildcard: false },
      { name: 'example.com', wildcard: false },
      { name: 'www.example.com', wildcard: false },
    ]);
    expect(r.certificates.map((c) => [c.id, c.issuerName, c.notBefore])).toEqual([
      ['4700000000', 'Google Trust Services', '2026-10-20T00:00:00.000Z'],
      ['4683204563', "C=US, O=Let's Encrypt, CN=R10", '2026-09-01T00:00:00.000Z'],
    ]);
    expect(r.certificates[1]?.names).toContain('unrelated.example.net');
    expect(r.certificates[1]?.link).toBeNull();
    expect(r.noteKeys).toEqual(['certs.note.fallback-source']);
  });

  it('crt.sh 502 then 200 on the retry → crt.sh answers', async () => {
    const http = fakeHttp([crt({ status: 502 }, CRT_OK), spotter(SPOTTER_OK)]);
    const r = await analyzeCerts('example.com', ctxWith(http));
    expect(r.source).toBe('crt.sh');
    expect(http.calls).toHaveLength(2);
    expect(r.attempts.map((a) => a.ok)).toEqual([false, true]);
  });

  it('crt.sh broken JSON (truncated answer) → retried, then Cert Spotter', async () => {
    const broken = JSON.stringify(CRTSH_ROWS).slice(0, 300);
    const http = fakeHttp([crt({ status: 200, body: broken }), spotter(SPOTTER_OK)]);
    const r = await analyzeCerts('example.com', ctxWith(http));
    expect(r.source).toBe('certspotter');
    expect(r.attempts.map((a) => a.errorKey)).toEqual([
      'certs.error.invalid-response',
      'certs.error.invalid-response',
      null,
    ]);
  });

  it('crt.sh JSON that is not an array → Cert Spotter', async () => {
    const http = fakeHttp([crt({ status: 200, body: '{"error":"busy"}' }), spotter(SPOTTER_OK)]);
    expect((await analyzeCerts('example.com', ctxWith(http))).source).toBe('certspotter');
  });

  it('crt.sh timeout → no retry, Cert Spotter with the time left', async () => {
    const clock = fakeClock();
    const http = fakeHttp([crt({ error: 'timeout', elapseMs: 8_000 }), spotter(SPOTTER_OK)], clock);
    const r = await analyzeCerts('example.com', ctxWith(http, clock));
    expect(r.source).toBe('certspotter');
    expect(r.attempts.map((a) => [a.provider, a.errorKey])).toEqual([
      ['crt.sh', 'http-error.timeout'],
      ['certspotter', null],
    ]);
    expect(http.calls[1]!.options.timeoutMs).toBeLessThanOrEqual(7_000);
  });

  it('crt.sh body over the cap → Cert Spotter, without retrying', async () => {
    const http = fakeHttp([crt({ status: 200, body: '[', bodyTruncated: true }), spotter(SPOTTER_OK)]);
    const r = await analyzeCerts('example.com', ctxWith(http));
    expect(r.attempts.map((a) => a.errorKey)).toEqual(['certs.error.response-too-large', null]);
  });

  it('crt.sh 429 → no retry, Cert Spotter', async () => {
    const http = fakeHttp([crt({ status: 429 }), spotter(SPOTTER_OK)]);
    const r = await analyzeCerts('example.com', ctxWith(http));
    expect(r.attempts.map((a) => a.errorKey)).toEqual(['certs.error.rate-limited', null]);
  });

  it('both fail → errorKey all-sources-failed with each failure recorded, nothing invented', async () => {
    const http = fakeHttp([crt({ status: 503 }), spotter({ status: 429, body: 'rate limited' })]);
    const r = await analyzeCerts('example.com', ctxWith(http));
    expect(r.errorKey).toBe('certs.error.all-sources-failed');
    expect(r.source).toBeNull();
    expect(r.subdomains).toEqual([]);
    expect(r.certificates).toEqual([]);
    expect(r.attempts.map((a) => [a.provider, a.httpStatus, a.errorKey])).toEqual([
      ['crt.sh', 503, 'certs.error.upstream-status'],
      ['crt.sh', 503, 'certs.error.upstream-status'],
      ['certspotter', 429, 'certs.error.rate-limited'],
    ]);
  });

  it('both unreachable → http-error keys per source', async () => {
    const http = fakeHttp([crt({ error: 'dns-failure' }), spotter({ error: 'connection-refused' })]);
    const r = await analyzeCerts('example.com', ctxWith(http));
    expect(r.errorKey).toBe('certs.error.all-sources-failed');
    expect(r.attempts.map((a) => a.errorKey)).toEqual([
      'http-error.dns-failure',
      'http-error.connection-refused',
    ]);
  });
});

describe('analyzeCerts: deadline', () => {
  it('skips the crt.sh retry when the time left would not cover it and the fallback', async () => {
    const clock = fakeClock();
    const http = fakeHttp([crt({ status: 502, elapseMs: 11_000 }), spotter(SPOTTER_OK)], clock);
    const r = await analyzeCerts('example.com', ctxWith(http, clock));
    expect(http.calls.map((c) => new URL(c.url).hostname)).toEqual(['crt.test', 'certspotter.test']);
    expect(r.source).toBe('certspotter');
    expect(http.calls[1]!.options.timeoutMs).toBeLessThanOrEqual(4_000);
  });

  it('does not start Cert Spotter when the deadline has passed', async () => {
    const clock = fakeClock();
    const http = fakeHttp([crt({ error: 'timeout', elapseMs: 15_000 }), spotter(SPOTTER_OK)], clock);
    const r = await analyzeCerts('example.com', ctxWith(http, clock));
    expect(http.calls).toHaveLength(1);
    expect(r.errorKey).toBe('certs.error.all-sources-failed');
    expect(r.attempts.at(-1)).toEqual({
      provider: 'certspotter',
      httpStatus: null,
      ok: false,
      errorKey: 'certs.error.no-time-left',
      parameters: null,
    });
  });

  it('gives crt.sh at most half of a short deadline, keeping the rest for the fallback', async () => {
    const http = fakeHttp([crt(CRT_OK)]);
    await analyzeCerts('example.com', ctxWith(http, fakeClock(), 3_000));
    expect(http.calls[0]!.options.timeoutMs).toBe(1_500);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const http = fakeHttp([crt({ status: 502 }), spotter(SPOTTER_OK)]);
    const r = await analyzeCerts('example.com', ctxWith(http), { signal: controller.signal });
    expect(http.calls).toHaveLength(1);
    expect(r.errorKey).toBe('certs.error.all-sources-failed');
  });
});

describe('analyzeCerts: input and offline', () => {
  it('offline → skip.offline-mode and no request', async () => {
    const http = fakeHttp([crt(CRT_OK)]);
    const ctx = createContext({ offline: true, http, providers });
    const r = await analyzeCerts('example.com', ctx);
    expect(r.errorKey).toBe('skip.offline-mode');
    expect(r.source).toBeNull();
    expect(http.calls).toHaveLength(0);
  });

  it.each([
    ['', 'input.domain-required'],
    ['not a domain', 'input.domain-invalid'],
    ['192.0.2.1', 'input.domain-invalid'],
    ['a'.repeat(256), 'input.domain-too-long'],
  ])('rejects %j with %s', async (input, key) => {
    const error: unknown = await analyzeCerts(input, ctxWith(fakeHttp([]))).catch((e: unknown) => e);
    expect(isInputError(error) && error.key).toBe(key);
  });

  it('sends IDNs as punycode and reports the Unicode form', async () => {
    const http = fakeHttp([crt({ body: '[]' })]);
    const r = await analyzeCerts('bücher.example', ctxWith(http));
    expect(r.domain).toBe('xn--bcher-kva.example');
    expect(r.unicodeDomain).toBe('bücher.example');
    expect(new URL(http.calls[0]!.url).searchParams.get('q')).toBe('%.xn--bcher-kva.example');
  });
});
