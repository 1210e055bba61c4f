/**
 * Look-ups over the cipher-suite table (suites-data.ts) and the key-exchange groups the port offers.
 */
import { CIPHER_SUITE_TABLE } from './suites-data.js';
import type { CipherSuiteInfo, GroupInfo } from './suite-types.js';

const BY_ID = new Map<number, CipherSuiteInfo>(CIPHER_SUITE_TABLE.map((s) => [s.id, s]));
const BY_NAME = new Map<string, CipherSuiteInfo>(CIPHER_SUITE_TABLE.map((s) => [s.name, s]));

/** The suite with this IANA code point, or null (a value outside the table). */
export function suiteById(id: number): CipherSuiteInfo | null {
  return BY_ID.get(id) ?? null;
}

/** The suite with this IANA name, or null. */
export function suiteByName(name: string): CipherSuiteInfo | null {
  return BY_NAME.get(name) ?? null;
}

/** TLS 1.3 suites (RFC 8446 B.4). */
export const TLS13_SUITES: readonly number[] = CIPHER_SUITE_TABLE.filter((s) => s.keyExchange === 'ANY').map(
  (s) => s.id,
);

/** Every suite usable before TLS 1.3 (what SSLv3 … TLS 1.2 probes offer). */
export const LEGACY_SUITES: readonly number[] = CIPHER_SUITE_TABLE.filter((s) => s.keyExchange !== 'ANY').map(
  (s) => s.id,
);

/**
 * Fewer than 128 of the usual suites (ECDHE, DHE, RSA and export key exchange; AES, ChaCha20,
 * Camellia, 3DES, RC4, DES, NULL…; no static DH, no CCM, no ARIA): for servers that drop a hello
 * offering more than 128 suites (the "128 cipher limit" bug testssl.sh checks), the rest follows in
 * chunks of `SUITE_CHUNK`.
 */
export const SHORT_LEGACY_SUITES: readonly number[] = CIPHER_SUITE_TABLE.filter(
  (s) =>
    ['ECDHE', 'DHE', 'RSA', 'RSA_EXPORT', 'DHE_EXPORT', 'DH', 'ECDH'].includes(s.keyExchange) &&
    (!['DH', 'ECDH'].includes(s.keyExchange) || s.authentication === 'anon') &&
    ['RSA', 'ECDSA', 'DSS', 'anon'].includes(s.authentication) &&
    ['AES', 'ChaCha20', '3DES', 'RC4', 'DES', 'NULL', 'Camellia', 'RC2', 'IDEA', 'SEED'].includes(s.cipher) &&
    !/CCM|ARIA/.test(s.name),
).map((s) => s.id);

/** Suites per hello in the chunked fallback (under the 128 limit). */
export const SUITE_CHUNK = 100;

/** Groups offered in `supported_groups`, strongest and most common first. */
export const GROUPS: readonly GroupInfo[] = [
  { id: 0x001d, name: 'x25519', kind: 'ec', bits: 253 },
  { id: 0x0017, name: 'secp256r1', kind: 'ec', bits: 256 },
  { id: 0x0018, name: 'secp384r1', kind: 'ec', bits: 384 },
  { id: 0x0019, name: 'secp521r1', kind: 'ec', bits: 521 },
  { id: 0x001e, name: 'x448', kind: 'ec', bits: 448 },
  { id: 0x11ec, name: 'X25519MLKEM768', kind: 'hybrid', bits: 253 },
  { id: 0x001a, name: 'brainpoolP256r1', kind: 'ec', bits: 256 },
  { id: 0x001b, name: 'brainpoolP384r1', kind: 'ec', bits: 384 },
  { id: 0x001c, name: 'brainpoolP512r1', kind: 'ec', bits: 512 },
  { id: 0x0100, name: 'ffdhe2048', kind: 'ff', bits: 2048 },
  { id: 0x0101, name: 'ffdhe3072', kind: 'ff', bits: 3072 },
  { id: 0x0102, name: 'ffdhe4096', kind: 'ff', bits: 4096 },
  { id: 0x0103, name: 'ffdhe6144', kind: 'ff', bits: 6144 },
  { id: 0x0104, name: 'ffdhe8192', kind: 'ff', bits: 8192 },
  { id: 0x0016, name: 'secp256k1', kind: 'ec', bits: 256 },
  { id: 0x0015, name: 'secp224r1', kind: 'ec', bits: 224 },
  { id: 0x0013, name: 'secp192r1', kind: 'ec', bits: 192 },
  { id: 0x0010, name: 'secp160r2', kind: 'ec', bits: 161 },
];

const GROUP_BY_ID = new Map(GROUPS.map((g) => [g.id, g]));

/** The group with this code point, or a placeholder named by its number. */
export function groupById(id: number): GroupInfo {
  return (
    GROUP_BY_ID.get(id) ?? { id, name: `group-0x${id.toString(16).padStart(4, '0')}`, kind: 'ec', bits: 0 }
  );
}

/** Elliptic-curve groups (what TLS 1.0–1.2 ECDHE can use). */
export const EC_GROUPS: readonly number[] = GROUPS.filter((g) => g.kind === 'ec').map((g) => g.id);
