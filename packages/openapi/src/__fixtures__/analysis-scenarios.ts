/**
 * Scenarios for the contract tests of the DNS-family endpoints: the REAL core analyses run over a
 * `fakeDns` zone (found, NXDOMAIN, SERVFAIL, timeout, offline, and the shapes in between), so the
 * schemas are checked against what core actually produces, not against hand-written samples.
 */
import { generateKeyPairSync } from 'node:crypto';
import {
  analyzeDns,
  analyzeEmailAuth,
  analyzeIp,
  analyzeTyposquat,
  createContext,
  type AnalysisContext,
  type DnsPort,
  type DnsStatus,
} from '@secapi/core';
import { fakeDns, type FakeZone, type FakeZoneEntry } from '@secapi/test-kit';

export interface Scenario {
  readonly name: string;
  readonly run: () => Promise<unknown>;
}

type Zone = Record<string, FakeZoneEntry | DnsStatus>;

/**
 * A context whose DNS port is `fakeDns(zone)`; `failures` makes single queries fail
 * (`'name/TYPE': status`), which a zone entry cannot express.
 */
function ctxOf(zone: FakeZone, failures: Readonly<Record<string, DnsStatus>> = {}): AnalysisContext {
  const fake = fakeDns(zone);
  const dns: DnsPort = {
    query: (name, type, options) => {
      const status = failures[`${name.toLowerCase()}/${type}`];
      if (status === undefined) return fake.query(name, type, options);
      return Promise.resolve({
        name,
        type,
        status,
        records: [],
        authenticated: false,
        resolver: 'fake',
        cached: false,
      });
    },
  };
  return createContext({ dns, timeoutMs: 5000 });
}
const offline = (): AnalysisContext => createContext({ offline: true });

/** The names an analysis queries (every answer NXDOMAIN), to build zones that answer all of them. */
async function namesQueried(run: (ctx: AnalysisContext) => Promise<unknown>): Promise<string[]> {
  const dns = fakeDns({});
  await run(createContext({ dns, timeoutMs: 5000 }));
  return [...new Set(dns.calls.map((c) => c.name))];
}

const everything = (names: readonly string[], status: DnsStatus): Zone =>
  Object.fromEntries(names.map((n) => [n, status]));

/** A TXT record's character-strings (≤ 255 bytes each). */
function txt(text: string): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += 255) chunks.push(text.slice(i, i + 255));
  return chunks.length > 0 ? chunks : [''];
}

function rsaKey(bits: number): string {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  return publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
}

// ------------------------------------------------------------------ check-dns

const DNS_ZONE: Zone = {
  'example.com': {
    A: ['192.0.2.1'],
    AAAA: ['2001:db8::1'],
    MX: [
      { preference: 10, exchange: 'mx1.example.com' },
      { preference: 20, exchange: 'mx2.example.com' },
    ],
    TXT: [['v=spf1 ip4:192.0.2.0/24', ' -all'], ['google-site-verification=abc']],
    NS: ['ns1.example.net', 'ns2.example.org'],
    CAA: [
      { flags: 0, tag: 'issue', value: 'letsencrypt.org' },
      { flags: 128, tag: 'iodef', value: 'mailto:security@example.com' },
    ],
    SOA: [
      {
        mname: 'ns1.example.net',
        rname: 'hostmaster.example.com',
        serial: 2024010101,
        refresh: 3600,
        retry: 600,
        expire: 86400,
        minimum: 60,
      },
    ],
    authenticated: true,
  },
  'www.example.com': { CNAME: ['example.com'] },
  'sub.example.com': { A: ['192.0.2.7'] },
  'nomail.example.com': { A: ['192.0.2.2'], MX: [{ preference: 0, exchange: '' }] },
  'xn--bcher-kva.example': { A: ['192.0.2.50'] },
  'half.example': { A: ['192.0.2.9'], NS: ['ns.half.example'] },
  'broken.example': 'servfail',
  'slow.example': 'timeout',
  'refused.example': 'refused',
};

