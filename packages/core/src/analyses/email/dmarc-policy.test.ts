/**
 * The From domain's DMARC policy and existence (online, through the DNS port), with `fakeDns`:
 * what each DNS answer makes the result say, and that a failed lookup never reads as "no record".
 * The same against a real authoritative server: analyze.nsd.test.ts.
 */
import { fakeDns, fakeHttp, type FakeZone } from '@secapi/test-kit';
import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { skippedDomainAge } from '../../domain-age/index.js';
import { analyzeEmail } from './analyze.js';
import type { EmailAnalysisResult } from './types.js';

const codes = (r: EmailAnalysisResult): string[] => r.findings.map((f) => f.code);

/** A message from `from`, with the receiver's Authentication-Results saying `dmarc=<dmarc>`. */
function headers(from: string, dmarc: string | null): string {
  return [
    `From: Service <${from}>`,
    'To: client@example.net',
    'Subject: Your monthly statement',
    ...(dmarc === null
      ? []
      : [
          `Authentication-Results: mx.example.net; spf=pass smtp.mailfrom=${from}; dmarc=${dmarc} header.from=${from.split('@')[1] ?? ''}`,
        ]),
  ].join('\n');
}

function run(zone: FakeZone, from: string, dmarc: string | null = null): Promise<EmailAnalysisResult> {
  const dns = fakeDns(zone);
  // No links in these bodies: the HTTP port must not be used.
  const http = fakeHttp({});
  return analyzeEmail(
    { emailBody: 'Your statement is ready. Thank you for your business.', rawHeaders: headers(from, dmarc) },
    createContext({ dns, http }),
  );
}

