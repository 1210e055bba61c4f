import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import type {
  HttpErrorCode,
  HttpHop,
  HttpPort,
  HttpRequestOptions,
  HttpResult,
} from '../../net/http/types.js';
import { analyzeUrl } from './analyze.js';
import type { DomainAgeLookup } from './domain-age.js';
import { REDIRECT_LIMITS } from './redirects.js';
import type { AgeBand, DomainAgeReport, UrlAnalysisResult } from './types.js';

const WEB_RISK_URL = 'https://webrisk.test/v1/uris:search';
const KEY = 'AIza-secret-test-key';

type Route =
  | { readonly status: number; readonly location?: string }
  | { readonly error: HttpErrorCode }
  | { readonly hang: true };

interface WebRiskAnswer {
  readonly status?: number;
  readonly body?: string;
  readonly error?: HttpErrorCode;
}

interface Call {
  readonly url: string;
  readonly options: HttpRequestOptions;
}

/** A tiny HttpPort: follows `routes` by hand like the real port; unknown URLs answer 200. */
function fakeHttp(
  routes: Readonly<Record<string, Route>>,
  webRisk: (uri: string) => WebRiskAnswer = () => ({ body: '{}' }),
): HttpPort & { calls: Call[] } {
  const calls: Call[] = [];
  const response = (url: string, status: number, body = '') => ({
    url,
    status,
    headers: {},
    body: new TextEncoder().encode(body),
    bodyTruncated: false,
    address: '203.0.113.10',
    tls: null,
  });
  return {
    calls,
    async request(url: string, options: HttpRequestOptions = {}): Promise<HttpResult> {
      calls.push({ url, options });
      const host = new URL(url).hostname;
      if (url.startsWith(WEB_RISK_URL)) {
        const answer = webRisk(new URL(url).searchParams.get('uri') ?? '');
        if (answer.error) {
          return {
            response: null,
            hops: [],
            error: { code: answer.error, detail: null },
            wasBlockedByPolicy: false,
            hitMaxRedirects: false,
          };
        }
        return {
          response: response(url, answer.status ?? 200, answer.body ?? '{}'),
          hops: [{ url, status: answer.status ?? 200, location: null, host, address: '203.0.113.1' }],
          error: null,
          wasBlockedByPolicy: false,
          hitMaxRedirects: false,
        };
      }
      const hops: HttpHop[] = [];
      let current = url;
      const max = options.maxRedirects ?? 0;
      for (;;) {
        const route = routes[current] ?? { status: 200 };
        const h = new URL(current).hostname;
        if ('hang' in route) {
          await new Promise<void>((resolve) => {
            if (options.signal?.aborted) resolve();
            options.signal?.addEventListener(
              'abort',
              () => {
                resolve();
              },
              { once: true },
            );
          });
          hops.push({ url: current, status: null, location: null, host: h, address: null });
          return {
            response: null,
            hops,
            error: { code: 'timeout', detail: null },
            wasBlockedByPolicy: false,
            hitMaxRedirects: false,
          };
        }
        if ('error' in route) {
          hops.push({ url: current, status: null, location: null, host: h, address: null });
          return {
            response: null,
            hops,
            error: { code: route.error, detail: null },
            wasBlockedByPolicy: route.error === 'blocked-by-policy',
            hitMaxRedirects: false,
          };
        }
        const location = route.location ?? null;
        hops.push({ url: current, status: route.status, location, host: h, address: '203.0.113.10' });
        if (location === null) {
          return {
            response: response(current, route.status),
            hops,
            error: null,
            wasBlockedByPolicy: false,
            hitMaxRedirects: false,
          };
        }
        if (hops.length > max) {
          return {
            response: response(current, route.status),
            hops,
            error: { code: 'too-many-redirects', detail: null },
            wasBlockedByPolicy: false,
            hitMaxRedirects: true,
          };
        }
        current = new URL(location, current).href;
      }
    },
  };
}

function age(domain: string, band: AgeBand, days: number): DomainAgeReport {
  return {
    wasAttempted: true,
    wasSuccessful: true,
    lookedUpDomain: domain,
    registeredAt: '2020-01-01T00:00:00Z',
    ageInDays: days,
    ageBand: band,
    humanReadableAgeKey: 'whois.age.one-to-five-years',
    errorMessageKey: null,
    skipReasonKey: null,
  };
}

