import type { DnsPort } from '../../net/dns/types.js';
import { describe, expect, it } from 'vitest';

import { createContext } from '../../context.js';
import { isInputError } from '../../errors.js';
import { fakeDns } from '@secapi/test-kit';
import {
  contextFor,
  txt,
  wellConfiguredZone,
  type Zone,
} from '@secapi/test-kit/fixtures/email-auth-zones.js';
import { analyzeEmailAuth } from './analyze.js';
import { GRADE_BANDS, GRADE_TABLE } from './grade.js';

async function analyze(zone: Zone, domain = 'example.com') {
  const { ctx } = contextFor(zone);
  return analyzeEmailAuth(domain, ctx);
}

type Change = (zone: Zone) => void;
const set =
  (name: string, ...records: string[]): Change =>
  (zone) => {
    const entry = zone[name];
    zone[name] = { ...(typeof entry === 'object' ? entry : {}), TXT: records.map(txt) };
  };
const drop =
  (name: string): Change =>
  (zone) => {
    Reflect.deleteProperty(zone, name);
  };
const signed: Change = (zone) => {
  for (const name of ['example.com', '_dmarc.example.com']) {
    const entry = zone[name];
    if (typeof entry === 'object') zone[name] = { ...entry, authenticated: true };
  }
};
const bimi = set(
  'default._bimi.example.com',
  'v=BIMI1; l=https://example.com/l.svg; a=https://example.com/a.pem',
);
const MISSING_EXTRAS = ['email-auth.grade.dnssec-missing', 'email-auth.grade.bimi-missing'];

