/** The pure checks of check-acme, over hand-made port answers. */
import { describe, expect, it } from 'vitest';
import { fakeDns, fakeHttp } from '@secapi/test-kit';
import { createContext } from '../../context.js';
import { offlineTls } from '../../net/tls/client.js';
import { isInputError } from '../../errors.js';
import type { DnsAnswer } from '../../net/dns/types.js';
import type { HttpResult } from '../../net/http/types.js';
import type { ParsedCertificate } from '../../providers/ct-parse.js';
import { analyzeAcme, readAcmeInput } from './analyze.js';
import { caaNames, evaluateCaa, parseIssueValue } from './caa.js';
import { judgeDoubledLabel } from './dns01.js';
import { readName, validateName, wildcardMethods } from './domain.js';
import { judgeDiscrepancy, judgeProbe, probeSummary } from './http01.js';
import { problem, stoppedMethods, toProblems } from './problems.js';
import { countRateLimits } from './rate-limits.js';
import { reservedRange } from './reserved.js';
import type { AcmeCaaRecord } from './types.js';

const caa = (tag: string, value: string, flags = 0): AcmeCaaRecord => ({
  name: 'example.com',
  flags,
  tag,
  value,
});
const details = (fs: readonly { detail: string }[]): string[] => fs.map((f) => f.detail);

describe('input', () => {
  it('accepts the three methods exactly as the API spells them, and none; refuses anything else with its own key', () => {
    expect(readAcmeInput({ domain: 'example.com', method: 'dns-01' }).method).toBe('dns-01');
    expect(readAcmeInput({ domain: 'example.com', method: '' }).method).toBeNull();
    expect(readAcmeInput({ domain: 'example.com' }).method).toBeNull();
    for (const bad of ['http-02', 'tls-sni-01', 'all', 'DNS-01', ' http-01']) {
      let err: unknown;
      try {
        readAcmeInput({ domain: 'example.com', method: bad });
      } catch (e) {
        err = e;
      }
      expect(isInputError(err) && err.key).toBe('input.method-invalid');
    }
    expect(() => readAcmeInput({ domain: ' ' })).toThrow('input.domain-required');
    expect(() => readAcmeInput({ domain: `${'a'.repeat(260)}.com` })).toThrow('input.domain-too-long');
  });

  it('offline: nothing contacted, the network checks skipped, outcome failed', async () => {
    const r = await analyzeAcme({ domain: 'example.com' }, createContext({ offline: true }));
    expect(r.errorKey).toBe('skip.offline-mode');
    expect(r.outcome).toBe('failed');
    expect(r.checks.find((c) => c.checkKey === 'acme.check.caa')).toMatchObject({
      status: 'skipped',
      reasonKey: 'skip.offline-mode',
    });
    expect(r.methods.every((m) => m.statusKey === 'acme.method-status.not-checked')).toBe(true);
  });
});

describe('addresses the HTTP port would refuse', () => {
  it('are reported as reserved and never probed (an IPv4-mapped private address)', async () => {
    const http = fakeHttp({ '*': { status: 404 } });
    const r = await analyzeAcme(
      { domain: 'www.example.com', method: 'http-01' },
      createContext({
        dns: fakeDns({
          'example.com': { NS: ['ns.example.com'] },
          'www.example.com': { AAAA: ['::ffff:10.0.0.1'] },
        }),
        http,
        providers: { crtShUrl: 'https://crt.test/' },
      }),
    );
    expect(r.problems.map((p) => p.key)).toEqual(['acme.problem.reserved-address']);
    expect(r.addresses).toEqual([
      { address: '::ffff:a00:1', family: 'ipv6', reserved: true, http01: null, tlsAlpn01: null },
    ]);
    expect(http.calls.filter((c) => c.url.includes('/.well-known/acme-challenge/'))).toEqual([]);
    expect(http.calls.length).toBeGreaterThan(0);
  });
});

