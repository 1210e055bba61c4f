/**
 * check-dns, check-ip, check-email-auth and check-typosquat over HTTP (supertest, in-process): every
 * response is validated against its OpenAPI schema by the contract client. The analyses are core's,
 * over a fake DNS zone: injected (to count calls) or as the service's defaults with a `fakeDns`
 * context.
 */
import { createContext, type DnsAnalysisResult } from '@secapi/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { client } from '@secapi/test-kit/fixtures/server-contract-client.js';
import {
  PUBLIC_IP,
  dnsFamilyAnalyzers,
  zoneContext,
  type DnsFamilyCalls,
} from '@secapi/test-kit/fixtures/server-dns-zone.js';
import { createApp } from './app.js';
import { loadConfig, type ServerConfig } from './config.js';
import { silentLogger } from './logger.js';
import { ANALYSIS_TTL_MS, FAILED_ANALYSIS_TTL_MS, createService, type Analyzers } from './service.js';

interface Setup {
  /** Injected analyzers over the fake zone (default) or the service's defaults over `context`. */
  injected?: boolean;
  analyzers?: Partial<Analyzers>;
  config?: ServerConfig;
  context?: ReturnType<typeof createContext>;
}

function setup(options: Setup = {}) {
  const config = options.config ?? loadConfig({});
  const calls: DnsFamilyCalls = { dns: [], ip: [], emailAuth: [], typosquat: [] };
  const injected = options.injected ?? true;
  const service = createService(config, {
    context: options.context ?? zoneContext(),
    analyzers: { ...(injected ? dnsFamilyAnalyzers(calls) : {}), ...options.analyzers },
  });
  return { api: client(createApp({ config, service, logger: silentLogger })), calls, service };
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
  { path: '/api/check-dns', param: 'domain', value: 'example.com', calls: 'dns', limit: 5 },
  { path: '/api/check-ip', param: 'ip', value: PUBLIC_IP, calls: 'ip', limit: 5 },
  { path: '/api/check-email-auth', param: 'domain', value: 'example.com', calls: 'emailAuth', limit: 5 },
  { path: '/api/check-typosquat', param: 'domain', value: 'example.com', calls: 'typosquat', limit: 3 },
] as const;

describe.each(ENDPOINTS)('GET $path', ({ path, param, value, calls: callsOf, limit }) => {
  const url = `${path}?${param}=${enc(value)}`;

  it.each([
    ['injected analyzers', true],
    ['the service’s own core analyses over fakeDns', false],
  ])('answers 200 in en-CA and fr-CA (%s)', async (_name, injected) => {
    const { api, calls } = setup({ injected });
    const en = await api.get(url).expect(200);
    const fr = await api.get(`${url}&lang=fr-CA`).expect(200);
    expect(en.body.errorKey).toBeNull();
    expect(en.body.error).toBeNull();
    // Same (memoised) result, other language: keys equal, texts differ.
    expect(fr.body.noteKeys).toEqual(en.body.noteKeys);
    if (en.body.noteKeys.length > 0) expect(fr.body.notes).not.toEqual(en.body.notes);
    expect(calls[callsOf]).toEqual(injected ? [value] : []);
  });

  it.each([
    ['missing', path, `The field “${param}” is required.`],
    ['empty', `${path}?${param}=`, `The field “${param}” is required.`],
    ['repeated', `${url}&${param}=${enc(value)}`, `The field “${param}” has an invalid value.`],
    [
      'too long',
      `${path}?${param}=${'a'.repeat(256)}`,
      `The field “${param}” is too long: the limit is 255 characters.`,
    ],
  ])('answers 400 when %s, without calling the analysis', async (_name, request, error) => {
    const { api, calls } = setup();
    expect((await api.get(request).expect(400)).body).toEqual({ error });
    expect(calls[callsOf]).toEqual([]);
  });

  it('answers the 400 in French', async () => {
    const { api } = setup();
    expect((await api.get(`${path}?lang=fr`).expect(400)).body).toEqual({
      error: `Le champ «\u00a0${param}\u00a0» est obligatoire.`,
    });
  });

  it('trims the input and memoises it: one analysis for repeated requests in any language', async () => {
    const { api, calls } = setup();
    await api.get(url).expect(200);
    await api.get(`${path}?${param}=${enc(`  ${value} `)}&lang=fr`).expect(200);
    await api.get(url).set('Accept-Language', 'fr-CA').expect(200);
    expect(calls[callsOf]).toEqual([value]);
  });

  it(`allows ${limit} requests per minute in its own partition, then 429`, async () => {
    const { api } = setup();
    // Only computations count: limit different inputs, then the first again (a memo hit, free),
    // then one more new input is refused.
    const at = (i: number) => `${path}?${param}=${enc(otherInput(value, i))}`;
    for (let i = 0; i < limit; i++) await api.get(at(i)).expect(200);
    await api.get(at(0)).expect(200);
    const res = await api.get(`${at(limit)}&lang=fr`).expect(429);
    expect(res.text).toMatch(/^Trop de requêtes\. Réessayez dans \d+ secondes\.$/);
    expect(res.headers['ratelimit-policy']).toMatch(new RegExp(`^"${path.slice(5)}"; q=${limit}; w=60;`));
    // Another partition is not affected.
    await api.get('/api/check-url?u=example.com').expect(200);
  });
});