describe('the grade table', () => {
  it('adds up to 100 with every extra, and its bands are ordered', () => {
    const max =
      GRADE_TABLE.spf['fail-all'].points +
      GRADE_TABLE.dmarc.reject.points +
      GRADE_TABLE.dkim.strong.points +
      Object.values(GRADE_TABLE.extras).reduce((s, r) => s + r.points, 0);
    expect(max).toBe(100);
    expect(GRADE_BANDS.map(([, min]) => min)).toEqual(
      [...GRADE_BANDS.map(([, min]) => min)].sort((a, b) => b - a),
    );
  });

  it.each<[string, Change[], string, number, string[]]>([
    ['well configured (SPF -all, DMARC reject, DKIM 2048, MTA-STS, TLS-RPT)', [], 'A+', 95, MISSING_EXTRAS],
    ['every extra as well', [signed, bimi], 'A+', 100, []],
    [
      'SPF ~all',
      [set('example.com', 'v=spf1 ip4:192.0.2.1 ~all')],
      'A',
      92,
      ['email-auth.grade.spf-softfail', ...MISSING_EXTRAS],
    ],
    [
      'SPF ?all (capped at B)',
      [set('example.com', 'v=spf1 ip4:192.0.2.1 ?all')],
      'B',
      75,
      ['email-auth.grade.spf-weak-all', ...MISSING_EXTRAS],
    ],
    [
      'SPF +all (capped at F)',
      [set('example.com', 'v=spf1 +all')],
      'F',
      65,
      ['email-auth.grade.spf-all-pass', ...MISSING_EXTRAS],
    ],
    [
      'SPF permerror (capped at D)',
      [set('example.com', 'v=spf1 -all', 'v=spf1 ~all')],
      'D',
      65,
      ['email-auth.grade.spf-permerror', ...MISSING_EXTRAS],
    ],
    [
      'no SPF (capped at D)',
      [set('example.com', 'hello')],
      'D',
      65,
      ['email-auth.grade.spf-missing', ...MISSING_EXTRAS],
    ],
    [
      'DMARC quarantine',
      [set('_dmarc.example.com', 'v=DMARC1; p=quarantine; rua=mailto:d@example.com')],
      'A',
      90,
      ['email-auth.grade.dmarc-quarantine', ...MISSING_EXTRAS],
    ],
    [
      'DMARC quarantine with every extra (A+ needs reject)',
      [set('_dmarc.example.com', 'v=DMARC1; p=quarantine; rua=mailto:d@example.com'), signed, bimi],
      'A',
      95,
      ['email-auth.grade.dmarc-quarantine', 'email-auth.grade.a-plus-needs-reject'],
    ],
    [
      'DMARC pct=50 (capped at B)',
      [set('_dmarc.example.com', 'v=DMARC1; p=reject; pct=50; rua=mailto:d@example.com')],
      'B',
      75,
      ['email-auth.grade.dmarc-partial', ...MISSING_EXTRAS],
    ],
    [
      'DMARC p=none (capped at C)',
      [set('_dmarc.example.com', 'v=DMARC1; p=none; rua=mailto:d@example.com')],
      'C',
      65,
      ['email-auth.grade.dmarc-policy-none', ...MISSING_EXTRAS],
    ],
    [
      'DMARC invalid (capped at D)',
      [set('_dmarc.example.com', 'v=DMARC1; p=everything')],
      'D',
      55,
      ['email-auth.grade.dmarc-invalid', ...MISSING_EXTRAS],
    ],
    [
      'no DMARC (capped at D)',
      [drop('_dmarc.example.com')],
      'D',
      55,
      ['email-auth.grade.dmarc-missing', ...MISSING_EXTRAS],
    ],
    [
      'DMARC without rua',
      [set('_dmarc.example.com', 'v=DMARC1; p=reject')],
      'A',
      90,
      ['email-auth.grade.dmarc-no-rua', ...MISSING_EXTRAS],
    ],
    [
      'no DKIM key at a known selector',
      [drop('google._domainkey.example.com')],
      'B',
      75,
      ['email-auth.grade.dkim-not-found', ...MISSING_EXTRAS],
    ],
    [
      'nothing but MX',
      [
        set('example.com', 'hello'),
        drop('_dmarc.example.com'),
        drop('google._domainkey.example.com'),
        drop('_mta-sts.example.com'),
        drop('_smtp._tls.example.com'),
      ],
      'F',
      0,
      [
        'email-auth.grade.spf-missing',
        'email-auth.grade.dmarc-missing',
        'email-auth.grade.dkim-not-found',
        'email-auth.grade.mta-sts-missing',
        'email-auth.grade.tls-rpt-missing',
        ...MISSING_EXTRAS,
      ],
    ],
  ])('%s → %s (%i points)', async (_name, changes, grade, score, notes) => {
    const zone = wellConfiguredZone();
    for (const change of changes) change(zone);
    const r = await analyze(zone);
    expect(r.grade).toBe(grade);
    expect(r.score).toBe(score);
    expect(r.gradeStatus).toBe('final');
    expect(r.gradeNoteKeys).toEqual(notes);
    expect(r.errorKey).toBeNull();
  });

  it('gives DKIM full points to a domain that sends no mail', async () => {
    const r = await analyze(
      {
        'parked.example': { TXT: [txt('v=spf1 -all')], MX: [{ preference: 0, exchange: '' }] },
        '_dmarc.parked.example': { TXT: [txt('v=DMARC1; p=reject; rua=mailto:d@parked.example')] },
      },
      'parked.example',
    );
    expect(r.grade).toBe('A');
    expect(r.score).toBe(90);
    expect(r.noteKeys).toEqual(
      expect.arrayContaining(['email-auth.note.non-sending-domain', 'email-auth.note.dkim-not-needed']),
    );
    expect(r.noteKeys).not.toContain('email-auth.note.dkim-selectors-not-exhaustive');
  });

  it('never grades a temporary failure of SPF or DMARC as a missing record', async () => {
    const r = await analyze({ ...wellConfiguredZone(), '_spf.mail.example.net': 'servfail' });
    expect(r.spf.result).toBe('temperror');
    expect(r).toMatchObject({
      grade: null,
      score: null,
      gradeStatus: 'unknown',
      gradeNoteKeys: ['email-auth.grade.unknown-temperror'],
      errorKey: 'email-auth.error.temperror',
    });
    expect(r.dmarc.result).toBe('valid');
  });

  it('marks the grade provisional when only an extra could not be checked', async () => {
    const r = await analyze({ ...wellConfiguredZone(), '_smtp._tls.example.com': 'timeout' });
    expect(r.tlsRpt.result).toBe('temperror');
    expect(r.grade).toBe('A');
    expect(r.score).toBe(93);
    expect(r.gradeStatus).toBe('provisional');
    expect(r.gradeNoteKeys[0]).toBe('email-auth.grade.provisional');
    expect(r.errorKey).toBeNull();
  });

  it('does not grade a domain that does not exist', async () => {
    const r = await analyze({}, 'nowhere.example.com');
    expect(r).toMatchObject({
      grade: null,
      score: null,
      gradeStatus: 'unknown',
      errorKey: 'email-auth.error.domain-not-found',
    });
  });

  it('stops at an apex that does not exist: five queries, no "no SPF" / "no MX" claim, complete', async () => {
    const { ctx, dns } = contextFor({});
    const r = await analyzeEmailAuth('nowhere-at-all.example', ctx);
    expect(r.errorKey).toBe('email-auth.error.domain-not-found');
    expect(r.outcome).toBe('complete');
    expect(dns.calls).toHaveLength(5);
    expect(r.queryCount).toBe(5);
    for (const part of [r.spf, r.dmarc, r.dkim, r.mx, r.mtaSts, r.tlsRpt, r.bimi]) {
      expect(part.checked).toBe(false);
      expect(part.result).toBeNull();
      expect(part.issues).toEqual([]);
    }
    expect(r.noteKeys).toEqual([]);
    expect(r.gradeNoteKeys).toEqual([]);
  });
});

