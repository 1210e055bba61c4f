import { describe, expect, it } from 'vitest';

import {
  contextFor,
  txt,
  wellConfiguredZone,
  type Zone,
} from '@secapi/test-kit/fixtures/email-auth-zones.js';
import { analyzeEmailAuth } from './analyze.js';

async function analyze(zone: Zone, domain = 'example.com') {
  const { ctx, dns } = contextFor(zone);
  return { r: await analyzeEmailAuth(domain, ctx), dns };
}

function withTxt(name: string, records: string[]): Zone {
  return { ...wellConfiguredZone(), [name]: { TXT: records.map(txt) } };
}

const keys = (issues: readonly { messageKey: string }[]): string[] => issues.map((i) => i.messageKey);

describe('MX', () => {
  it('lists the mail servers by preference', async () => {
    const zone = wellConfiguredZone();
    zone['example.com'] = {
      TXT: [txt('v=spf1 -all')],
      MX: [
        { preference: 20, exchange: 'b.example.com' },
        { preference: 10, exchange: 'a.example.com' },
      ],
    };
    const { r } = await analyze(zone);
    expect(r.mx).toMatchObject({
      result: 'ok',
      count: 2,
      nullMx: false,
      resultMessageKey: 'email-auth.mx.result.ok',
    });
    expect(r.mx.hosts.map((h) => h.exchange)).toEqual(['a.example.com', 'b.example.com']);
  });

  it('recognises a null MX (RFC 7505)', async () => {
    const zone = wellConfiguredZone();
    zone['example.com'] = { TXT: [txt('v=spf1 -all')], MX: [{ preference: 0, exchange: '' }] };
    const { r } = await analyze(zone);
    expect(r.mx).toMatchObject({ result: 'null-mx', nullMx: true, count: 1 });
    expect(keys(r.mx.issues)).toEqual(['email-auth.mx.null-mx']);
  });

  it('rejects a null MX mixed with other MX records', async () => {
    const zone = wellConfiguredZone();
    zone['example.com'] = {
      TXT: [txt('v=spf1 -all')],
      MX: [
        { preference: 0, exchange: '.' },
        { preference: 10, exchange: 'mx.example.com' },
      ],
    };
    const { r } = await analyze(zone);
    expect(r.mx).toMatchObject({ result: 'invalid', nullMx: true });
    expect(r.mx.issues[0]?.severity).toBe('error');
  });

  it('says mail falls back to the address record when there is no MX', async () => {
    const zone = wellConfiguredZone();
    zone['example.com'] = { TXT: [txt('v=spf1 -all')] };
    const { r } = await analyze(zone);
    expect(r.mx).toMatchObject({ result: 'none', count: 0 });
    expect(keys(r.mx.issues)).toEqual(['email-auth.mx.implicit']);
  });
});

describe('MTA-STS', () => {
  it('reads v=STSv1; id= and never pretends the policy was fetched', async () => {
    const { r, dns } = await analyze(wellConfiguredZone());
    expect(r.mtaSts).toEqual({
      checked: true,
      result: 'valid',
      resultMessageKey: 'email-auth.result.valid',
      record: 'v=STSv1; id=20240101',
      id: '20240101',
      policy: {
        fetched: false,
        url: 'https://mta-sts.example.com/.well-known/mta-sts.txt',
        skipReasonKey: 'skip.not-implemented',
      },
      issues: [],
    });
    expect(r.noteKeys).toContain('email-auth.note.mta-sts-policy-not-fetched');
    expect(dns.calls.some((c) => c.name.startsWith('mta-sts.'))).toBe(false);
  });

  it.each([
    [['v=STSv1;'], 'email-auth.record.missing-tag'],
    [['v=STSv1; id=has-dashes'], 'email-auth.mta-sts.invalid-id'],
    [['v=STSv1; id=a', 'v=STSv1; id=b'], 'email-auth.record.multiple'],
    [['id=1; v=STSv1'], 'email-auth.record.v-not-first'],
    [['v=STSv1; id=1; id=2'], 'email-auth.record.duplicate-tag'],
  ])('reports %j as invalid (%s)', async (records, key) => {
    const { r } = await analyze(withTxt('_mta-sts.example.com', records));
    expect(r.mtaSts.result).toBe('invalid');
    expect(keys(r.mtaSts.issues)).toContain(key);
    expect(r.gradeNoteKeys).toContain('email-auth.grade.mta-sts-missing');
  });

  it('reports none without a record, with the policy step not applicable', async () => {
    const zone = wellConfiguredZone();
    delete zone['_mta-sts.example.com'];
    const { r } = await analyze(zone);
    expect(r.mtaSts).toMatchObject({
      result: 'none',
      record: null,
      policy: { fetched: false, url: null, skipReasonKey: 'skip.not-applicable' },
    });
  });
});

