// Writes packages/core/src/net/tls/suites-data.ts: the cipher-suite table of the TLS port, as data.
// Input: a cipher mapping in the layout of testssl.sh's etc/cipher-mapping.txt (Debian package
// testssl.sh: /etc/testssl/cipher-mapping.txt): IANA code point, OpenSSL name, IANA name, protocol,
// Kx, Au, Enc(bits), Mac. Key exchange, authentication, cipher and mode are read from the IANA
// name (RFC 8446 / RFC 5246 naming); bits from Enc. Usage:
//   node scripts/gen-tls-suites.mjs [/etc/testssl/cipher-mapping.txt]
// then `pnpm exec prettier --write packages/core/src/net/tls/suites-data.ts`.
import { readFileSync, writeFileSync } from 'node:fs';

const source = process.argv[2] ?? '/etc/testssl/cipher-mapping.txt';
const out = new URL('../packages/core/src/net/tls/suites-data.ts', import.meta.url);

const KX = [
  ['ECDHE_PSK', 'ECDHE', 'PSK'],
  ['DHE_PSK', 'DHE', 'PSK'],
  ['PSK_DHE', 'DHE', 'PSK'],
  ['ECCPWD', 'ECCPWD', 'ECCPWD'],
  ['SHA256', 'ANY', 'ANY'],
  ['SHA384', 'ANY', 'ANY'],
  ['RSA_PSK', 'RSA', 'PSK'],
  ['ECDHE_ECDSA', 'ECDHE', 'ECDSA'],
  ['ECDHE_RSA', 'ECDHE', 'RSA'],
  ['ECDH_ECDSA', 'ECDH', 'ECDSA'],
  ['ECDH_RSA', 'ECDH', 'RSA'],
  ['ECDH_anon', 'ECDH', 'anon'],
  ['DHE_RSA', 'DHE', 'RSA'],
  ['DHE_DSS', 'DHE', 'DSS'],
  ['DH_RSA', 'DH', 'RSA'],
  ['DH_DSS', 'DH', 'DSS'],
  ['DH_anon', 'DH', 'anon'],
  ['SRP_SHA_RSA', 'SRP', 'RSA'],
  ['SRP_SHA_DSS', 'SRP', 'DSS'],
  ['SRP_SHA', 'SRP', 'SRP'],
  ['KRB5', 'KRB5', 'KRB5'],
  ['PSK', 'PSK', 'PSK'],
  ['RSA', 'RSA', 'RSA'],
  ['NULL', 'NULL', 'anon'],
  ['GOSTR341001', 'GOST', 'GOST'],
  ['GOSTR341094', 'GOST', 'GOST'],
  ['GOSTR341112_256', 'GOST', 'GOST'],
];

const CIPHERS = [
  ['CHACHA20_POLY1305', 'ChaCha20', 'POLY1305'],
  ['3DES_EDE_CBC', '3DES', 'CBC'],
  ['DES40_CBC', 'DES', 'CBC'],
  ['DES_CBC_40', 'DES', 'CBC'],
  ['DES_CBC', 'DES', 'CBC'],
  ['RC4', 'RC4', 'stream'],
  ['RC2_CBC', 'RC2', 'CBC'],
  ['IDEA_CBC', 'IDEA', 'CBC'],
  ['SEED_CBC', 'SEED', 'CBC'],
  ['CAMELLIA', 'Camellia', null],
  ['ARIA', 'ARIA', null],
  ['AES', 'AES', null],
  ['28147_CNT', 'GOST', 'CNT'],
  ['KUZNYECHIK', 'GOST', null],
  ['MAGMA', 'GOST', null],
  ['NULL', 'NULL', 'none'],
];

