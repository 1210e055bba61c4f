/**
 * A fake internet for the HTTP-family endpoints (check-whois, -certs, -hash, -headers and check-url's
 * network parts): one `fakeHttp` that dispatches on the host name (RDAP bootstrap and registry,
 * crt.sh, Cert Spotter, VirusTotal, Google Web Risk, target sites) and a `fakeDns` with the Team Cymru
 * Malware Hash Registry. No socket is opened.
 */
import {
  analyzeCerts,
  analyzeHash,
  analyzeHeaders,
  analyzeWhois,
  createContext,
  type AnalysisContext,
  type CertsResult,
  type HashResult,
  type HeadersResult,
  type HttpErrorCode,
  type ProviderEndpoints,
  type WhoisAnalysisResult,
} from '@secapi/core';
import {
  fakeDns,
  fakeHttp,
  type FakeHttp,
  type FakeHttpEntry,
  type FakeHttpEntryValue,
} from '@secapi/test-kit';
import type { Analyzers } from '../service.js';

export const MD5 = '44d88612fea8a8f36de82e1278abb02f';
export const UNKNOWN_SHA1 = '3395856ce81f2b7382dee72602f798b642f14140';

const json = (body: unknown, status = 200, type = 'application/json'): FakeHttpEntryValue => ({
  status,
  headers: { 'content-type': type },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

export const PROVIDERS: Partial<ProviderEndpoints> = {
  rdapBootstrapUrl: 'https://iana.test/rdap/dns.json',
  rdapFallbackUrl: 'https://rdap-fallback.test/',
  crtShUrl: 'https://crt.test/',
  certSpotterUrl: 'https://certspotter.test/v1/issuances',
  virusTotalUrl: 'https://vt.test/api/v3/',
  webRiskUrl: 'https://webrisk.test/v1/uris:search',
};

function domainObject(ldhName: string): string {
  return JSON.stringify({
    objectClassName: 'domain',
    ldhName,
    status: ['client transfer prohibited'],
    events: [
      { eventAction: 'registration', eventDate: '2001-05-01T00:00:00Z' },
      { eventAction: 'expiration', eventDate: '2099-05-01T00:00:00Z' },
    ],
    secureDNS: { delegationSigned: false },
    nameservers: [{ objectClassName: 'nameserver', ldhName: 'NS1.EXAMPLE-DNS.TEST' }],
    entities: [
      {
        objectClassName: 'entity',
        roles: ['registrar'],
        publicIds: [{ type: 'IANA Registrar ID', identifier: '292' }],
        vcardArray: [
          'vcard',
          [
            ['version', {}, 'text', '4.0'],
            ['fn', {}, 'text', 'Registrar Test Inc.'],
          ],
        ],
      },
    ],
  });
}

const RDAP_REGISTRY: FakeHttpEntry = (url) => {
  const name = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  if (name === 'example.com' || name === 'shop-example.com')
    return json(domainObject(name.toUpperCase()), 200, 'application/rdap+json');
  return json('{"errorCode":404}', 404, 'application/rdap+json');
};

const GOOD_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'content-security-policy':
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'permissions-policy': 'camera=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

const VT_FILE = {
  data: {
    id: 'a'.repeat(64),
    type: 'file',
    attributes: {
      last_analysis_stats: { harmless: 0, malicious: 60, suspicious: 1, undetected: 9 },
      md5: MD5,
      meaningful_name: 'eicar.com',
      names: ['eicar.com'],
      tags: [],
    },
  },
};

/** The default fake internet, host by host; `overrides` replace or add hosts. */
export function sites(
  overrides: Readonly<Record<string, FakeHttpEntry>> = {},
): Record<string, FakeHttpEntry> {
  return {
    'iana.test': json({ version: '1.0', services: [[['com', 'net'], ['https://rdap.registry.test/']]] }),
    'rdap.registry.test': RDAP_REGISTRY,
    'rdap-fallback.test': json('{"errorCode":404}', 404),
    'crt.test': json([
      {
        issuer_name: "C=US, O=Let's Encrypt, CN=R11",
        common_name: 'www.example.com',
        name_value: 'example.com\nwww.example.com',
        id: 15600000003,
        not_before: '2026-10-01T09:00:00',
        not_after: '2026-12-30T09:00:00',
        serial_number: '04aa',
      },
    ]),
    'certspotter.test': json([]),
    'vt.test': (url) =>
      url.includes(MD5)
        ? json(VT_FILE)
        : json({ error: { code: 'NotFoundError', message: 'not found' } }, 404),
    'webrisk.test': json({}),
    'www.example.com': (url) =>
      url.startsWith('http:')
        ? { status: 301, headers: { location: 'https://www.example.com/' } }
        : { status: 200, headers: GOOD_HEADERS },
    'example.com': { status: 301, headers: { location: 'https://www.example.com/' } },
    ...overrides,
  };
}

/** A `fakeHttp` over `hosts`; unknown hosts fail with `fallback` (default `dns-nxdomain`). */
export function hostHttp(
  hosts: Readonly<Record<string, FakeHttpEntry>>,
  fallback: HttpErrorCode = 'dns-nxdomain',
): FakeHttp {
  return fakeHttp({
    '*': async (url, options) => {
      const entry = hosts[new URL(url).hostname];
      if (entry === undefined) return { error: fallback };
      return typeof entry === 'function' ? entry(url, options) : entry;
    },
  });
}

export interface SitesContextOptions {
  readonly hosts?: Readonly<Record<string, FakeHttpEntry>>;
  readonly fallback?: HttpErrorCode;
  readonly providers?: Partial<ProviderEndpoints>;
  readonly offline?: boolean;
}

/** A core context over the fake internet (and the Team Cymru registry listing `MD5`). */
export function sitesContext(options: SitesContextOptions = {}): AnalysisContext {
  return createContext({
    http: hostHttp(options.hosts ?? sites(), options.fallback),
    dns: fakeDns({ [`${MD5}.hash.cymru.com`]: { A: ['127.0.0.2'], TXT: [['1761955200 79']] } }),
    offline: options.offline ?? false,
    timeoutMs: 5000,
    providers: { ...PROVIDERS, ...options.providers },
  });
}

export interface HttpFamilyCalls {
  whois: string[];
  certs: string[];
  hash: string[];
  headers: string[];
}

export const emptyCalls = (): HttpFamilyCalls => ({ whois: [], certs: [], hash: [], headers: [] });

/**
 * Injected analyzers: core's analyses over `ctx` (default `sitesContext()`, whatever context the
 * service passes), recording each input they receive.
 */
export function httpFamilyAnalyzers(
  calls: HttpFamilyCalls,
  ctx: AnalysisContext = sitesContext(),
): Pick<Analyzers, 'analyzeWhois' | 'analyzeCerts' | 'analyzeHash' | 'analyzeHeaders'> {
  return {
    analyzeWhois: (domain): Promise<WhoisAnalysisResult> => {
      calls.whois.push(domain);
      return analyzeWhois(domain, ctx);
    },
    analyzeCerts: (domain): Promise<CertsResult> => {
      calls.certs.push(domain);
      return analyzeCerts(domain, ctx);
    },
    analyzeHash: (hash): Promise<HashResult> => {
      calls.hash.push(hash);
      return analyzeHash(hash, ctx);
    },
    analyzeHeaders: (url): Promise<HeadersResult> => {
      calls.headers.push(url);
      return analyzeHeaders(url, ctx);
    },
  };
}
