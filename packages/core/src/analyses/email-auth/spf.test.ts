import { describe, expect, it } from 'vitest';

import { contextFor, txt, type Zone } from '@secapi/test-kit/fixtures/email-auth-zones.js';
import { analyzeEmailAuth } from './analyze.js';
import { expandDomainMacros, isSpfRecord, parseSpf } from './spf.js';

async function spfOf(zone: Zone, domain = 'example.com') {
  const { ctx, dns } = contextFor(zone);
  const r = await analyzeEmailAuth(domain, ctx);
  return { spf: r.spf, r, dns };
}

const keys = (issues: readonly { messageKey: string }[]): string[] => issues.map((i) => i.messageKey);

/** `n` include targets, each with a record that costs no further lookup. */
function includes(n: number): Zone {
  const zone: Zone = {};
  const terms: string[] = [];
  for (let i = 1; i <= n; i++) {
    terms.push(`include:i${i}.example.net`);
    zone[`i${i}.example.net`] = { TXT: [txt(`v=spf1 ip4:192.0.2.${i} -all`)] };
  }
  zone['example.com'] = { TXT: [txt(`v=spf1 ${terms.join(' ')} -all`)] };
  return zone;
}

describe('SPF record selection and parsing', () => {
  it('recognises v=spf1 in any case, followed by a space or the end only', () => {
    expect(isSpfRecord('v=spf1 -all')).toBe(true);
    expect(isSpfRecord('V=SPF1 -ALL')).toBe(true);
    expect(isSpfRecord('v=spf1')).toBe(true);
    expect(isSpfRecord('v=spf10 -all')).toBe(false);
    expect(isSpfRecord('spf2.0/pra -all')).toBe(false);
  });

  it('parses every mechanism with its qualifier and domain-spec', () => {
    const p = parseSpf(
      'v=spf1 +a -mx:mail.example.com/24 ~ptr ?ip4:192.0.2.0/24 ip6:2001:db8::/32 exists:%{d}.x.example.com include:_spf.example.net a//64 mx/24//64 all',
      'example.com',
    );
    expect(p.issues).toEqual([]);
    const mechs = p.terms.map((t) =>
      t.kind === 'mechanism' ? `${t.qualifier}${t.name}:${t.domainSpec ?? ''}` : t.text,
    );
    expect(mechs).toEqual([
      '+a:',
      '-mx:mail.example.com',
      '~ptr:',
      '?ip4:',
      '+ip6:',
      '+exists:%{d}.x.example.com',
      '+include:_spf.example.net',
      '+a:',
      '+mx:',
      '+all:',
    ]);
  });

  it.each([
    ['v=spf1 foo -all', 'email-auth.spf.unknown-mechanism'],
    ['v=spf1 include:example.net foo:bar -all', 'email-auth.spf.unknown-mechanism'],
    ['v=spf1 !all', 'email-auth.spf.bad-qualifier'],
    ['v=spf1 *mx -all', 'email-auth.spf.bad-qualifier'],
    ['v=spf1 ip4:192.0.2.300 -all', 'email-auth.spf.invalid-term'],
    ['v=spf1 ip4:192.0.2.0/33 -all', 'email-auth.spf.invalid-term'],
    ['v=spf1 ip6:2001:db8::/129 -all', 'email-auth.spf.invalid-term'],
    ['v=spf1 ip6:192.0.2.1 -all', 'email-auth.spf.invalid-term'],
    ['v=spf1 include -all', 'email-auth.spf.invalid-term'],
    ['v=spf1 include:localhost -all', 'email-auth.spf.invalid-term'],
    ['v=spf1 a/40 -all', 'email-auth.spf.invalid-term'],
    ['v=spf1 all:example.com', 'email-auth.spf.invalid-term'],
    ['v=spf1 exists:%{z}.example.com -all', 'email-auth.spf.invalid-macro'],
    ['v=spf1 include:50%.example.com -all', 'email-auth.spf.invalid-macro'],
    ['v=spf1 redirect=a.example.net redirect=b.example.net', 'email-auth.spf.duplicate-modifier'],
    ['v=spf1 exp=a.example.net exp=b.example.net -all', 'email-auth.spf.duplicate-modifier'],
  ])('reports %s as a syntax error (%s) and a permerror', async (record, key) => {
    const { spf } = await spfOf({ 'example.com': { TXT: [txt(record)] } });
    expect(spf.result).toBe('permerror');
    expect(spf.valid).toBe(false);
    expect(spf.resultMessageKey).toBe('email-auth.spf.result.permerror');
    expect(spf.issues.find((i) => i.severity === 'error')?.messageKey).toBe(key);
  });

  it('warns about terms after all (never evaluated) and an ignored redirect, without failing', async () => {
    const { spf, dns } = await spfOf({
      'example.com': { TXT: [txt('v=spf1 -all include:never.example.net redirect=other.example.net')] },
    });
    expect(spf.result).toBe('pass-config');
    expect(keys(spf.issues)).toEqual(
      expect.arrayContaining(['email-auth.spf.terms-after-all', 'email-auth.spf.redirect-ignored']),
    );
    expect(dns.calls.map((c) => c.name)).not.toContain('never.example.net');
    expect(spf.lookups.count).toBe(0);
  });

  it('keeps unknown modifiers (RFC 7208 §6) and accepts them', async () => {
    const { spf } = await spfOf({ 'example.com': { TXT: [txt('v=spf1 foo=bar -all')] } });
    expect(spf.result).toBe('pass-config');
  });
});