describe('TLS-RPT', () => {
  it('reads v=TLSRPTv1; rua= with mailto and https destinations', async () => {
    const { r } = await analyze(
      withTxt('_smtp._tls.example.com', ['v=TLSRPTv1; rua=mailto:tls@example.com,https://r.example.net/tls']),
    );
    expect(r.tlsRpt).toMatchObject({
      result: 'valid',
      rua: ['mailto:tls@example.com', 'https://r.example.net/tls'],
      issues: [],
    });
  });

  it.each([
    [['v=TLSRPTv1'], 'email-auth.record.missing-tag'],
    [['v=TLSRPTv1; rua=ftp://example.com'], 'email-auth.record.invalid-uri'],
    [
      ['v=TLSRPTv1; rua=mailto:a@example.com', 'v=TLSRPTv1; rua=mailto:b@example.com'],
      'email-auth.record.multiple',
    ],
  ])('reports %j as invalid (%s)', async (records, key) => {
    const { r } = await analyze(withTxt('_smtp._tls.example.com', records));
    expect(r.tlsRpt.result).toBe('invalid');
    expect(keys(r.tlsRpt.issues)).toContain(key);
  });
});

describe('BIMI', () => {
  const logo = 'v=BIMI1; l=https://example.com/logo.svg; a=https://example.com/vmc.pem';

  it('reads l= and a= under DMARC enforcement', async () => {
    const { r } = await analyze(withTxt('default._bimi.example.com', [logo]));
    expect(r.bimi).toMatchObject({
      result: 'valid',
      location: 'https://example.com/logo.svg',
      authority: 'https://example.com/vmc.pem',
      dmarcEnforced: true,
      issues: [],
    });
  });

  it('warns that BIMI needs DMARC enforcement', async () => {
    const zone = withTxt('default._bimi.example.com', [logo]);
    zone['_dmarc.example.com'] = { TXT: [txt('v=DMARC1; p=none; rua=mailto:d@example.com')] };
    const { r } = await analyze(zone);
    expect(r.bimi.dmarcEnforced).toBe(false);
    expect(keys(r.bimi.issues)).toContain('email-auth.bimi.requires-enforcement');
    expect(r.noteKeys).toContain('email-auth.note.bimi-requires-enforcement');
    expect(r.gradeNoteKeys).toContain('email-auth.grade.bimi-missing');
  });

  it('notes a declined record and a missing certificate', async () => {
    const declined = await analyze(withTxt('default._bimi.example.com', ['v=BIMI1; l=']));
    expect(declined.r.bimi.result).toBe('valid');
    expect(keys(declined.r.bimi.issues)).toEqual(['email-auth.bimi.declined']);
    const noCert = await analyze(
      withTxt('default._bimi.example.com', ['v=BIMI1; l=https://example.com/l.svg']),
    );
    expect(keys(noCert.r.bimi.issues)).toEqual(['email-auth.bimi.no-certificate']);
  });

  it('rejects a logo that is not served over https', async () => {
    const { r } = await analyze(
      withTxt('default._bimi.example.com', ['v=BIMI1; l=http://example.com/logo.svg']),
    );
    expect(r.bimi.result).toBe('invalid');
    expect(r.bimi.issues[0]).toMatchObject({
      messageKey: 'email-auth.record.invalid-value',
      parameters: { tag: 'l' },
    });
  });
});

describe('DNSSEC', () => {
  it('is authenticated when the resolver validated every answer about the domain', async () => {
    const zone = wellConfiguredZone();
    for (const name of ['example.com', '_dmarc.example.com']) {
      const entry = zone[name];
      if (typeof entry === 'object') zone[name] = { ...entry, authenticated: true };
    }
    const { r } = await analyze(zone);
    expect(r.dnssec).toEqual({
      checked: true,
      authenticated: true,
      validatedNames: ['example.com', '_dmarc.example.com'],
      unvalidatedNames: [],
    });
    expect(r.gradeNoteKeys).not.toContain('email-auth.grade.dnssec-missing');
  });

  it('is not authenticated otherwise, and says the check relies on the resolver', async () => {
    const { r } = await analyze(wellConfiguredZone());
    expect(r.dnssec.authenticated).toBe(false);
    expect(r.dnssec.unvalidatedNames).toEqual(['example.com', '_dmarc.example.com']);
    expect(r.noteKeys).toContain('email-auth.note.dnssec-resolver-only');
  });
});
