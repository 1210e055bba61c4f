/**
 * A small in-memory stand-in for `@secapi/server`'s `Service`, for the router's unit tests: same input
 * rules as core (InputError keys and limits), canned results built with core's own helpers, and a
 * counting limiter per partition that answers 429 in plain text like the server's.
 *
 * The DNS-family checks run core's real analyses against test-kit's `fakeDns` (an in-memory zone, no
 * network), so their results have exactly core's shape and input rules. The zone holds hostile
 * content where an attacker controls it: a TXT record, a PTR name, a blocklist's explanation.
 */
import type { RequestHandler } from 'express';
import {
  ANALYSES,
  ANALYSIS_IDS,
  InputError,
  createContext,
  makeFinding,
  type AnalysisContext,
  type AnalysisId,
  type AnalysisMethods,
  type AnalysisParamValues,
  type AnyAnalysis,
  type DnsPort,
  type MessageAnalysisResult,
  type MessageFinding,
  type UrlAnalysisResult,
} from '@secapi/core';
import { MESSAGE_RULES } from '@secapi/core/message';
import { URL_RULES } from '@secapi/core/url';
import {
  fakeDns,
  fakeHttp,
  messageResult,
  urlResult,
  type FakeHttpRoutes,
  type FakeZone,
} from '@secapi/test-kit';
import { virusTotalFileReport } from '@secapi/test-kit/fixtures/virustotal.js';
import type { FeedbackRecord } from '@secapi/server';
import type { FormService, RateLimitedLocals } from '../src/router.js';

/** Attacker-controlled values planted in the fake zone; pages must show them as text. */
export const HOSTILE = {
  txt: '<script>alert("txt")</script>',
  ptr: '<script>alert(1)</script>.evil.example',
  reason: '<img src=x onerror=alert(3)>',
  registrant: '<script>alert("rdap")</script>',
  certName: '<script>.example.ca',
  header: '<script>alert("hdr")</script>',
  fileName: '<script>alert("vt")</script>.exe',
} as const;

/** Hashes with a known story: EICAR's SHA-256 (VirusTotal knows it) and an MD5 Team Cymru lists. */
export const FAKE_HASH = {
  known: '275a021bbfb6489e54d471899f7db9d1663fc695ec2fe2a2c4538aabf651fd0f',
  unknown: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  listedMd5: '44d88612fea8a8f36de82e1278abb02f',
} as const;

const json = (body: unknown, type = 'application/json') => ({
  status: 200,
  headers: { 'content-type': type },
  body: JSON.stringify(body),
});

/** RDAP (bootstrap + the registry of .ca), crt.sh, VirusTotal and a web site, all in memory. */
const FAKE_HTTP_ROUTES: FakeHttpRoutes = {
  'https://iana.test/rdap/dns.json': json({
    version: '1.0',
    services: [[['ca'], ['https://rdap.ca.test/']]],
  }),
  'https://rdap.ca.test/domain/example.ca': json(
    {
      objectClassName: 'domain',
      ldhName: 'EXAMPLE.CA',
      status: ['client transfer prohibited', 'server delete prohibited', 'active'],
      entities: [
        {
          objectClassName: 'entity',
          roles: ['registrar'],
          publicIds: [{ type: 'IANA Registrar ID', identifier: '1234' }],
          vcardArray: [
            'vcard',
            [
              ['version', {}, 'text', '4.0'],
              ['fn', {}, 'text', 'Registraire Exemple inc.'],
            ],
          ],
        },
        {
          objectClassName: 'entity',
          roles: ['registrant'],
          vcardArray: [
            'vcard',
            [
              ['version', {}, 'text', '4.0'],
              ['fn', {}, 'text', HOSTILE.registrant],
              ['adr', { cc: 'ca' }, 'text', ['', '', '', 'Montréal', 'QC', '', 'Canada']],
            ],
          ],
        },
      ],
      events: [
        { eventAction: 'registration', eventDate: '2001-03-14T05:00:00Z' },
        { eventAction: 'expiration', eventDate: '2031-03-14T04:00:00Z' },
        { eventAction: 'last changed', eventDate: '2024-02-01T12:00:00Z' },
      ],
      secureDNS: { delegationSigned: false },
      nameservers: [
        { objectClassName: 'nameserver', ldhName: 'NS1.EXAMPLE.CA' },
        { objectClassName: 'nameserver', ldhName: 'ns2.example.ca' },
      ],
    },
    'application/rdap+json',
  ),
  [`https://vt.test/api/v3/files/${FAKE_HASH.known}`]: json(
    virusTotalFileReport({
      sha256: FAKE_HASH.known,
      md5: FAKE_HASH.listedMd5,
      stats: { suspicious: 1 },
      names: ['eicar.com', HOSTILE.fileName],
    }),
  ),
  'http://example.ca/': { status: 301, headers: { location: 'https://example.ca/' } },
  'https://example.ca/': {
    status: 200,
    headers: {
      'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'x-powered-by': HOSTILE.header,
      'content-type': 'text/html',
    },
  },
  '*': (url: string) => {
    if (url.startsWith('https://crt.sh/')) {
      return json([
        {
          issuer_name: "C=US, O=Let's Encrypt, CN=R11",
          common_name: 'www.example.ca',
          name_value: 'example.ca\nwww.example.ca',
          id: 15600000003,
          entry_timestamp: '2026-10-01T10:00:01.118',
          not_before: '2026-10-01T09:00:00',
          not_after: '2026-12-30T09:00:00',
          serial_number: '04aa',
        },
        {
          issuer_name: `C=US, O=Google Trust Services, CN=${HOSTILE.certName}`,
          common_name: '*.example.ca',
          name_value: `*.example.ca\nmail.example.ca\n${HOSTILE.certName}`,
          id: 14400000001,
          entry_timestamp: '2026-08-15T00:00:00.000',
          not_before: '2026-08-14T23:00:00',
          not_after: '2026-11-12T23:00:00',
          serial_number: '0b1c',
        },
      ]);
    }
    if (url.startsWith('https://vt.test/')) {
      return { status: 404, body: JSON.stringify({ error: { code: 'NotFoundError', message: 'x' } }) };
    }
    return { error: 'connection-refused' };
  },
};