describe('SPF evaluation', () => {
  it('evaluates every DNS mechanism once and counts each as a lookup', async () => {
    const { spf, dns } = await spfOf({
      'example.com': {
        TXT: [
          txt(
            'v=spf1 a mx ptr exists:%{d}.spf.example.com include:_spf.example.net ip4:192.0.2.1 ip6:2001:db8::1 -all',
          ),
        ],
        A: ['192.0.2.1'],
        MX: [{ preference: 10, exchange: 'mx.example.com' }],
      },
      'example.com.spf.example.com': { A: ['127.0.0.2'] },
      '_spf.example.net': { TXT: [txt('v=spf1 ip4:198.51.100.0/24 ~all')] },
    });
    expect(spf.result).toBe('pass-config');
    expect(spf.lookups).toEqual({ limit: 10, count: 5 });
    expect(spf.voidLookups).toEqual({ limit: 2, count: 0 });
    expect(spf.usesPtr).toBe(true);
    expect(keys(spf.issues)).toContain('email-auth.spf.ptr-used');
    expect(spf.issues.find((i) => i.messageKey === 'email-auth.spf.ptr-used')?.severity).toBe('warning');
    const asked = dns.calls.map((c) => `${c.name}/${c.type}`);
    expect(asked).toEqual(
      expect.arrayContaining([
        'example.com/A',
        'example.com/AAAA',
        'example.com/MX',
        'example.com.spf.example.com/A',
        '_spf.example.net/TXT',
      ]),
    );
    expect(spf.all).toEqual({ qualifier: '-', outcome: 'fail', source: 'record', domain: 'example.com' });
    expect(spf.tree).toEqual({
      domain: 'example.com',
      via: 'root',
      record: expect.stringContaining('v=spf1 a mx'),
      status: 'ok',
      children: [
        {
          domain: '_spf.example.net',
          via: 'include',
          record: 'v=spf1 ip4:198.51.100.0/24 ~all',
          status: 'ok',
          children: [],
        },
      ],
    });
  });

  it('passes with exactly 10 lookups', async () => {
    const { spf } = await spfOf(includes(10));
    expect(spf.result).toBe('pass-config');
    expect(spf.lookups).toEqual({ limit: 10, count: 10 });
    expect(spf.tree?.children).toHaveLength(10);
  });

  it('is a permerror at 11 lookups (the limit is enforced by the resolver wrapper)', async () => {
    const { spf, dns } = await spfOf(includes(11));
    expect(spf.result).toBe('permerror');
    expect(spf.lookups).toEqual({ limit: 10, count: 11 });
    expect(spf.issues.find((i) => i.severity === 'error')).toMatchObject({
      messageKey: 'email-auth.spf.lookup-limit',
      parameters: { limit: 10 },
    });
    // The 11th include is never queried.
    expect(dns.calls.map((c) => c.name)).not.toContain('i11.example.net');
  });

  it('counts nested lookups recursively', async () => {
    const zone: Zone = {
      'example.com': { TXT: [txt('v=spf1 include:a.example.net include:b.example.net -all')] },
      'a.example.net': {
        TXT: [txt('v=spf1 a mx include:c.example.net -all')],
        A: ['192.0.2.1'],
        MX: [{ preference: 1, exchange: 'x.example.net' }],
      },
      'b.example.net': { TXT: [txt('v=spf1 exists:b.example.net ?all')], A: ['192.0.2.2'] },
      'c.example.net': { TXT: [txt('v=spf1 ip4:192.0.2.3 -all')] },
    };
    const { spf } = await spfOf(zone);
    expect(spf.lookups.count).toBe(6); // include ×2, then a, mx, include in a, exists in b
    expect(spf.tree?.children.map((c) => c.domain)).toEqual(['a.example.net', 'b.example.net']);
    expect(spf.tree?.children[0]?.children.map((c) => c.domain)).toEqual(['c.example.net']);
  });

  it('allows 2 void lookups and fails at the 3rd', async () => {
    const two = await spfOf({
      'example.com': { TXT: [txt('v=spf1 a:v1.example.com mx:v2.example.com -all')] },
    });
    expect(two.spf.result).toBe('pass-config');
    expect(two.spf.voidLookups).toEqual({ limit: 2, count: 2 });

    const three = await spfOf({
      'example.com': { TXT: [txt('v=spf1 a:v1.example.com mx:v2.example.com exists:v3.example.com -all')] },
    });
    expect(three.spf.result).toBe('permerror');
    expect(three.spf.voidLookups).toEqual({ limit: 2, count: 3 });
    expect(keys(three.spf.issues)).toContain('email-auth.spf.void-lookup-limit');
  });

  it('detects an include loop', async () => {
    const { spf } = await spfOf({
      'example.com': { TXT: [txt('v=spf1 include:a.example.net -all')] },
      'a.example.net': { TXT: [txt('v=spf1 include:b.example.net -all')] },
      'b.example.net': { TXT: [txt('v=spf1 include:example.com -all')] },
    });
    expect(spf.result).toBe('permerror');
    expect(spf.issues.find((i) => i.severity === 'error')).toMatchObject({
      messageKey: 'email-auth.spf.include-loop',
      parameters: { target: 'example.com' },
      domain: 'b.example.net',
    });
    const b = spf.tree?.children[0]?.children[0];
    expect(b?.domain).toBe('b.example.net');
    expect(b?.children[0]).toMatchObject({ domain: 'example.com', status: 'permerror' });
  });

  it('detects a redirect loop', async () => {
    const { spf } = await spfOf({
      'example.com': { TXT: [txt('v=spf1 redirect=a.example.net')] },
      'a.example.net': { TXT: [txt('v=spf1 redirect=example.com')] },
    });
    expect(spf.result).toBe('permerror');
    expect(keys(spf.issues)).toContain('email-auth.spf.redirect-loop');
  });

  it('follows redirect= and takes its all', async () => {
    const { spf, r } = await spfOf({
      ...{ 'example.com': { TXT: [txt('v=spf1 ip4:192.0.2.1 redirect=_spf.example.net')] } },
      '_spf.example.net': { TXT: [txt('v=spf1 include:_inc.example.net -all')] },
      '_inc.example.net': { TXT: [txt('v=spf1 ip4:192.0.2.2 ~all')] },
    });
    expect(spf.result).toBe('pass-config');
    expect(spf.all).toEqual({
      qualifier: '-',
      outcome: 'fail',
      source: 'redirect',
      domain: '_spf.example.net',
    });
    expect(spf.lookups.count).toBe(2);
    expect(spf.tree?.children[0]).toMatchObject({
      domain: '_spf.example.net',
      via: 'redirect',
      status: 'ok',
    });
    expect(r.gradeNoteKeys).not.toContain('email-auth.grade.spf-weak-all');
  });

  it('is a permerror when an include or redirect target has no SPF record', async () => {
    const inc = await spfOf({
      'example.com': { TXT: [txt('v=spf1 include:nothing.example.net -all')] },
      'nothing.example.net': { TXT: [txt('hello')] },
    });
    expect(inc.spf.result).toBe('permerror');
    expect(keys(inc.spf.issues)).toContain('email-auth.spf.include-no-record');
    expect(inc.spf.tree?.children[0]?.status).toBe('none');

    const red = await spfOf({ 'example.com': { TXT: [txt('v=spf1 redirect=gone.example.net')] } });
    expect(red.spf.result).toBe('permerror');
    expect(keys(red.spf.issues)).toContain('email-auth.spf.redirect-no-record');
    expect(red.spf.voidLookups.count).toBe(1);
  });

  it('is a permerror with several SPF records', async () => {
    const { spf } = await spfOf({ 'example.com': { TXT: [txt('v=spf1 -all'), txt('v=spf1 ~all')] } });
    expect(spf.result).toBe('permerror');
    expect(spf.records).toEqual(['v=spf1 -all', 'v=spf1 ~all']);
    expect(spf.record).toBeNull();
    expect(spf.issues[0]).toMatchObject({
      messageKey: 'email-auth.record.multiple',
      parameters: { count: 2 },
    });
  });

  it('joins the character-strings of one record', async () => {
    const { spf } = await spfOf({ 'example.com': { TXT: [['v=spf1 ip4:192.0.2.1', ' -all']] } });
    expect(spf.record).toBe('v=spf1 ip4:192.0.2.1 -all');
    expect(spf.all?.qualifier).toBe('-');
  });

  it.each([
    ['v=spf1 +all', '+', 'pass', 'email-auth.spf.all-pass'],
    ['v=spf1 all', '+', 'pass', 'email-auth.spf.all-pass'],
    ['v=spf1 ?all', '?', 'neutral', 'email-auth.spf.all-neutral'],
    ['v=spf1 ~all', '~', 'softfail', null],
    ['v=spf1 -all', '-', 'fail', null],
  ])('reads the all qualifier of %s', async (record, qualifier, outcome, warning) => {
    const { spf } = await spfOf({ 'example.com': { TXT: [txt(record)] } });
    expect(spf.all).toMatchObject({ qualifier, outcome, source: 'record' });
    if (warning !== null) expect(keys(spf.issues)).toContain(warning);
    else expect(spf.issues.filter((i) => i.severity !== 'info')).toEqual([]);
  });

  it('defaults to neutral when there is neither all nor redirect', async () => {
    const { spf } = await spfOf({ 'example.com': { TXT: [txt('v=spf1 ip4:192.0.2.1')] } });
    expect(spf.result).toBe('pass-config');
    expect(spf.all).toEqual({ qualifier: null, outcome: 'neutral', source: 'default', domain: null });
    expect(keys(spf.issues)).toContain('email-auth.spf.no-all');
  });

  it('marks macros, expands %{d} and does not look up names that need the sender', async () => {
    const { spf, dns } = await spfOf({
      'example.com': {
        TXT: [
          txt(
            'v=spf1 exists:%{i}._spf.%{d} include:%{d2}.example.net include:%{l}.example.org exp=explain.%{d} -all',
          ),
        ],
      },
      'example.com.example.net': { TXT: [txt('v=spf1 -all')] },
    });
    expect(spf.result).toBe('pass-config');
    expect(spf.macros).toEqual([
      'exists:%{i}._spf.%{d}',
      'include:%{d2}.example.net',
      'include:%{l}.example.org',
      'exp=explain.%{d}',
    ]);
    expect(spf.issues.find((i) => i.messageKey === 'email-auth.spf.macro-not-expanded')?.parameters).toEqual({
      terms: 'exists:%{i}._spf.%{d} include:%{l}.example.org',
    });
    expect(spf.lookups.count).toBe(3);
    const names = dns.calls.map((c) => c.name);
    expect(names).toContain('example.com.example.net');
    expect(names.some((n) => n.includes('%'))).toBe(false);
    expect(spf.tree?.children.map((c) => c.status)).toEqual(['ok', 'not-followed']);
  });

  it('expands %{d} with its transformers', () => {
    expect(expandDomainMacros('%{d}', 'a.b.example.com')).toBe('a.b.example.com');
    expect(expandDomainMacros('%{d2}', 'a.b.example.com')).toBe('example.com');
    expect(expandDomainMacros('%{dr}', 'a.b.example.com')).toBe('com.example.b.a');
    expect(expandDomainMacros('%{d1r}.x', 'a.b.example.com')).toBe('a.x');
    expect(expandDomainMacros('%{D}', 'example.com')).toBe('example.com');
    expect(expandDomainMacros('%{ir}.%{d}', 'example.com')).toBeNull();
  });

  it('is a permerror when an mx mechanism names more than 10 hosts', async () => {
    const mx = Array.from({ length: 11 }, (_, i) => ({ preference: i, exchange: `mx${i}.example.com` }));
    const { spf } = await spfOf({ 'example.com': { TXT: [txt('v=spf1 mx -all')], MX: mx } });
    expect(spf.result).toBe('permerror');
    expect(spf.issues.find((i) => i.severity === 'error')).toMatchObject({
      messageKey: 'email-auth.spf.mx-too-many-hosts',
      parameters: { count: 11, limit: 10 },
    });
    const ten = await spfOf({ 'example.com': { TXT: [txt('v=spf1 mx -all')], MX: mx.slice(0, 10) } });
    expect(ten.spf.result).toBe('pass-config');
  });

  it('warns about a record over 450 bytes', async () => {
    const ips = Array.from({ length: 30 }, (_, i) => `ip4:198.51.100.${i}`).join(' ');
    const record = `v=spf1 ${ips} -all`;
    const { spf } = await spfOf({ 'example.com': { TXT: [txt(record)] } });
    expect(record.length).toBeGreaterThan(450);
    expect(spf.recordBytes).toBe(record.length);
    expect(spf.result).toBe('pass-config');
    expect(keys(spf.issues)).toContain('email-auth.spf.record-too-long');
  });

  it('warns about a Sender ID record', async () => {
    const { spf } = await spfOf({ 'example.com': { TXT: [txt('v=spf1 -all'), txt('spf2.0/pra -all')] } });
    expect(spf.result).toBe('pass-config');
    expect(keys(spf.issues)).toContain('email-auth.spf.sender-id-record');
  });

  it('reports none when the domain has no SPF record', async () => {
    const { spf } = await spfOf({ 'example.com': { TXT: [txt('hello')] } });
    expect(spf.result).toBe('none');
    expect(spf.valid).toBe(false);
    expect(spf.resultMessageKey).toBe('email-auth.spf.result.none');
    expect(spf.tree).toBeNull();
  });

  it('maps a failed lookup to temperror, at the domain or deep in an include', async () => {
    const root = await spfOf({ 'example.com': 'servfail' });
    expect(root.spf.result).toBe('temperror');
    expect(root.spf.issues[0]).toMatchObject({
      messageKey: 'email-auth.record.temperror',
      parameters: { status: 'servfail' },
    });

    const deep = await spfOf({
      'example.com': { TXT: [txt('v=spf1 include:a.example.net -all')] },
      'a.example.net': { TXT: [txt('v=spf1 include:b.example.net -all')] },
      'b.example.net': 'timeout',
    });
    expect(deep.spf.result).toBe('temperror');
    expect(deep.spf.tree?.children[0]?.children[0]).toMatchObject({
      domain: 'b.example.net',
      status: 'temperror',
    });
    expect(deep.spf.issues.find((i) => i.severity === 'error')).toMatchObject({
      messageKey: 'email-auth.record.temperror',
      domain: 'b.example.net',
      parameters: { status: 'timeout' },
    });
  });
});