/** Fake RDAP: `ages[domain]` or an established domain; records the domains asked. */
function fakeAges(ages: Readonly<Record<string, readonly [AgeBand, number] | 'fail' | 'hang'>> = {}) {
  const asked: string[] = [];
  const lookup: DomainAgeLookup = (domain) => {
    asked.push(domain);
    const entry = ages[domain] ?? ['established', 4000];
    if (entry === 'hang') return new Promise<DomainAgeReport>(() => undefined);
    if (entry === 'fail') {
      return Promise.resolve({
        ...age(domain, 'established', 0),
        wasSuccessful: false,
        ageInDays: null,
        ageBand: null,
        registeredAt: null,
        humanReadableAgeKey: null,
        errorMessageKey: 'whois.error.unavailable',
      });
    }
    return Promise.resolve(age(domain, entry[0], entry[1]));
  };
  return { lookup, asked };
}

function ctxWith(http: HttpPort, options: { key?: string | null; timeoutMs?: number } = {}) {
  return createContext({
    offline: false,
    http,
    timeoutMs: options.timeoutMs ?? 2000,
    providers: { webRiskUrl: WEB_RISK_URL, webRiskApiKey: options.key ?? null },
  });
}

function codes(r: UrlAnalysisResult): string[] {
  return r.findings.map((f) => f.titleKey.slice('finding.'.length, -'.title'.length));
}

function finding(r: UrlAnalysisResult, code: string) {
  return r.findings.find((f) => f.titleKey === `finding.${code}.title`);
}

