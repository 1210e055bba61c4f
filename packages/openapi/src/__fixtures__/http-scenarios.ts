/**
 * Scenarios for the contract tests of the HTTP-family endpoints (check-whois, check-certs,
 * check-hash, check-headers, and check-url's network parts): the REAL core analyses run over
 * `fakeHttp` (and `fakeDns` where they ask DNS) in several shapes each: success, provider failure and
 * fallback, 404 / not found, blocked by policy, offline. The schemas are checked against what core
 * actually produces, not against hand-written samples.
 */
import { readFileSync } from 'node:fs';
import {
  analyzeCerts,
  analyzeHash,
  analyzeHeaders,
  analyzeUrl,
  analyzeWhois,
  createContext,
  type AnalysisContext,
  type DnsPort,
  type HttpErrorCode,
  type ProviderEndpoints,
} from '@secapi/core';
import {
  fakeDns,
  fakeHttp,
  type FakeHttpEntry,
  type FakeHttpEntryValue,
  type FakeZone,
} from '@secapi/test-kit';
import type { Scenario } from './analysis-scenarios.js';

/** Fixed "now" of every scenario (domain ages, expiry notes). */
const NOW = Date.parse('2026-11-01T12:00:00Z');

/** A `fakeHttp` that dispatches on the host name (provider URLs carry query strings). */
function byHost(hosts: Readonly<Record<string, FakeHttpEntry>>, fallback?: FakeHttpEntry) {
  return fakeHttp({
    '*': async (url, options) => {
      const entry = hosts[new URL(url).hostname] ?? fallback;
      if (entry === undefined) return { error: 'connection-failed', detail: `no fake for ${url}` };
      return typeof entry === 'function' ? entry(url, options) : entry;
    },
  });
}

const PROVIDERS: Partial<ProviderEndpoints> = {
  rdapBootstrapUrl: 'https://iana.test/rdap/dns.json',
  rdapFallbackUrl: 'https://rdap-fallback.test/',
  crtShUrl: 'https://crt.test/',
  certSpotterUrl: 'https://certspotter.test/v1/issuances',
  virusTotalUrl: 'https://vt.test/api/v3/',
  webRiskUrl: 'https://webrisk.test/v1/uris:search',
};

function ctxOf(
  hosts: Readonly<Record<string, FakeHttpEntry>>,
  options: {
    fallback?: FakeHttpEntry;
    dns?: DnsPort;
    providers?: Partial<ProviderEndpoints>;
    offline?: boolean;
  } = {},
): AnalysisContext {
  return createContext({
    http: byHost(hosts, options.fallback),
    dns: options.dns ?? fakeDns({}),
    clock: { now: () => NOW },
    offline: options.offline ?? false,
    timeoutMs: 5000,
    providers: { ...PROVIDERS, ...options.providers },
  });
}
const offline = (): AnalysisContext =>
  createContext({ offline: true, clock: { now: () => NOW }, providers: PROVIDERS });