function parse(line) {
  const m = line.match(
    /^\s*(0x[0-9A-F]{2}(?:,0x[0-9A-F]{2}){1,2})\s+-\s+(\S+)\s+(\S+)\s+(\S+)\s+Kx=(\S+)\s+Au=(\S+)\s+Enc=([^(\s]+)(?:\((\d+)\))?\s+Mac=(\S+)/i,
  );
  if (!m) return null;
  const bytes = m[1].split(',').map((h) => parseInt(h, 16));
  const [, , , iana, protocol] = m;
  const bits = m[8] === undefined ? 0 : Number(m[8]);
  return { bytes, iana, protocol, bits, openssl: m[2] };
}

function describe(iana, bits) {
  const name = iana.replace(/^(TLS|SSL)_/, '');
  let kx, auth, rest;
  if (!name.includes('_WITH_')) {
    kx = 'ANY';
    auth = 'ANY';
    rest = name;
  } else {
    const [left, right] = name.split('_WITH_');
    const exp = /_EXPORT(1024)?$/.test(left);
    const base = left.replace(/_EXPORT(1024)?$/, '');
    const row =
      KX.find(([p]) => base === p) ?? (base.startsWith('GOST') ? [base, 'GOST', 'GOST'] : undefined);
    if (!row) return null; // not in the IANA registry (e.g. Google's experimental CECPQ1)
    [, kx, auth] = row;
    rest = right;
    if (exp) kx = `${kx}_EXPORT`;
  }
  const row = CIPHERS.find(([p]) => rest.startsWith(p));
  if (!row) return null;
  const cipher = row[1];
  let mode = row[2];
  if (mode === null) {
    if (/_GCM/.test(rest)) mode = 'GCM';
    else if (/_CCM_8/.test(rest)) mode = 'CCM8';
    else if (/_CCM/.test(rest)) mode = 'CCM';
    else if (/_CBC/.test(rest)) mode = 'CBC';
    else if (/_MGM/.test(rest)) mode = 'MGM';
    else if (/_CTR/.test(rest)) mode = 'CTR';
    else mode = 'CBC';
  }
  const exportSuite = /EXPORT|_40_|DES40|_40$/.test(name) || kx.endsWith('_EXPORT');
  const fs = kx === 'ANY' || kx.startsWith('ECDHE') || kx.startsWith('DHE');
  const aead = ['GCM', 'CCM', 'CCM8', 'POLY1305', 'MGM'].includes(mode);
  return { kx, auth, cipher, bits: cipher === 'NULL' ? 0 : bits, mode, fs, aead, export: exportSuite };
}

const rows = [];
const ssl2 = [];
for (const line of readFileSync(source, 'utf8').split('\n')) {
  const p = parse(line);
  if (!p) continue;
  if (p.bytes.length === 3) {
    ssl2.push(
      `  { id: 0x${p.bytes.map((b) => b.toString(16).padStart(2, '0')).join('')}, name: '${p.iana}', bits: ${p.bits} },`,
    );
    continue;
  }
  if (p.iana === '-') continue;
  const id = (p.bytes[0] << 8) | p.bytes[1];
  if (id === 0x00ff || id === 0x5600) continue; // signalling values, not suites
  const d = describe(p.iana, p.bits);
  if (d === null) {
    console.log(`skipped ${p.iana}`);
    continue;
  }
  rows.push({
    id,
    line: `  s(0x${id.toString(16).padStart(4, '0')}, '${p.iana}', '${d.kx}', '${d.auth}', '${d.cipher}', ${d.bits}, '${d.mode}', ${d.fs}, ${d.aead}, ${d.export}),`,
  });
}
rows.sort((a, b) => a.id - b.id);
const seen = new Set();
const unique = rows.filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)));
const text = `/**
 * GENERATED by scripts/gen-tls-suites.mjs (do not edit by hand): every TLS cipher suite the port
 * probes, as data. Code points and IANA names from the IANA "TLS Cipher Suites" registry (cross-read
 * with testssl.sh 3.0.8's etc/cipher-mapping.txt, whose bit counts are used); key exchange,
 * authentication, cipher and mode are read from the IANA name. \`fs\`: ephemeral key exchange (ECDHE,
 * DHE, every TLS 1.3 suite); \`aead\`: GCM, CCM, CCM_8, ChaCha20-Poly1305, MGM; \`export\`: the
 * 40/56-bit export suites. 3DES counts 168 bits (its key size, as testssl.sh and the rating guide count it; its
 * effective strength is 112).
 */
import type { CipherSuiteInfo, KeyExchange } from './suite-types.js';

function s(
  id: number,
  name: string,
  keyExchange: KeyExchange,
  authentication: string,
  cipher: string,
  bits: number,
  mode: string,
  forwardSecrecy: boolean,
  aead: boolean,
  exportGrade: boolean,
): CipherSuiteInfo {
  return { id, name, keyExchange, authentication, cipher, bits, mode, forwardSecrecy, aead, exportGrade };
}

export const CIPHER_SUITE_TABLE: readonly CipherSuiteInfo[] = [
${unique.map((r) => r.line).join('\n')}
];

/** SSLv2 cipher kinds (3-byte codes), for the SSLv2 detection hello only. */
export const SSL2_CIPHER_KINDS: readonly { readonly id: number; readonly name: string; readonly bits: number }[] = [
${ssl2.join('\n')}
];
`;
writeFileSync(out, text);
console.log(`${unique.length} suites, ${ssl2.length} SSLv2 kinds`);