describe('check-email: the From domain’s DMARC policy', () => {
  it('reads the policy at _dmarc.<From domain>', async () => {
    const r = await run(
      {
        'bank.example': { TXT: [['v=spf1 -all']] },
        '_dmarc.bank.example': { TXT: [['v=DMARC1; p=reject; pct=100; rua=mailto:d@bank.example']] },
      },
      'info@bank.example',
    );
    expect(r.fromDomainDmarc).toEqual({
      domain: 'bank.example',
      status: 'found',
      summaryKey: 'email.dmarc.policy-reject',
      policy: 'reject',
      pct: 100,
      enforcement: 'full',
      recordName: '_dmarc.bank.example',
      inherited: false,
      domainExists: true,
    });
    expect(r.skipped.map((s) => s.id)).not.toContain('dmarc-policy');
    expect(codes(r).filter((c) => c.startsWith('email-dmarc') || c.startsWith('email-from'))).toEqual([]);
  });

  it('falls back to the organisational domain (RFC 7489 §6.6.3) and applies sp= to a subdomain', async () => {
    const r = await run(
      {
        'news.example.co.uk': { A: ['192.0.2.1'] },
        'example.co.uk': { A: ['192.0.2.1'] },
        '_dmarc.example.co.uk': { TXT: [['v=DMARC1; p=reject; sp=quarantine; pct=50']] },
      },
      'offers@news.example.co.uk',
    );
    expect(r.fromDomainDmarc).toMatchObject({
      status: 'found',
      policy: 'quarantine',
      pct: 50,
      enforcement: 'partial',
      recordName: '_dmarc.example.co.uk',
      inherited: true,
    });
  });

  it('says "no record" only when every lookup answered; it weighs only beside other warning signs', async () => {
    const zone: FakeZone = {
      'small-shop.example': { MX: [{ preference: 10, exchange: 'mx.small-shop.example' }] },
    };
    const r = await run(zone, 'hello@small-shop.example');
    expect(r.fromDomainDmarc).toMatchObject({
      status: 'none',
      summaryKey: 'email.dmarc.none',
      domainExists: true,
    });
    // Ordinary mail from a domain without DMARC: said in fromDomainDmarc, not counted, likely safe.
    expect(codes(r)).not.toContain('email-dmarc-missing');
    expect(r.verdictKey).toBe('verdict.likely-safe');
    // Beside a brand claimed on another domain and a lure, it is counted.
    const lure = await analyzeEmail(
      {
        emailBody:
          'Your account is suspended. Verify your password within 24 hours: https://small-shop.example/verify',
        rawHeaders:
          'From: "Interac e-Transfer" <hello@small-shop.example>\nTo: a@example.net\nSubject: Account suspended',
      },
      createContext({
        dns: fakeDns(zone),
        http: fakeHttp({ 'https://small-shop.example/verify': { status: 200 } }),
      }),
      { lookupDomainAge: () => Promise.resolve(skippedDomainAge(null, 'skip.not-applicable')) },
    );
    expect(codes(lure)).toContain('email-dmarc-missing');
  });

  it('reports a lookup that failed as not checked, never as "no record"', async () => {
    const r = await run(
      { 'bank.example': { TXT: [['v=spf1 -all']] }, '_dmarc.bank.example': 'servfail' },
      'info@bank.example',
    );
    expect(r.fromDomainDmarc).toMatchObject({
      status: 'temperror',
      summaryKey: 'email.dmarc.temperror',
      policy: null,
    });
    expect(codes(r)).not.toContain('email-dmarc-missing');
    expect(r.skipped.find((s) => s.id === 'dmarc-policy')?.reasonKey).toBe('email.skip.lookup-failed');
    expect(r.isInconclusive).toBe(true);
    expect(r.outcome).toBe('partial');
  });

  it('does not fall back to the organisational domain after a failed lookup', async () => {
    const dns = fakeDns({
      '_dmarc.mail.bank.example': 'timeout',
      '_dmarc.bank.example': { TXT: [['v=DMARC1; p=none']] },
    });
    const r = await analyzeEmail(
      { emailBody: 'Hello', rawHeaders: headers('a@mail.bank.example', null) },
      createContext({ dns, http: fakeHttp({}) }),
    );
    expect(r.fromDomainDmarc?.status).toBe('temperror');
    expect(dns.calls.map((c) => c.name)).not.toContain('_dmarc.bank.example');
  });

  it('flags a From domain that does not exist (NXDOMAIN for the domain itself)', async () => {
    const r = await run({}, 'security@desjardins-alerte.example');
    expect(r.fromDomainDmarc).toMatchObject({ domainExists: false, status: 'none' });
    expect(codes(r)).toContain('email-from-domain-not-found');
    expect(codes(r)).not.toContain('email-dmarc-missing');
  });

  it('does not say the domain is missing when its own lookup failed', async () => {
    const r = await run(
      { 'bank.example': 'servfail', '_dmarc.bank.example': { TXT: [['v=DMARC1; p=reject']] } },
      'info@bank.example',
    );
    expect(r.fromDomainDmarc).toMatchObject({ domainExists: null, status: 'found', policy: 'reject' });
    expect(codes(r)).not.toContain('email-from-domain-not-found');
    expect(r.skipped.find((s) => s.id === 'dmarc-policy')?.reasonKey).toBe('email.skip.lookup-failed');
  });

  it('reads two DMARC records, or v=DMARC1 not first, as a record receivers cannot use', async () => {
    const two = await run(
      {
        'bank.example': { A: ['192.0.2.1'] },
        '_dmarc.bank.example': { TXT: [['v=DMARC1; p=reject'], ['v=DMARC1; p=none']] },
      },
      'info@bank.example',
    );
    expect(two.fromDomainDmarc).toMatchObject({
      status: 'invalid',
      summaryKey: 'email.dmarc.invalid',
      policy: null,
    });
    const misplaced = await run(
      { 'bank.example': { A: ['192.0.2.1'] }, '_dmarc.bank.example': { TXT: [['p=reject; v=DMARC1']] } },
      'info@bank.example',
    );
    expect(misplaced.fromDomainDmarc?.status).toBe('invalid');
    expect(codes(misplaced)).not.toContain('email-dmarc-missing');
  });

  it('combines an enforced policy with the receiver’s DMARC failure into strong evidence', async () => {
    const zone: FakeZone = {
      'interac.example': { A: ['192.0.2.1'] },
      '_dmarc.interac.example': { TXT: [['v=DMARC1; p=reject']] },
    };
    const failed = await run(zone, 'notify@interac.example', 'fail');
    expect(codes(failed)).toEqual(
      expect.arrayContaining(['email-auth-dmarc-fail', 'email-dmarc-enforced-fail']),
    );
    expect(failed.findings.find((f) => f.code === 'email-dmarc-enforced-fail')?.parameters).toEqual({
      domain: 'interac.example',
      policy: 'reject',
      pct: 100,
    });
    expect(failed.confidenceScore).toBeGreaterThanOrEqual(65);
    // p=none: the domain does not ask for anything, so the failure stays the receiver's finding only.
    const monitoring = await run(
      { ...zone, '_dmarc.interac.example': { TXT: [['v=DMARC1; p=none']] } },
      'notify@interac.example',
      'fail',
    );
    expect(codes(monitoring)).toContain('email-auth-dmarc-fail');
    expect(codes(monitoring)).not.toContain('email-dmarc-enforced-fail');
    // A pass with p=reject adds nothing.
    const passed = await run(zone, 'notify@interac.example', 'pass');
    expect(codes(passed)).not.toContain('email-dmarc-enforced-fail');
  });

  it('is skipped offline and for a body-only paste, and never asks DNS then', async () => {
    const dns = fakeDns({});
    const offline = await analyzeEmail(
      { emailBody: 'Hello', rawHeaders: headers('a@bank.example', null) },
      createContext({ offline: true, dns }),
    );
    expect(offline.fromDomainDmarc).toBeNull();
    expect(offline.skipped.find((s) => s.id === 'dmarc-policy')?.reasonKey).toBe('skip.offline-mode');
    const bodyOnly = await analyzeEmail(
      { emailBody: 'Hello there' },
      createContext({ dns, http: fakeHttp({}) }),
    );
    expect(bodyOnly.skipped.find((s) => s.id === 'dmarc-policy')?.reasonKey).toBe('email.skip.no-headers');
    expect(dns.calls.filter((c) => c.name.startsWith('_dmarc'))).toEqual([]);
  });
});
