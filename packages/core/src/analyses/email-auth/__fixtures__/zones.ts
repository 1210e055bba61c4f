/**
 * Test fixtures of the email-auth suites: a well-configured domain as a `fakeDns` zone (each test
 * changes only what it needs), DKIM keys generated with node:crypto, and TXT chunking.
 */
import { generateKeyPairSync } from 'node:crypto';
import { fakeDns, type FakeDns, type FakeZoneEntry } from '@secapi/test-kit';
import { createContext, type AnalysisContext } from '../../../context.js';
import type { DnsStatus } from '../../../net/dns/types.js';

/** A TXT record's character-strings: `text` cut into ≤ 255-byte chunks, as DNS carries it. */
export function txt(text: string): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += 255) chunks.push(text.slice(i, i + 255));
  return chunks.length > 0 ? chunks : [''];
}

const rsaCache = new Map<string, string>();

/** Base64 of a fresh RSA public key of `bits` (SubjectPublicKeyInfo, or PKCS#1 when asked). */
export function rsaKey(bits: number, type: 'spki' | 'pkcs1' = 'spki'): string {
  const id = `${bits}/${type}`;
  const cached = rsaCache.get(id);
  if (cached !== undefined) return cached;
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  const b64 = publicKey.export({ type, format: 'der' }).toString('base64');
  rsaCache.set(id, b64);
  return b64;
}

/** Base64 of a raw 32-byte ed25519 public key (RFC 8463: not wrapped in SPKI). */
export function ed25519Key(): string {
  const { publicKey } = generateKeyPairSync('ed25519');
  return publicKey.export({ type: 'spki', format: 'der' }).subarray(-32).toString('base64');
}

export type Zone = Record<string, FakeZoneEntry | DnsStatus>;

/**
 * `example.com`: SPF `-all` with one include, DMARC p=reject with internal rua, a 2048-bit DKIM key
 * at `google`, MX, MTA-STS and TLS-RPT. Grade A+ (95 points) as is.
 */
export function wellConfiguredZone(): Zone {
  return {
    'example.com': {
      TXT: [txt('v=spf1 include:_spf.mail.example.net -all'), txt('google-site-verification=abc')],
      MX: [{ preference: 10, exchange: 'mx.example.com' }],
    },
    '_spf.mail.example.net': { TXT: [txt('v=spf1 ip4:192.0.2.0/24 ~all')] },
    '_dmarc.example.com': { TXT: [txt('v=DMARC1; p=reject; rua=mailto:dmarc@example.com')] },
    'google._domainkey.example.com': { TXT: [txt(`v=DKIM1; k=rsa; p=${rsaKey(2048)}`)] },
    '_mta-sts.example.com': { TXT: [txt('v=STSv1; id=20240101')] },
    '_smtp._tls.example.com': { TXT: [txt('v=TLSRPTv1; rua=mailto:tls@example.com')] },
  };
}

export function contextFor(zone: Zone): { ctx: AnalysisContext; dns: FakeDns } {
  const dns = fakeDns(zone);
  return { ctx: createContext({ dns }), dns };
}
