/**
 * Integration: `analyzeAcme` with the real DNS client against nsd (zones on 127.0.0.1) and the real
 * HTTP port against local HTTP servers: a test policy admits 127.0.0.1 only and maps each test
 * name's port 80 to its server (and port 443 to local node:tls servers for tls-alpn-01); the CT
 * providers are a local crt.sh look-alike. Skips (or fails
 * with SECAPI_REQUIRE_SYSTEM_SERVERS=1) when nsd is missing and cannot be installed.
 */
import net from 'node:net';
import tls from 'node:tls';
import {
  createTestCa,
  ensureNsd,
  networkCheckZones,
  startHttpFixture,
  startNsd,
  zoneFile,
  type HttpFixture,
  type NsdServer,
  type SystemBinary,
  type TestCa,
} from '@secapi/test-kit';
import { letsEncryptCrtShRows } from '@secapi/test-kit/fixtures/ct.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContext, type AnalysisContext } from '../../context.js';
import { testPolicy } from '../../net/http/policy.js';
import { analyzeAcme } from './analyze.js';
import type { AcmeAnalysisResult } from './types.js';

const Z = 'acme-test.com';
const ROOT = zoneFile('.', ['crt.test. A 127.0.0.1', 'certspotter.test. A 127.0.0.1']);
const ZONE = zoneFile(Z, [
  '@ CAA 0 issue "letsencrypt.org"',
  'ok A 127.0.0.1',
  'twin A 127.0.0.1',
  'otherca A 127.0.0.1',
  'otherca CAA 0 issue "sectigo.com"',
  'dnsonly A 127.0.0.1',
  'dnsonly CAA 0 issue "letsencrypt.org; validationmethods=dns-01"',
  'critical A 127.0.0.1',
  'critical CAA 128 tbs "unknown"',
  'reserved A 127.0.0.2',
  'noweb A 127.0.0.1',
  'redir A 127.0.0.1',
  'garbage A 127.0.0.1',
  'slow A 127.0.0.1',
  'loop A 127.0.0.1',
  'cdn A 127.0.0.1',
  'noaddr TXT "nothing here"',
  'dual A 127.0.0.1',
  'dual AAAA ::1',
  'tlsplain A 127.0.0.1',
  'doubled A 127.0.0.1',
  '_acme-challenge.doubled.acme-test.com.doubled TXT "token-in-the-wrong-place"',
  '_acme-challenge.deleg CNAME deleg.acme-validation.acme-test.com.',
  'deleg.acme-validation TXT "delegated-token"',
  'deleg A 127.0.0.1',
  'alpn A 127.0.0.1',
  'noalpn A 127.0.0.1',
  'h2only A 127.0.0.1',
  'silent A 127.0.0.1',
  'dualalpn A 127.0.0.1',
  'dualalpn AAAA ::1',
]);
const BUSY = zoneFile('busy-test.com', ['www A 127.0.0.1']);
const BROKEN = 'this is not a zone file\n';

let nsd: SystemBinary;
let dns: NsdServer | undefined;
const fixtures: Record<string, HttpFixture> = {};
let crt: HttpFixture;
let reservedListener: HttpFixture;
let garbage: net.Server;
let garbagePort = 0;
let closedPort = 0;
let ca: TestCa;
/** Accepts connections and never says a word (a port 443 that never answers the ClientHello). */
let silent: net.Server;
let silentPort = 0;
const silentSockets = new Set<net.Socket>();
/** Port 443 servers: `acme` negotiates acme-tls/1, `none` offers no ALPN, `h2` only h2; the reserved one counts. */
const tlsServers: Record<string, { server: tls.Server; port: number; connections: number }> = {};

async function startTls(name: string, options: tls.TlsOptions, host = '127.0.0.1'): Promise<void> {
  const issued = ca.issue([`${name}.${Z}`, 'alpn.acme-test.com']);
  const entry = { server: tls.createServer({ ...issued, ...options }), port: 0, connections: 0 };
  entry.server.on('connection', () => {
    entry.connections++;
  });
  entry.server.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve) => entry.server.listen(0, host, resolve));
  entry.port = (entry.server.address() as net.AddressInfo).port;
  tlsServers[name] = entry;
}

