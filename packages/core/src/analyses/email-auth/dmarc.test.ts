import { describe, expect, it } from 'vitest';

import {
  contextFor,
  txt,
  wellConfiguredZone,
  type Zone,
} from '@secapi/test-kit/fixtures/email-auth-zones.js';
import { analyzeEmailAuth } from './analyze.js';
import { parseDmarc } from './dmarc.js';

async function dmarcOf(zone: Zone, domain = 'example.com') {
  const { ctx, dns } = contextFor(zone);
  const r = await analyzeEmailAuth(domain, ctx);
  return { dmarc: r.dmarc, r, dns };
}

const keys = (issues: readonly { messageKey: string }[]): string[] => issues.map((i) => i.messageKey);

function withDmarc(record: string | string[], extra: Zone = {}): Zone {
  const list = Array.isArray(record) ? record : [record];
  return { ...wellConfiguredZone(), '_dmarc.example.com': { TXT: list.map(txt) }, ...extra };
}

describe('DMARC', () => {
  it('reads the record at the domain and its effective policy', async () => {
    const { dmarc } = await dmarcOf(
      withDmarc(
        'v=DMARC1; p=reject; sp=quarantine; adkim=s; aspf=r; fo=1:d; rua=mailto:dmarc@example.com; ruf=mailto:forensic@example.com',
      ),
    );
    expect(dmarc).toMatchObject({
      checked: true,
      result: 'valid',
      valid: true,
      resultMessageKey: 'email-auth.result.valid',
      source: 'domain',
      recordName: '_dmarc.example.com',
      effectivePolicy: 'reject',
      effectivePct: 100,
      enforcement: 'full',
    });
    expect(dmarc.tags).toMatchObject({
      p: 'reject',
      sp: 'quarantine',
      adkim: 's',
      aspf: 'r',
      fo: ['1', 'd'],
    });
    expect(dmarc.tags?.rua).toEqual([
      {
        uri: 'mailto:dmarc@example.com',
        scheme: 'mailto',
        domain: 'example.com',
        external: false,
        authorized: null,
      },
    ]);
    expect(dmarc.issues).toEqual([]);
  });

  it('falls back to the organisational domain and applies sp= to the subdomain', async () => {
    const zone: Zone = {
      ...wellConfiguredZone(),
      'mail.example.com': { TXT: [txt('v=spf1 -all')] },
      '_dmarc.example.com': { TXT: [txt('v=DMARC1; p=reject; sp=quarantine; rua=mailto:d@example.com')] },
    };
    const { dmarc, r, dns } = await dmarcOf(zone, 'mail.example.com');
    expect(dns.calls.map((c) => c.name)).toEqual(
      expect.arrayContaining(['_dmarc.mail.example.com', '_dmarc.example.com']),
    );
    expect(dmarc).toMatchObject({
      result: 'valid',
      source: 'organizational-domain',
      recordName: '_dmarc.example.com',
      effectivePolicy: 'quarantine',
    });
    expect(keys(dmarc.issues)).toContain('email-auth.dmarc.inherited');
    expect(r.noteKeys).toContain('email-auth.note.dmarc-from-organizational-domain');
    expect(r.organizationalDomain).toBe('example.com');
    expect(r.parameters.policyDomain).toBe('example.com');
  });

  it('uses p= for a subdomain without sp=, and np= for a subdomain that does not exist', async () => {
    const base: Zone = {
      '_dmarc.example.com': { TXT: [txt('v=DMARC1; p=quarantine; np=reject; rua=mailto:d@example.com')] },
    };
    const exists = await dmarcOf({ ...base, 'www.example.com': { A: ['192.0.2.1'] } }, 'www.example.com');
    expect(exists.dmarc.effectivePolicy).toBe('quarantine');
    const missing = await dmarcOf(base, 'ghost.example.com');
    expect(missing.dmarc.effectivePolicy).toBe('reject');
    expect(missing.r.errorKey).toBe('email-auth.error.domain-not-found');
    expect(missing.r.grade).toBeNull();
    // The analysis stopped at the NXDOMAIN: no SPF / DKIM / MX claims, only the DMARC policy read.
    expect([missing.r.spf.checked, missing.r.dkim.checked, missing.r.mx.checked]).toEqual([
      false,
      false,
      false,
    ]);
    expect(missing.r.queryCount).toBe(missing.dns.calls.length);
    expect(missing.r.queryCount).toBeLessThanOrEqual(7);
  });

  it('does not fall back when the domain is its own organisational domain', async () => {
    const { dmarc, dns } = await dmarcOf({ 'example.co.uk': { TXT: [txt('v=spf1 -all')] } }, 'example.co.uk');
    expect(dmarc.result).toBe('none');
    expect(dns.calls.filter((c) => c.name.startsWith('_dmarc.')).map((c) => c.name)).toEqual([
      '_dmarc.example.co.uk',
    ]);
    expect(keys(dmarc.issues)).toEqual(['email-auth.record.not-found']);
  });

  it.each([
    ['v=DMARC1; p=maybe', 'email-auth.record.invalid-value', { tag: 'p', value: 'maybe' }],
    ['v=DMARC1; p=reject; pct=150', 'email-auth.record.invalid-value', { tag: 'pct', value: '150' }],
    ['v=DMARC1; p=reject; adkim=x', 'email-auth.record.invalid-value', { tag: 'adkim', value: 'x' }],
    ['v=DMARC1; p=reject; fo=2', 'email-auth.record.invalid-value', { tag: 'fo', value: '2' }],
    ['v=DMARC1; p=reject; t=maybe', 'email-auth.record.invalid-value', { tag: 't', value: 'maybe' }],
    ['v=DMARC1; p=reject; p=none', 'email-auth.record.duplicate-tag', { tag: 'p' }],
    ['v=DMARC1; p=reject; rejectall', 'email-auth.record.syntax-error', { text: 'rejectall' }],
    [
      'v=DMARC1; p=reject; rua=dmarc@example.com',
      'email-auth.record.invalid-uri',
      { tag: 'rua', uri: 'dmarc@example.com' },
    ],
    [
      'v=DMARC1; p=reject; rua=mailto:nobody',
      'email-auth.record.invalid-uri',
      { tag: 'rua', uri: 'mailto:nobody' },
    ],
  ])('reports %s as invalid (%s)', async (record, key, parameters) => {
    const { dmarc, r } = await dmarcOf(withDmarc(record));
    expect(dmarc.result).toBe('invalid');
    expect(dmarc.valid).toBe(false);
    expect(dmarc.effectivePolicy).toBeNull();
    expect(dmarc.issues.find((i) => i.severity === 'error')).toMatchObject({ messageKey: key, parameters });
    expect(r.gradeNoteKeys).toContain('email-auth.grade.dmarc-invalid');
  });

  it('requires v=DMARC1 as the first tag', async () => {
    const { dmarc } = await dmarcOf(withDmarc('p=reject; v=DMARC1'));
    expect(dmarc.result).toBe('invalid');
    expect(keys(dmarc.issues)).toContain('email-auth.record.v-not-first');
  });

  it('treats several DMARC records as invalid', async () => {
    const { dmarc } = await dmarcOf(withDmarc(['v=DMARC1; p=reject', 'v=DMARC1; p=none']));
    expect(dmarc.result).toBe('invalid');
    expect(dmarc.issues[0]).toMatchObject({
      messageKey: 'email-auth.record.multiple',
      parameters: { count: 2 },
    });
  });

  it('warns about unknown tags, obsolete tags and a missing p=', () => {
    const p = parseDmarc('v=DMARC1; foo=bar; pct=100; rf=afrf; ri=86400', '_dmarc.example.com');
    expect(p.issues.map((i) => `${i.severity}:${i.messageKey}`)).toEqual([
      'warning:email-auth.record.unknown-tag',
      'info:email-auth.dmarc.obsolete-tag',
      'info:email-auth.dmarc.obsolete-tag',
      'info:email-auth.dmarc.obsolete-tag',
      'warning:email-auth.record.missing-tag',
    ]);
    expect(p.tags).toMatchObject({ pct: 100, rf: ['afrf'], ri: 86400, p: null });
  });

  it('parses the successor tags np, t and psd, and !size suffixes', () => {
    const p = parseDmarc(
      'v=DMARC1; p=reject; np=quarantine; t=y; psd=n; rua=mailto:a@example.com!10m',
      '_dmarc.example.com',
    );
    expect(p.issues).toEqual([]);
    expect(p.tags).toMatchObject({ np: 'quarantine', t: 'y', psd: 'n' });
    expect(p.tags.rua[0]?.uri).toBe('mailto:a@example.com');
  });

  it('checks that an external report destination is authorised', async () => {
    const { dmarc, dns } = await dmarcOf(
      withDmarc('v=DMARC1; p=reject; rua=mailto:a@reports.example.net,mailto:b@example.com', {
        'example.com._report._dmarc.reports.example.net': { TXT: [txt('v=DMARC1')] },
      }),
    );
    expect(dmarc.result).toBe('valid');
    expect(dmarc.tags?.rua.map((u) => [u.domain, u.external, u.authorized])).toEqual([
      ['reports.example.net', true, 'yes'],
      ['example.com', false, null],
    ]);
    expect(dmarc.issues).toEqual([]);
    expect(dns.calls.map((c) => c.name)).toContain('example.com._report._dmarc.reports.example.net');
  });

  it('flags an unauthorised external destination without invalidating the policy', async () => {
    const { dmarc, r } = await dmarcOf(withDmarc('v=DMARC1; p=reject; rua=mailto:a@reports.example.net'));
    expect(dmarc.result).toBe('valid');
    expect(dmarc.tags?.rua[0]?.authorized).toBe('no');
    expect(dmarc.issues).toEqual([
      {
        severity: 'warning',
        messageKey: 'email-auth.dmarc.external-destination-unauthorized',
        parameters: { destination: 'reports.example.net' },
        domain: 'example.com._report._dmarc.reports.example.net',
      },
    ]);
    expect(r.grade).toBe('A+');
  });

  it('says unknown when the authorisation lookup fails', async () => {
    const { dmarc } = await dmarcOf(
      withDmarc('v=DMARC1; p=reject; rua=mailto:a@reports.example.net', {
        'example.com._report._dmarc.reports.example.net': 'servfail',
      }),
    );
    expect(dmarc.tags?.rua[0]?.authorized).toBe('unknown');
    expect(keys(dmarc.issues)).toEqual(['email-auth.dmarc.external-destination-unknown']);
  });

  it('warns about p=none, and caps the grade at C', async () => {
    const { dmarc, r } = await dmarcOf(withDmarc('v=DMARC1; p=none; rua=mailto:d@example.com'));
    expect(dmarc).toMatchObject({ result: 'valid', effectivePolicy: 'none', enforcement: 'none' });
    expect(keys(dmarc.issues)).toEqual(['email-auth.dmarc.policy-none']);
    expect(r.grade).toBe('C');
    expect(r.gradeNoteKeys).toContain('email-auth.grade.dmarc-policy-none');
  });

  it('treats pct < 100 as partial and t=y as testing', async () => {
    const pct = await dmarcOf(withDmarc('v=DMARC1; p=reject; pct=50; rua=mailto:d@example.com'));
    expect(pct.dmarc).toMatchObject({ effectivePolicy: 'reject', effectivePct: 50, enforcement: 'partial' });
    expect(keys(pct.dmarc.issues)).toContain('email-auth.dmarc.pct-partial');
    const t = await dmarcOf(withDmarc('v=DMARC1; p=quarantine; t=y; rua=mailto:d@example.com'));
    expect(t.dmarc.enforcement).toBe('testing');
    expect(keys(t.dmarc.issues)).toContain('email-auth.dmarc.testing');
  });

  it('warns about sp=none under an enforcing p=, and a missing rua=', async () => {
    const { dmarc } = await dmarcOf(withDmarc('v=DMARC1; p=reject; sp=none'));
    expect(keys(dmarc.issues)).toEqual(['email-auth.dmarc.sp-none', 'email-auth.dmarc.no-rua']);
  });

  it('warns about a DMARC record published at the domain itself', async () => {
    const zone = wellConfiguredZone();
    zone['example.com'] = { TXT: [txt('v=spf1 -all'), txt('v=DMARC1; p=reject')] };
    const { dmarc } = await dmarcOf(zone);
    expect(keys(dmarc.issues)).toContain('email-auth.dmarc.record-at-apex');
  });

  it('reports none, and temperror when the lookup fails', async () => {
    const none = await dmarcOf({ 'example.com': { TXT: [txt('v=spf1 -all')] } });
    expect(none.dmarc).toMatchObject({
      result: 'none',
      source: null,
      recordName: null,
      effectivePolicy: null,
    });
    const temp = await dmarcOf({
      'example.com': { TXT: [txt('v=spf1 -all')] },
      '_dmarc.example.com': 'timeout',
    });
    expect(temp.dmarc.result).toBe('temperror');
    expect(temp.r.grade).toBeNull();
    expect(temp.r.errorKey).toBe('email-auth.error.temperror');
  });
});
