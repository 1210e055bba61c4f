/**
 * check-whois, check-certs, check-hash and check-headers over HTTP (supertest, in-process), and
 * check-url's network parts: every response is validated against its OpenAPI schema by the contract
 * client. The analyses are core's, over a fake internet (`fakeHttp` by host, `fakeDns`): injected (to
 * count calls) or as the service's defaults with a `sitesContext()` context. One end-to-end test runs
 * the real HTTP port against a local site with `testPolicy` (an explicit context, no production switch).
 */
import { createContext, type AnalysisContext } from '@secapi/core';
import { createHttpClient } from '@secapi/core/net';
import { testPolicy } from '@secapi/core/testing';
import { fakeDns, startHttpFixture } from '@secapi/test-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { client } from '@secapi/test-kit/fixtures/server-contract-client.js';
import {
  MD5,
  UNKNOWN_SHA1,
  emptyCalls,
  httpFamilyAnalyzers,
  sites,
  sitesContext,
  type HttpFamilyCalls,
} from '@secapi/test-kit/fixtures/server-http-sites.js';
import { createApp } from './app.js';
import { loadConfig, type ServerConfig } from './config.js';
import { createJsonLogger, silentLogger, type Logger } from './logger.js';
import {
  ANALYSIS_TTL_MS,
  FAILED_ANALYSIS_TTL_MS,
  PARTIAL_RESULT_TTL_MS,
  createService,
  type Analyzers,
} from './service.js';

interface Setup {
  /** Injected analyzers over the fake internet (default) or the service's defaults over `context`. */
  injected?: boolean;
  analyzers?: Partial<Analyzers>;
  config?: ServerConfig;
  context?: AnalysisContext;
  logger?: Logger;
}

function setup(options: Setup = {}) {
  const config = options.config ?? loadConfig({});
  const calls: HttpFamilyCalls = emptyCalls();
  const injected = options.injected ?? true;
  const context = options.context ?? sitesContext();
  const service = createService(config, {
    context,
    analyzers: { ...(injected ? httpFamilyAnalyzers(calls, context) : {}), ...options.analyzers },
  });
  const logger = options.logger ?? silentLogger;
  return { api: client(createApp({ config, service, logger })), calls, service };
}

const enc = encodeURIComponent;

/** The i-th distinct, valid input of the same kind as `value` (a domain, an IP, an MD5, a URL). */
function otherInput(value: string, i: number): string {
  if (/^\d+\.\d+\.\d+\.\d+$/.test(value)) return value.replace(/\d+$/, String(140 + i));
  if (/^[0-9a-f]{32,64}$/i.test(value)) return value.slice(0, -1) + i.toString(16);
  if (value.startsWith('https://')) return `${value}p${i}`;
  return `n${i}.${value}`;
}

afterEach(() => {
  vi.useRealTimers();
});

const ENDPOINTS = [
  {
    path: '/api/check-whois',
    param: 'domain',
    value: 'example.com',
    calls: 'whois',
    max: 255,
    ttl: 60 * 60_000,
    partition: 'check-whois',
  },
  {
    path: '/api/check-certs',
    param: 'domain',
    value: 'example.com',
    calls: 'certs',
    max: 255,
    ttl: 60 * 60_000,
    partition: 'check-certs',
  },
  {
    path: '/api/check-hash',
    param: 'hash',
    value: MD5,
    calls: 'hash',
    max: 64,
    ttl: 60 * 60_000,
    partition: 'check-hash',
  },
  {
    path: '/api/check-headers',
    param: 'url',
    value: 'https://www.example.com/',
    calls: 'headers',
    max: 2048,
    ttl: 10 * 60_000,
    partition: 'check-headers',
  },
] as const;

