import { readFileSync } from 'node:fs';
import { createTestCa, issueCertificate, ocspResponse, type TestCa } from '@secapi/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCertificate, type ParsedCertificate } from './certificate.js';
import { ocspRequest, ocspStatus } from './ocsp.js';

let ca: TestCa;
let leaf: ParsedCertificate;
let other: ParsedCertificate;
let issuer: ParsedCertificate;
let good: Uint8Array;
let revoked: Uint8Array;

const der = (pem: string): Uint8Array =>
  new Uint8Array(Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64'));
function parsed(pem: string): ParsedCertificate {
  const c = parseCertificate(der(pem));
  if (c === null) throw new Error('certificate');
  return c;
}

beforeAll(() => {
  ca = createTestCa();
  const a = issueCertificate(ca, { names: ['a.test'], ocspUrl: 'http://ocsp.test/' });
  const b = issueCertificate(ca, { names: ['b.test'] });
  leaf = parsed(readFileSync(a.certPath, 'utf8'));
  other = parsed(b.cert);
  issuer = parsed(ca.cert);
  good = ocspResponse(ca, a, 'good');
  revoked = ocspResponse(ca, a, 'revoked');
});
afterAll(() => {
  ca.dispose();
});

describe('ocspStatus', () => {
  const now = (): number => Date.now();

  it('reads good and revoked answers signed by the issuer, for this certificate', () => {
    expect(leaf.ocspUrls).toEqual(['http://ocsp.test/']);
    expect(ocspStatus(good, leaf, issuer, now())).toBe('good');
    expect(ocspStatus(revoked, leaf, issuer, now())).toBe('revoked');
  });

  it('never says good for an answer that fails a check', () => {
    // One digit of producedAt changed: still well-formed DER, but the signature no longer matches.
    const tampered = Uint8Array.from(good);
    const at = /\d{14}Z/.exec(Buffer.from(good).toString('latin1'))?.index ?? 0;
    tampered[at + 13] = (tampered[at + 13] ?? 0x30) === 0x30 ? 0x31 : 0x30;
    expect(ocspStatus(tampered, leaf, issuer, now())).toBe('not-checked');
    expect(ocspStatus(good, other, issuer, now())).toBe('not-checked'); // another serial
    expect(ocspStatus(good, leaf, other, now())).toBe('not-checked'); // not signed by this issuer
    expect(ocspStatus(good, leaf, issuer, now() + 10 * 86_400_000)).toBe('not-checked'); // past nextUpdate
    expect(ocspStatus(Uint8Array.from([0x30, 0x03, 0x0a, 0x01, 0x01]), leaf, issuer, now())).toBe(
      'not-checked',
    );
    expect(ocspStatus(new Uint8Array(), leaf, issuer, now())).toBe('not-checked');
  });

  it('builds a DER OCSPRequest (SHA-1 CertID) for the responder', () => {
    const request = ocspRequest(leaf, issuer);
    expect(request?.[0]).toBe(0x30);
    expect(Buffer.from(request ?? []).includes(Buffer.from(leaf.summary.serialNumber, 'hex'))).toBe(true);
  });
});