const challenge = (res: import('node:http').ServerResponse): void => {
  res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
};

beforeAll(async () => {
  nsd = await ensureNsd();
  if (nsd.path === null) return;
  dns = await startNsd({
    zones: {
      '.': ROOT,
      [Z]: ZONE,
      'busy-test.com': BUSY,
      'broken-test.com': BROKEN,
      // What the service's network check probes (example.com's SOA).
      ...networkCheckZones(),
    },
    brokenZones: ['broken-test.com'],
    binary: nsd.path,
  });
  fixtures.web = await startHttpFixture((req, res) => {
    const host = req.headers.host ?? '';
    if (host.startsWith('redir.')) {
      res.writeHead(302, { location: `http://redir.${Z}:8080${req.url ?? '/'}` }).end();
      return;
    }
    if (host.startsWith('tlsplain.')) {
      res.writeHead(301, { location: `https://tlsplain.${Z}${req.url ?? '/'}` }).end();
      return;
    }
    if (host.startsWith('loop.')) {
      res.writeHead(301, { location: req.url ?? '/' }).end();
      return;
    }
    if (host.startsWith('cdn.')) {
      res.writeHead(404, { server: 'cloudflare' }).end('not found');
      return;
    }
    challenge(res);
  });
  fixtures.slow = await startHttpFixture(() => undefined);
  silent = net.createServer((socket) => {
    silentSockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as net.AddressInfo).port;
  ca = createTestCa();
  await startTls('acme', { ALPNProtocols: ['acme-tls/1'] });
  await startTls('none', {});
  await startTls('h2', { ALPNProtocols: ['h2'] });
  await startTls('reserved', { ALPNProtocols: ['acme-tls/1'] }, '127.0.0.2');
  reservedListener = await startHttpFixture(
    (_req, res) => {
      challenge(res);
    },
    { host: '127.0.0.2' },
  );
  const now = Date.now();
  crt = await startHttpFixture((req, res) => {
    const q = new URL(req.url ?? '/', 'http://crt.test').searchParams.get('q') ?? '';
    const rows = q === '%.busy-test.com' ? letsEncryptCrtShRows('busy-test.com', 55, now - 3600_000) : [];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
  });
  garbage = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.end('SSH-2.0-OpenSSH_9.2\r\n\x00\x01garbage\r\n\r\n');
  });
  await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', resolve));
  garbagePort = (garbage.address() as net.AddressInfo).port;
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => {
    probe.close(() => {
      resolve();
    });
  });
}, 15 * 60_000);

afterAll(async () => {
  await dns?.stop();
  await Promise.all(
    [...Object.values(fixtures), crt, reservedListener].filter(Boolean).map((f) => f.close()),
  );
  garbage.close();
  for (const t of Object.values(tlsServers)) t.server.close();
  for (const socket of silentSockets) socket.destroy();
  silent.close();
  ca.dispose();
});

beforeEach((c) => {
  if (nsd.path === null) c.skip(nsd.reason);
});

