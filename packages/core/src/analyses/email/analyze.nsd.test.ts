/**
 * Integration: the From domain's DMARC policy and existence through the real DNS client against a
 * real authoritative server (nsd). Skips (or fails under SECAPI_REQUIRE_SYSTEM_SERVERS=1) when nsd
 * cannot be found or installed. The links go nowhere: the HTTP port is a fake that records calls.
 */
import {
  ensureNsd,
  fakeHttp,
  networkCheckZones,
  startNsd,
  zoneFile,
  type NsdServer,
  type SystemBinary,
} from '@secapi/test-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { analyzeEmail } from './analyze.js';

let nsd: SystemBinary;
let server: NsdServer | undefined;

beforeAll(async () => {
  nsd = await ensureNsd();
  if (nsd.path === null) return;
  server = await startNsd({
    zones: {
      ...networkCheckZones(),
      '.': zoneFile('.', [
        // A bank that rejects forged mail.
        'banque-test.ca. A 192.0.2.10',
        'banque-test.ca. TXT "v=spf1 -all"',
        '_dmarc.banque-test.ca. TXT "v=DMARC1; p=reject; rua=mailto:dmarc@banque-test.ca"',
        // A subdomain without its own record: the organisational domain's sp= applies.
        'alertes.banque-test.ca. A 192.0.2.11',
        // A shop without DMARC.
        'petite-boutique.ca. A 192.0.2.12',
        'petite-boutique.ca. MX 10 mx.petite-boutique.ca.',
        // A domain in monitoring mode, pct given.
        'journal-test.ca. A 192.0.2.13',
        '_dmarc.journal-test.ca. TXT "v=DMARC1; p=quarantine; pct=25"',
      ]),
    },
  });
}, 15 * 60_000);

afterAll(async () => {
  await server?.stop();
});

beforeEach((ctx) => {
  if (nsd.path === null) ctx.skip(nsd.reason);
});

function email(from: string, dmarc: 'pass' | 'fail' | null) {
  const auth =
    dmarc === null
      ? []
      : [`Authentication-Results: mx.example.net; dmarc=${dmarc} header.from=${from.split('@')[1] ?? ''}`];
  return {
    emailBody: 'Bonjour, votre relevé mensuel est disponible dans votre espace client.',
    rawHeaders: [`From: Service <${from}>`, 'To: client@example.net', 'Subject: Relevé', ...auth].join('\n'),
  };
}

const context = () => createContext({ dnsServers: [server!.server], http: fakeHttp({}), timeoutMs: 5000 });

describe('check-email: the From domain’s DMARC policy, against nsd', () => {
  it('reads p=reject at the From domain, and turns a receiver’s DMARC failure into strong evidence', async () => {
    const r = await analyzeEmail(email('securite@banque-test.ca', 'fail'), context());
    expect(r.fromDomainDmarc).toMatchObject({
      domain: 'banque-test.ca',
      status: 'found',
      summaryKey: 'email.dmarc.policy-reject',
      policy: 'reject',
      pct: 100,
      recordName: '_dmarc.banque-test.ca',
      inherited: false,
      domainExists: true,
    });
    expect(r.findings.map((f) => f.code)).toEqual(
      expect.arrayContaining(['email-auth-dmarc-fail', 'email-dmarc-enforced-fail']),
    );
    expect(r.skipped.map((s) => s.id)).not.toContain('dmarc-policy');
  });

  it('falls back to the organisational domain for a subdomain (RFC 7489 §6.6.3)', async () => {
    const r = await analyzeEmail(email('avis@alertes.banque-test.ca', 'pass'), context());
    expect(r.fromDomainDmarc).toMatchObject({
      status: 'found',
      policy: 'reject',
      recordName: '_dmarc.banque-test.ca',
      inherited: true,
    });
  });

  it('reads the pct of a partial policy', async () => {
    const r = await analyzeEmail(email('info@journal-test.ca', null), context());
    expect(r.fromDomainDmarc).toMatchObject({ policy: 'quarantine', pct: 25, enforcement: 'partial' });
  });

  it('says "no DMARC record" when the server answered so, and keeps ordinary mail likely safe', async () => {
    const r = await analyzeEmail(email('bonjour@petite-boutique.ca', null), context());
    expect(r.fromDomainDmarc).toMatchObject({
      status: 'none',
      summaryKey: 'email.dmarc.none',
      domainExists: true,
    });
    // Said in fromDomainDmarc; not counted for mail with no other warning sign.
    expect(r.findings.map((f) => f.code)).not.toContain('email-dmarc-missing');
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('flags a From domain the server says does not exist (NXDOMAIN)', async () => {
    const r = await analyzeEmail(email('service@banque-test-securite.ca', null), context());
    expect(r.fromDomainDmarc).toMatchObject({ domainExists: false });
    expect(r.findings.map((f) => f.code)).toContain('email-from-domain-not-found');
  });

  it('reports a DNS server that does not answer as not checked, never as "no record"', async () => {
    // A port nothing listens on: every lookup times out.
    const dead = createContext({
      dnsServers: ['127.0.0.1:9'],
      http: fakeHttp({}),
      timeoutMs: 1500,
      networkCheck: null,
    });
    const r = await analyzeEmail(email('bonjour@petite-boutique.ca', null), dead);
    expect(r.fromDomainDmarc).toMatchObject({ status: 'temperror', domainExists: null, policy: null });
    expect(r.findings.map((f) => f.code)).not.toContain('email-dmarc-missing');
    expect(r.findings.map((f) => f.code)).not.toContain('email-from-domain-not-found');
    expect(r.skipped.find((s) => s.id === 'dmarc-policy')?.reasonKey).toBe('email.skip.lookup-failed');
    expect(r.isInconclusive).toBe(true);
  });
});
