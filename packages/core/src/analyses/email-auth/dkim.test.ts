import type { DnsAnswer, DnsPort } from '../../net/dns/types.js';
import { describe, expect, it } from 'vitest';

import { createContext } from '../../context.js';
import { DKIM_SELECTORS } from '../../data/dkim-selectors.js';
import {
  contextFor,
  ed25519Key,
  rsaKey,
  txt,
  wellConfiguredZone,
  type Zone,
} from '@secapi/test-kit/fixtures/email-auth-zones.js';
import { analyzeEmailAuth } from './analyze.js';
import { DKIM_LIMITS, dkimKeyBits } from './dkim.js';

async function dkimOf(zone: Zone) {
  const { ctx, dns } = contextFor(zone);
  const r = await analyzeEmailAuth('example.com', ctx);
  return { dkim: r.dkim, r, dns };
}

function withKey(selector: string, record: string): Zone {
  const zone = wellConfiguredZone();
  delete zone['google._domainkey.example.com'];
  zone[`${selector}._domainkey.example.com`] = { TXT: [txt(record)] };
  return zone;
}

const keys = (issues: readonly { messageKey: string }[]): string[] => issues.map((i) => i.messageKey);

describe('DKIM', () => {
  it('reads the size of RSA keys from the SubjectPublicKeyInfo, and of PKCS#1 keys', () => {
    expect(dkimKeyBits('rsa', rsaKey(2048))).toBe(2048);
    expect(dkimKeyBits('rsa', rsaKey(1024, 'pkcs1'))).toBe(1024);
    expect(dkimKeyBits('ed25519', ed25519Key())).toBe(256);
    expect(dkimKeyBits('rsa', 'not base64!')).toBeNull();
    expect(dkimKeyBits('rsa', 'AAAA')).toBeNull();
    expect(dkimKeyBits('rsa', ed25519Key())).toBeNull();
  });

  it('finds a 2048-bit RSA key at a known selector', async () => {
    const { dkim, r } = await dkimOf(wellConfiguredZone());
    expect(dkim).toMatchObject({
      checked: true,
      result: 'found',
      found: true,
      resultMessageKey: 'email-auth.dkim.result.found',
    });
    expect(dkim.keys).toEqual([
      expect.objectContaining({
        selector: 'google',
        provider: 'Google Workspace',
        name: 'google._domainkey.example.com',
        status: 'valid',
        keyType: 'rsa',
        keyBits: 2048,
        testing: false,
      }),
    ]);
    expect(dkim.issues).toEqual([]);
    expect(dkim.selectorsProbed).toEqual(DKIM_SELECTORS.map((s) => s.selector));
    expect(r.noteKeys).not.toContain('email-auth.note.dkim-selectors-not-exhaustive');
  });

  it('warns about a 1024-bit key', async () => {
    const { dkim, r } = await dkimOf(withKey('selector1', `v=DKIM1; k=rsa; p=${rsaKey(1024)}`));
    expect(dkim.result).toBe('found');
    expect(dkim.keys[0]).toMatchObject({
      selector: 'selector1',
      provider: 'Microsoft 365',
      keyBits: 1024,
      status: 'valid',
    });
    expect(dkim.issues[0]).toMatchObject({
      severity: 'warning',
      messageKey: 'email-auth.dkim.key-1024',
      parameters: { bits: 1024 },
    });
    expect(r.gradeNoteKeys).toContain('email-auth.grade.dkim-1024');
  });

  it('fails a 512-bit key', async () => {
    const { dkim, r } = await dkimOf(withKey('k1', `v=DKIM1; p=${rsaKey(512)}`));
    expect(dkim).toMatchObject({ result: 'weak', found: true });
    expect(dkim.keys[0]).toMatchObject({ keyBits: 512, status: 'weak' });
    expect(dkim.issues[0]).toMatchObject({ severity: 'error', messageKey: 'email-auth.dkim.key-weak' });
    expect(r.gradeNoteKeys).toContain('email-auth.grade.dkim-weak');
    expect(r.grade).toBe('C');
  });

  it('reads an ed25519 key', async () => {
    const { dkim } = await dkimOf(withKey('s1', `v=DKIM1; k=ed25519; p=${ed25519Key()}`));
    expect(dkim.result).toBe('found');
    expect(dkim.keys[0]).toMatchObject({
      keyType: 'ed25519',
      keyBits: 256,
      status: 'valid',
      provider: 'SendGrid',
    });
  });

  it('reports a revoked key (empty p=)', async () => {
    const { dkim, r } = await dkimOf(withKey('default', 'v=DKIM1; k=rsa; p='));
    expect(dkim).toMatchObject({ result: 'revoked', found: false });
    expect(dkim.keys[0]).toMatchObject({ status: 'revoked', keyBits: null });
    expect(keys(dkim.issues)).toEqual(['email-auth.dkim.key-revoked']);
    expect(r.gradeNoteKeys).toContain('email-auth.grade.dkim-revoked');
  });

  it('reads t=y, h= and s=', async () => {
    const { dkim } = await dkimOf(withKey('mail', `v=DKIM1; t=y:s; h=sha1; s=tlsrpt; p=${rsaKey(2048)}`));
    expect(dkim.keys[0]).toMatchObject({ testing: true, hashAlgorithms: ['sha1'], serviceTypes: ['tlsrpt'] });
    expect(keys(dkim.issues)).toEqual([
      'email-auth.dkim.testing',
      'email-auth.dkim.sha1-only',
      'email-auth.dkim.service-not-email',
    ]);
  });

  it.each([
    ['v=DKIM1; k=rsa; p=AAAA', 'email-auth.dkim.invalid-key'],
    ['v=DKIM1; k=dsa; p=AAAA', 'email-auth.dkim.unknown-key-type'],
    ['v=DKIM2; p=AAAA', 'email-auth.record.invalid-value'],
    ['v=DKIM1; k=rsa', 'email-auth.record.missing-tag'],
  ])('reports %s as invalid (%s)', async (record, key) => {
    const { dkim } = await dkimOf(withKey('dkim', record));
    expect(dkim.keys[0]?.status).toBe('invalid');
    expect(dkim.result).toBe('not-found');
    expect(dkim.found).toBe(false);
    expect(keys(dkim.issues)).toContain(key);
  });

  it('says not found (and that this proves nothing) when no known selector answers', async () => {
    const zone = wellConfiguredZone();
    delete zone['google._domainkey.example.com'];
    const { dkim, r } = await dkimOf(zone);
    expect(dkim).toMatchObject({ result: 'not-found', found: false, keys: [], domainKeyNodeExists: false });
    expect(r.noteKeys).toEqual(
      expect.arrayContaining([
        'email-auth.note.dkim-selectors-not-exhaustive',
        'email-auth.note.dkim-ses-random-selectors',
      ]),
    );
    expect(r.gradeNoteKeys).toContain('email-auth.grade.dkim-not-found');
    expect(r.parameters.selectorCount).toBe(DKIM_SELECTORS.length);
  });

  it('gives partial credit when _domainkey exists but no known selector does', async () => {
    const zone = wellConfiguredZone();
    delete zone['google._domainkey.example.com'];
    zone['_domainkey.example.com'] = {};
    const { dkim, r } = await dkimOf(zone);
    expect(dkim.domainKeyNodeExists).toBe(true);
    expect(keys(dkim.issues)).toContain('email-auth.dkim.domainkey-exists');
    expect(r.gradeNoteKeys).toContain('email-auth.grade.dkim-selector-unknown');
  });

  it('is a temperror when no key was found and probes failed', async () => {
    const zone = wellConfiguredZone();
    zone['google._domainkey.example.com'] = 'servfail';
    const { dkim, r } = await dkimOf(zone);
    expect(dkim.result).toBe('temperror');
    expect(r.grade).toBeNull();
    expect(r.gradeStatus).toBe('unknown');
  });

  it('probes in parallel with at most DKIM_LIMITS.concurrency queries in flight', async () => {
    let inFlight = 0;
    let peak = 0;
    const dns: DnsPort = {
      async query(name, type) {
        const probe = /^[^_][^.]*\._domainkey\./.test(name);
        if (probe) inFlight += 1;
        peak = Math.max(peak, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 2));
        if (probe) inFlight -= 1;
        return {
          name,
          type,
          // The domain exists (NODATA), its selectors do not: an NXDOMAIN domain stops the analysis.
          status: probe ? 'nxdomain' : 'nodata',
          records: [],
          authenticated: false,
          resolver: 'x',
          cached: false,
        } satisfies DnsAnswer;
      },
    };
    const r = await analyzeEmailAuth('example.com', createContext({ dns }));
    expect(r.dkim.result).toBe('not-found');
    expect(peak).toBe(DKIM_LIMITS.concurrency);
  });
});
