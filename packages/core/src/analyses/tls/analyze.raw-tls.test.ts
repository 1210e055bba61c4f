/**
 * analyzeTls end to end through the real TLS and HTTP ports (testPolicy maps `<name>:443` to local
 * ports): a real node:tls/https server (TLS 1.2 + 1.3, HSTS) and the scripted raw-TLS server playing
 * an SSLv2/SSLv3/RC4/export server that OpenSSL here cannot be.
 */
import { createServer as createHttpsServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import {
  alertRecord,
  certificateMessage,
  createTestCa,
  fakeDns,
  record,
  serverHello,
  serverHelloDone,
  ssl2ServerHello,
  startRawTlsServer,
  type RawTlsServer,
  type TestCa,
} from '@secapi/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createContext } from '../../context.js';
import { createHttpClient } from '../../net/http/client.js';
import { testPolicy } from '../../net/http/policy.js';
import { createTlsClient } from '../../net/tls/client.js';
import { analyzeTls } from './analyze.js';

let ca: TestCa;
let modern: Server;
let legacy: RawTlsServer;
const ports: Record<string, number> = {};

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve((server.address() as AddressInfo).port);
    });
  });
}

beforeAll(async () => {
  ca = createTestCa();
  const cert = ca.issue(['shop.test']);
  modern = createHttpsServer({ key: cert.key, cert: cert.cert, minVersion: 'TLSv1.2' }, (_req, res) => {
    res.writeHead(200, { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }).end('ok');
  });
  ports['shop.test'] = await listen(modern);
  const der = new Uint8Array(
    Buffer.from(ca.issue(['old.test']).cert.replace(/-----[^-]+-----|\s/g, ''), 'base64'),
  );
  legacy = await startRawTlsServer((hello) => {
    if (hello.format === 'ssl2') return { bytes: ssl2ServerHello([0x020080]) };
    if (hello.version > 0x0301) return { bytes: alertRecord(70) };
    const suite = [0x0004, 0x0003].find((s) => hello.suites.includes(s));
    if (suite === undefined) return { bytes: alertRecord(40) };
    const flight = [
      ...serverHello({ version: hello.version, suite, renegotiationInfo: false }),
      ...certificateMessage([der]),
      ...serverHelloDone,
    ];
    return { bytes: record(22, hello.version, flight) };
  });
  ports['old.test'] = legacy.port;
});

afterAll(async () => {
  await legacy.close();
  await new Promise<void>((resolve) => {
    modern.close(() => {
      resolve();
    });
  });
  ca.dispose();
});

function context() {
  const dns = fakeDns({
    'shop.test': { A: ['127.0.0.1'] },
    'old.test': { A: ['127.0.0.1'] },
    'inside.test': { A: ['10.1.2.3'] },
  });
  const portMap = Object.fromEntries(Object.entries(ports).map(([name, port]) => [`${name}:443`, port]));
  const policy = testPolicy({ allow: 'loopback', portMap });
  return createContext({
    dns,
    policy,
    http: createHttpClient({ dns, policy, ca: ca.cert }),
    tls: createTlsClient({ dns, policy, ca: ca.cert }),
  });
}

describe('analyzeTls against a real node:tls server', () => {
  it('TLS 1.2 + 1.3, forward secrecy only, ECDSA P-256, HSTS one year: A+', async () => {
    const r = await analyzeTls('shop.test', context());
    expect(r.errorKey).toBeNull();
    expect(r.grade).toBe('A+');
    // No OCSP URL in the certificate: nothing to ask, so the scan is complete and says so.
    expect(r.outcome).toBe('complete');
    expect(r.revocation).toEqual({ ocspStapled: false, status: 'not-checked', source: null, ocspUrl: null });
    expect(r.noteKeys).toEqual(
      expect.arrayContaining(['tls.note.not-tested', 'tls.note.revocation-not-checked']),
    );
    // Worked example of the guide: protocol 100, key exchange 90 (P-256 ≈ RSA 3072), cipher (80 + 100) / 2.
    expect(r.categoryScores).toEqual({ protocol: 100, keyExchange: 90, cipher: 90 });
    expect(r.score).toBe(93);
    expect(r.gradeNoteKeys).toEqual([]);
    expect(r.protocols.filter((p) => p.supported === true).map((p) => p.version)).toEqual([
      'TLSv1.2',
      'TLSv1.3',
    ]);
    expect(r.protocols.every((p) => p.supported !== null)).toBe(true);
    expect(r.cipherSuites.every((s) => s.forwardSecrecy)).toBe(true);
    expect(r.groups.tls13).toContain('x25519');
    expect(r.negotiated).toMatchObject({ protocol: 'TLSv1.3', alpn: 'http/1.1', group: 'x25519' });
    expect(r.certificate).toMatchObject({
      trusted: true,
      hostnameMatches: true,
      chainComplete: true,
      keyType: 'ec',
      keyBits: 256,
      signatureAlgorithm: 'ecdsa-with-SHA256',
      sans: ['shop.test'],
    });
    expect(r.certificate?.chain).toHaveLength(2);
    expect(r.hsts).toEqual({
      present: true,
      maxAge: 31536000,
      includeSubDomains: true,
      preload: false,
      valid: true,
    });
    expect(r.address).toBe('127.0.0.1');
    expect(r.connections).toBeLessThan(150);
  });
});

describe('analyzeTls against the scripted legacy server', () => {
  it('SSLv2, SSLv3, RC4 and export suites: F, every reason listed', async () => {
    const r = await analyzeTls('old.test', context());
    expect(r.grade).toBe('F');
    expect(r.gradeNoteKeys).toEqual(
      expect.arrayContaining([
        'tls.grade.sslv2',
        'tls.grade.export-suite',
        'tls.grade.sslv3',
        'tls.grade.tls10-tls11',
        'tls.grade.no-tls12',
        'tls.grade.rc4',
        'tls.grade.no-forward-secrecy',
        'tls.grade.no-aead',
        'tls.grade.no-secure-renegotiation',
      ]),
    );
    expect(r.protocols.filter((p) => p.supported === true).map((p) => p.version)).toEqual([
      'SSLv2',
      'SSLv3',
      'TLSv1',
    ]);
    expect(r.cipherSuites.map((s) => `${s.protocol} ${s.name} ${s.strength}`)).toContain(
      'TLSv1 TLS_RSA_EXPORT_WITH_RC4_40_MD5 insecure',
    );
    expect(r.certificate?.subject).toContain('old.test');
    expect(r.certificate?.trusted).toBeNull(); // no full handshake is possible: trust not determined
    expect(r.secureRenegotiation).toBe(false);
  });
});

describe('analyzeTls input', () => {
  it('refuses a name that resolves to a private address (400), before any TLS connection', async () => {
    await expect(analyzeTls('inside.test', context())).rejects.toMatchObject({
      key: 'input.host-not-public',
    });
  });
});