describe.each(ENDPOINTS)('GET $path', ({ path, param, value, calls: callsOf, max, ttl, partition }) => {
  const url = `${path}?${param}=${enc(value)}`;

  it.each([
    ['injected analyzers', true],
    ['the service’s own core analyses over fakeHttp/fakeDns', false],
  ])('answers 200 in en-CA and fr-CA (%s)', async (_name, injected) => {
    const { api, calls } = setup({ injected });
    const en = await api.get(url).expect(200);
    const fr = await api.get(`${url}&lang=fr-CA`).expect(200);
    expect(en.body.errorKey).toBeNull();
    expect(en.body.error).toBeNull();
    // Same (memoised) result, other language: keys equal, texts differ where there are texts.
    expect(fr.body.noteKeys).toEqual(en.body.noteKeys);
    if (en.body.noteKeys.length > 0) expect(fr.body.notes).not.toEqual(en.body.notes);
    expect(calls[callsOf]).toEqual(injected ? [value] : []);
  });

  it.each([
    ['missing', path, `The field “${param}” is required.`],
    ['empty', `${path}?${param}=`, `The field “${param}” is required.`],
    ['repeated', `${url}&${param}=${enc(value)}`, `The field “${param}” has an invalid value.`],
    ['too long', `${path}?${param}=${'a'.repeat(max + 1)}`, null],
  ])('answers 400 when %s, without calling the analysis', async (_name, request, error) => {
    const { api, calls } = setup();
    const res = await api.get(request).expect(400);
    if (error === null) expect(res.body.error).toMatch(new RegExp(`“${param}”`));
    else expect(res.body).toEqual({ error });
    expect(calls[callsOf]).toEqual([]);
  });

  it('answers the 400 in French', async () => {
    const { api } = setup();
    expect((await api.get(`${path}?lang=fr`).expect(400)).body).toEqual({
      error: `Le champ «\u00a0${param}\u00a0» est obligatoire.`,
    });
  });

  it('memoises: one analysis for repeated requests in any language', async () => {
    const { api, calls } = setup();
    await api.get(url).expect(200);
    await api.get(`${url}&lang=fr`).expect(200);
    await api.get(url).set('Accept-Language', 'fr-CA').expect(200);
    expect(calls[callsOf]).toEqual([value]);
  });

  it(`keeps a result ${String(ttl / 60_000)} minutes, then recomputes it`, async () => {
    expect(ANALYSIS_TTL_MS[partition]).toBe(ttl);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const { api, calls } = setup();
    await api.get(url).expect(200);
    vi.setSystemTime(Date.now() + ttl - 1000);
    await api.get(url).expect(200);
    expect(calls[callsOf]).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2000);
    await api.get(url).expect(200);
    expect(calls[callsOf]).toHaveLength(2);
  });

  it('keeps a failed analysis (every provider times out) 30 seconds only', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const failing = sitesContext({ hosts: {}, fallback: 'timeout', providers: { virusTotalApiKey: 'k' } });
    const { api, calls } = setup({ context: failing });
    const first = await api.get(url).expect(200);
    expect(first.body.errorKey).not.toBeNull();
    expect(first.body.errorKey).not.toBe('skip.offline-mode');
    expect(typeof first.body.error).toBe('string');
    vi.setSystemTime(Date.now() + FAILED_ANALYSIS_TTL_MS - 1000);
    await api.get(url).expect(200);
    expect(calls[callsOf]).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2000);
    await api.get(url).expect(200);
    expect(calls[callsOf]).toHaveLength(2);
  });

  it('offline: 200 with errorKey skip.offline-mode, in both languages', async () => {
    const { api } = setup({ injected: false, context: sitesContext({ offline: true }) });
    const en = await api.get(url).expect(200);
    expect(en.body).toMatchObject({ errorKey: 'skip.offline-mode' });
    const fr = await api.get(`${url}&lang=fr`).expect(200);
    expect(fr.body.error).not.toBe(en.body.error);
  });

  it('allows 5 requests per minute in its own partition, then 429', async () => {
    const { api } = setup();
    // Only computations count: 5 different inputs, then the first again (a memo hit, free),
    // then one more new input is refused.
    const at = (i: number) => `${path}?${param}=${enc(otherInput(value, i))}`;
    for (let i = 0; i < 5; i++) await api.get(at(i)).expect(200);
    await api.get(at(0)).expect(200);
    const res = await api.get(`${at(5)}&lang=fr`).expect(429);
    expect(res.text).toMatch(/^Trop de requêtes\. Réessayez dans \d+ secondes\.$/);
    expect(res.headers['ratelimit-policy']).toMatch(new RegExp(`^"${partition}"; q=5; w=60;`));
    // Another partition is not affected.
    await api.get('/api/check-url?u=example.com').expect(200);
  });
});