function context(timeoutMs = 5000): AnalysisContext {
  const web = fixtures.web!.port;
  const portMap: Record<string, number> = {
    'crt.test:80': crt.port,
    'certspotter.test:80': crt.port,
    [`reserved.${Z}:80`]: reservedListener.port,
    [`noweb.${Z}:80`]: closedPort,
    [`garbage.${Z}:80`]: garbagePort,
    [`slow.${Z}:80`]: fixtures.slow!.port,
  };
  for (const h of [
    'ok',
    'twin',
    'otherca',
    'dnsonly',
    'critical',
    'redir',
    'loop',
    'cdn',
    'dual',
    'tlsplain',
    'doubled',
    'deleg',
    'alpn',
    'noalpn',
    'h2only',
    'dualalpn',
  ]) {
    portMap[`${h}.${Z}:80`] = web;
  }
  portMap['www.busy-test.com:80'] = web;
  // Port 443 of this name is the plain-HTTP server: HTTP spoken on the HTTPS port.
  portMap[`tlsplain.${Z}:443`] = web;
  const t = (n: string): number => tlsServers[n]!.port;
  for (const h of ['ok', 'alpn', 'dualalpn']) portMap[`${h}.${Z}:443`] = t('acme');
  portMap[`noalpn.${Z}:443`] = t('none');
  portMap[`h2only.${Z}:443`] = t('h2');
  portMap[`reserved.${Z}:443`] = t('reserved');
  portMap[`silent.${Z}:443`] = silentPort;
  portMap[`noweb.${Z}:443`] = closedPort;
  return createContext({
    dnsServers: [dns!.server],
    timeoutMs,
    // 127.0.0.1 and ::1 stand for public addresses; 127.0.0.2 stays reserved (never contacted).
    policy: testPolicy({ allow: (a) => a === '127.0.0.1' || a === '::1', portMap }),
    providers: { crtShUrl: 'http://crt.test/', certSpotterUrl: 'http://certspotter.test/v1/issuances' },
  });
}

const keys = (r: AcmeAnalysisResult): string[] =>
  r.problems.map((p) => `${p.severity} ${p.key} ${p.detailKey}`);
const check = (r: AcmeAnalysisResult, id: string) => r.checks.find((c) => c.checkKey === `acme.check.${id}`);