describe('input errors of core (InputError → localized 400)', () => {
  it.each([
    ['/api/check-dns?domain=not_a_domain!', 'This is not a valid domain name (for example: example.ca).'],
    ['/api/check-dns?domain=%20%20', 'Enter a domain name to check.'],
    ['/api/check-dns?domain=192.0.2.1', 'This is not a valid domain name (for example: example.ca).'],
    [
      '/api/check-typosquat?domain=https%3A%2F%2Fexample.com%2F',
      'This is not a valid domain name (for example: example.ca).',
    ],
    [
      '/api/check-email-auth?domain=%40example.com',
      'This is not a valid domain name (for example: example.ca).',
    ],
    ['/api/check-ip?ip=999.1.1.1', 'This is not a valid IPv4 or IPv6 address.'],
    ['/api/check-ip?ip=example.com', 'This is not a valid IPv4 or IPv6 address.'],
  ])('GET %s → 400', async (path, error) => {
    const { api } = setup();
    expect((await api.get(path).expect(400)).body).toEqual({ error });
  });

  it('rejects a non-public IP address with the address and its range, in both languages', async () => {
    const { api } = setup();
    expect((await api.get('/api/check-ip?ip=192.168.0.1').expect(400)).body).toEqual({
      error:
        'The address 192.168.0.1 is not a public internet address (192.168.0.0/16): there is nothing to look up about it.',
    });
    const fr = await api.get('/api/check-ip?ip=%3A%3A1&lang=fr-CA').expect(400);
    expect(fr.body.error).toMatch(/^L’adresse ::1 n’est pas une adresse Internet publique \(::1\/128\)/);
  });

  it('accepts an email address on check-email-auth (its domain is analysed)', async () => {
    const { api } = setup({ injected: false });
    const res = await api.get(`/api/check-email-auth?domain=${enc('postmaster@example.com')}`).expect(200);
    expect(res.body).toMatchObject({ input: 'postmaster@example.com', domain: 'example.com' });
  });

  it('accepts a pasted URL on check-dns (its host is analysed)', async () => {
    const { api } = setup({ injected: false });
    const res = await api.get(`/api/check-dns?domain=${enc('https://Example.com/login?next=/')}`).expect(200);
    expect(res.body).toMatchObject({ domain: 'example.com', exists: true });
  });

  it('does not cache an InputError', async () => {
    const { api, calls } = setup();
    await api.get('/api/check-ip?ip=10.0.0.1').expect(400);
    await api.get('/api/check-ip?ip=10.0.0.1').expect(400);
    expect(calls.ip).toEqual(['10.0.0.1', '10.0.0.1']);
  });
});