export const DNS_SCENARIOS: readonly Scenario[] = [
  { name: 'every record type, DNSSEC-validated', run: () => analyzeDns('Example.COM.', ctxOf(DNS_ZONE)) },
  { name: 'an alias (CNAME)', run: () => analyzeDns('www.example.com', ctxOf(DNS_ZONE)) },
  { name: 'CAA inherited from the parent', run: () => analyzeDns('sub.example.com', ctxOf(DNS_ZONE)) },
  { name: 'a null MX', run: () => analyzeDns('nomail.example.com', ctxOf(DNS_ZONE)) },
  { name: 'an IDN', run: () => analyzeDns('bücher.example', ctxOf(DNS_ZONE)) },
  { name: 'NXDOMAIN', run: () => analyzeDns('missing.example', ctxOf(DNS_ZONE)) },
  { name: 'SERVFAIL everywhere', run: () => analyzeDns('broken.example', ctxOf(DNS_ZONE)) },
  { name: 'timeouts everywhere', run: () => analyzeDns('slow.example', ctxOf(DNS_ZONE)) },
  { name: 'REFUSED', run: () => analyzeDns('refused.example', ctxOf(DNS_ZONE)) },
  {
    name: 'some lookups failing',
    run: () =>
      analyzeDns(
        'half.example',
        ctxOf(DNS_ZONE, { 'half.example/AAAA': 'servfail', 'half.example/MX': 'timeout' }),
      ),
  },
  { name: 'offline', run: () => analyzeDns('example.com', offline()) },
];

// ------------------------------------------------------------------ check-ip

const CLEAN = '193.0.6.139';
const CLEAN_REV = '139.6.0.193';

async function ipListedZone(ip: string): Promise<Zone> {
  const names = await namesQueried((ctx) => analyzeIp(ip, ctx));
  const rev = ip.split('.').reverse().join('.');
  const zone: Zone = {
    [`${rev}.in-addr.arpa`]: { PTR: ['host.example.com', 'other.example.net'] },
    'host.example.com': { A: [ip] },
    'other.example.net': { A: ['192.0.2.99'] },
    [`${rev}.origin.asn.cymru.com`]: {
      TXT: [
        ['3333 | 193.0.0.0/21 | NL | ripencc | 1993-09-01'],
        ['3334 | 193.0.0.0/21 | NL | ripencc | 1993-09-01'],
      ],
    },
    'as3333.asn.cymru.com': {
      TXT: [
        [
          '3333 | NL | ripencc | 1993-09-01 | RIPE-NCC-AS Reseaux IP Europeens Network Coordination Centre (RIPE NCC), NL',
        ],
      ],
    },
  };
  const lists = names.filter(
    (n) => n.startsWith(`${rev}.`) && !n.includes('in-addr') && !n.includes('cymru'),
  );
  lists.forEach((name, i) => {
    if (name.endsWith('.zen.spamhaus.org'))
      zone[name] = { A: ['127.0.0.2', '127.0.0.4', '127.0.0.10'], TXT: [['https://check.spamhaus.org/']] };
    else if (i % 4 === 1) zone[name] = { A: ['127.0.0.2'], TXT: [['Listed: see https://example.org/why']] };
    else if (i % 4 === 2) zone[name] = 'servfail';
    else if (i % 4 === 3) zone[name] = { A: ['203.0.113.1'] };
  });
  return zone;
}

async function ipRefusedZone(ip: string): Promise<Zone> {
  const names = await namesQueried((ctx) => analyzeIp(ip, ctx));
  const zone: Zone = {};
  for (const n of names) if (n.endsWith('.zen.spamhaus.org')) zone[n] = { A: ['127.255.255.254'] };
  return zone;
}