describe('analyzeAcme against nsd and local servers', () => {
  it('a healthy domain with http-01: no Fatal or Error, the challenge URL asked on the address', async () => {
    const before = fixtures.web!.requests.length;
    const r = await analyzeAcme({ domain: `OK.${Z}.`, method: 'http-01' }, context());
    expect(r.domain).toBe(`ok.${Z}`);
    expect(r.problems.filter((p) => p.severity === 'Fatal' || p.severity === 'Error')).toEqual([]);
    expect(r.methods).toEqual([{ method: 'http-01', statusKey: 'acme.method-status.no-problem-found' }]);
    expect(r.caa).toEqual({
      namesChecked: [`ok.${Z}`, Z],
      foundAt: Z,
      records: [{ name: Z, flags: 0, tag: 'issue', value: 'letsencrypt.org' }],
    });
    expect(r.addresses).toHaveLength(1);
    expect(r.addresses[0]).toMatchObject({ address: '127.0.0.1', family: 'ipv4', reserved: false });
    expect(r.addresses[0]!.http01).toMatchObject({
      initialStatus: 404,
      finalStatus: 404,
      redirects: 0,
      errorKey: null,
    });
    const asked = fixtures.web!.requests.slice(before);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toMatch(/^\/\.well-known\/acme-challenge\/letsdebug-test-[0-9a-f]{16}$/);
    expect(asked[0]!.headers.host).toBe(`ok.${Z}`);
    expect(r.rateLimits).toMatchObject({
      registeredDomain: Z,
      certificatesLast7Days: 0,
      limit: 50,
      source: 'crt.sh',
    });
    expect(check(r, 'http-access')).toEqual({
      checkKey: 'acme.check.http-access',
      status: 'ran',
      reasonKey: null,
    });
    expect(check(r, 'staging-order')).toMatchObject({
      status: 'skipped',
      reasonKey: 'acme.reason.needs-ca-account',
    });
    expect(r.outcome).toBe('complete');
  });

  it('without a method: every method checked, tls-alpn-01 included (complete)', async () => {
    const r = await analyzeAcme({ domain: `ok.${Z}` }, context());
    expect(r.methodsChecked).toEqual(['http-01', 'dns-01', 'tls-alpn-01']);
    expect(r.problems.filter((p) => p.severity === 'Fatal' || p.severity === 'Error')).toEqual([]);
    expect(check(r, 'tls-alpn')).toEqual({ checkKey: 'acme.check.tls-alpn', status: 'ran', reasonKey: null });
    expect(r.methods.map((m) => m.statusKey)).toEqual([
      'acme.method-status.no-problem-found',
      'acme.method-status.no-problem-found',
      'acme.method-status.no-problem-found',
    ]);
    expect(r.addresses[0]!.tlsAlpn01).toEqual({
      status: 'negotiated',
      alpn: 'acme-tls/1',
      protocol: 'TLSv1.3',
    });
    expect(r.dns01).toEqual({ txtName: `_acme-challenge.ok.${Z}`, cnameTarget: null, txtRecords: [] });
    expect(r.outcome).toBe('complete');
  });

  it('CAA naming another CA: Fatal caa-issuance-not-allowed, later blocks stopped', async () => {
    const r = await analyzeAcme({ domain: `otherca.${Z}`, method: 'http-01' }, context());
    expect(keys(r)).toContain('Fatal acme.problem.caa-issuance-not-allowed acme.detail.caa-other-ca');
    expect(r.problems[0]!.parameters).toMatchObject({ issuers: 'sectigo.com', name: `otherca.${Z}` });
    expect(check(r, 'http-access')).toMatchObject({
      status: 'skipped',
      reasonKey: 'acme.reason.stopped-by-fatal',
    });
    expect(r.methods[0]!.statusKey).toBe('acme.method-status.blocked');
  });

  it('CAA validationmethods=dns-01 checked with http-01: refused for http-01 only', async () => {
    const http = await analyzeAcme({ domain: `dnsonly.${Z}`, method: 'http-01' }, context());
    expect(keys(http)).toEqual([
      'Fatal acme.problem.caa-issuance-not-allowed acme.detail.caa-method-not-allowed',
    ]);
    expect(http.problems[0]!.parameters).toMatchObject({ method: 'http-01', allowed: 'dns-01' });
    const all = await analyzeAcme({ domain: `dnsonly.${Z}` }, context());
    const p = all.problems.filter((x) => x.key === 'acme.problem.caa-issuance-not-allowed');
    expect(p.map((x) => x.methods)).toEqual([['http-01'], ['tls-alpn-01']]);
    expect(all.methods.find((m) => m.method === 'dns-01')!.statusKey).toBe(
      'acme.method-status.no-problem-found',
    );
    expect(check(all, 'txt-record')!.status).toBe('ran');
  });

  it('an unknown critical CAA tag: Fatal caa-critical-unknown', async () => {
    const r = await analyzeAcme({ domain: `critical.${Z}`, method: 'dns-01' }, context());
    expect(keys(r)).toEqual(['Fatal acme.problem.caa-critical-unknown acme.detail.caa-unknown-critical-tag']);
    expect(r.problems[0]!.parameters).toMatchObject({ tag: 'tbs' });
  });

  it('an A record in a reserved range: Fatal, and the listener there never sees a connection', async () => {
    const r = await analyzeAcme({ domain: `reserved.${Z}`, method: 'http-01' }, context());
    expect(keys(r)).toEqual(['Fatal acme.problem.reserved-address acme.detail.reserved-address']);
    expect(r.problems[0]!.parameters).toMatchObject({ address: '127.0.0.2', range: '127.0.0.0/8' });
    expect(r.addresses).toEqual([
      { address: '127.0.0.2', family: 'ipv4', reserved: true, http01: null, tlsAlpn01: null },
    ]);
    expect(check(r, 'http-access')!.status).toBe('skipped');
    expect(reservedListener.connections).toBe(0);
  });

  it('nothing listening on port 80: Error a-not-working (connection refused)', async () => {
    const r = await analyzeAcme({ domain: `noweb.${Z}`, method: 'http-01' }, context());
    expect(keys(r)).toEqual(['Error acme.problem.a-not-working acme.detail.connection-refused']);
    expect(r.addresses[0]!.http01).toMatchObject({
      finalStatus: null,
      errorKey: 'http-error.connection-refused',
    });
  });

  it('a redirect to port 8080: Error bad-redirect', async () => {
    const r = await analyzeAcme({ domain: `redir.${Z}`, method: 'http-01' }, context());
    expect(keys(r)).toEqual(['Error acme.problem.bad-redirect acme.detail.redirect-bad-port']);
    expect(r.problems[0]!.parameters).toMatchObject({ port: '8080' });
  });

  it('a wildcard with http-01: Fatal method-not-suitable before any lookup', async () => {
    const before = fixtures.web!.connections;
    const r = await analyzeAcme({ domain: `*.${Z}`, method: 'http-01' }, context());
    expect(keys(r)).toEqual(['Fatal acme.problem.method-not-suitable acme.detail.wildcard-needs-dns-01']);
    expect(r.checks.filter((c) => c.status === 'ran').map((c) => c.checkKey)).toEqual([
      'acme.check.domain-validity',
      'acme.check.wildcard-method',
    ]);
    expect(fixtures.web!.connections).toBe(before);
  });

  it('a TXT record at _acme-challenge.<name>.<name>: Warning txt-double-label', async () => {
    const r = await analyzeAcme({ domain: `doubled.${Z}`, method: 'dns-01' }, context());
    expect(keys(r)).toEqual(['Warning acme.problem.txt-double-label acme.detail.txt-doubled-label']);
    expect(r.problems[0]!.parameters).toEqual({ name: `_acme-challenge.doubled.${Z}.doubled.${Z}` });
    expect(r.methods[0]!.statusKey).toBe('acme.method-status.warnings');
  });

  it('a CNAME at _acme-challenge: delegation followed and reported', async () => {
    const r = await analyzeAcme({ domain: `deleg.${Z}`, method: 'dns-01' }, context());
    expect(keys(r)).toEqual(['Info acme.problem.txt-cname-delegation acme.detail.txt-cname']);
    expect(r.dns01).toEqual({
      txtName: `_acme-challenge.deleg.${Z}`,
      cnameTarget: `deleg.acme-validation.${Z}`,
      txtRecords: ['delegated-token'],
    });
  });

  it('a registered domain that does not exist (NXDOMAIN) vs one whose lookup fails (SERVFAIL)', async () => {
    const missing = await analyzeAcme({ domain: 'www.missing-test.com', method: 'dns-01' }, context());
    expect(keys(missing)).toContain('Fatal acme.problem.invalid-domain acme.detail.domain-not-registered');
    expect(missing.errorKey).toBeNull();
    const broken = await analyzeAcme({ domain: 'www.broken-test.com', method: 'dns-01' }, context());
    expect(keys(broken)).toContain('Fatal acme.problem.dns-lookup-failed acme.detail.soa-lookup-failed');
    expect(broken.errorKey).toBe('acme.error.dns-unavailable');
    expect(broken.outcome).toBe('failed');
  });

  it('55 recent Let’s Encrypt certificates in CT: Error rate-limit for the registered domain', async () => {
    const r = await analyzeAcme({ domain: 'www.busy-test.com', method: 'http-01' }, context());
    expect(keys(r)).toContain('Error acme.problem.rate-limit acme.detail.rate-limit-registered-domain');
    expect(r.rateLimits).toMatchObject({
      registeredDomain: 'busy-test.com',
      certificatesLast7Days: 55,
      limit: 50,
      exactSetLast7Days: 0,
      source: 'crt.sh',
    });
    const q = new URL(crt.requests.at(-1)!.url, 'http://crt.test').searchParams.get('q');
    expect(q).toBe('%.busy-test.com');
  });

  it('a name with no address: Fatal no-records', async () => {
    const r = await analyzeAcme({ domain: `noaddr.${Z}`, method: 'http-01' }, context());
    expect(keys(r)).toEqual(['Fatal acme.problem.no-records acme.detail.no-addresses']);
  });

  it('AAAA broken while A works: Error aaaa-not-working and the addresses disagree', async () => {
    const r = await analyzeAcme({ domain: `dual.${Z}`, method: 'http-01' }, context());
    expect(keys(r)).toEqual([
      'Error acme.problem.aaaa-not-working acme.detail.connection-refused',
      'Warning acme.problem.multiple-ip-address-discrepancy acme.detail.addresses-disagree',
    ]);
    expect(r.addresses.map((a) => [a.address, a.family, a.http01?.finalStatus ?? null])).toEqual([
      ['127.0.0.1', 'ipv4', 404],
      ['::1', 'ipv6', null],
    ]);
    expect(r.problems[0]!.methods).toEqual(['http-01']);
  });

  it('a redirect to https where port 443 speaks plain HTTP: Error webserver-misconfiguration', async () => {
    const r = await analyzeAcme({ domain: `tlsplain.${Z}`, method: 'http-01' }, context());
    expect(keys(r)).toEqual([
      'Error acme.problem.webserver-misconfiguration acme.detail.http-on-https-redirect',
    ]);
  });

  it('Server: cloudflare on the challenge answer: the CDN warning', async () => {
    const r = await analyzeAcme({ domain: `cdn.${Z}`, method: 'http-01' }, context());
    expect(keys(r)).toEqual(['Warning acme.problem.cloudflare-cdn acme.detail.cloudflare-server']);
  });
});

