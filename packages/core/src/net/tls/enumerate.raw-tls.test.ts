/**
 * The TLS port's raw probes and enumeration against the scripted raw-TLS server (test-kit) playing
 * what OpenSSL here cannot serve (SSLv2, SSLv3, RC4, export suites, no renegotiation_info) and hostile
 * servers (garbage, truncated, oversized, silent), and against a real node:tls server on 127.0.0.1.
 */
import { createServer as createTlsServer, type Server } from 'node:tls';
import type { AddressInfo } from 'node:net';
import {
  alertRecord,
  certificateMessage,
  createTestCa,
  fakeDns,
  record,
  serverHello,
  serverHelloDone,
  serverKeyExchange,
  ssl2ServerHello,
  startRawTlsServer,
  type OfferedHello,
  type RawTlsAction,
  type RawTlsServer,
  type TestCa,
} from '@secapi/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testPolicy } from '../http/policy.js';
import { createTlsClient } from './client.js';
import { enumerate } from './enumerate.js';
import { buildClientHello } from './hello.js';
import { suiteById } from './suites.js';
import type { TlsSession } from './types.js';

const RC4_MD5 = 0x0004;
const EXP_RC4 = 0x0003;
const DES3 = 0x000a;
const DHE_AES = 0x0033;

let ca: TestCa;
let leafDer: Uint8Array;

/** SSLv2, SSLv3 and TLS 1.0 only, RC4 / export / 3DES / DHE-1024, server order, no renegotiation_info. */
function legacyScript(hello: OfferedHello): RawTlsAction {
  if (hello.format === 'ssl2') return { bytes: ssl2ServerHello([0x010080, 0x020080]) };
  if (hello.version > 0x0301) return { bytes: alertRecord(70) };
  const choice = [RC4_MD5, DES3, DHE_AES, EXP_RC4].find((s) => hello.suites.includes(s));
  if (choice === undefined) return { bytes: alertRecord(40) };
  const flight = [
    ...serverHello({ version: hello.version, suite: choice, renegotiationInfo: false }),
    ...certificateMessage([leafDer]),
    ...(choice === DHE_AES ? serverKeyExchange({ dhBits: 1024 }) : []),
    ...serverHelloDone,
  ];
  return { bytes: record(22, hello.version, flight) };
}

const servers: Record<string, RawTlsServer> = {};
let modern: Server;
let modernPort = 0;

beforeAll(async () => {
  ca = createTestCa();
  const leaf = ca.issue(['legacy.test']);
  leafDer = new Uint8Array(Buffer.from(leaf.cert.replace(/-----[^-]+-----|\s/g, ''), 'base64'));
  servers.legacy = await startRawTlsServer(legacyScript);
  servers.garbage = await startRawTlsServer(() => ({
    bytes: Buffer.from('HTTP/1.1 400 Bad Request\r\n\r\n'),
  }));
  servers.truncated = await startRawTlsServer(() => ({
    bytes: Uint8Array.from([22, 3, 3, 0, 100, 2, 0, 0]),
    close: true,
  }));
  servers.oversized = await startRawTlsServer(() => ({
    bytes: Uint8Array.from([22, 3, 3, 0xff, 0xff, 2, 0]),
  }));
  servers.silent = await startRawTlsServer(() => ({ silent: true }));
  servers.closing = await startRawTlsServer(() => ({ close: true }));
  // The "128 cipher limit" bug: more than 128 suites offered and the connection is dropped.
  servers.limit128 = await startRawTlsServer((hello) => {
    if (hello.format === 'ssl2' || hello.suites.length > 128) return { close: true };
    if (hello.version !== 0x0303 || hello.supportedVersions.length > 0) return { bytes: alertRecord(70) };
    const suite = [0xc02f, 0x009c, 0x1301].find((id) => hello.suites.includes(id));
    if (suite === undefined) return { bytes: alertRecord(40) };
    return { bytes: record(22, 0x0303, [...serverHello({ version: 0x0303, suite }), ...serverHelloDone]) };
  });
  const cert = ca.issue(['modern.test']);
  modern = createTlsServer({ key: cert.key, cert: cert.cert, minVersion: 'TLSv1.2' }, (s) => s.end());
  await new Promise<void>((resolve) => modern.listen(0, '127.0.0.1', resolve));
  modernPort = (modern.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const s of Object.values(servers)) await s.close();
  await new Promise<void>((resolve) => {
    modern.close(() => {
      resolve();
    });
  });
  ca.dispose();
});