export const IP_SCENARIOS: readonly Scenario[] = [
  {
    name: 'PTR (one confirmed), two origins, listed, refused and failing lists',
    run: async () => analyzeIp(CLEAN, ctxOf(await ipListedZone(CLEAN))),
  },
  { name: 'nothing anywhere (NXDOMAIN)', run: () => analyzeIp('8.8.4.4', ctxOf({})) },
  {
    name: 'Spamhaus refuses the resolver',
    run: async () => analyzeIp('8.8.8.8', ctxOf(await ipRefusedZone('8.8.8.8'))),
  },
  {
    name: 'unreadable Team Cymru answer',
    run: () => analyzeIp(CLEAN, ctxOf({ [`${CLEAN_REV}.origin.asn.cymru.com`]: { TXT: [['garbage']] } })),
  },
  { name: 'IPv6', run: () => analyzeIp('2a00:1450:4001:80b::200e', ctxOf({})) },
  { name: 'IPv4-mapped IPv6', run: () => analyzeIp('::ffff:8.8.8.8', ctxOf({})) },
  {
    name: 'SERVFAIL everywhere',
    run: async () =>
      analyzeIp(CLEAN, ctxOf(everything(await namesQueried((c) => analyzeIp(CLEAN, c)), 'servfail'))),
  },
  {
    name: 'timeouts everywhere',
    run: async () =>
      analyzeIp(CLEAN, ctxOf(everything(await namesQueried((c) => analyzeIp(CLEAN, c)), 'timeout'))),
  },
  { name: 'offline', run: () => analyzeIp(CLEAN, offline()) },
];

// ------------------------------------------------------------------ check-email-auth

let rsa2048: string | undefined;
let rsa1024: string | undefined;

function wellConfigured(): Zone {
  rsa2048 ??= rsaKey(2048);
  return {
    'example.com': {
      TXT: [txt('v=spf1 include:_spf.mail.example.net -all'), txt('google-site-verification=abc')],
      MX: [{ preference: 10, exchange: 'mx.example.com' }],
      authenticated: true,
    },
    '_spf.mail.example.net': { TXT: [txt('v=spf1 ip4:192.0.2.0/24 ~all')] },
    '_dmarc.example.com': {
      TXT: [
        txt(
          'v=DMARC1; p=reject; rua=mailto:dmarc@example.com,mailto:d@reports.example.net; ruf=mailto:f@example.com; fo=1; adkim=s',
        ),
      ],
      authenticated: true,
    },
    'google._domainkey.example.com': { TXT: [txt(`v=DKIM1; k=rsa; p=${rsa2048}`)] },
    '_mta-sts.example.com': { TXT: [txt('v=STSv1; id=20240101')] },
    '_smtp._tls.example.com': { TXT: [txt('v=TLSRPTv1; rua=mailto:tls@example.com')] },
    'default._bimi.example.com': {
      TXT: [txt('v=BIMI1; l=https://example.com/l.svg; a=https://example.com/a.pem')],
    },
  };
}

function poorlyConfigured(): Zone {
  rsa1024 ??= rsaKey(1024);
  return {
    'poor.example': {
      TXT: [txt('v=spf1 ptr a mx include:a.example include:missing.example exists:%{i}.x.example ?all')],
      MX: [
        { preference: 0, exchange: '' },
        { preference: 10, exchange: 'mx.poor.example' },
      ],
    },
    'a.example': { TXT: [txt('v=spf1 include:poor.example +all')] },
    '_dmarc.poor.example': {
      TXT: [
        txt(
          'v=DMARC1; p=quarantine; pct=50; t=y; rua=mailto:d@elsewhere.example,https://x.example/r; ri=3600; foo=bar',
        ),
      ],
    },
    'selector1._domainkey.poor.example': { TXT: [txt(`v=DKIM1; k=rsa; h=sha1; s=*; t=y; p=${rsa1024}`)] },
    'selector2._domainkey.poor.example': { TXT: [txt('v=DKIM1; p=')] },
    'k1._domainkey.poor.example': { TXT: [txt('v=DKIM1; k=ed448; p=AAAA')] },
    '_mta-sts.poor.example': { TXT: [txt('v=STSv1; id=bad id!')] },
    'default._bimi.poor.example': { TXT: [txt('v=BIMI1; l=;')] },
  };
}