describe('results over HTTP', () => {
  it('check-dns: records by type with texts for their statuses', async () => {
    const { api } = setup({ injected: false });
    const res = await api.get('/api/check-dns?domain=Example.COM&lang=fr-CA').expect(200);
    expect(res.body).toMatchObject({ domain: 'example.com', exists: true, caaDomain: 'example.com' });
    expect(res.body.recordSets.A).toMatchObject({
      status: 'ok',
      statusMessageKey: 'dns-status.ok',
      records: [{ name: 'example.com', value: '192.0.2.1', details: null }],
    });
    expect(res.body.recordSets.CNAME.statusMessageKey).toBe('dns-status.nodata');
    expect(typeof res.body.recordSets.CNAME.statusMessage).toBe('string');
  });

  it('check-dns: a name whose resolvers fail is a 200 with errorKey dns.error.no-answer', async () => {
    const { api } = setup({ injected: false });
    const res = await api.get('/api/check-dns?domain=broken.example').expect(200);
    expect(res.body).toMatchObject({ exists: null, errorKey: 'dns.error.no-answer' });
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('check-ip: reverse DNS confirmed, origin AS, blocklists', async () => {
    const { api } = setup({ injected: false });
    const res = await api.get(`/api/check-ip?ip=${PUBLIC_IP}`).expect(200);
    expect(res.body.ptr).toMatchObject({
      status: 'found',
      names: ['www.example.com'],
      forwardConfirmed: true,
    });
    expect(res.body.asn).toMatchObject({ status: 'found', prefix: '193.0.0.0/21', origins: [{ asn: 3333 }] });
    expect(res.body.listedCount).toBe(0);
    expect(res.body.blocklists.length).toBeGreaterThan(0);
  });

  it('check-email-auth: a grade with its notes', async () => {
    const { api } = setup({ injected: false });
    const res = await api.get('/api/check-email-auth?domain=example.com&lang=fr').expect(200);
    expect(res.body.spf.result).toBe('pass-config');
    expect(res.body.dmarc).toMatchObject({ result: 'valid', effectivePolicy: 'reject' });
    expect(res.body.grade).toMatch(/^[A-F]\+?$/);
    expect(res.body.gradeNotes).toHaveLength(res.body.gradeNoteKeys.length);
  });

  it('check-typosquat: the registered look-alikes', async () => {
    const { api } = setup({ injected: false });
    const res = await api.get('/api/check-typosquat?domain=example.com').expect(200);
    expect(res.body.registered.map((v: { domain: string }) => v.domain).sort()).toEqual([
      'example.net',
      'exmple.com',
    ]);
    expect(res.body.registered[0].fuzzerNames).toHaveLength(res.body.registered[0].fuzzerNameKeys.length);
  });
});

describe('memoisation of the DNS family', () => {
  it('keeps one entry per endpoint: the same domain on three endpoints is three analyses', async () => {
    const { api, calls } = setup();
    await api.get('/api/check-dns?domain=example.com').expect(200);
    await api.get('/api/check-email-auth?domain=example.com').expect(200);
    await api.get('/api/check-typosquat?domain=example.com').expect(200);
    await api.get('/api/check-dns?domain=example.com').expect(200);
    expect(calls).toEqual({
      dns: ['example.com'],
      ip: [],
      emailAuth: ['example.com'],
      typosquat: ['example.com'],
    });
  });

  it.each([
    ['/api/check-dns?domain=example.com', 'dns', ANALYSIS_TTL_MS['check-dns'], 5 * 60_000],
    [
      '/api/check-email-auth?domain=example.com',
      'emailAuth',
      ANALYSIS_TTL_MS['check-email-auth'],
      5 * 60_000,
    ],
    [`/api/check-ip?ip=${PUBLIC_IP}`, 'ip', ANALYSIS_TTL_MS['check-ip'], 60 * 60_000],
    [
      '/api/check-typosquat?domain=example.com',
      'typosquat',
      ANALYSIS_TTL_MS['check-typosquat'],
      6 * 60 * 60_000,
    ],
  ] as const)('GET %s is kept for its TTL, then recomputed', async (url, callsOf, ttl, expected) => {
    expect(ttl).toBe(expected);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    const { api, calls } = setup();
    await api.get(url).expect(200);
    vi.setSystemTime(Date.now() + ttl - 1000);
    await api.get(url).expect(200);
    expect(calls[callsOf]).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2000);
    await api.get(url).expect(200);
    expect(calls[callsOf]).toHaveLength(2);
  });

  it('keeps a failed analysis (no DNS answer at all) for 30 seconds only', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    const { api, calls } = setup();
    const first = await api.get('/api/check-dns?domain=broken.example').expect(200);
    expect(first.body.errorKey).toBe('dns.error.no-answer');
    vi.setSystemTime(Date.now() + FAILED_ANALYSIS_TTL_MS - 1000);
    await api.get('/api/check-dns?domain=broken.example').expect(200);
    expect(calls.dns).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2000);
    await api.get('/api/check-dns?domain=broken.example').expect(200);
    expect(calls.dns).toHaveLength(2);
  });

  it('shares one analysis between concurrent identical requests (single-flight)', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const inner = dnsFamilyAnalyzers({ dns: [], ip: [], emailAuth: [], typosquat: [] });
    let count = 0;
    const { api } = setup({
      analyzers: {
        analyzeTyposquat: async (domain, ctx) => {
          count++;
          await gate;
          return inner.analyzeTyposquat(domain, ctx);
        },
      },
    });
    const pending = Array.from({ length: 3 }, () =>
      api.get('/api/check-typosquat?domain=example.com').then((r) => r.status),
    );
    // Every request reaches the memo (a loaded machine can take more than a few ms), then only one
    // computation is running.
    for (let t = 0; t < 100 && count === 0; t++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    expect(count).toBe(1);
    release();
    expect(await Promise.all(pending)).toEqual([200, 200, 200]);
    expect(count).toBe(1);
  });

  it('does not cache an unexpected failure (500)', async () => {
    let count = 0;
    const inner = dnsFamilyAnalyzers({ dns: [], ip: [], emailAuth: [], typosquat: [] });
    const { api } = setup({
      analyzers: {
        analyzeDns: (domain, ctx): Promise<DnsAnalysisResult> => {
          count++;
          return count === 1 ? Promise.reject(new Error('boom')) : inner.analyzeDns(domain, ctx);
        },
      },
    });
    await api.get('/api/check-dns?domain=example.com').expect(500);
    await api.get('/api/check-dns?domain=example.com').expect(200);
    await api.get('/api/check-dns?domain=example.com').expect(200);
    expect(count).toBe(2);
  });
});