describe('analyzeUrl redirects', () => {
  it('follows a same-domain chain, maps the hops and raises nothing', async () => {
    const http = fakeHttp({
      'https://example.com/': { status: 301, location: '/en/' },
      'https://example.com/en/': { status: 302, location: 'https://www.example.com/en/' },
    });
    const ages = fakeAges();
    const r = await analyzeUrl('https://example.com/', ctxWith(http), { lookupDomainAge: ages.lookup });
    expect(r.redirects).toEqual({
      wasAttempted: true,
      wasSuccessful: true,
      wasBlockedByPolicy: false,
      hops: [
        {
          url: 'https://example.com/',
          status: 301,
          location: '/en/',
          host: 'example.com',
          address: '203.0.113.10',
        },
        {
          url: 'https://example.com/en/',
          status: 302,
          location: 'https://www.example.com/en/',
          host: 'example.com',
          address: '203.0.113.10',
        },
        {
          url: 'https://www.example.com/en/',
          status: 200,
          location: null,
          host: 'www.example.com',
          address: '203.0.113.10',
        },
      ],
      finalUrl: 'https://www.example.com/en/',
      finalHost: 'www.example.com',
      hitMaxHops: false,
      unresolvable: false,
      containsHttpsToHttpDowngrade: false,
      errorMessageKey: null,
      skipReasonKey: null,
    });
    expect(r.findings.filter((f) => f.sourceHintKey !== 'source.lexical')).toEqual([]);
    expect(http.calls[0]?.options).toMatchObject({
      method: 'GET',
      maxRedirects: REDIRECT_LIMITS.maxRedirects,
      maxBodyBytes: 0,
    });
    expect(http.calls[0]?.options.signal).toBeInstanceOf(AbortSignal);
    expect(ages.asked).toEqual(['example.com']);
  });

  it('raises url-redirect-cross-domain and looks up the age of the final domain', async () => {
    const http = fakeHttp({ 'https://example.com/go': { status: 302, location: 'https://other.org/page' } });
    const ages = fakeAges();
    const r = await analyzeUrl('https://example.com/go', ctxWith(http), { lookupDomainAge: ages.lookup });
    expect(finding(r, 'url-redirect-cross-domain')).toMatchObject({
      severity: 'Low',
      scoreImpact: 10,
      sourceHintKey: 'source.redirects',
      parameters: { from: 'example.com', to: 'other.org' },
    });
    expect(ages.asked).toEqual(['other.org']);
    expect(r.domainAge.lookedUpDomain).toBe('other.org');
  });

  it('raises url-redirect-downgrade for https to http, without repeating url-plain-http', async () => {
    const http = fakeHttp({ 'https://example.com/': { status: 301, location: 'http://example.com/plain' } });
    const r = await analyzeUrl('https://example.com/', ctxWith(http), { lookupDomainAge: fakeAges().lookup });
    expect(r.redirects.containsHttpsToHttpDowngrade).toBe(true);
    expect(finding(r, 'url-redirect-downgrade')).toMatchObject({
      severity: 'Medium',
      scoreImpact: 25,
      parameters: { url: 'http://example.com/plain' },
    });
    expect(codes(r)).not.toContain('url-plain-http');
    expect(r.verdictKey).toBe('verdict.caution');
  });

  it('stops at the hop limit and reports a long chain', async () => {
    const routes: Record<string, Route> = {};
    for (let i = 0; i < 20; i++)
      routes[`https://example.com/${String(i)}`] = { status: 302, location: `/${String(i + 1)}` };
    const r = await analyzeUrl('https://example.com/0', ctxWith(fakeHttp(routes)), {
      lookupDomainAge: fakeAges().lookup,
    });
    expect(r.redirects).toMatchObject({
      wasAttempted: true,
      wasSuccessful: false,
      hitMaxHops: true,
      errorMessageKey: 'http-error.too-many-redirects',
    });
    expect(r.redirects.hops).toHaveLength(REDIRECT_LIMITS.maxRedirects + 1);
    expect(finding(r, 'url-redirect-chain-long')?.parameters).toEqual({
      count: REDIRECT_LIMITS.maxRedirects + 1,
    });
    expect(r.isInconclusive).toBe(true);
    expect(r.outcome).toBe('partial');
    expect(r.domainAge.lookedUpDomain).toBe('example.com');
  });

  it('raises url-redirect-chain-long from four redirects', async () => {
    const http = fakeHttp({
      'https://example.com/a': { status: 302, location: '/b' },
      'https://example.com/b': { status: 302, location: '/c' },
      'https://example.com/c': { status: 302, location: '/d' },
      'https://example.com/d': { status: 302, location: '/e' },
    });
    const r = await analyzeUrl('https://example.com/a', ctxWith(http), {
      lookupDomainAge: fakeAges().lookup,
    });
    expect(finding(r, 'url-redirect-chain-long')?.parameters).toEqual({ count: 4 });
    const three = await analyzeUrl('https://example.com/b', ctxWith(http), {
      lookupDomainAge: fakeAges().lookup,
    });
    expect(codes(three)).not.toContain('url-redirect-chain-long');
  });

  it('reports an unresolvable host as a failed, inconclusive step', async () => {
    const http = fakeHttp({ 'https://nothing-here.example/': { error: 'dns-nxdomain' } });
    const r = await analyzeUrl('https://nothing-here.example/', ctxWith(http), {
      lookupDomainAge: fakeAges().lookup,
    });
    expect(r.redirects).toMatchObject({
      wasAttempted: true,
      wasSuccessful: false,
      unresolvable: true,
      errorMessageKey: 'http-error.dns-nxdomain',
      finalUrl: 'https://nothing-here.example/',
      skipReasonKey: null,
    });
    expect(r.redirects.hops).toEqual([
      {
        url: 'https://nothing-here.example/',
        status: null,
        location: null,
        host: 'nothing-here.example',
        address: null,
      },
    ]);
    expect(r.isInconclusive).toBe(true);
    expect(r.summaryKey).toBe('url.summary.inconclusive');
  });

  it('raises url-redirect-to-private when a later hop is blocked by the address policy', async () => {
    const http = fakeHttp({
      'https://example.com/': { status: 302, location: 'http://router.example.com/admin' },
      'http://router.example.com/admin': { error: 'blocked-by-policy' },
    });
    const ages = fakeAges();
    const r = await analyzeUrl('https://example.com/', ctxWith(http), { lookupDomainAge: ages.lookup });
    expect(r.redirects).toMatchObject({
      wasBlockedByPolicy: true,
      wasSuccessful: false,
      finalHost: 'router.example.com',
      errorMessageKey: 'http-error.blocked-by-policy',
    });
    expect(finding(r, 'url-redirect-to-private')).toMatchObject({
      severity: 'High',
      scoreImpact: 50,
      parameters: { host: 'router.example.com' },
    });
    expect(ages.asked).toEqual(['example.com']);
  });

  it('raises nothing for a first hop blocked by the policy (the lexical checks speak)', async () => {
    const http = fakeHttp({ 'http://10.0.0.1/': { error: 'blocked-by-policy' } });
    const r = await analyzeUrl('http://10.0.0.1/', ctxWith(http), { lookupDomainAge: fakeAges().lookup });
    expect(r.redirects.wasBlockedByPolicy).toBe(true);
    expect(codes(r)).not.toContain('url-redirect-to-private');
    expect(r.domainAge.skipReasonKey).toBe('skip.not-applicable');
  });

  it('re-runs the lexical checks on the final URL once, marked stage final', async () => {
    const http = fakeHttp({
      'https://example.com/x': {
        status: 302,
        location: 'https://paypal.com.secure-login.example.top/verify?login=1',
      },
    });
    const r = await analyzeUrl('https://example.com/x', ctxWith(http), {
      lookupDomainAge: fakeAges().lookup,
    });
    const brand = finding(r, 'url-brand-in-subdomain');
    expect(brand?.parameters).toMatchObject({ brand: 'PayPal', stage: 'final' });
    expect(finding(r, 'url-suspicious-tld')?.parameters).toMatchObject({ tld: 'top', stage: 'final' });
    expect(codes(r).filter((c) => c === 'url-lure-keyword')).toHaveLength(1);
    expect(codes(r)).not.toContain('url-scheme-added');
    expect(r.verdictKey).toBe('verdict.dangerous');
    expect(r.isInconclusive).toBe(false);
    expect(r.outcome).toBe('complete');
  });

  it('does not count evidence twice when input and final raise the same code', async () => {
    const http = fakeHttp({ 'https://a.example.top/': { status: 302, location: 'https://b.example.top/' } });
    const r = await analyzeUrl('https://a.example.top/', ctxWith(http), {
      lookupDomainAge: fakeAges().lookup,
    });
    expect(codes(r).filter((c) => c === 'url-suspicious-tld')).toHaveLength(1);
    expect(finding(r, 'url-suspicious-tld')?.parameters).not.toHaveProperty('stage');
  });
});