export const EMAIL_AUTH_SCENARIOS: readonly Scenario[] = [
  { name: 'well configured (A+)', run: () => analyzeEmailAuth('example.com', ctxOf(wellConfigured())) },
  {
    name: 'an email address',
    run: () => analyzeEmailAuth('Postmaster@Example.com', ctxOf(wellConfigured())),
  },
  {
    name: 'poorly configured (issues everywhere)',
    run: () => analyzeEmailAuth('poor.example', ctxOf(poorlyConfigured())),
  },
  {
    name: 'a subdomain inheriting DMARC',
    run: () =>
      analyzeEmailAuth(
        'mail.example.com',
        ctxOf({ ...wellConfigured(), 'mail.example.com': { A: ['192.0.2.1'] } }),
      ),
  },
  {
    name: 'a domain with nothing',
    run: () => analyzeEmailAuth('bare.example', ctxOf({ 'bare.example': { A: ['192.0.2.1'] } })),
  },
  { name: 'NXDOMAIN', run: () => analyzeEmailAuth('missing.example', ctxOf({})) },
  {
    name: 'SERVFAIL on DMARC (temperror)',
    run: () =>
      analyzeEmailAuth('example.com', ctxOf({ ...wellConfigured(), '_dmarc.example.com': 'servfail' })),
  },
  {
    name: 'SERVFAIL everywhere',
    run: async () =>
      analyzeEmailAuth(
        'example.com',
        ctxOf(everything(await namesQueried((c) => analyzeEmailAuth('example.com', c)), 'servfail')),
      ),
  },
  {
    name: 'timeouts everywhere',
    run: async () =>
      analyzeEmailAuth(
        'example.com',
        ctxOf(everything(await namesQueried((c) => analyzeEmailAuth('example.com', c)), 'timeout')),
      ),
  },
  { name: 'offline', run: () => analyzeEmailAuth('example.com', offline()) },
];

// ------------------------------------------------------------------ check-typosquat

const TYPOSQUAT_ZONE: Zone = {
  'exmple.com': {
    NS: ['ns1.parking.example'],
    A: ['192.0.2.10'],
    MX: [{ preference: 10, exchange: 'mx.exmple.com' }],
  },
  'examp1e.com': { NS: ['ns1.parking.example'], AAAA: ['2001:db8::10'] },
  'example.net': { NS: ['a.iana-servers.net'] },
  'exampe.com': 'servfail',
  'exampl.com': 'timeout',
  'xample.com': { TXT: [['exists but nothing useful']] },
};

export const TYPOSQUAT_SCENARIOS: readonly Scenario[] = [
  {
    name: 'registered, unknown and no-record variants',
    run: () => analyzeTyposquat('example.com', ctxOf(TYPOSQUAT_ZONE)),
  },
  {
    name: 'the query budget runs out',
    run: () => analyzeTyposquat('example.com', ctxOf(TYPOSQUAT_ZONE), { queryBudget: 40 }),
  },
  { name: 'an IDN', run: () => analyzeTyposquat('bücher.de', ctxOf({})) },
  { name: 'a public suffix', run: () => analyzeTyposquat('co.uk', ctxOf({})) },
  {
    name: 'SERVFAIL everywhere',
    run: async () =>
      analyzeTyposquat(
        'example.com',
        ctxOf(everything(await namesQueried((c) => analyzeTyposquat('example.com', c)), 'servfail')),
      ),
  },
  {
    name: 'timeouts everywhere',
    run: async () =>
      analyzeTyposquat(
        'example.com',
        ctxOf(everything(await namesQueried((c) => analyzeTyposquat('example.com', c)), 'timeout')),
      ),
  },
  { name: 'offline', run: () => analyzeTyposquat('example.com', offline()) },
];