describe('input errors (request validation and core InputError → localized 400)', () => {
  it.each([
    ['/api/check-hash?hash=xyz', 'en'],
    ['/api/check-hash?hash=' + 'a'.repeat(33), 'en'],
    ['/api/check-whois?domain=not_a_domain!', 'en'],
    ['/api/check-certs?domain=%20%20', 'en'],
    ['/api/check-headers?url=ftp%3A%2F%2Fexample.com%2F', 'en'],
    ['/api/check-whois?domain=not_a_domain!&lang=fr-CA', 'fr'],
  ])('GET %s → 400 with a localized error', async (path, lang) => {
    const { api, calls } = setup({ injected: false });
    const res = await api.get(path).expect(400);
    expect(Object.keys(res.body)).toEqual(['error']);
    expect(res.body.error).toEqual(expect.any(String));
    if (lang === 'fr') expect(res.body.error).toMatch(/[àâçéèêëîïôûùüœ’«]/);
    expect(calls).toEqual(emptyCalls());
  });

  it.each([
    ['/api/check-hash?hash=zz', 'This is not an MD5, SHA-1 or SHA-256 hash'],
    ['/api/check-hash?hash=zz&lang=fr-CA', 'Ce n’est pas une empreinte MD5, SHA-1 ou SHA-256'],
  ])(
    'GET %s → 400 with the form’s own message (input.hash-invalid), not a generic one',
    async (path, text) => {
      const { api } = setup({ injected: false });
      const res = await api.get(path).expect(400);
      expect(res.body.error).toContain(text);
    },
  );

  it('does not cache an InputError', async () => {
    const { api, calls } = setup();
    await api.get('/api/check-whois?domain=not_a_domain!').expect(400);
    await api.get('/api/check-whois?domain=not_a_domain!').expect(400);
    expect(calls.whois).toEqual(['not_a_domain!', 'not_a_domain!']);
  });
});

