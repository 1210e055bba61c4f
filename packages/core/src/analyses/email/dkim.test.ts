/**
 * DKIM verification through our DNS port: a message signed here with mailauth and a fresh RSA key
 * whose public half is served by `fakeDns`; the body changed after signing; the key lookup failing.
 */
import { generateKeyPairSync } from 'node:crypto';
import { dkimSign } from 'mailauth/lib/dkim/sign.js';
import { fakeDns, type FakeZone } from '@secapi/test-kit';
import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import type { DnsPort } from '../../net/dns/types.js';
import { analyzeEmail } from './analyze.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const p = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const record = `v=DKIM1; k=rsa; p=${p}`;
const KEY_ZONE: FakeZone = {
  'sel1._domainkey.shop.example': { TXT: [record.match(/.{1,255}/g) ?? []] },
};

const MESSAGE = [
  'From: Shop <orders@shop.example>',
  'To: kim@example.net',
  'Subject: Your order',
  'Date: Mon, 4 Nov 2024 10:00:00 +0000',
  'Message-ID: <1@shop.example>',
  'MIME-Version: 1.0',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Thanks for your order. It ships tomorrow.',
  '',
].join('\r\n');

async function signed(): Promise<string> {
  // mailauth 4's typings describe an older option shape; the signer reads `signatureData`.
  const options = { signatureData: [{ signingDomain: 'shop.example', selector: 'sel1', privateKey: pem }] };
  const r = await dkimSign(MESSAGE, options as unknown as Parameters<typeof dkimSign>[1]);
  return r.signatures + MESSAGE;
}

const clock = { now: () => Date.UTC(2024, 10, 4, 12) };

describe('analyzeEmail: DKIM verified through the DNS port', () => {
  it('verifies an intact signed message: dkim pass, source verified, the part ran', async () => {
    const dns = fakeDns(KEY_ZONE);
    const r = await analyzeEmail({ emailBody: await signed() }, createContext({ dns, clock }));
    expect(r.inputShape).toBe('raw-message');
    expect(r.authentication).toMatchObject({ dkim: 'pass', source: 'verified' });
    expect(r.findings.find((f) => f.code === 'email-dkim-verified')?.parameters).toEqual({
      domain: 'shop.example',
    });
    expect(r.skipped.map((s) => s.id)).not.toContain('dkim-verification');
    expect(dns.calls).toContainEqual({ name: 'sel1._domainkey.shop.example', type: 'TXT' });
  });

  it('reports a signature that no longer matches the body', async () => {
    const tampered = (await signed()).replace('ships tomorrow', 'ships never. Pay here');
    const r = await analyzeEmail({ emailBody: tampered }, createContext({ dns: fakeDns(KEY_ZONE), clock }));
    // mailauth reports a body hash that no longer matches as `neutral` ("body hash did not verify").
    expect(r.authentication.dkim).toBe('neutral');
    expect(r.findings.map((f) => f.code)).toContain('email-dkim-invalid');
  });

  it('reports the part as not checked when the key lookup fails (never as passed)', async () => {
    const failing: DnsPort = {
      query: (name, type) =>
        Promise.resolve({
          name,
          type,
          status: 'servfail',
          records: [],
          authenticated: false,
          resolver: null,
          cached: false,
        }),
    };
    const r = await analyzeEmail({ emailBody: await signed() }, createContext({ dns: failing, clock }));
    expect(r.authentication.source).toBeNull();
    expect(r.skipped.find((s) => s.id === 'dkim-verification')?.reasonKey).toBe('email.skip.lookup-failed');
    expect(r.findings.map((f) => f.code)).not.toContain('email-dkim-verified');
  });

  it('does not verify offline', async () => {
    const r = await analyzeEmail({ emailBody: await signed() }, createContext({ offline: true }));
    expect(r.skipped.find((s) => s.id === 'dkim-verification')?.reasonKey).toBe('skip.offline-mode');
  });
});