/** A public address with a full story: PTR (one confirmed name, one hostile), AS, blocklists. */
export const FAKE_IP = '193.0.6.139';
const REV = '139.6.0.193';
/** An ed25519 DKIM key (32 bytes). */
const ED25519_KEY = Buffer.alloc(32, 7).toString('base64');

export const FAKE_ZONE: FakeZone = {
  // check-acme: a TXT record left at the doubled name (a dns-01 warning), hostile text in it.
  '_acme-challenge.example.ca.example.ca': { TXT: [[HOSTILE.txt]] },
  'example.ca': {
    A: ['192.0.2.10'],
    AAAA: ['2001:db8::10'],
    MX: [
      { preference: 10, exchange: 'mx1.example.ca' },
      { preference: 20, exchange: 'mx2.example.ca' },
    ],
    TXT: [['v=spf1 include:_spf.mail.example.net -all'], [HOSTILE.txt]],
    NS: ['ns1.example.ca', 'ns2.example.ca'],
    CAA: [{ flags: 0, tag: 'issue', value: 'letsencrypt.org' }],
    SOA: [
      {
        mname: 'ns1.example.ca',
        rname: 'hostmaster.example.ca',
        serial: 2024010101,
        refresh: 3600,
        retry: 600,
        expire: 1209600,
        minimum: 300,
      },
    ],
    ttl: 3600,
  },
  '_spf.mail.example.net': { TXT: [['v=spf1 ip4:198.51.100.0/24 ~all']] },
  '_dmarc.example.ca': { TXT: [['v=DMARC1; p=reject; rua=mailto:dmarc@example.ca']] },
  'selector1._domainkey.example.ca': { TXT: [[`v=DKIM1; k=ed25519; p=${ED25519_KEY}`]] },
  '_mta-sts.example.ca': { TXT: [['v=STSv1; id=20240101']] },
  '_smtp._tls.example.ca': { TXT: [['v=TLSRPTv1; rua=mailto:tls@example.ca']] },
  // A registered look-alike of example.ca, with an address and a mail server.
  'exemple.ca': {
    NS: ['ns.parking.example'],
    A: ['203.0.113.80'],
    MX: [{ preference: 0, exchange: 'mail.exemple.ca' }],
  },
  'examp1e.ca': { NS: ['ns.parking.example'], A: ['203.0.113.81'] },
  // The IP address.
  [`${REV}.in-addr.arpa`]: { PTR: ['www.ripe.net', HOSTILE.ptr] },
  'www.ripe.net': { A: [FAKE_IP] },
  [`${REV}.origin.asn.cymru.com`]: { TXT: [['3333 | 193.0.0.0/21 | NL | ripencc | 1993-09-01']] },
  'as3333.asn.cymru.com': {
    TXT: [
      [
        '3333 | NL | ripencc | 1993-09-01 | RIPE-NCC-AS Reseaux IP Europeens Network Coordination Centre (RIPE NCC), NL',
      ],
    ],
  },
  // Spamhaus refuses public resolvers; SpamCop lists the address with a hostile explanation.
  [`${REV}.zen.spamhaus.org`]: { A: ['127.255.255.254'] },
  [`${REV}.bl.spamcop.net`]: { A: ['127.0.0.2'], TXT: [[HOSTILE.reason]] },
  // Team Cymru's Malware Hash Registry lists one MD5 (seen 2025-11-01, 79 % of its engines).
  [`${FAKE_HASH.listedMd5}.hash.cymru.com`]: { A: ['127.0.0.2'], TXT: [['1761955200 79']] },
};