describe('analyzeUrl domain age', () => {
  it.each([
    ['new', 3, 'url-domain-new', 'High', 35],
    ['recent', 45, 'url-domain-young', 'Low', 10],
  ] as const)('band %s (%i days) raises %s', async (band, days, code, severity, impact) => {
    const ages = fakeAges({ 'example.com': [band, days] });
    const r = await analyzeUrl('https://example.com/', ctxWith(fakeHttp({})), {
      lookupDomainAge: ages.lookup,
    });
    expect(finding(r, code)).toMatchObject({
      severity,
      scoreImpact: impact,
      sourceHintKey: 'source.domain-age',
      parameters: { domain: 'example.com', days },
    });
    expect(r.domainAge.ageBand).toBe(band);
  });

  it.each([
    ['recent', 200],
    ['established', 4000],
  ] as const)('band %s (%i days) raises nothing', async (band, days) => {
    const ages = fakeAges({ 'example.com': [band, days] });
    const r = await analyzeUrl('https://example.com/', ctxWith(fakeHttp({})), {
      lookupDomainAge: ages.lookup,
    });
    expect(r.findings.filter((f) => f.sourceHintKey === 'source.domain-age')).toEqual([]);
  });

  it('makes the result inconclusive when the lookup fails', async () => {
    const ages = fakeAges({ 'example.com': 'fail' });
    const r = await analyzeUrl('https://example.com/', ctxWith(fakeHttp({})), {
      lookupDomainAge: ages.lookup,
    });
    expect(r.domainAge).toMatchObject({
      wasAttempted: true,
      wasSuccessful: false,
      errorMessageKey: 'whois.error.unavailable',
    });
    expect(r.isInconclusive).toBe(true);
    expect(r.summaryKey).toBe('url.summary.inconclusive');
  });
});