describe('tls-alpn-01 when the TLS port will not open an address', () => {
  it('says so (failed, tls-port-refused, method not checked) instead of reporting a problem', async () => {
    const r = await analyzeAcme(
      { domain: 'www.example.com', method: 'tls-alpn-01' },
      createContext({
        dns: fakeDns({
          'example.com': { NS: ['ns.example.com'] },
          'www.example.com': { A: ['198.51.99.10'] },
        }),
        http: fakeHttp({ '*': { status: 404 } }),
        tls: offlineTls,
        providers: { crtShUrl: 'https://crt.test/' },
      }),
    );
    expect(r.problems).toEqual([]);
    expect(r.checks.find((c) => c.checkKey === 'acme.check.tls-alpn')).toEqual({
      checkKey: 'acme.check.tls-alpn',
      status: 'failed',
      reasonKey: 'acme.reason.tls-port-refused',
    });
    expect(r.addresses[0]!.tlsAlpn01).toEqual({ status: 'not-checked', alpn: null, protocol: null });
    expect(r.methods).toEqual([{ method: 'tls-alpn-01', statusKey: 'acme.method-status.not-checked' }]);
    expect(r.outcome).toBe('partial');
  });
});

describe('domain validity (block 1)', () => {
  const invalid = (raw: string): string[] => details(validateName(readName(raw)));
  it('reads case, trailing dot, wildcard and IDN', () => {
    expect(readName(' WWW.Example.COM. ')).toMatchObject({
      domain: 'www.example.com',
      registered: 'example.com',
    });
    expect(readName('*.example.co.uk')).toMatchObject({
      wildcard: true,
      base: 'example.co.uk',
      suffix: 'co.uk',
    });
    expect(readName('bücher.ca').base).toBe('xn--bcher-kva.ca');
  });
  it('flags each InvalidDomain case', () => {
    expect(invalid('example.com')).toEqual([]);
    expect(invalid('exa_mple.com')).toEqual(['domain-bad-characters']);
    expect(invalid('192.0.2.1')).toEqual(['domain-bad-characters']);
    expect(invalid('a.b.c.d.e.f.g.h.i.j.example.com')).toEqual(['domain-label-count']);
    expect(invalid('-bad.example.com')).toEqual(['domain-label-invalid']);
    expect(invalid('ab--cd.example.com')).toEqual(['domain-label-invalid']);
    expect(invalid('xn--zz.example.com')).toEqual(['domain-bad-punycode']);
    expect(invalid('host.invalidtld')).toEqual(['domain-not-under-suffix']);
    expect(invalid('co.uk')).toEqual(['domain-is-suffix']);
  });
  it('notes a private public suffix (Debug)', () => {
    expect(validateName(readName('me.github.io'))).toEqual([
      problem('public-suffix', 'private-suffix', { suffix: 'github.io', registered: 'github.io' }),
    ]);
  });
  it('a wildcard suits dns-01 only', () => {
    expect(wildcardMethods(readName('*.example.com'), ['dns-01'])).toEqual([]);
    expect(
      wildcardMethods(readName('*.example.com'), ['http-01', 'dns-01', 'tls-alpn-01'])[0]!.methods,
    ).toEqual(['http-01', 'tls-alpn-01']);
    expect(wildcardMethods(readName('example.com'), ['http-01'])).toEqual([]);
  });
});

describe('CAA', () => {
  it('walks from the name up to, not including, the public suffix', () => {
    expect(caaNames('a.b.example.co.uk', 'co.uk')).toEqual([
      'a.b.example.co.uk',
      'b.example.co.uk',
      'example.co.uk',
    ]);
  });
  it('parses issuer and parameters', () => {
    const v = parseIssueValue(
      ' LetsEncrypt.org ; validationmethods=dns-01,http-01; accounturi=https://acme/acct/1',
    );
    expect(v.issuer).toBe('letsencrypt.org');
    expect(v.parameters.get('validationmethods')).toBe('dns-01,http-01');
    expect(v.wellFormed).toBe(true);
    expect(parseIssueValue('letsencrypt.org; junk').wellFormed).toBe(false);
  });
  it('no records, or only iodef/issuewild for a plain name: not restricted', () => {
    expect(evaluateCaa([], false, ['http-01'])).toEqual([]);
    expect(
      evaluateCaa([caa('issuewild', 'sectigo.com'), caa('iodef', 'mailto:x@example.com')], false, [
        'http-01',
      ]),
    ).toEqual([]);
  });
  it('issuewild governs a wildcard, issue otherwise', () => {
    const set = [caa('issue', 'letsencrypt.org'), caa('issuewild', 'sectigo.com')];
    expect(evaluateCaa(set, false, ['dns-01'])).toEqual([]);
    expect(details(evaluateCaa(set, true, ['dns-01']))).toEqual(['caa-other-ca']);
    expect(details(evaluateCaa([caa('issue', ';')], false, ['dns-01']))).toEqual(['caa-no-issuance']);
  });
  it('critical unknown tags are Fatal; a non-critical unknown tag is ignored', () => {
    expect(
      details(evaluateCaa([caa('issue', 'letsencrypt.org'), caa('future', 'x', 128)], false, ['dns-01'])),
    ).toEqual(['caa-unknown-critical-tag']);
    expect(evaluateCaa([caa('issue', 'letsencrypt.org'), caa('future', 'x')], false, ['dns-01'])).toEqual([]);
  });
  it('validationmethods and accounturi', () => {
    const set = [caa('issue', 'letsencrypt.org; validationmethods=tls-alpn-01; accounturi=https://a/1')];
    const found = evaluateCaa(set, false, ['http-01', 'dns-01', 'tls-alpn-01']);
    expect(found.map((f) => [f.name, f.methods])).toEqual([
      ['caa-issuance-not-allowed', ['http-01']],
      ['caa-issuance-not-allowed', ['dns-01']],
      ['caa-requires-account-uri', 'all'],
    ]);
  });
});

