/**
 * OCSP (RFC 6960): read a response (stapled or fetched), check that it is signed by the issuer (or by
 * a responder the issuer delegated with id-kp-OCSPSigning), that it is about our certificate and
 * current, and build a request for the responder named in the certificate. A response that fails
 * any check is `not-checked`, never `good`.
 */
import { createHash, verify as verifySignature, type KeyObject } from 'node:crypto';
import { parseCertificate, type ParsedCertificate } from './certificate.js';
import { childrenOf, contents, oidOf, pathOf, readNode, sequence, tlv, whole, type DerNode } from './der.js';
import type { TlsRevocationStatus } from './types.js';

const BASIC_RESPONSE = '1.3.6.1.5.5.7.48.1.1';
const OCSP_SIGNING = '1.3.6.1.5.5.7.3.9';
/** Signature algorithm OID → digest for crypto.verify (RSA PKCS#1 v1.5 and ECDSA). */
const DIGESTS: Readonly<Record<string, string>> = {
  '1.2.840.113549.1.1.5': 'sha1',
  '1.2.840.113549.1.1.11': 'sha256',
  '1.2.840.113549.1.1.12': 'sha384',
  '1.2.840.113549.1.1.13': 'sha512',
  '1.2.840.10045.4.1': 'sha1',
  '1.2.840.10045.4.3.2': 'sha256',
  '1.2.840.10045.4.3.3': 'sha384',
  '1.2.840.10045.4.3.4': 'sha512',
};
/** Clock skew tolerated on thisUpdate / nextUpdate. */
const SKEW_MS = 5 * 60_000;

function generalizedTime(buf: Uint8Array, node: DerNode | undefined): number | null {
  if (node?.tag !== 0x18) return null;
  const text = Buffer.from(contents(buf, node)).toString('ascii');
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:\.\d+)?Z$/.exec(text);
  if (m === null) return null;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
}

/** The serial number INTEGER of a certificate, as hex without leading zeros. */
function serialHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex').replace(/^0+/, '').toUpperCase() || '0';
}

function signerKey(buf: Uint8Array, basic: DerNode[], issuer: ParsedCertificate): KeyObject | null {
  const certsNode = basic[3];
  if (certsNode === undefined) return issuer.x509.publicKey;
  const list = childrenOf(buf, certsNode)?.[0];
  const certs = list === undefined ? [] : (childrenOf(buf, list) ?? []);
  for (const node of certs.slice(0, 4)) {
    const cert = parseCertificate(Uint8Array.from(whole(buf, node)));
    if (cert === null) continue;
    if (cert.summary.fingerprintSha256 === issuer.summary.fingerprintSha256) return issuer.x509.publicKey;
    try {
      const delegated =
        cert.x509.checkIssued(issuer.x509) &&
        cert.x509.verify(issuer.x509.publicKey) &&
        ((cert.x509.keyUsage as string[] | undefined) ?? []).includes(OCSP_SIGNING);
      if (delegated) return cert.x509.publicKey;
    } catch {
      // not a usable responder certificate
    }
  }
  return issuer.x509.publicKey;
}

/**
 * The status an OCSP response gives for `leaf`, when it is well formed, signed by `issuer` (or its
 * delegate), about `leaf` and current at `nowMs`; otherwise `not-checked`.
 */