describe('analyzeUrl web risk', () => {
  const listed = (types: string[]) => ({
    body: JSON.stringify({ threat: { threatTypes: types, expireTime: '2030-01-01T00:00:00Z' } }),
  });

  it('skips without a key, contacts no provider and says so', async () => {
    const http = fakeHttp({});
    const r = await analyzeUrl('https://example.com/', ctxWith(http), { lookupDomainAge: fakeAges().lookup });
    expect(r.webRisk).toEqual({
      wasAttempted: false,
      wasSuccessful: false,
      threatTypes: [],
      errorMessageKey: null,
      skipReasonKey: 'url.skip.no-web-risk-key',
    });
    expect(http.calls.map((c) => c.url)).toEqual(['https://example.com/']);
    expect(r.isInconclusive).toBe(false);
  });

  it('looks up input and final URL, key in a header only, and reports a miss', async () => {
    const http = fakeHttp({ 'https://example.com/': { status: 301, location: 'https://example.org/' } });
    const r = await analyzeUrl('https://example.com/', ctxWith(http, { key: KEY }), {
      lookupDomainAge: fakeAges().lookup,
    });
    expect(r.webRisk).toEqual({
      wasAttempted: true,
      wasSuccessful: true,
      threatTypes: [],
      errorMessageKey: null,
      skipReasonKey: null,
    });
    const lookups = http.calls.filter((c) => c.url.startsWith(WEB_RISK_URL));
    expect(lookups.map((c) => new URL(c.url).searchParams.get('uri'))).toEqual([
      'https://example.com/',
      'https://example.org/',
    ]);
    for (const c of lookups) {
      const q = new URL(c.url).searchParams;
      expect(q.getAll('threatTypes')).toEqual(['MALWARE', 'SOCIAL_ENGINEERING', 'UNWANTED_SOFTWARE']);
      expect(c.url).not.toContain(KEY);
      expect(c.options.headers).toMatchObject({ 'X-Goog-Api-Key': KEY });
      expect(c.options.maxRedirects).toBe(0);
    }
    expect(JSON.stringify(r)).not.toContain(KEY);
  });

  it('turns a hit into a Critical finding that makes the verdict dangerous', async () => {
    const http = fakeHttp({}, (uri) =>
      uri === 'https://example.com/' ? listed(['SOCIAL_ENGINEERING']) : { body: '{}' },
    );
    const r = await analyzeUrl('https://example.com/', ctxWith(http, { key: KEY }), {
      lookupDomainAge: fakeAges().lookup,
    });
    expect(r.findings[0]).toMatchObject({
      titleKey: 'finding.url-web-risk-listed.title',
      severity: 'Critical',
      scoreImpact: 100,
      sourceHintKey: 'source.web-risk',
      parameters: { threatTypes: ['SOCIAL_ENGINEERING'], urls: ['https://example.com/'] },
    });
    expect(r.webRisk.threatTypes).toEqual(['SOCIAL_ENGINEERING']);
    expect(r.verdictKey).toBe('verdict.dangerous');
    expect(r.confidenceScore).toBe(100);
  });

  it.each([
    [{ error: 'timeout' as const }, 'http-error.timeout'],
    [{ status: 403, body: '{"error":{"message":"API key not valid"}}' }, 'url.error.web-risk-failed'],
    [{ body: 'not json' }, 'url.error.web-risk-failed'],
    [{ body: '{"threat":{"threatTypes":"MALWARE"}}' }, 'url.error.web-risk-failed'],
  ])('reports a failed lookup (%j) without a finding and without the key', async (answer, key) => {
    const http = fakeHttp({}, () => answer);
    const r = await analyzeUrl('https://example.com/', ctxWith(http, { key: KEY }), {
      lookupDomainAge: fakeAges().lookup,
    });
    expect(r.webRisk).toMatchObject({
      wasAttempted: true,
      wasSuccessful: false,
      threatTypes: [],
      errorMessageKey: key,
    });
    expect(codes(r)).not.toContain('url-web-risk-listed');
    expect(JSON.stringify(r)).not.toContain(KEY);
  });
});