describe('problems', () => {
  it('sorts worst first and a Fatal stops only the methods it affects', () => {
    const fs = [
      problem('txt-double-label', 'txt-doubled-label', {}, ['dns-01']),
      problem('caa-issuance-not-allowed', 'caa-method-not-allowed', {}, ['http-01']),
      problem('rate-limit', 'rate-limit-registered-domain'),
    ];
    expect(toProblems(fs, ['http-01', 'dns-01']).map((p) => p.severity)).toEqual([
      'Fatal',
      'Error',
      'Warning',
    ]);
    expect([...stoppedMethods(fs, ['http-01', 'dns-01'])]).toEqual(['http-01']);
    expect(toProblems(fs, ['dns-01']).map((p) => p.key)).toEqual([
      'acme.problem.rate-limit',
      'acme.problem.txt-double-label',
    ]);
  });
});

describe('reserved ranges', () => {
  it("follows Let's Debug's table", () => {
    expect(reservedRange('10.1.2.3')).toBe('10.0.0.0/8');
    expect(reservedRange('100.100.0.1')).toBe('100.64.0.0/10');
    expect(reservedRange('2001:db8::1')).toBe('2001:db8::/32');
    expect(reservedRange('fe80::1')).toBe('fe80::/10');
    expect(reservedRange('8.8.8.8')).toBeNull();
    expect(reservedRange('2606:4700::1111')).toBeNull();
    expect(reservedRange('::ffff:10.0.0.1')).toBeNull();
    expect(reservedRange('not-an-ip')).toBeNull();
  });
});

describe('rate limits', () => {
  const now = Date.parse('2026-11-25T00:00:00Z');
  const cert = (
    i: number,
    names: string[],
    daysAgo: number,
    issuer = "C=US, O=Let's Encrypt, CN=R11",
  ): ParsedCertificate => ({
    id: String(i),
    link: null,
    issuerName: issuer,
    commonName: names[0] ?? null,
    names,
    notBefore: null,
    notBeforeMs: now - daysAgo * 86_400_000,
    notAfter: null,
    serialNumber: String(i),
    dedupeKey: `k${String(i)}`,
  });
  it('counts Let’s Encrypt certificates of the last 7 days, once each, and the largest exact set', () => {
    const certs = [
      ...Array.from({ length: 41 }, (_, i) => cert(i, [`h${String(i)}.example.com`], 1)),
      cert(100, ['www.example.com', 'example.com'], 2),
      cert(101, ['example.com', 'www.example.com'], 3),
      cert(102, ['example.com', 'www.example.com'], 3),
      cert(103, ['example.com', 'www.example.com'], 4),
      { ...cert(103, ['example.com', 'www.example.com'], 4) },
      cert(200, ['old.example.com'], 8),
      cert(201, ['gts.example.com'], 1, 'C=US, O=Google Trust Services, CN=WR1'),
    ];
    const r = countRateLimits(
      { source: 'certspotter', certificates: certs },
      'example.com',
      'example.com',
      now,
    );
    expect(r.rateLimits).toMatchObject({
      certificatesLast7Days: 45,
      exactSetLast7Days: 4,
      source: 'certspotter',
    });
    expect(r.findings.map((f) => [f.detail, f.severity])).toEqual([
      ['rate-limit-registered-domain-near', 'Warning'],
      ['rate-limit-exact-set-near', 'Warning'],
    ]);
  });
});