async function session(
  name: string,
  port: number,
  timeoutMs = 10_000,
  probeTimeoutMs = 2_000,
): Promise<TlsSession> {
  const dns = fakeDns({ [name]: { A: ['127.0.0.1'] } });
  const client = createTlsClient({
    dns,
    ca: ca.cert,
    policy: testPolicy({ allow: 'loopback', portMap: { [`${name}:443`]: port } }),
    defaults: { probeTimeoutMs },
  });
  const opened = await client.open(name, { signal: AbortSignal.timeout(timeoutMs) });
  if (!opened.ok) throw new Error(opened.error);
  return opened.session;
}

const names = (e: Awaited<ReturnType<typeof enumerate>>, protocol: string): string[] =>
  e.suites.filter((s) => s.protocol === protocol).map((s) => suiteById(s.id)?.name ?? '?');

describe('enumerate against the scripted legacy server', () => {
  it('finds SSLv2, SSLv3 and TLS 1.0, refuses 1.1–1.3, and lists RC4, 3DES, DHE and export in server order', async () => {
    const s = await session('legacy.test', servers.legacy?.port ?? 0);
    const e = await enumerate(s, 'legacy.test');
    expect(e.protocols.map((p) => [p.protocol, p.supported])).toEqual([
      ['SSLv2', true],
      ['SSLv3', true],
      ['TLSv1', true],
      ['TLSv1.1', false],
      ['TLSv1.2', false],
      ['TLSv1.3', false],
    ]);
    expect(names(e, 'TLSv1')).toEqual([
      'TLS_RSA_WITH_RC4_128_MD5',
      'TLS_RSA_WITH_3DES_EDE_CBC_SHA',
      'TLS_DHE_RSA_WITH_AES_128_CBC_SHA',
      'TLS_RSA_EXPORT_WITH_RC4_40_MD5',
    ]);
    expect(e.protocols.find((p) => p.protocol === 'TLSv1')?.serverPreference).toBe(true);
    expect(e.suites.find((x) => x.id === DHE_AES && x.protocol === 'TLSv1')?.dhBits).toBe(1024);
    expect(e.secureRenegotiation).toBe(false);
    expect(e.sentChain).toHaveLength(1);
    expect(e.complete).toBe(true);
    // One connection per accepted suite, one refusal and one preference check per protocol: bounded.
    expect(s.connections).toBeLessThan(30);
    expect(servers.legacy?.hellos.some((h) => h.serverName === 'legacy.test')).toBe(true);
  });
});