const fail = (error: HttpErrorCode): FakeHttpEntryValue => ({ error });
const json = (body: unknown, status = 200, type = 'application/json'): FakeHttpEntryValue => ({
  status,
  headers: { 'content-type': type },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

// ------------------------------------------------------------------ RDAP (check-whois, domain age)

const BOOTSTRAP = {
  version: '1.0',
  publication: '2026-01-14T20:00:01Z',
  services: [
    [['com', 'net'], ['https://rdap.registry.test/com/v1/']],
    [['ca'], ['https://rdap.ca.test/']],
  ],
};

/** A registry domain object (RFC 9083) read from core's whois fixtures. */
const rdapFixture = (name: string): string =>
  readFileSync(new URL(`../../../core/src/analyses/whois/__fixtures__/${name}`, import.meta.url), 'utf8');

const rdap = (body: string, status = 200): FakeHttpEntryValue => json(body, status, 'application/rdap+json');

/** A minimal registered domain created `daysAgo` days before NOW. */
function domainObject(ldhName: string, daysAgo: number): string {
  const created = new Date(NOW - daysAgo * 86_400_000).toISOString();
  return JSON.stringify({
    objectClassName: 'domain',
    ldhName,
    status: ['client transfer prohibited'],
    events: [
      { eventAction: 'registration', eventDate: created },
      { eventAction: 'expiration', eventDate: '2030-01-01T00:00:00Z' },
    ],
    nameservers: [{ objectClassName: 'nameserver', ldhName: 'NS1.EXAMPLE-DNS.TEST' }],
  });
}

const REGISTRY = 'rdap.registry.test';

export const WHOIS_SCENARIOS: readonly Scenario[] = [
  {
    name: 'registry answers: registrar, dates, statuses, DNSSEC, registrant',
    run: () =>
      analyzeWhois(
        'www.shop-example.com',
        ctxOf({
          'iana.test': json(BOOTSTRAP),
          [REGISTRY]: rdap(rdapFixture('shop-example-com.json')),
        }),
      ),
  },
  {
    name: 'registry answers a redacted, expired domain',
    run: () =>
      analyzeWhois(
        'privacy-example.com',
        ctxOf({ 'iana.test': json(BOOTSTRAP), [REGISTRY]: rdap(rdapFixture('redacted-rfc9537.json')) }),
      ),
  },
  {
    name: 'registry 404: not found',
    run: () =>
      analyzeWhois(
        'free-name.com',
        ctxOf({ 'iana.test': json(BOOTSTRAP), [REGISTRY]: rdap('{"errorCode":404}', 404) }),
      ),
  },
  {
    name: 'registry 503: the public fallback answers',
    run: () =>
      analyzeWhois(
        'shop-example.com',
        ctxOf({
          'iana.test': json(BOOTSTRAP),
          [REGISTRY]: rdap('{}', 503),
          'rdap-fallback.test': rdap(rdapFixture('shop-example-com.json')),
        }),
      ),
  },
  {
    name: 'every server times out: unavailable',
    run: () => analyzeWhois('shop-example.com', ctxOf({}, { fallback: fail('timeout') })),
  },
  {
    name: 'blocked by policy: unavailable',
    run: () => analyzeWhois('shop-example.com', ctxOf({}, { fallback: fail('blocked-by-policy') })),
  },
  {
    name: 'unknown TLD: unsupported',
    run: () =>
      analyzeWhois(
        'thing.zz',
        ctxOf({ 'iana.test': json(BOOTSTRAP), 'rdap-fallback.test': rdap('{}', 404) }),
      ),
  },
  { name: 'offline', run: () => analyzeWhois('shop-example.com', offline()) },
];

// ------------------------------------------------------------------ check-certs

const CRTSH_ROWS = [
  {
    issuer_ca_id: 295815,
    issuer_name: "C=US, O=Let's Encrypt, CN=R11",
    common_name: 'www.example.com',
    name_value: 'example.com\nwww.example.com',
    id: 15600000003,
    entry_timestamp: '2026-10-01T10:00:01.118',
    not_before: '2026-10-01T09:00:00',
    not_after: '2026-12-30T09:00:00',
    serial_number: '04aa',
  },
  {
    issuer_ca_id: 183267,
    issuer_name: 'C=US, O=Google Trust Services, CN=WR1',
    common_name: '*.example.com',
    name_value: '*.example.com\nAPI.Example.com.\nmail.example.com',
    id: 14400000001,
    entry_timestamp: '2026-08-15T00:00:00.000',
    not_before: '2026-08-14T23:00:00',
    not_after: '2026-11-12T23:00:00',
    serial_number: '0b1c',
  },
];
const CERTSPOTTER_ISSUANCES = [
  {
    id: '4683204563',
    tbs_sha256: 'a'.repeat(64),
    pubkey_sha256: 'b'.repeat(64),
    not_before: '2026-09-01T00:00:00-00:00',
    not_after: '2026-11-30T00:00:00-00:00',
    dns_names: ['example.com', 'www.example.com', 'unrelated.example.net'],
    issuer: { name: "C=US, O=Let's Encrypt, CN=R10", friendly_name: "Let's Encrypt" },
  },
];

export const CERTS_SCENARIOS: readonly Scenario[] = [
  {
    name: 'crt.sh answers',
    run: () => analyzeCerts('Example.com', ctxOf({ 'crt.test': json(CRTSH_ROWS) })),
  },
  {
    name: 'crt.sh fails (502), Cert Spotter answers',
    run: () =>
      analyzeCerts(
        'example.com',
        ctxOf({
          'crt.test': json('bad gateway', 502, 'text/plain'),
          'certspotter.test': json(CERTSPOTTER_ISSUANCES),
        }),
      ),
  },
  {
    name: 'crt.sh rate-limited, Cert Spotter finds nothing',
    run: () =>
      analyzeCerts('nothing-here.com', ctxOf({ 'crt.test': json('', 429), 'certspotter.test': json([]) })),
  },
  {
    name: 'both sources fail (invalid JSON, timeout)',
    run: () =>
      analyzeCerts(
        'example.com',
        ctxOf({ 'crt.test': json('<html>', 200, 'text/html'), 'certspotter.test': fail('timeout') }),
      ),
  },
  {
    name: 'blocked by policy',
    run: () => analyzeCerts('example.com', ctxOf({}, { fallback: fail('blocked-by-policy') })),
  },
  { name: 'offline', run: () => analyzeCerts('example.com', offline()) },
];

// ------------------------------------------------------------------ check-hash

const MD5 = '44d88612fea8a8f36de82e1278abb02f';
const SHA256 = '275a021bbfb6489e54d471899f7db9d1663fc695ec2fe2a2c4538aabf651fd0f';
const VT_KEY = { virusTotalApiKey: 'vt-test-key-0123456789' };
const VT_FILE = {
  data: {
    id: SHA256,
    type: 'file',
    attributes: {
      last_analysis_stats: {
        harmless: 0,
        malicious: 62,
        suspicious: 0,
        undetected: 7,
        timeout: 1,
        'confirmed-timeout': 0,
        failure: 0,
        'type-unsupported': 3,
      },
      last_analysis_date: 1_761_955_200,
      meaningful_name: 'eicar.com',
      names: ['eicar.com', 'eicar.txt'],
      type_description: 'DOS COM',
      size: 68,
      md5: MD5,
      sha256: SHA256,
      first_submission_date: 1_148_301_722,
      times_submitted: 1_234_567,
      reputation: -42,
      tags: ['attachment'],
      popular_threat_classification: { suggested_threat_label: 'virus.eicar/test' },
    },
  },
};
const mhrListed: FakeZone = { [`${MD5}.hash.cymru.com`]: { A: ['127.0.0.2'], TXT: [['1761955200 79']] } };

export const HASH_SCENARIOS: readonly Scenario[] = [
  {
    name: 'VirusTotal knows the file',
    run: () => analyzeHash(MD5, ctxOf({ 'vt.test': json(VT_FILE) }, { providers: VT_KEY })),
  },
  {
    name: 'VirusTotal 404: not found',
    run: () =>
      analyzeHash(
        SHA256,
        ctxOf(
          { 'vt.test': json({ error: { code: 'NotFoundError', message: 'not found' } }, 404) },
          { providers: VT_KEY },
        ),
      ),
  },
  {
    name: 'VirusTotal rejects the key',
    run: () =>
      analyzeHash(
        MD5,
        ctxOf(
          { 'vt.test': json({ error: { code: 'WrongCredentialsError', message: 'x' } }, 401) },
          { providers: VT_KEY, dns: fakeDns(mhrListed) },
        ),
      ),
  },
  {
    name: 'VirusTotal quota exceeded',
    run: () =>
      analyzeHash(
        MD5,
        ctxOf(
          { 'vt.test': json({ error: { code: 'QuotaExceededError', message: 'x' } }, 429) },
          { providers: VT_KEY },
        ),
      ),
  },
  {
    name: 'VirusTotal 500',
    run: () => analyzeHash(MD5, ctxOf({ 'vt.test': json('oops', 500, 'text/plain') }, { providers: VT_KEY })),
  },
  {
    name: 'VirusTotal blocked by policy',
    run: () => analyzeHash(MD5, ctxOf({}, { providers: VT_KEY, fallback: fail('blocked-by-policy') })),
  },
  {
    name: 'no key: Team Cymru lists the hash',
    run: () => analyzeHash(MD5, ctxOf({}, { dns: fakeDns(mhrListed) })),
  },
  {
    name: 'no key: Team Cymru does not list the hash',
    run: () => analyzeHash(SHA256, ctxOf({}, { dns: fakeDns({}) })),
  },
  {
    name: 'no key: Team Cymru fails (SERVFAIL)',
    run: () => analyzeHash(MD5, ctxOf({}, { dns: fakeDns({ [`${MD5}.hash.cymru.com`]: 'servfail' }) })),
  },
  { name: 'offline', run: () => analyzeHash(MD5, offline()) },
];

// ------------------------------------------------------------------ check-headers

const GOOD_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'content-security-policy':
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'permissions-policy': 'camera=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'set-cookie': ['__Host-sid=1; Path=/; Secure; HttpOnly; SameSite=Lax'],
};
const redirectToHttps = (host: string): FakeHttpEntryValue => ({
  status: 301,
  headers: { location: `https://${host}/` },
});

function site(
  host: string,
  https: FakeHttpEntryValue,
  http: FakeHttpEntryValue = redirectToHttps(host),
): (url: string) => FakeHttpEntryValue {
  return (url) => (url.startsWith('http:') ? http : https);
}

export const HEADERS_SCENARIOS: readonly Scenario[] = [
  {
    name: 'well-configured site: A+',
    run: () =>
      analyzeHeaders(
        'https://good.example/',
        ctxOf({ 'good.example': site('good.example', { status: 200, headers: GOOD_HEADERS }) }),
      ),
  },
  {
    name: 'bare site with leaky headers and an insecure cookie, over http',
    run: () =>
      analyzeHeaders(
        'http://bare.example/',
        ctxOf({
          'bare.example': {
            status: 200,
            headers: {
              server: 'Apache/2.4.1',
              'x-powered-by': 'PHP/5.6',
              'set-cookie': 'sessionid=abc; Path=/',
              'x-frame-options': 'ALLOW-FROM https://x.example',
              'content-security-policy': "script-src 'unsafe-inline' 'unsafe-eval' http:",
            },
          },
        }),
      ),
  },
  {
    name: 'redirect to another host, then 200',
    run: () =>
      analyzeHeaders(
        'https://old.example/',
        ctxOf({
          'old.example': site('old.example', {
            status: 302,
            headers: { location: 'https://new.example/home' },
          }),
          'new.example': { status: 200, headers: { 'strict-transport-security': 'max-age=300' } },
        }),
      ),
  },
  {
    name: 'site answers 404',
    run: () =>
      analyzeHeaders(
        'https://gone.example/page',
        ctxOf({ 'gone.example': site('gone.example', { status: 404 }) }),
      ),
  },
  {
    name: 'site answers 500 (unexpected status)',
    run: () => analyzeHeaders('https://err.example/', ctxOf({ 'err.example': { status: 503 } })),
  },
  {
    name: 'DNS name does not exist',
    run: () => analyzeHeaders('https://nx.example/', ctxOf({}, { fallback: fail('dns-nxdomain') })),
  },
  {
    name: 'blocked by policy (private address)',
    run: () =>
      analyzeHeaders('https://intranet.example/', ctxOf({}, { fallback: fail('blocked-by-policy') })),
  },
  { name: 'offline', run: () => analyzeHeaders('https://good.example/', offline()) },
];

// ------------------------------------------------------------------ check-url with network parts

const WEB_RISK_KEY = { webRiskApiKey: 'AIza-test-key' };
const webRisk =
  (listed: readonly string[]): FakeHttpEntry =>
  (url) => {
    const uri = new URL(url).searchParams.get('uri') ?? '';
    return json(
      listed.includes(uri)
        ? { threat: { threatTypes: ['SOCIAL_ENGINEERING'], expireTime: '2030-01-01T00:00:00Z' } }
        : {},
    );
  };

export const URL_NETWORK_SCENARIOS: readonly Scenario[] = [
  {
    name: 'shortener redirects to a new look-alike domain listed by Web Risk',
    run: () =>
      analyzeUrl(
        'https://sho.rt/abc',
        ctxOf(
          {
            'sho.rt': { status: 301, headers: { location: 'http://paypa1-login.com/verify' } },
            'paypa1-login.com': { status: 200, body: 'hello' },
            'iana.test': json(BOOTSTRAP),
            [REGISTRY]: rdap(domainObject('PAYPA1-LOGIN.COM', 3)),
            'webrisk.test': webRisk(['http://paypa1-login.com/verify']),
          },
          { providers: WEB_RISK_KEY },
        ),
      ),
  },
  {
    name: 'established domain answers 200, Web Risk not listed',
    run: () =>
      analyzeUrl(
        'https://www.shop-example.com/',
        ctxOf(
          {
            'www.shop-example.com': { status: 200 },
            'iana.test': json(BOOTSTRAP),
            [REGISTRY]: rdap(rdapFixture('shop-example-com.json')),
            'webrisk.test': webRisk([]),
          },
          { providers: WEB_RISK_KEY },
        ),
      ),
  },
  {
    name: 'redirect to a private address is blocked; no Web Risk key',
    run: () =>
      analyzeUrl(
        'https://jump.example.com/',
        ctxOf({
          'jump.example.com': { status: 302, headers: { location: 'http://10.0.0.1/admin' } },
          '10.0.0.1': fail('blocked-by-policy'),
          'iana.test': json(BOOTSTRAP),
          [REGISTRY]: rdap(domainObject('EXAMPLE.COM', 100)),
        }),
      ),
  },
  {
    name: 'host does not resolve, RDAP 404, Web Risk fails',
    run: () =>
      analyzeUrl(
        'https://missing-site.com/',
        ctxOf(
          {
            'missing-site.com': fail('dns-nxdomain'),
            'iana.test': json(BOOTSTRAP),
            [REGISTRY]: rdap('{"errorCode":404}', 404),
            'webrisk.test': json('quota', 429, 'text/plain'),
          },
          { providers: WEB_RISK_KEY },
        ),
      ),
  },
  {
    name: 'everything times out',
    run: () =>
      analyzeUrl('https://slow-site.com/', ctxOf({}, { providers: WEB_RISK_KEY, fallback: fail('timeout') })),
  },
  { name: 'offline', run: () => analyzeUrl('https://paypa1.com/login', offline()) },
  {
    name: 'javascript: URL (network parts not applicable)',
    run: () => analyzeUrl('javascript:alert(1)', ctxOf({}, { providers: WEB_RISK_KEY })),
  },
];