describe('results over HTTP', () => {
  it('check-whois: registrar, dates, registry source; a free name is found: false', async () => {
    const { api } = setup({ injected: false });
    const res = await api.get('/api/check-whois?domain=WWW.Example.com&lang=fr-CA').expect(200);
    expect(res.body).toMatchObject({
      domain: 'www.example.com',
      queriedDomain: 'example.com',
      found: true,
      source: 'registry',
      registrar: { name: 'Registrar Test Inc.', ianaId: '292' },
      createdAt: '2001-05-01T00:00:00.000Z',
    });
    const free = await api.get('/api/check-whois?domain=free-name.com').expect(200);
    expect(free.body).toMatchObject({ found: false, errorKey: 'whois.error.not-found' });
  });

  it('check-whois and check-certs accept a pasted URL: its host is looked up', async () => {
    const { api } = setup({ injected: false });
    const whois = await api
      .get(`/api/check-whois?domain=${enc('https://www.example.com/account')}`)
      .expect(200);
    expect(whois.body).toMatchObject({
      domain: 'www.example.com',
      queriedDomain: 'example.com',
      found: true,
    });
    const certs = await api.get(`/api/check-certs?domain=${enc('http://example.com/')}`).expect(200);
    expect(certs.body).toMatchObject({ domain: 'example.com', source: 'crt.sh', subdomainCount: 2 });
  });

  it('check-certs: crt.sh answers; when it fails, Cert Spotter does (source says which)', async () => {
    const ok = await setup({ injected: false }).api.get('/api/check-certs?domain=example.com').expect(200);
    expect(ok.body).toMatchObject({ source: 'crt.sh', subdomainCount: 2 });
    const context = sitesContext({ hosts: sites({ 'crt.test': { status: 502 } }) });
    const fb = await setup({ injected: false, context })
      .api.get('/api/check-certs?domain=example.com')
      .expect(200);
    expect(fb.body).toMatchObject({
      source: 'certspotter',
      noteKeys: expect.arrayContaining(['certs.note.fallback-source']),
    });
  });

  it('check-hash: keyless → Team Cymru; with an operator key → VirusTotal; unknown → found false', async () => {
    const keyless = await setup({ injected: false })
      .api.get(`/api/check-hash?hash=${MD5.toUpperCase()}`)
      .expect(200);
    expect(keyless.body).toMatchObject({ hash: MD5, source: 'cymru-mhr', found: true });
    const context = sitesContext({ providers: { virusTotalApiKey: 'vt-key-for-tests' } });
    const { api } = setup({ injected: false, context });
    const vt = await api.get(`/api/check-hash?hash=${MD5}`).expect(200);
    expect(vt.body).toMatchObject({ source: 'virustotal', found: true, virusTotal: { md5: MD5 } });
    const unknown = await api.get(`/api/check-hash?hash=${UNKNOWN_SHA1}`).expect(200);
    expect(unknown.body).toMatchObject({ source: 'virustotal', found: false, algorithm: 'sha1' });
    expect(JSON.stringify([vt.body, unknown.body])).not.toContain('vt-key-for-tests');
  });

  it('check-hash: upper- and lower-case hashes share one memo entry', async () => {
    const { api, calls } = setup();
    await api.get(`/api/check-hash?hash=${MD5.toUpperCase()}`).expect(200);
    await api.get(`/api/check-hash?hash=${MD5}`).expect(200);
    expect(calls.hash).toEqual([MD5]);
  });

  it('check-headers: a graded site; an unreachable site is a 200 with its http-error', async () => {
    const { api } = setup({ injected: false });
    const res = await api.get(`/api/check-headers?url=${enc('https://www.example.com/')}`).expect(200);
    expect(res.body).toMatchObject({ grade: 'A+', status: 200, errorKey: null });
    expect(res.body.tests[0]).toMatchObject({ name: 'strict-transport-security', pass: true });
    expect(typeof res.body.tests[0].result).toBe('string');
    const nx = await api.get(`/api/check-headers?url=${enc('https://nowhere.example/')}`).expect(200);
    expect(nx.body).toMatchObject({ grade: null, errorKey: 'http-error.dns-nxdomain' });
  });

  it('check-headers: the default public-only policy refuses a loopback target (nothing connects)', async () => {
    const site = await startHttpFixture((_req, res) => res.end('hi'));
    try {
      const config = loadConfig({});
      // The production policy and HTTP client; only the resolver health check is off (this machine
      // has no internet, and the point here is the policy, which refuses before any lookup).
      const service = createService(config, { context: createContext({ networkCheck: null }) });
      const app = createApp({ config, service, logger: silentLogger });
      const res = await client(app).get(`/api/check-headers?url=${enc('http://127.0.0.1/')}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ grade: null, errorKey: 'http-error.blocked-by-policy' });
      expect(res.body.hops).toEqual([expect.objectContaining({ status: null, address: null })]);
      // The fixture's own port is neither 80 nor 443: refused before anything is contacted.
      const other = await client(app).get(`/api/check-headers?url=${enc(site.url('/'))}`);
      expect(other.status).toBe(400);
      expect(other.body.error).toMatch(
        /^Only the standard web ports \(80 and 443\) can be checked; port \d+ is not allowed\.$/,
      );
      expect(site.connections).toBe(0);
    } finally {
      await site.close();
    }
  });
});

describe('check-url with its network parts', () => {
  const urlContext = (hosts = sites(), fallback?: 'timeout') =>
    sitesContext({
      hosts,
      providers: { webRiskApiKey: 'wr-key-for-tests' },
      ...(fallback ? { fallback } : {}),
    });

  it('follows redirects, reads the domain age and asks Web Risk (en-CA and fr-CA)', async () => {
    const { api } = setup({ injected: false, context: urlContext() });
    const en = await api.get(`/api/check-url?u=${enc('http://example.com/')}`).expect(200);
    expect(en.body.redirects).toMatchObject({ wasAttempted: true, finalHost: 'www.example.com' });
    expect(en.body.redirects.hops.map((h: { status: number | null }) => h.status)).toEqual([301, 200]);
    expect(en.body.domainAge).toMatchObject({ wasSuccessful: true, ageBand: 'established' });
    expect(en.body.webRisk).toMatchObject({ wasAttempted: true, wasSuccessful: true, threatTypes: [] });
    const fr = await api.get(`/api/check-url?u=${enc('http://example.com/')}&lang=fr-CA`).expect(200);
    expect(fr.body.domainAge.humanReadableAge).not.toBe(en.body.domainAge.humanReadableAge);
    expect(JSON.stringify(en.body)).not.toContain('wr-key-for-tests');
  });

  it('without a Web Risk key, webRisk says so (url.skip.no-web-risk-key)', async () => {
    const { api } = setup({ injected: false });
    const res = await api.get('/api/check-url?u=example.com').expect(200);
    expect(res.body.webRisk).toMatchObject({
      wasAttempted: false,
      skipReasonKey: 'url.skip.no-web-risk-key',
    });
    expect(typeof res.body.webRisk.skipReason).toBe('string');
  });

  it('keeps a conclusive result 6 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    let count = 0;
    const { api: counted } = setup({
      context: urlContext(),
      analyzers: {
        analyzeUrl: async (input, ctx) => {
          count++;
          const { analyzeUrl } = await import('@secapi/core');
          return analyzeUrl(input, ctx);
        },
      },
    });
    const first = await counted.get(`/api/check-url?u=${enc('https://www.example.com/')}`).expect(200);
    expect(first.body.isInconclusive).toBe(false);
    expect(first.body.outcome).toBe('complete');
    vi.setSystemTime(Date.now() + ANALYSIS_TTL_MS['check-url'] - 1000);
    await counted.get(`/api/check-url?u=${enc('https://www.example.com/')}`).expect(200);
    expect(count).toBe(1);
    vi.setSystemTime(Date.now() + 2000);
    await counted.get(`/api/check-url?u=${enc('https://www.example.com/')}`).expect(200);
    expect(count).toBe(2);
  });

  it('keeps a partial result (redirects and domain age failed) 5 minutes only', async () => {
    expect(PARTIAL_RESULT_TTL_MS).toBe(5 * 60_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    let count = 0;
    const { api } = setup({
      context: urlContext({}, 'timeout'),
      analyzers: {
        analyzeUrl: async (input, ctx) => {
          count++;
          const { analyzeUrl } = await import('@secapi/core');
          return analyzeUrl(input, ctx);
        },
      },
    });
    const u = `/api/check-url?u=${enc('https://slow-site.com/')}`;
    const first = await api.get(u).expect(200);
    expect(first.body).toMatchObject({
      isInconclusive: true,
      outcome: 'partial',
      redirects: { errorMessageKey: 'http-error.timeout' },
    });
    vi.setSystemTime(Date.now() + PARTIAL_RESULT_TTL_MS - 1000);
    await api.get(u).expect(200);
    expect(count).toBe(1);
    vi.setSystemTime(Date.now() + 2000);
    await api.get(u).expect(200);
    expect(count).toBe(2);
  });
});

describe('configuration → context', () => {
  it('passes VIRUSTOTAL_API_KEY and WEB_RISK_API_KEY to the providers, never to a log or a response', async () => {
    const vtKey = 'vt-secret-0123456789abcdef';
    const wrKey = 'AIza-secret-0123456789abcdef';
    const config = loadConfig({ VIRUSTOTAL_API_KEY: vtKey, WEB_RISK_API_KEY: wrKey, SECAPI_OFFLINE: '1' });
    const seen: AnalysisContext[] = [];
    const lines: string[] = [];
    const logger = createJsonLogger((line) => lines.push(line));
    const service = createService(config, {
      logger,
      analyzers: {
        analyzeHash: async (hash, ctx) => {
          seen.push(ctx);
          const { analyzeHash } = await import('@secapi/core');
          return analyzeHash(hash, ctx);
        },
      },
    });
    const api = client(createApp({ config, service, logger }));
    const res = await api.get(`/api/check-hash?hash=${MD5}`).expect(200);
    expect(seen[0]?.providers).toMatchObject({ virusTotalApiKey: vtKey, webRiskApiKey: wrKey });
    expect(seen[0]?.offline).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain(vtKey);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(vtKey);
    expect(lines.join('\n')).not.toContain(wrKey);
  });

  it('without keys, the providers get null keys (keyless paths)', async () => {
    const seen: AnalysisContext[] = [];
    const config = loadConfig({ SECAPI_OFFLINE: '1' });
    const service = createService(config, {
      analyzers: {
        analyzeWhois: async (domain, ctx) => {
          seen.push(ctx);
          const { analyzeWhois } = await import('@secapi/core');
          return analyzeWhois(domain, ctx);
        },
      },
    });
    await client(createApp({ config, service, logger: silentLogger }))
      .get('/api/check-whois?domain=example.com')
      .expect(200);
    expect(seen[0]?.providers).toMatchObject({ virusTotalApiKey: null, webRiskApiKey: null });
  });
});

describe('end to end: check-headers against a real local site (real HTTP port, testPolicy)', () => {
  it('fetches the site over the network, grades it, in both languages', async () => {
    const site = await startHttpFixture((_req, res) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Referrer-Policy', 'no-referrer');
      res.setHeader('X-Frame-Options', 'DENY');
      res.setHeader('Server', 'nginx/1.2.3');
      res.end('<html></html>');
    });
    try {
      const dns = fakeDns({ 'shop.test': { A: ['127.0.0.1'] } });
      const policy = testPolicy({ allow: 'loopback', portMap: { 'shop.test:80': site.port } });
      const context = createContext({
        dns,
        policy,
        http: createHttpClient({ dns, policy }),
        timeoutMs: 5000,
      });
      const config = loadConfig({});
      const api = client(
        createApp({ config, service: createService(config, { context }), logger: silentLogger }),
      );
      const en = await api.get(`/api/check-headers?url=${enc('http://shop.test/')}`).expect(200);
      expect(en.body).toMatchObject({ url: 'http://shop.test/', status: 200, errorKey: null });
      expect(en.body.grade).toMatch(/^[A-F][+-]?$/);
      expect(en.body.gradeNoteKeys).toContain('headers.grade.not-https');
      expect(en.body.noteKeys).toContain('headers.note.server-version');
      const fr = await api.get(`/api/check-headers?url=${enc('http://shop.test/')}&lang=fr-CA`).expect(200);
      expect(fr.body.gradeNotes).not.toEqual(en.body.gradeNotes);
      expect(site.requests.length).toBeGreaterThan(0);
      expect(site.requests.every((r) => r.headers.host?.startsWith('shop.test'))).toBe(true);
    } finally {
      await site.close();
    }
  });
});