describe('hostile servers never throw and never count as "not supported"', () => {
  it.each(['garbage', 'truncated', 'oversized'])('%s: every protocol undetermined', async (name) => {
    const s = await session(`${name}.test`, servers[name]?.port ?? 0);
    const e = await enumerate(s, `${name}.test`);
    const legacy = e.protocols.filter((p) => p.protocol !== 'SSLv2');
    expect(legacy.every((p) => p.supported === null)).toBe(true);
    expect(e.complete).toBe(false);
    expect(e.problems.join(' ')).toMatch(
      name === 'garbage' ? /malformed/ : name === 'truncated' ? /truncated/ : /oversized/,
    );
  });

  it('an oversized record is refused on its header, before its body', async () => {
    const s = await session('oversized.test', servers.oversized?.port ?? 0);
    const reply = await s.probe(
      buildClientHello({ protocol: 'TLSv1.2', suites: [0xc02f], serverName: null, groups: [] }),
    );
    expect(reply).toMatchObject({ kind: 'failed', reason: 'oversized' });
  });

  it('a silent server: probes time out, the deadline holds', async () => {
    const started = performance.now();
    const s = await session('silent.test', servers.silent?.port ?? 0, 1_500, 400);
    const e = await enumerate(s, 'silent.test');
    expect(performance.now() - started).toBeLessThan(2_500);
    expect(e.protocols.every((p) => p.supported === null)).toBe(true);
    expect(e.complete).toBe(false);
  });

  it('a server that closes at once refuses every protocol (not an error)', async () => {
    const s = await session('closing.test', servers.closing?.port ?? 0);
    const e = await enumerate(s, 'closing.test');
    expect(e.protocols.every((p) => p.supported === false)).toBe(true);
    expect(e.complete).toBe(true);
  });
});

describe('a server with the 128-suite limit', () => {
  it('drops the full hello: the short list and chunks still find its suites', async () => {
    const s = await session('limit.test', servers.limit128?.port ?? 0);
    const e = await enumerate(s, 'limit.test');
    expect(e.protocols.filter((p) => p.supported === true).map((p) => p.protocol)).toEqual(['TLSv1.2']);
    expect(names(e, 'TLSv1.2')).toEqual([
      'TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256',
      'TLS_RSA_WITH_AES_128_GCM_SHA256',
    ]);
    expect(e.complete).toBe(true);
    const tls12 = (servers.limit128?.hellos ?? []).filter(
      (h) => h.version === 0x0303 && h.supportedVersions.length === 0,
    );
    expect(tls12[0]?.suites.length).toBeGreaterThan(128);
    expect(tls12.slice(1).every((h) => h.suites.length <= 128)).toBe(true);
  });
});

describe('enumerate against a real node:tls server (TLS 1.2 + 1.3)', () => {
  it('finds TLS 1.2 and 1.3, their suites and groups, and a full handshake gives the chain', async () => {
    const s = await session('modern.test', modernPort);
    const e = await enumerate(s, 'modern.test');
    expect(e.protocols.filter((p) => p.supported === true).map((p) => p.protocol)).toEqual([
      'TLSv1.2',
      'TLSv1.3',
    ]);
    expect(names(e, 'TLSv1.3')).toEqual(
      expect.arrayContaining([
        'TLS_AES_128_GCM_SHA256',
        'TLS_AES_256_GCM_SHA384',
        'TLS_CHACHA20_POLY1305_SHA256',
      ]),
    );
    expect(names(e, 'TLSv1.2')).toContain('TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256');
    expect(names(e, 'TLSv1.2').some((n) => n.includes('_RSA_WITH_'))).toBe(false);
    expect(e.tls13Groups).toEqual(expect.arrayContaining(['x25519', 'secp256r1', 'secp384r1']));
    expect(e.ecdheGroups).toEqual(expect.arrayContaining(['x25519', 'secp256r1']));
    expect(e.secureRenegotiation).toBe(true);
    expect(e.compression).toBe(false);
    expect(e.complete).toBe(true);
    const h = await s.handshake({ servername: 'modern.test' });
    expect(h).toMatchObject({ ok: true, protocol: 'TLSv1.3', authorized: true, authorizationError: null });
    if (h.ok) expect(h.chain.length).toBe(2);
    expect(s.connections).toBeLessThan(80);
  });

  it('the policy refuses a name that resolves to a private address, before any connection', async () => {
    const client = createTlsClient({ dns: fakeDns({ 'private.test': { A: ['10.0.0.1'] } }) });
    const opened = await client.open('private.test', { signal: AbortSignal.timeout(2_000) });
    expect(opened).toMatchObject({ ok: false, error: 'blocked-by-policy', addresses: ['10.0.0.1'] });
  });
});
