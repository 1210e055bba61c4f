/**
 * analyzeTls against Debian's nginx (nginx-light) and gnutls-serv on 127.0.0.1, one server per
 * outcome, with a throwaway test CA: grades and reasons by the rating guide 2009r. The ports are the
 * production ones (TLS and HTTP clients, policy checks); only the test policy maps `<name>:443` (and
 * the AIA / OCSP hosts' port 80) to local ports, and the clients trust the test CA.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import {
  createIntermediate,
  createTestCa,
  ensureNginx,
  ensureSystemBinary,
  fakeDns,
  freePort,
  issueCertificate,
  ocspResponse,
  startHttpFixture,
  startNginx,
  type HttpFixture,
  type NginxServer,
  type TestCa,
} from '@secapi/test-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createContext } from '../../context.js';
import { createHttpClient } from '../../net/http/client.js';
import { testPolicy } from '../../net/http/policy.js';
import { createTlsClient } from '../../net/tls/client.js';
import { analyzeTls } from './analyze.js';
import type { TlsResult } from './types.js';

const HSTS = 'max-age=31536000; includeSubDomains';
const MODERN_CIPHERS = 'ECDHE+AESGCM:ECDHE+CHACHA20';

let ca: TestCa;
let nginx: NginxServer | null = null;
let gnutls: ChildProcess | null = null;
let gnutlsPort = 0;
let aia: HttpFixture;
let ocsp: HttpFixture;
let ocspAnswer: Uint8Array = new Uint8Array();
let skipReason = '';

async function waitFor(port: number, ms: number): Promise<boolean> {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = createConnection({ host: '127.0.0.1', port });
      s.on('connect', () => {
        s.destroy();
        resolve(true);
      });
      s.on('error', () => {
        resolve(false);
      });
    });
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

beforeAll(async () => {
  const binary = await ensureNginx();
  const gnutlsServ = await ensureSystemBinary('gnutls-serv', 'gnutls-bin');
  if (binary.path === null || gnutlsServ.path === null) {
    skipReason = `${binary.reason} ${gnutlsServ.reason}`;
    return;
  }
  ca = createTestCa();
  const ec = (names: string[]) => issueCertificate(ca, { names });
  const rsa = (names: string[]) => issueCertificate(ca, { names, key: 'rsa:2048' });
  const intermediate = createIntermediate(ca);
  aia = await startHttpFixture((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/pkix-cert' }).end(Buffer.from(intermediate.der));
  });
  ocsp = await startHttpFixture((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/ocsp-response' }).end(Buffer.from(ocspAnswer));
    });
  });
  const incomplete = issueCertificate(intermediate, {
    names: ['chain.test'],
    caIssuersUrl: 'http://aia.test/int.der',
  });
  const stapledGood = issueCertificate(ca, { names: ['staple.test'], ocspUrl: 'http://ocsp.test/' });
  const stapledRevoked = issueCertificate(ca, { names: ['revoked.test'], ocspUrl: 'http://ocsp.test/' });
  const responderLeaf = issueCertificate(ca, { names: ['responder.test'], ocspUrl: 'http://ocsp.test/' });
  ocspAnswer = ocspResponse(ca, responderLeaf, 'good');
  const dhparam = execFileSync(
    'openssl',
    ['genpkey', '-genparam', '-algorithm', 'DH', '-pkeyopt', 'group:ffdhe2048'],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const modern = ec(['modern.test']);
  nginx = await startNginx(binary.path, [
    { name: 'modern', ...modern, ciphers: MODERN_CIPHERS, hsts: HSTS },
    { name: 'nohsts', ...ec(['nohsts.test']), ciphers: MODERN_CIPHERS },
    {
      name: 'legacy',
      ...ec(['legacy.test']),
      protocols: 'TLSv1 TLSv1.1 TLSv1.2 TLSv1.3',
      ciphers: 'ECDHE+AESGCM:ECDHE+AES:@SECLEVEL=0',
      hsts: HSTS,
    },
    {
      name: 'nofs',
      ...rsa(['nofs.test']),
      protocols: 'TLSv1.2',
      ciphers: 'AES128-GCM-SHA256:AES256-GCM-SHA384',
      hsts: HSTS,
    },
    { name: 'chain', ...incomplete, ciphers: MODERN_CIPHERS, hsts: HSTS },
    {
      name: 'anon',
      ...ec(['anon.test']),
      protocols: 'TLSv1.2',
      ciphers: 'ECDHE-ECDSA-AES128-GCM-SHA256:AECDH-AES128-SHA:@SECLEVEL=0',
      hsts: HSTS,
    },
    {
      name: 'dhe',
      ...rsa(['dhe.test']),
      protocols: 'TLSv1.2',
      ciphers: 'DHE-RSA-AES128-GCM-SHA256',
      dhparam,
      hsts: HSTS,
    },
    { name: 'self', ...ca.selfSigned(['self.test']), ciphers: MODERN_CIPHERS, hsts: HSTS },
    {
      name: 'expired',
      ...issueCertificate(ca, {
        names: ['expired.test'],
        startDate: '20200101000000Z',
        endDate: '20200301000000Z',
      }),
      ciphers: MODERN_CIPHERS,
      hsts: HSTS,
    },
    { name: 'wrong', ...ec(['other.test']), ciphers: MODERN_CIPHERS, hsts: HSTS },
    {
      name: 'staple',
      ...stapledGood,
      ciphers: MODERN_CIPHERS,
      hsts: HSTS,
      ocspStaple: ocspResponse(ca, stapledGood, 'good'),
    },
    {
      name: 'revoked',
      ...stapledRevoked,
      ciphers: MODERN_CIPHERS,
      hsts: HSTS,
      ocspStaple: ocspResponse(ca, stapledRevoked, 'revoked'),
    },
    { name: 'responder', ...responderLeaf, ciphers: MODERN_CIPHERS, hsts: HSTS },
  ]);
  // 3DES: Debian's OpenSSL no longer has it; GnuTLS still serves it when asked.
  const des = ec(['des.test']);
  gnutlsPort = await freePort();
  gnutls = spawn(
    gnutlsServ.path,
    [
      '--http',
      '--port',
      String(gnutlsPort),
      '--x509certfile',
      des.certPath,
      '--x509keyfile',
      des.keyPath,
      '--priority',
      'NORMAL:-VERS-TLS1.3:+3DES-CBC',
    ],
    { stdio: 'ignore' },
  );
  if (!(await waitFor(gnutlsPort, 10_000))) throw new Error('gnutls-serv did not start');
}, 120_000);

afterAll(async () => {
  gnutls?.kill('SIGKILL');
  await nginx?.stop();
  await aia.close();
  await ocsp.close();
  ca.dispose();
});

beforeEach((test) => {
  if (skipReason !== '') test.skip(skipReason);
});

function context() {
  const names = Object.keys(nginx?.ports ?? {}).map((n) => `${n}.test`);
  const dns = fakeDns(
    Object.fromEntries([...names, 'des.test', 'aia.test', 'ocsp.test'].map((n) => [n, { A: ['127.0.0.1'] }])),
  );
  const portMap: Record<string, number> = {
    'des.test:443': gnutlsPort,
    'aia.test:80': aia.port,
    'ocsp.test:80': ocsp.port,
  };
  for (const [name, port] of Object.entries(nginx?.ports ?? {})) portMap[`${name}.test:443`] = port;
  const policy = testPolicy({ allow: 'loopback', portMap });
  return createContext({
    dns,
    policy,
    timeoutMs: 20_000,
    http: createHttpClient({ dns, policy, ca: ca.cert }),
    tls: createTlsClient({ dns, policy, ca: ca.cert }),
  });
}

const supported = (r: TlsResult): string[] =>
  r.protocols.filter((p) => p.supported === true).map((p) => p.version);

describe('analyzeTls against nginx: one configuration per outcome', () => {
  it('modern (TLS 1.2 + 1.3, forward secrecy and AEAD only, HSTS one year): A+', async () => {
    const r = await analyzeTls('modern.test', context());
    expect(r.grade).toBe('A+');
    expect(r.gradeNoteKeys).toEqual([]);
    expect(r.score).toBe(93);
    expect(supported(r)).toEqual(['TLSv1.2', 'TLSv1.3']);
    expect(r.protocols.every((p) => p.supported !== null)).toBe(true);
    expect(
      r.cipherSuites.filter((s) => s.protocol === 'TLSv1.2').every((s) => s.forwardSecrecy && s.aead),
    ).toBe(true);
    expect(r.protocols.find((p) => p.version === 'TLSv1.2')?.serverPreference).toBe(true);
    expect(r.certificate).toMatchObject({
      trusted: true,
      hostnameMatches: true,
      chainComplete: true,
      expired: false,
    });
    expect(r.hsts).toMatchObject({ present: true, maxAge: 31536000, includeSubDomains: true });
    expect(r.negotiated.protocol).toBe('TLSv1.3');
    expect(r.outcome).toBe('complete');
    expect(r.connections).toBeLessThanOrEqual(150);
  });

  it('the same without HSTS: A (no A+ bonus, no warning)', async () => {
    const r = await analyzeTls('nohsts.test', context());
    expect(r.grade).toBe('A');
    expect(r.gradeRules).toEqual([
      { noteKey: 'tls.grade.hsts-missing', effect: 'no-bonus', parameters: null },
    ]);
    expect(r.hsts.present).toBe(false);
  });

  it('TLS 1.0 and 1.1 enabled (@SECLEVEL=0): capped at B', async () => {
    const r = await analyzeTls('legacy.test', context());
    expect(supported(r)).toEqual(['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3']);
    expect(r.grade).toBe('B');
    expect(r.gradeRules).toContainEqual({
      noteKey: 'tls.grade.tls10-tls11',
      effect: 'cap-B',
      parameters: { oldProtocols: 'TLSv1, TLSv1.1' },
    });
    expect(r.parameters.oldProtocols).toBe('TLSv1, TLSv1.1');
  });

  it('no forward secrecy (RSA key exchange only, TLS 1.2): B, and no TLS 1.3 is a warning', async () => {
    const r = await analyzeTls('nofs.test', context());
    expect(r.grade).toBe('B');
    expect(r.gradeNoteKeys).toEqual(
      expect.arrayContaining(['tls.grade.no-forward-secrecy', 'tls.grade.no-tls13']),
    );
    expect(r.cipherSuites.map((s) => s.name)).toEqual([
      'TLS_RSA_WITH_AES_128_GCM_SHA256',
      'TLS_RSA_WITH_AES_256_GCM_SHA384',
    ]);
    expect(r.certificate).toMatchObject({ keyType: 'rsa', keyBits: 2048 });
  });

  it('incomplete chain: the intermediate is fetched from AIA, trusted but capped at B', async () => {
    const r = await analyzeTls('chain.test', context());
    expect(r.grade).toBe('B');
    expect(r.gradeNoteKeys).toContain('tls.grade.chain-incomplete');
    expect(r.certificate).toMatchObject({ trusted: true, chainComplete: false });
    expect(r.noteKeys).toContain('tls.note.chain-completed-from-aia');
    expect(aia.requests.length).toBeGreaterThan(0);
  });

  it('3DES offered with TLS 1.2 after better suites, client order (gnutls-serv): no client gets it, no SWEET32 cap', async () => {
    const r = await analyzeTls('des.test', context());
    expect(r.cipherSuites.some((s) => s.cipher === '3DES' && s.protocol === 'TLSv1.2')).toBe(true);
    expect(r.protocols.find((p) => p.version === 'TLSv1.2')?.serverPreference).toBe(false);
    expect(r.gradeNoteKeys).not.toContain('tls.grade.sweet32');
    // B from TLS 1.0/1.1 (GnuTLS's NORMAL still has them), not C.
    expect(r.grade).toBe('B');
    expect(r.gradeNoteKeys).toContain('tls.grade.tls10-tls11');
  });

  it('an anonymous suite offered (AECDH, @SECLEVEL=0): F, key exchange scores 0', async () => {
    const r = await analyzeTls('anon.test', context());
    expect(r.grade).toBe('F');
    expect(r.gradeRules).toContainEqual({
      noteKey: 'tls.grade.anonymous-suite',
      effect: 'F',
      parameters: { anonymousSuites: 'TLS_ECDH_anon_WITH_AES_128_CBC_SHA' },
    });
    expect(r.categoryScores?.keyExchange).toBe(0);
    expect(r.score).toBe(0);
    expect(r.cipherSuites.find((s) => s.name === 'TLS_ECDH_anon_WITH_AES_128_CBC_SHA')?.strength).toBe(
      'insecure',
    );
  });

  it('DHE with ffdhe2048 and RSA-2048, TLS 1.2 only: the DH size is read from the ServerKeyExchange; A-', async () => {
    const r = await analyzeTls('dhe.test', context());
    expect(r.cipherSuites.map((s) => [s.name, s.keyExchangeBits])).toEqual([
      ['TLS_DHE_RSA_WITH_AES_128_GCM_SHA256', 2048],
    ]);
    expect(r.categoryScores).toEqual({ protocol: 100, keyExchange: 90, cipher: 80 });
    // (100·0.3 + 90·0.3 + 80·0.4) = 89 → A; no TLS 1.3 is a 2009r warning → A-.
    expect(r.grade).toBe('A-');
    expect(r.gradeRules).toEqual([{ noteKey: 'tls.grade.no-tls13', effect: 'warning', parameters: null }]);
  });

  it('self-signed: T', async () => {
    const r = await analyzeTls('self.test', context());
    expect(r.grade).toBe('T');
    expect(r.gradeNoteKeys).toContain('tls.grade.self-signed');
    expect(r.certificate).toMatchObject({ trusted: false, selfSigned: true });
  });

  it('expired: T', async () => {
    const r = await analyzeTls('expired.test', context());
    expect(r.grade).toBe('T');
    expect(r.gradeRules).toContainEqual({
      noteKey: 'tls.grade.expired',
      effect: 'T',
      parameters: { notAfter: '2020-03-01T00:00:00.000Z' },
    });
    expect(r.certificate?.expired).toBe(true);
  });

  it('wrong name: M', async () => {
    const r = await analyzeTls('wrong.test', context());
    expect(r.grade).toBe('M');
    expect(r.gradeNoteKeys).toEqual(['tls.grade.hostname-mismatch']);
    expect(r.certificate).toMatchObject({ trusted: true, hostnameMatches: false, sans: ['other.test'] });
  });

  it('stapled OCSP "good" is verified and reported', async () => {
    const r = await analyzeTls('staple.test', context());
    expect(r.revocation).toEqual({
      ocspStapled: true,
      status: 'good',
      source: 'stapled',
      ocspUrl: 'http://ocsp.test/',
    });
    expect(r.grade).toBe('A+');
  });

  it('stapled OCSP "revoked": T', async () => {
    const r = await analyzeTls('revoked.test', context());
    expect(r.revocation).toMatchObject({ ocspStapled: true, status: 'revoked', source: 'stapled' });
    expect(r.grade).toBe('T');
    expect(r.gradeNoteKeys).toContain('tls.grade.revoked');
  });

  it('no staple: the responder named in the certificate is asked through the HTTP port', async () => {
    const before = ocsp.requests.length;
    const r = await analyzeTls('responder.test', context());
    expect(r.revocation).toEqual({
      ocspStapled: false,
      status: 'good',
      source: 'responder',
      ocspUrl: 'http://ocsp.test/',
    });
    expect(ocsp.requests.slice(before).map((q) => q.method)).toEqual(['POST']);
  });
});
