/**
 * Facts about one certificate, read with node:crypto's X509Certificate (plus the DER reader for the
 * signature algorithm, which Node 20 does not expose). Never throws: unreadable DER gives null.
 */
import { X509Certificate } from 'node:crypto';
import { oidOf, pathOf } from './der.js';
import type { CertificateSummary } from './types.js';

/** Signature algorithms by OID (RFC 4055, 5758, 8410, 3279). */
const SIGNATURE_ALGORITHMS: Readonly<Record<string, string>> = {
  '1.2.840.113549.1.1.2': 'md2WithRSAEncryption',
  '1.2.840.113549.1.1.4': 'md5WithRSAEncryption',
  '1.2.840.113549.1.1.5': 'sha1WithRSAEncryption',
  '1.2.840.113549.1.1.10': 'rsassaPss',
  '1.2.840.113549.1.1.11': 'sha256WithRSAEncryption',
  '1.2.840.113549.1.1.12': 'sha384WithRSAEncryption',
  '1.2.840.113549.1.1.13': 'sha512WithRSAEncryption',
  '1.2.840.113549.1.1.14': 'sha224WithRSAEncryption',
  '1.2.840.10045.4.1': 'ecdsa-with-SHA1',
  '1.2.840.10045.4.3.1': 'ecdsa-with-SHA224',
  '1.2.840.10045.4.3.2': 'ecdsa-with-SHA256',
  '1.2.840.10045.4.3.3': 'ecdsa-with-SHA384',
  '1.2.840.10045.4.3.4': 'ecdsa-with-SHA512',
  '1.2.840.10040.4.3': 'dsa-with-SHA1',
  '1.3.101.112': 'ed25519',
  '1.3.101.113': 'ed448',
};

/** Key sizes of named curves, bits. */
const CURVE_BITS: Readonly<Record<string, number>> = {
  prime256v1: 256,
  secp384r1: 384,
  secp521r1: 521,
  secp224r1: 224,
  secp256k1: 256,
  prime192v1: 192,
};

export interface ParsedCertificate {
  readonly x509: X509Certificate;
  readonly der: Uint8Array;
  readonly summary: CertificateSummary;
  /** RSA public exponent (null for other keys). */
  readonly rsaExponent: number | null;
  /** `caIssuers` URLs of the Authority Information Access extension. */
  readonly caIssuers: readonly string[];
  readonly ocspUrls: readonly string[];
  readonly notBeforeMs: number;
  readonly notAfterMs: number;
}

function accessUrls(info: string | undefined, method: string): string[] {
  if (info === undefined) return [];
  const out: string[] = [];
  for (const line of info.split('\n')) {
    const match = new RegExp(`^${method} - URI:(\\S+)$`).exec(line.trim());
    if (match?.[1] !== undefined) out.push(match[1]);
  }
  return out.slice(0, 4);
}

function sans(text: string | undefined): string[] {
  if (text === undefined) return [];
  return text
    .split(/,\s*/)
    .map((entry) => entry.replace(/^(DNS|IP Address):/, ''))
    .filter((entry) => entry !== '')
    .slice(0, 200);
}

function isoDate(ms: number): string | null {
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/** Reads one DER certificate; null when it is not one. */
export function parseCertificate(der: Uint8Array): ParsedCertificate | null {
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(der);
  } catch {
    return null;
  }
  const signatureOid = oidOf(der, pathOf(der, [1, 0]));
  const key = x509.publicKey;
  const details = key.asymmetricKeyDetails ?? {};
  const keyType = key.asymmetricKeyType ?? 'unknown';
  let keyBits: number | null = null;
  if (typeof details.modulusLength === 'number') keyBits = details.modulusLength;
  else if (typeof details.namedCurve === 'string') keyBits = CURVE_BITS[details.namedCurve] ?? null;
  else if (keyType === 'ed25519') keyBits = 256;
  else if (keyType === 'ed448') keyBits = 456;
  const exponent = details.publicExponent;
  const notBeforeMs = Date.parse(x509.validFrom);
  const notAfterMs = Date.parse(x509.validTo);
  let selfSigned = false;
  try {
    selfSigned = x509.checkIssued(x509) && x509.verify(key);
  } catch {
    selfSigned = false;
  }
  const summary: CertificateSummary = {
    subject: x509.subject.replace(/\n/g, ', ').slice(0, 512),
    issuer: x509.issuer.replace(/\n/g, ', ').slice(0, 512),
    notBefore: isoDate(notBeforeMs),
    notAfter: isoDate(notAfterMs),
    keyType: keyType === 'rsa-pss' ? 'rsa-pss' : keyType,
    keyBits,
    curve: typeof details.namedCurve === 'string' ? details.namedCurve : null,
    signatureAlgorithm: signatureOid === null ? null : (SIGNATURE_ALGORITHMS[signatureOid] ?? signatureOid),
    fingerprintSha256: x509.fingerprint256,
    serialNumber: x509.serialNumber,
    selfSigned,
    isCa: x509.ca,
  };
  return {
    x509,
    der,
    summary,
    rsaExponent: typeof exponent === 'bigint' ? Number(exponent) : null,
    caIssuers: accessUrls(x509.infoAccess, 'CA Issuers'),
    ocspUrls: accessUrls(x509.infoAccess, 'OCSP'),
    notBeforeMs,
    notAfterMs,
  };
}

/** Subject alternative names (DNS names and IP addresses). */
export function subjectAltNames(cert: ParsedCertificate): string[] {
  return sans(cert.x509.subjectAltName);
}

/** The signature algorithm family that caps the grade: `sha1`, `md5`, `md2`, or null. */
export function weakSignatureHash(algorithm: string | null): 'sha1' | 'md5' | 'md2' | null {
  if (algorithm === null) return null;
  const lower = algorithm.toLowerCase();
  if (lower.includes('sha1')) return 'sha1';
  if (lower.includes('md5')) return 'md5';
  if (lower.includes('md2')) return 'md2';
  return null;
}

/** Converts PEM-less DER to PEM (for a trust store). */
export function toPem(der: Uint8Array): string {
  const b64 = Buffer.from(der).toString('base64');
  return `-----BEGIN CERTIFICATE-----\n${(b64.match(/.{1,64}/g) ?? []).join('\n')}\n-----END CERTIFICATE-----\n`;
}