export function ocspStatus(
  response: Uint8Array,
  leaf: ParsedCertificate,
  issuer: ParsedCertificate,
  nowMs: number,
): TlsRevocationStatus {
  try {
    const buf = response;
    const status = pathOf(buf, [0]);
    if (status?.tag !== 0x0a || contents(buf, status)[0] !== 0) return 'not-checked';
    const responseBytes = pathOf(buf, [1, 0]);
    if (responseBytes === null) return 'not-checked';
    const [typeNode, octets] = childrenOf(buf, responseBytes) ?? [];
    if (oidOf(buf, typeNode ?? null) !== BASIC_RESPONSE || octets?.tag !== 0x04) return 'not-checked';
    const inner = Uint8Array.from(contents(buf, octets));
    const root = readNode(inner, 0);
    const basic = root === null ? null : childrenOf(inner, root);
    const [tbs, sigAlg, signature] = basic ?? [];
    if (basic === null || tbs === undefined || sigAlg === undefined || signature?.tag !== 0x03)
      return 'not-checked';
    const digest = DIGESTS[oidOf(inner, childrenOf(inner, sigAlg)?.[0] ?? null) ?? ''];
    if (digest === undefined) return 'not-checked';
    const key = signerKey(inner, basic, issuer);
    const sigBytes = contents(inner, signature).subarray(1);
    if (key === null || !verifySignature(digest, whole(inner, tbs), key, sigBytes)) return 'not-checked';
    const data = childrenOf(inner, tbs) ?? [];
    const responsesNode = data.find((n) => n.tag === 0x30 && data.indexOf(n) > 0);
    const responses = responsesNode === undefined ? [] : (childrenOf(inner, responsesNode) ?? []);
    for (const single of responses.slice(0, 20)) {
      const [certId, certStatus, thisUpdate, next] = childrenOf(inner, single) ?? [];
      if (certId === undefined || certStatus === undefined) continue;
      const serial = childrenOf(inner, certId)?.[3];
      if (
        serial === undefined ||
        serialHex(contents(inner, serial)) !== leaf.summary.serialNumber.replace(/^0+/, '').toUpperCase()
      )
        continue;
      const thisMs = generalizedTime(inner, thisUpdate);
      if (thisMs === null || thisMs > nowMs + SKEW_MS) return 'not-checked';
      if (next?.tag === 0xa0) {
        const nextMs = generalizedTime(inner, childrenOf(inner, next)?.[0]);
        if (nextMs === null || nextMs < nowMs - SKEW_MS) return 'not-checked';
      }
      if (certStatus.tag === 0x80) return 'good';
      if (certStatus.tag === 0xa1) return 'revoked';
      return 'unknown';
    }
    return 'not-checked';
  } catch {
    return 'not-checked';
  }
}

/** DER OCSPRequest for `leaf` issued by `issuer` (SHA-1 CertID, as responders expect), or null. */
export function ocspRequest(leaf: ParsedCertificate, issuer: ParsedCertificate): Uint8Array | null {
  const tbsOf = (der: Uint8Array): DerNode[] | null => {
    const tbs = pathOf(der, [0]);
    return tbs === null ? null : childrenOf(der, tbs);
  };
  const leafTbs = tbsOf(leaf.der);
  const issuerTbs = tbsOf(issuer.der);
  if (leafTbs === null || issuerTbs === null) return null;
  const offset = (list: DerNode[]): number => (list[0]?.tag === 0xa0 ? 1 : 0);
  const serial = leafTbs[offset(leafTbs)];
  const subject = issuerTbs[offset(issuerTbs) + 4];
  const spki = issuerTbs[offset(issuerTbs) + 5];
  const keyBits = spki === undefined ? undefined : childrenOf(issuer.der, spki)?.[1];
  if (serial?.tag !== 0x02 || subject === undefined || keyBits?.tag !== 0x03) return null;
  const sha1 = (b: Uint8Array): Uint8Array => createHash('sha1').update(b).digest();
  const sha1Algorithm = sequence(tlv(0x06, [0x2b, 0x0e, 0x03, 0x02, 0x1a]), tlv(0x05, []));
  const certId = sequence(
    sha1Algorithm,
    tlv(0x04, sha1(whole(issuer.der, subject))),
    tlv(0x04, sha1(contents(issuer.der, keyBits).subarray(1))),
    Uint8Array.from(whole(leaf.der, serial)),
  );
  return sequence(sequence(sequence(sequence(certId))));
}
