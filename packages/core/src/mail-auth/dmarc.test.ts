/**
 * The shared DMARC pieces (used by check-email-auth and check-email): the policy discovery of
 * RFC 7489 §6.6.3 over a fake DNS port, and the policy that applies to a domain.
 */
import { fakeDns } from '@secapi/test-kit';
import { describe, expect, it } from 'vitest';
import { discoverDmarc, dmarcPolicyFor, parseDmarc } from './dmarc.js';
import { MailLookup } from './lookup.js';

const lookupOf = (zone: Parameters<typeof fakeDns>[0]) => {
  const dns = fakeDns(zone);
  return { dns, lookup: new MailLookup(dns, new AbortController().signal) };
};

describe('discoverDmarc', () => {
  it('stops at the domain’s own record', async () => {
    const { dns, lookup } = lookupOf({ '_dmarc.shop.example': { TXT: [['v=DMARC1; p=reject']] } });
    const d = await discoverDmarc('shop.example', lookup);
    expect(d).toMatchObject({ outcome: 'found', policyDomain: 'shop.example', source: 'domain' });
    expect(d.steps).toHaveLength(1);
    expect(dns.calls.map((c) => c.name)).toEqual(['_dmarc.shop.example']);
  });

  it('falls back to the organisational domain (public suffix list, ICANN section)', async () => {
    const { dns, lookup } = lookupOf({ '_dmarc.example.co.uk': { TXT: [['v=DMARC1; p=quarantine']] } });
    const d = await discoverDmarc('mail.news.example.co.uk', lookup);
    expect(d).toMatchObject({
      outcome: 'found',
      policyDomain: 'example.co.uk',
      source: 'organizational-domain',
    });
    expect(dns.calls.map((c) => c.name)).toEqual(['_dmarc.mail.news.example.co.uk', '_dmarc.example.co.uk']);
  });

  it('answers none only when both names answered without a record', async () => {
    const { lookup } = lookupOf({ '_dmarc.sub.shop.example': { TXT: [['not dmarc']] } });
    const d = await discoverDmarc('sub.shop.example', lookup);
    expect(d.outcome).toBe('none');
    expect(d.steps.map((s) => [s.dnsStatus, s.status])).toEqual([
      ['ok', 'none'],
      ['nxdomain', 'none'],
    ]);
  });

  it('stops on a failed lookup (temperror), never falling back or reading it as "none"', async () => {
    const { dns, lookup } = lookupOf({ '_dmarc.sub.shop.example': 'servfail' });
    const d = await discoverDmarc('sub.shop.example', lookup);
    expect(d).toMatchObject({ outcome: 'temperror', source: 'domain' });
    expect(dns.calls).toHaveLength(1);
    const second = lookupOf({ '_dmarc.shop.example': 'timeout' });
    expect((await discoverDmarc('sub.shop.example', second.lookup)).outcome).toBe('temperror');
  });

  it('does not fall back past a misplaced v=DMARC1 record', async () => {
    const { lookup } = lookupOf({
      '_dmarc.sub.shop.example': { TXT: [['p=reject; v=DMARC1']] },
      '_dmarc.shop.example': { TXT: [['v=DMARC1; p=none']] },
    });
    const d = await discoverDmarc('sub.shop.example', lookup);
    expect(d).toMatchObject({ outcome: 'none', source: 'domain' });
    expect(d.steps[0]?.misplaced).toBe(true);
  });
});

describe('dmarcPolicyFor', () => {
  const tags = (record: string) => parseDmarc(record, '_dmarc.example').tags;

  it('applies p to the domain itself, sp to a subdomain, np to a subdomain that does not exist', () => {
    const t = tags('v=DMARC1; p=reject; sp=quarantine; np=none');
    expect(dmarcPolicyFor(t, false, true).effectivePolicy).toBe('reject');
    expect(dmarcPolicyFor(t, true, true).effectivePolicy).toBe('quarantine');
    expect(dmarcPolicyFor(t, true, false).effectivePolicy).toBe('none');
    expect(dmarcPolicyFor(tags('v=DMARC1; p=reject'), true, false).effectivePolicy).toBe('reject');
  });

  it('reads pct and t= into the enforcement', () => {
    expect(dmarcPolicyFor(tags('v=DMARC1; p=reject'), false, true)).toEqual({
      effectivePolicy: 'reject',
      effectivePct: 100,
      enforcement: 'full',
    });
    expect(dmarcPolicyFor(tags('v=DMARC1; p=quarantine; pct=20'), false, true).enforcement).toBe('partial');
    expect(dmarcPolicyFor(tags('v=DMARC1; p=reject; t=y'), false, true).enforcement).toBe('testing');
    expect(dmarcPolicyFor(tags('v=DMARC1; p=none'), false, true).enforcement).toBe('none');
  });
});