describe('offline mode (SECAPI_OFFLINE=1)', () => {
  it.each([
    ['/api/check-dns?domain=example.com'],
    [`/api/check-ip?ip=${PUBLIC_IP}`],
    ['/api/check-email-auth?domain=example.com'],
    ['/api/check-typosquat?domain=example.com'],
  ])('GET %s answers 200 with skip.offline-mode, in both languages', async (url) => {
    const config = loadConfig({ SECAPI_OFFLINE: '1' });
    const { api } = setup({ injected: false, config, context: createContext({ offline: true }) });
    const en = await api.get(url).expect(200);
    expect(en.body.errorKey).toBe('skip.offline-mode');
    expect(en.body.error).toBe(
      'Skipped: the service is running in offline mode and contacts no other server.',
    );
    const fr = await api.get(`${url}&lang=fr`).expect(200);
    expect(fr.body.error).toBe(
      'Étape sautée\u00a0: le service fonctionne hors ligne et ne communique avec aucun autre serveur.',
    );
  });

  it('uses the offline context built from the configuration when none is injected', async () => {
    const config = loadConfig({ SECAPI_OFFLINE: '1' });
    const service = createService(config);
    expect((await service.analyzeDns(' example.com ')).errorKey).toBe('skip.offline-mode');
    expect((await service.analyzeIp(PUBLIC_IP)).errorKey).toBe('skip.offline-mode');
    expect((await service.analyzeEmailAuth('example.com')).errorKey).toBe('skip.offline-mode');
    expect((await service.analyzeTyposquat('example.com')).errorKey).toBe('skip.offline-mode');
  });
});