describe('analyzeUrl deadline, offline and calibration', () => {
  it('returns within the deadline when the site and RDAP never answer', async () => {
    const http = fakeHttp({ 'https://slow.example.com/': { hang: true } });
    const ages = fakeAges({ 'example.com': 'hang' });
    const started = performance.now();
    const r = await analyzeUrl('https://slow.example.com/', ctxWith(http, { timeoutMs: 100 }), {
      lookupDomainAge: ages.lookup,
    });
    expect(performance.now() - started).toBeLessThan(1500);
    expect(r.redirects.errorMessageKey).toBe('http-error.timeout');
    expect(r.domainAge).toMatchObject({
      wasAttempted: true,
      wasSuccessful: false,
      errorMessageKey: 'http-error.timeout',
    });
    expect(r.isInconclusive).toBe(true);
  });

  it('honours the caller signal', async () => {
    const http = fakeHttp({ 'https://slow.example.com/': { hang: true } });
    const controller = new AbortController();
    const pending = analyzeUrl('https://slow.example.com/', ctxWith(http, { timeoutMs: 60_000 }), {
      signal: controller.signal,
      lookupDomainAge: fakeAges({ 'example.com': 'hang' }).lookup,
    });
    controller.abort();
    const r = await pending;
    expect(r.redirects.errorMessageKey).toBe('http-error.timeout');
  });

  it('contacts nothing offline, even with a key', async () => {
    const http = fakeHttp({});
    const ages = fakeAges();
    const ctx = createContext({
      offline: true,
      http,
      providers: { webRiskUrl: WEB_RISK_URL, webRiskApiKey: KEY },
    });
    const r = await analyzeUrl('https://tinyurl.com/abc', ctx, { lookupDomainAge: ages.lookup });
    expect(http.calls).toEqual([]);
    expect(ages.asked).toEqual([]);
    expect(r.redirects.skipReasonKey).toBe('skip.offline-mode');
    expect(r.domainAge.skipReasonKey).toBe('skip.offline-mode');
    expect(r.webRisk.skipReasonKey).toBe('skip.offline-mode');
    expect(r.verdictKey).toBe('verdict.caution');
  });

  it('calls a clean URL with an established domain and no redirects likely safe, conclusively', async () => {
    const r = await analyzeUrl('https://www.example.com/', ctxWith(fakeHttp({})), {
      lookupDomainAge: fakeAges().lookup,
    });
    expect(r).toMatchObject({
      confidenceScore: 0,
      verdictKey: 'verdict.likely-safe',
      summaryKey: 'url.summary.likely-safe',
      isInconclusive: false,
    });
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });

  it('calls a bit.ly link landing on a brand-new .top domain dangerous', async () => {
    const http = fakeHttp({ 'https://bit.ly/3xYz': { status: 301, location: 'https://account-check.top/' } });
    const ages = fakeAges({ 'account-check.top': ['new', 2] });
    const r = await analyzeUrl('https://bit.ly/3xYz', ctxWith(http), { lookupDomainAge: ages.lookup });
    expect(ages.asked).toEqual(['account-check.top']);
    expect(codes(r)).toEqual(
      expect.arrayContaining([
        'url-shortener-managed',
        'url-domain-new',
        'url-redirect-shortener-risky',
        'url-suspicious-tld',
      ]),
    );
    expect(codes(r)).not.toContain('url-redirect-cross-domain');
    expect(r.verdictKey).toBe('verdict.dangerous');
    expect(r.isInconclusive).toBe(false);
  });

  it('keeps a public shortener landing on an ordinary established site at caution; a social-media tool’s is likely safe', async () => {
    const http = fakeHttp({
      'https://tinyurl.com/abc': { status: 301, location: 'https://www.example.com/article' },
      'https://bit.ly/abc': { status: 301, location: 'https://www.example.com/article' },
    });
    const r = await analyzeUrl('https://tinyurl.com/abc', ctxWith(http), {
      lookupDomainAge: fakeAges().lookup,
    });
    expect(codes(r)).not.toContain('url-redirect-shortener-risky');
    expect(r.verdictKey).toBe('verdict.caution');
    const managed = await analyzeUrl('https://bit.ly/abc', ctxWith(http), {
      lookupDomainAge: fakeAges().lookup,
    });
    expect(codes(managed)).toContain('url-shortener-managed');
    expect(codes(managed)).not.toContain('url-redirect-shortener-risky');
    expect(managed.verdictKey).toBe('verdict.likely-safe');
  });
});
