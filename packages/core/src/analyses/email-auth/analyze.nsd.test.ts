/**
 * Integration: analyzeEmailAuth through the real DNS client against a real authoritative server
 * (nsd) holding a few mail set-ups. Skips (or fails under SECAPI_REQUIRE_SYSTEM_SERVERS=1) when nsd
 * cannot be found or installed.
 */
import {
  ensureNsd,
  networkCheckZones,
  startNsd,
  zoneFile,
  type NsdServer,
  type SystemBinary,
} from '@secapi/test-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createContext } from '../../context.js';
import { rsaKey } from '@secapi/test-kit/fixtures/email-auth-zones.js';
import { analyzeEmailAuth } from './analyze.js';

/** Zone-file TXT RDATA: the text as quoted ≤ 255-character strings. */
function quoted(text: string): string {
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += 255) parts.push(`"${text.slice(i, i + 255)}"`);
  return parts.join(' ');
}

function includeChain(owner: string, count: number): string[] {
  const lines: string[] = [];
  const terms: string[] = [];
  for (let i = 1; i <= count; i++) {
    terms.push(`include:i${i}.${owner}`);
    lines.push(`i${i}.${owner}. TXT "v=spf1 ip4:192.0.2.${i} -all"`);
  }
  lines.push(`${owner}. TXT ${quoted(`v=spf1 ${terms.join(' ')} -all`)}`);
  return lines;
}

let nsd: SystemBinary;
let server: NsdServer | undefined;

beforeAll(async () => {
  nsd = await ensureNsd();
  if (nsd.path === null) return;
  const good = 'good.example-test.com';
  server = await startNsd({
    zones: {
      ...networkCheckZones(),
      '.': zoneFile('.', [
        // A well-configured domain: SPF -all through an include, DMARC reject with reports, DKIM 2048, MTA-STS.
        `${good}. TXT "v=spf1 include:_spf.provider-test.net -all"`,
        `${good}. TXT "site-verification=123"`,
        `${good}. MX 10 mx.${good}.`,
        `mx.${good}. A 192.0.2.25`,
        `_spf.provider-test.net. TXT "v=spf1 ip4:198.51.100.0/24 ~all"`,
        `_dmarc.${good}. TXT "v=DMARC1; p=reject; rua=mailto:dmarc@${good}"`,
        `google._domainkey.${good}. TXT ${quoted(`v=DKIM1; k=rsa; p=${rsaKey(2048)}`)}`,
        `_mta-sts.${good}. TXT "v=STSv1; id=20250101"`,
        // An include loop.
        'loop.example-test.com. TXT "v=spf1 include:a.loop-test.net -all"',
        'a.loop-test.net. TXT "v=spf1 include:loop.example-test.com ~all"',
        // Exactly 10 lookups, and 11.
        ...includeChain('ten.example-test.com', 10),
        ...includeChain('eleven.example-test.com', 11),
        // Two SPF records.
        'multi.example-test.com. TXT "v=spf1 -all"',
        'multi.example-test.com. TXT "v=spf1 mx ~all"',
        // DMARC only at the organisational domain.
        'mail.org-test.com. TXT "v=spf1 -all"',
        '_dmarc.org-test.com. TXT "v=DMARC1; p=reject; sp=quarantine; rua=mailto:d@org-test.com"',
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

const context = () => createContext({ dnsServers: [server!.server] });

describe('analyzeEmailAuth against nsd', () => {
  it('grades a well-configured domain A', async () => {
    const r = await analyzeEmailAuth('postmaster@good.example-test.com', context());
    expect(r.errorKey).toBeNull();
    expect(r.spf).toMatchObject({
      result: 'pass-config',
      lookups: { limit: 10, count: 1 },
      all: { qualifier: '-' },
    });
    expect(r.spf.tree?.children[0]).toMatchObject({ domain: '_spf.provider-test.net', status: 'ok' });
    expect(r.dmarc).toMatchObject({
      result: 'valid',
      source: 'domain',
      effectivePolicy: 'reject',
      enforcement: 'full',
    });
    expect(r.dkim.keys).toEqual([
      expect.objectContaining({ selector: 'google', keyBits: 2048, status: 'valid' }),
    ]);
    expect(r.mx).toMatchObject({
      result: 'ok',
      hosts: [{ preference: 10, exchange: 'mx.good.example-test.com' }],
    });
    expect(r.mtaSts).toMatchObject({ result: 'valid', id: '20250101', policy: { fetched: false } });
    expect(r.tlsRpt.result).toBe('none');
    expect(r.dnssec.authenticated).toBe(false); // nsd does not validate
    expect(r.score).toBe(93);
    expect(r.grade).toBe('A');
    expect(r.gradeStatus).toBe('final');
    expect(r.gradeNoteKeys).toEqual([
      'email-auth.grade.tls-rpt-missing',
      'email-auth.grade.dnssec-missing',
      'email-auth.grade.bimi-missing',
    ]);
  });

  it('detects an SPF include loop', async () => {
    const r = await analyzeEmailAuth('loop.example-test.com', context());
    expect(r.spf.result).toBe('permerror');
    expect(r.spf.issues.find((i) => i.severity === 'error')).toMatchObject({
      messageKey: 'email-auth.spf.include-loop',
      parameters: { target: 'loop.example-test.com' },
    });
    expect(r.gradeNoteKeys).toContain('email-auth.grade.spf-permerror');
  });

  it('accepts exactly 10 SPF lookups and fails at 11', async () => {
    const ten = await analyzeEmailAuth('ten.example-test.com', context());
    expect(ten.spf.result).toBe('pass-config');
    expect(ten.spf.lookups).toEqual({ limit: 10, count: 10 });
    const eleven = await analyzeEmailAuth('eleven.example-test.com', context());
    expect(eleven.spf.result).toBe('permerror');
    expect(eleven.spf.lookups).toEqual({ limit: 10, count: 11 });
    expect(eleven.spf.issues.map((i) => i.messageKey)).toContain('email-auth.spf.lookup-limit');
  });

  it('finds DMARC at the organisational domain for a subdomain', async () => {
    const r = await analyzeEmailAuth('mail.org-test.com', context());
    expect(r.organizationalDomain).toBe('org-test.com');
    expect(r.dmarc).toMatchObject({
      result: 'valid',
      source: 'organizational-domain',
      recordName: '_dmarc.org-test.com',
      effectivePolicy: 'quarantine',
    });
    expect(r.noteKeys).toContain('email-auth.note.dmarc-from-organizational-domain');
  });

  it('reports several SPF records as a permerror', async () => {
    const r = await analyzeEmailAuth('multi.example-test.com', context());
    expect(r.spf.result).toBe('permerror');
    expect([...r.spf.records].sort()).toEqual(['v=spf1 -all', 'v=spf1 mx ~all']);
    expect(r.spf.issues[0]).toMatchObject({
      messageKey: 'email-auth.record.multiple',
      parameters: { count: 2 },
    });
  });
});