describe('http-01 judgement', () => {
  const hop = (url: string, status: number | null, location: string | null = null) => ({
    url,
    status,
    location,
    host: 'example.com',
    address: '192.0.2.1',
  });
  const result = (over: Partial<HttpResult>): HttpResult => ({
    response: null,
    hops: [hop('http://example.com/.well-known/acme-challenge/x', null)],
    error: null,
    wasBlockedByPolicy: false,
    hitMaxRedirects: false,
    ...over,
  });
  const response = (status: number, headers: Record<string, string[]> = {}, body = '') => ({
    url: 'http://example.com/',
    status,
    headers,
    body: new TextEncoder().encode(body),
    bodyTruncated: false,
    address: '192.0.2.1',
    tls: null,
  });
  it('per address family: A or AAAA not working', () => {
    const timeout = result({ error: { code: 'timeout', detail: null } });
    expect(judgeProbe('192.0.2.1', 'ipv4', timeout)[0]).toMatchObject({
      name: 'a-not-working',
      detail: 'connection-timeout',
    });
    expect(judgeProbe('2001:db8::1', 'ipv6', timeout)[0]).toMatchObject({ name: 'aaaa-not-working' });
  });
  it('HTTP spoken on the HTTPS port after a redirect', () => {
    const r = result({
      hops: [hop('http://example.com/x', 301, 'https://example.com/x'), hop('https://example.com/x', null)],
      error: { code: 'tls-error', detail: 'EPROTO' },
    });
    expect(judgeProbe('192.0.2.1', 'ipv4', r)[0]).toMatchObject({ name: 'webserver-misconfiguration' });
  });
  it('the missing-slash redirect, router servers, test cookies, firewall pages and statuses', () => {
    const slash = result({
      hops: [
        hop(
          'http://example.com/.well-known/acme-challenge/x',
          301,
          'http://example.com.well-known/acme-challenge/x',
        ),
      ],
      error: { code: 'dns-nxdomain', detail: null },
    });
    expect(judgeProbe('192.0.2.1', 'ipv4', slash)[0]).toMatchObject({ detail: 'redirect-missing-slash' });
    const router = result({
      response: response(200, { server: ['micro_httpd'] }, '<script src="/aes.js"></script>acme-protocol'),
    });
    expect(details(judgeProbe('192.0.2.1', 'ipv4', router))).toEqual([
      'nginx-test-cookie',
      'palo-alto-firewall',
      'port-forwarding-server',
    ]);
    expect(details(judgeProbe('192.0.2.1', 'ipv4', result({ response: response(403) })))).toEqual([
      'unexpected-status',
    ]);
    expect(judgeProbe('192.0.2.1', 'ipv4', result({ response: response(404) }))).toEqual([]);
    const plain = result({ response: response(400, {}, 'The plain HTTP request was sent to HTTPS port') });
    expect(details(judgeProbe('192.0.2.1', 'ipv4', plain))).toEqual([
      'plain-http-to-tls-port',
      'unexpected-status',
    ]);
  });
  it('addresses that answer differently', () => {
    const a = probeSummary('u', result({ response: response(404), hops: [hop('u', 404)] }));
    const b = probeSummary('u', result({ response: response(500), hops: [hop('u', 500)] }));
    expect(
      judgeDiscrepancy([
        { address: '192.0.2.1', probe: a },
        { address: '2001:db8::1', probe: b },
      ])[0],
    ).toMatchObject({
      name: 'multiple-ip-address-discrepancy',
      parameters: { status: 404, otherStatus: 500 },
    });
    expect(
      judgeDiscrepancy([
        { address: '192.0.2.1', probe: a },
        { address: '192.0.2.2', probe: a },
      ]),
    ).toEqual([]);
  });
});

describe('dns-01 doubled label', () => {
  const txt = (name: string, values: string[]): DnsAnswer => ({
    name,
    type: 'TXT',
    status: values.length > 0 ? 'ok' : 'nxdomain',
    records: values.map((v) => ({ name, ttl: 60, type: 'TXT' as const, data: [v] })),
    authenticated: false,
    resolver: null,
    cached: false,
  });
  it('is suppressed when a random name answers the same (a wildcard TXT)', () => {
    const doubled = [txt('_acme-challenge.a.example.com.a.example.com', ['t'])];
    expect(judgeDoubledLabel(doubled, txt('_acme-challenge.rand-1.a.example.com', ['t']))).toEqual([]);
    expect(details(judgeDoubledLabel(doubled, txt('_acme-challenge.rand-1.a.example.com', [])))).toEqual([
      'txt-doubled-label',
    ]);
  });
});