describe('analyzeAcme against hostile servers, within the deadline', () => {
  it('garbage instead of HTTP: a-not-working (garbage response)', async () => {
    const started = performance.now();
    const r = await analyzeAcme({ domain: `garbage.${Z}`, method: 'http-01' }, context(3000));
    expect(keys(r)).toEqual(['Error acme.problem.a-not-working acme.detail.garbage-response']);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('a server that never answers: a timeout within the deadline', async () => {
    const started = performance.now();
    const r = await analyzeAcme({ domain: `slow.${Z}`, method: 'http-01' }, context(2500));
    expect(keys(r)).toEqual(['Error acme.problem.a-not-working acme.detail.connection-timeout']);
    expect(performance.now() - started).toBeLessThan(2900);
  });

  it('a redirect loop: bad-redirect after 10 hops', async () => {
    const before = fixtures.web!.requests.length;
    const r = await analyzeAcme({ domain: `loop.${Z}`, method: 'http-01' }, context(3000));
    expect(keys(r)).toEqual(['Error acme.problem.bad-redirect acme.detail.redirect-too-many']);
    expect(fixtures.web!.requests.length - before).toBe(11);
  });
});

describe('tls-alpn-01: a handshake to port 443 of each address offering only acme-tls/1', () => {
  const alpn = (r: AcmeAnalysisResult) => r.addresses.map((a) => [a.address, a.tlsAlpn01?.status ?? null]);

  it('a server that negotiates acme-tls/1 (SNI = the name): no problem, the check ran', async () => {
    const before = tlsServers.acme!.connections;
    const r = await analyzeAcme({ domain: `alpn.${Z}`, method: 'tls-alpn-01' }, context());
    expect(keys(r)).toEqual([]);
    expect(r.addresses).toEqual([
      {
        address: '127.0.0.1',
        family: 'ipv4',
        reserved: false,
        http01: null,
        tlsAlpn01: { status: 'negotiated', alpn: 'acme-tls/1', protocol: 'TLSv1.3' },
      },
    ]);
    expect(check(r, 'addresses')!.status).toBe('ran');
    expect(check(r, 'http-access')!.reasonKey).toBe('acme.reason.method-not-selected');
    expect(r.methods).toEqual([{ method: 'tls-alpn-01', statusKey: 'acme.method-status.no-problem-found' }]);
    expect(r.outcome).toBe('complete');
    expect(tlsServers.acme!.connections - before).toBe(1);
  });

  it('a TLS server without ALPN: Error tls-alpn-not-negotiated for tls-alpn-01 only', async () => {
    const r = await analyzeAcme({ domain: `noalpn.${Z}` }, context());
    expect(keys(r)).toEqual(['Error acme.problem.tls-alpn-not-negotiated acme.detail.alpn-not-selected']);
    expect(r.problems[0]).toMatchObject({
      methods: ['tls-alpn-01'],
      parameters: { name: `noalpn.${Z}`, address: '127.0.0.1', alpn: '-' },
    });
    expect(alpn(r)).toEqual([['127.0.0.1', 'not-negotiated']]);
    expect(r.methods.map((m) => `${m.method} ${m.statusKey}`)).toEqual([
      'http-01 acme.method-status.no-problem-found',
      'dns-01 acme.method-status.no-problem-found',
      'tls-alpn-01 acme.method-status.blocked',
    ]);
  });

  it('a server offering only h2: refused (no_application_protocol alert), Error tls-alpn-not-negotiated', async () => {
    const r = await analyzeAcme({ domain: `h2only.${Z}`, method: 'tls-alpn-01' }, context());
    expect(keys(r)).toEqual(['Error acme.problem.tls-alpn-not-negotiated acme.detail.alpn-refused']);
    expect(alpn(r)).toEqual([['127.0.0.1', 'not-negotiated']]);
  });

  it('nothing on port 443: Error tls-alpn-no-answer (connection failed)', async () => {
    const r = await analyzeAcme({ domain: `noweb.${Z}`, method: 'tls-alpn-01' }, context());
    expect(keys(r)).toEqual(['Error acme.problem.tls-alpn-no-answer acme.detail.tls-connect-failed']);
    expect(alpn(r)).toEqual([['127.0.0.1', 'no-answer']]);
  });

  it('a port 443 that never answers: Error tls-alpn-no-answer (timeout) within the deadline', async () => {
    const started = performance.now();
    const r = await analyzeAcme({ domain: `silent.${Z}`, method: 'tls-alpn-01' }, context(2500));
    expect(keys(r)).toEqual(['Error acme.problem.tls-alpn-no-answer acme.detail.tls-timeout']);
    expect(check(r, 'tls-alpn')!.status).toBe('ran');
    expect(performance.now() - started).toBeLessThan(2900);
  });

  it('plain HTTP on port 443: Error tls-alpn-handshake-failed', async () => {
    const r = await analyzeAcme({ domain: `tlsplain.${Z}`, method: 'tls-alpn-01' }, context());
    expect(keys(r)).toEqual(['Error acme.problem.tls-alpn-handshake-failed acme.detail.tls-handshake-error']);
  });

  it('A and AAAA: each address gets its own handshake (IPv6 broken while IPv4 negotiates)', async () => {
    const r = await analyzeAcme({ domain: `dualalpn.${Z}`, method: 'tls-alpn-01' }, context());
    expect(keys(r)).toEqual(['Error acme.problem.tls-alpn-no-answer acme.detail.tls-connect-failed']);
    expect(r.problems[0]!.parameters).toMatchObject({ address: '::1' });
    expect(alpn(r)).toEqual([
      ['127.0.0.1', 'negotiated'],
      ['::1', 'no-answer'],
    ]);
    expect(r.methods[0]!.statusKey).toBe('acme.method-status.blocked');
  });

  it('a reserved address: Fatal for tls-alpn-01 too, and port 443 there never sees a connection', async () => {
    const r = await analyzeAcme({ domain: `reserved.${Z}`, method: 'tls-alpn-01' }, context());
    expect(keys(r)).toEqual(['Fatal acme.problem.reserved-address acme.detail.reserved-address']);
    expect(r.problems[0]!.methods).toEqual(['tls-alpn-01']);
    expect(check(r, 'tls-alpn')!.reasonKey).toBe('acme.reason.stopped-by-fatal');
    expect(tlsServers.reserved!.connections).toBe(0);
  });
});
