/**
 * Hand-built ClientHellos (RFC 5246 §7.4.1.2, RFC 8446 §4.1.2, SSLv2 draft-hickman §B) so that the
 * protocols and suites a server accepts are learnt independently of what the local OpenSSL can
 * speak. The probes never finish a handshake: they read the server's first flight and close.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { SSL2_CIPHER_KINDS } from './suites-data.js';

export {
  EXT,
  PROTOCOLS,
  RENEGOTIATION_SCSV,
  WIRE_VERSION,
  protocolOfWire,
  type Protocol,
} from './protocols.js';
import { EXT, RENEGOTIATION_SCSV, WIRE_VERSION, type Protocol } from './protocols.js';

/** Signature schemes offered in TLS 1.2/1.3 hellos: modern first, SHA-1 last. */
const SIGNATURE_SCHEMES = [
  0x0403, 0x0503, 0x0603, 0x0807, 0x0808, 0x0804, 0x0805, 0x0806, 0x0809, 0x080a, 0x080b, 0x0401, 0x0501,
  0x0601, 0x0303, 0x0301, 0x0302, 0x0203, 0x0201, 0x0202,
];

export interface HelloOptions {
  readonly protocol: Exclude<Protocol, 'SSLv2'>;
  /** Cipher suite code points, in the client's order of preference. */
  readonly suites: readonly number[];
  /** SNI host name (null for an IP literal). */
  readonly serverName: string | null;
  /** `supported_groups`, in order (TLS 1.0+). */
  readonly groups: readonly number[];
  /**
   * TLS 1.3: groups to send a key share for (x25519 and secp256r1 only). Empty: no share, so a
   * server that accepts one of `groups` must answer with a HelloRetryRequest naming its choice.
   */
  readonly keyShares?: readonly number[];
  /** Offer DEFLATE besides null compression (before TLS 1.3), to detect TLS compression (CRIME). */
  readonly offerCompression?: boolean;
}

function u16(n: number): number[] {
  return [(n >> 8) & 0xff, n & 0xff];
}
function u24(n: number): number[] {
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}
function vec16(bytes: readonly number[]): number[] {
  return [...u16(bytes.length), ...bytes];
}
function vec8(bytes: readonly number[]): number[] {
  return [bytes.length & 0xff, ...bytes];
}
function ext(type: number, body: readonly number[]): number[] {
  return [...u16(type), ...vec16(body)];
}
function list16(values: readonly number[]): number[] {
  return values.flatMap(u16);
}

function keyShareEntry(group: number): number[] {
  if (group === 0x001d) return [...u16(group), ...vec16([...randomBytes(32)])];
  if (group === 0x0017) {
    const ecdh = createECDH('prime256v1');
    return [...u16(group), ...vec16([...ecdh.generateKeys()])];
  }
  return [];
}

function serverNameExtension(name: string): number[] {
  const host = [...Buffer.from(name, 'ascii')];
  return ext(EXT.serverName, vec16([0, ...vec16(host)]));
}

/** One ClientHello record (SSLv3 … TLS 1.3). */
export function buildClientHello(o: HelloOptions): Uint8Array {
  const tls13 = o.protocol === 'TLSv1.3';
  const version = tls13 ? 0x0303 : WIRE_VERSION[o.protocol];
  const suites = tls13 ? [...o.suites] : [...o.suites, RENEGOTIATION_SCSV];
  const extensions: number[] = [];
  if (o.protocol !== 'SSLv3') {
    if (o.serverName !== null) extensions.push(...serverNameExtension(o.serverName));
    if (o.groups.length > 0) {
      extensions.push(...ext(EXT.supportedGroups, vec16(list16(o.groups))));
      extensions.push(...ext(EXT.ecPointFormats, vec8([0])));
    }
    if (o.protocol === 'TLSv1.2' || tls13) {
      extensions.push(...ext(EXT.signatureAlgorithms, vec16(list16(SIGNATURE_SCHEMES))));
    }
    if (tls13) {
      extensions.push(...ext(EXT.supportedVersions, vec8(u16(0x0304))));
      extensions.push(...ext(EXT.pskKeyExchangeModes, vec8([1])));
      const shares = (o.keyShares ?? []).flatMap(keyShareEntry);
      extensions.push(...ext(EXT.keyShare, vec16(shares)));
    }
  }
  const compression = !tls13 && o.offerCompression === true ? [1, 0] : [0];
  const body = [
    ...u16(version),
    ...randomBytes(32),
    ...vec8(tls13 ? [...randomBytes(32)] : []),
    ...vec16(list16(suites)),
    ...vec8(compression),
    ...(extensions.length > 0 ? vec16(extensions) : []),
  ];
  const handshake = [1, ...u24(body.length), ...body];
  const recordVersion = o.protocol === 'SSLv3' ? 0x0300 : 0x0301;
  return Uint8Array.from([22, ...u16(recordVersion), ...vec16(handshake)]);
}

/** An SSLv2 CLIENT-HELLO offering every SSLv2 cipher kind (detection only). */
export function buildSsl2ClientHello(): Uint8Array {
  const specs = SSL2_CIPHER_KINDS.flatMap((k) => u24(k.id));
  const challenge = [...randomBytes(16)];
  const body = [
    1,
    ...u16(0x0002),
    ...u16(specs.length),
    ...u16(0),
    ...u16(challenge.length),
    ...specs,
    ...challenge,
  ];
  return Uint8Array.from([0x80 | ((body.length >> 8) & 0x7f), body.length & 0xff, ...body]);
}