/** `email-auth` → `emailAuth`. */
type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;
/** The key of an analysis in `calls`: its id without `check-`, camel-cased (`check-email-auth` → `emailAuth`). */
type CallKey<Id extends AnalysisId> = Id extends `check-${infer N}` ? Camel<N> : never;

const callKey = <Id extends AnalysisId>(id: Id): CallKey<Id> =>
  id.slice('check-'.length).replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()) as CallKey<Id>;

export interface FakeService extends FormService {
  /** The inputs each analysis received, in order (one list per analysis of `ANALYSES`). */
  readonly calls: { readonly [Id in AnalysisId as CallKey<Id>]: string[] };
  readonly hits: Record<string, number>;
  /** Requests allowed per partition before the limiter answers 429. */
  limit: number;
  /** When set, the next analysis rejects with this (an unexpected failure). */
  failWith: Error | undefined;
  /** When true, the DNS-family analyses run offline (every part skipped, `errorKey` set). */
  offline: boolean;
  /** Which service answers `analyzeHash`: VirusTotal (a key is configured) or Team Cymru (no key). */
  hashSource: 'virustotal' | 'cymru-mhr';
  /** When true, every DNS lookup times out (a resolver that answers nothing): real core results. */
  dnsDown: boolean;
  /**
   * When true, the network analyses answer as core does when its resolver health check fails:
   * `outcome: 'failed'`, `errorKey: 'error.network-unreachable'` and every part skipped (the offline
   * result with that error key: a stand-in until core's health check is on this branch).
   */
  cutOff: boolean;
  /** When true, the URL analysis answers an incomplete "likely safe" (`isInconclusive`, partial). */
  urlInconclusive: boolean;
  /** Milliseconds every analysis waits before answering (to see the streamed progress). */
  delayMs: number;
  /** The feedback entries stored by `submitFeedback`, in order. */
  readonly feedback: FeedbackRecord[];
}

/** A DNS port whose every lookup times out (no resolver answers). */
const silentDns: DnsPort = {
  query: (name, type) =>
    Promise.resolve({
      name,
      type,
      status: 'timeout',
      records: [],
      authenticated: false,
      resolver: 'fake',
      cached: false,
    }),
};

/**
 * A fake service derived from core's `ANALYSES`: every analysis runs core's real analysis on fake
 * DNS and HTTP ports (the hash one without a VirusTotal key when `hashSource` is `cymru-mhr`); the URL
 * and the message answer canned results (their pages are tested on chosen findings).
 */