describe('analyzeEmailAuth', () => {
  it('accepts an e-mail address and analyses its domain', async () => {
    const r = await analyze(wellConfiguredZone(), '  Someone@Example.COM ');
    expect(r.input).toBe('  Someone@Example.COM ');
    expect(r.domain).toBe('example.com');
    expect(r.organizationalDomain).toBe('example.com');
    expect(r.parameters).toEqual({
      domain: 'example.com',
      organizationalDomain: 'example.com',
      policyDomain: 'example.com',
      lookupCount: 1,
      lookupLimit: 10,
      selectorCount: expect.any(Number),
    });
  });

  it.each([
    ['', 'input.domain-required'],
    ['not a domain', 'input.domain-invalid'],
    ['192.0.2.1', 'input.domain-invalid'],
    ['someone@', 'input.domain-invalid'],
    [`${`${'a'.repeat(60)}.`.repeat(5)}com`, 'input.domain-too-long'],
  ])('rejects %j with %s', async (input, key) => {
    const error: unknown = await analyzeEmailAuth(input, createContext({ dns: fakeDns({}) })).catch(
      (e: unknown) => e,
    );
    expect(isInputError(error) && error.key).toBe(key);
  });

  it('queries nothing offline and returns the full shape', async () => {
    const dns = fakeDns(wellConfiguredZone());
    const r = await analyzeEmailAuth('example.com', createContext({ offline: true, dns }));
    expect(dns.calls).toEqual([]);
    expect(r).toMatchObject({
      grade: null,
      score: null,
      gradeStatus: 'not-graded',
      errorKey: 'skip.offline-mode',
      queryCount: 0,
      spf: { checked: false, result: null, lookups: { limit: 10, count: 0 } },
      dmarc: { checked: false, result: null },
      dkim: { checked: false, result: null },
      mtaSts: { checked: false, policy: { fetched: false, skipReasonKey: 'skip.offline-mode' } },
      dnssec: { checked: false, authenticated: null },
    });
    const online = await analyze(wellConfiguredZone());
    // Same fields in every part (two levels deep), whether checked or not.
    const shape = (o: unknown, depth = 2): unknown =>
      depth > 0 && o !== null && typeof o === 'object' && !Array.isArray(o)
        ? Object.fromEntries(
            Object.keys(o)
              .sort()
              .map((k) => [
                k,
                k === 'parameters' ? null : shape((o as Record<string, unknown>)[k], depth - 1),
              ]),
          )
        : null;
    expect(shape(r)).toEqual(shape(online));
  });

  it('returns plain JSON with no undefined fields', async () => {
    const r = await analyze(wellConfiguredZone());
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
    expect(r.queryCount).toBeGreaterThan(30);
  });

  it('passes the analysis deadline to every query', async () => {
    const signals: (AbortSignal | undefined)[] = [];
    const inner = fakeDns(wellConfiguredZone());
    const dns: DnsPort = {
      query(name, type, options) {
        signals.push(options?.signal);
        return inner.query(name, type, options);
      },
    };
    const controller = new AbortController();
    await analyzeEmailAuth('example.com', createContext({ dns }), { signal: controller.signal });
    expect(signals.length).toBeGreaterThan(0);
    expect(signals.every((s) => s instanceof AbortSignal)).toBe(true);
  });
});