export function createFakeService(): FakeService {
  const calls = Object.fromEntries(ANALYSIS_IDS.map((id) => [callKey(id), [] as string[]])) as {
    -readonly [K in keyof FakeService['calls']]: string[];
  };
  const hits: Record<string, number> = {};
  const providers = {
    rdapBootstrapUrl: 'https://iana.test/rdap/dns.json',
    rdapFallbackUrl: 'https://rdap-fallback.test/',
    virusTotalUrl: 'https://vt.test/api/v3/',
  };
  const online = createContext({
    dns: fakeDns(FAKE_ZONE),
    http: fakeHttp(FAKE_HTTP_ROUTES),
    providers: { ...providers, virusTotalApiKey: 'vt-test-key' },
  });
  const keyless = createContext({
    dns: fakeDns(FAKE_ZONE),
    http: fakeHttp(FAKE_HTTP_ROUTES),
    providers: { ...providers, virusTotalApiKey: null },
  });
  const offline = createContext({ offline: true });
  const dnsDown = createContext({
    dns: silentDns,
    http: fakeHttp(FAKE_HTTP_ROUTES),
    providers: { ...providers, virusTotalApiKey: 'vt-test-key' },
  });
  const contextFor = (id: AnalysisId): AnalysisContext =>
    fake.offline || fake.cutOff
      ? offline
      : fake.dnsDown
        ? dnsDown
        : id === 'check-hash' && fake.hashSource === 'cymru-mhr'
          ? keyless
          : online;
  const delay = <T>(value: T): Promise<T> =>
    fake.delayMs <= 0
      ? Promise.resolve(value)
      : new Promise((resolve) =>
          setTimeout(() => {
            resolve(value);
          }, fake.delayMs),
        );
  const real = Object.fromEntries(
    Object.values(ANALYSES).map((d: AnyAnalysis) => [
      d.method,
      async (input: string, params?: AnalysisParamValues): Promise<unknown> => {
        calls[callKey(d.id)].push(input);
        if (fake.failWith !== undefined) throw fake.failWith;
        const result = (await d.analyze(input, contextFor(d.id), params)) as object;
        const cut = fake.cutOff ? { outcome: 'failed', errorKey: 'error.network-unreachable' } : {};
        return delay({ ...result, ...cut });
      },
    ]),
  ) as unknown as AnalysisMethods;
  const fake: FakeService = {
    ...real,
    calls,
    hits,
    limit: Infinity,
    failWith: undefined,
    offline: false,
    hashSource: 'virustotal',
    dnsDown: false,
    cutOff: false,
    urlInconclusive: false,
    delayMs: 0,
    feedback: [],
    submitFeedback(entry: FeedbackRecord): Promise<{ id: string }> {
      fake.feedback.push(entry);
      return Promise.resolve({ id: `fake-${String(fake.feedback.length)}` });
    },
    analyzeUrl(input: string): Promise<UrlAnalysisResult> {
      calls.url.push(input);
      if (fake.failWith !== undefined) return Promise.reject(fake.failWith);
      if (input.trim() === '') return Promise.reject(new InputError('input.url-required'));
      if (input.length > 2048) return Promise.reject(new InputError('input.url-too-long', { max: 2048 }));
      // The one brand-owned address of the fake: a French page names the brand in French.
      const findings = fake.urlInconclusive
        ? []
        : input === 'canada.ca'
          ? [
              makeFinding('url-official-domain', URL_RULES, {
                brand: 'Government of Canada',
                domain: 'canada.ca',
              }),
            ]
          : [
              makeFinding('url-dangerous-scheme', URL_RULES, { scheme: 'javascript' }),
              makeFinding('url-ip-host', URL_RULES, { host: input.slice(0, 40) }),
            ];
      return delay(
        urlResult({
          input,
          findings,
          normalizedUrl: `http://normalized.example/${encodeURIComponent(input)}`,
          analyzedHost: input,
          isInconclusive: fake.urlInconclusive,
          redirectsSkipReasonKey: fake.urlInconclusive ? 'skip.offline-mode' : 'skip.not-implemented',
        }),
      );
    },
    analyzeMessage(message: string): Promise<MessageAnalysisResult> {
      calls.message.push(message);
      if (fake.failWith !== undefined) return Promise.reject(fake.failWith);
      if (message.trim() === '') return Promise.reject(new InputError('input.message-required'));
      if (message.length > 20_000)
        return Promise.reject(new InputError('input.message-too-long', { max: 20_000 }));
      const findings: MessageFinding[] = [
        makeFinding('message-urgency', MESSAGE_RULES, { phrase: 'act now' }),
      ];
      // A gift-card request on top makes the message suspicious (report links are shown).
      if (message.includes('gift card'))
        findings.push(makeFinding('message-gift-card', MESSAGE_RULES, { phrase: 'gift card' }));
      return Promise.resolve(
        messageResult({
          characterCount: message.length,
          findings,
          links: [
            {
              text: 'http://pay-now.example.top/"><b>x</b>',
              normalizedUrl: 'http://pay-now.example.top/%22%3E%3Cb%3Ex%3C/b%3E',
              host: 'pay-now.example.top',
              confidenceScore: 45,
              verdictKey: 'verdict.suspicious',
            },
          ],
        }),
      );
    },
    limiter(partition: string): RequestHandler {
      return (_req, res, next) => {
        hits[partition] = (hits[partition] ?? 0) + 1;
        if ((hits[partition] ?? 0) > fake.limit) {
          res.setHeader('Retry-After', '42');
          const render = (res.locals as RateLimitedLocals).rateLimited;
          if (render !== undefined) {
            render(42);
            return;
          }
          res.status(429).type('text/plain').send('Too many requests.');
          return;
        }
        next();
      };
    },
  };
  return fake;
}
