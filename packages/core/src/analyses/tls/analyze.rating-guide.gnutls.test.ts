/**
 * analyzeTls on the answers where the rating guide and a naive reading of OpenSSL disagree, against
 * gnutls-serv on 127.0.0.1 with a throwaway test CA:
 * - an intermediate left out but served at the AIA URL, with the CA known only through
 *   `NODE_EXTRA_CA_CERTS` (the client is given no `ca`): B, not T;
 * - a 768-bit RSA leaf from the trusted CA: trusted by its chain, F by the key exchange rule;
 * - an expired certificate: `trusted` (the chain) stays true, `valid` (browsers accept it now) is false;
 * - 3DES last in the server's own order: no SWEET32 cap; 3DES first: capped at C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import {
  createIntermediate,
  createTestCa,
  ensureSystemBinary,
  fakeDns,
  freePort,
  issueCertificate,
  startHttpFixture,
  type HttpFixture,
  type IssuedCertificate,
  type TestCa,
} from '@secapi/test-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createContext } from '../../context.js';
import { createHttpClient } from '../../net/http/client.js';
import { testPolicy } from '../../net/http/policy.js';
import { createTlsClient } from '../../net/tls/client.js';
import { analyzeTls } from './analyze.js';

const TLS12_ONLY = 'NORMAL:-VERS-ALL:+VERS-TLS1.2';

let ca: TestCa | null = null;
let aia: HttpFixture | null = null;
const servers: ChildProcess[] = [];
const ports: Record<string, number> = {};
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

async function serve(binary: string, name: string, cert: IssuedCertificate, priority: string): Promise<void> {
  const port = await freePort();
  const child = spawn(
    binary,
    [
      '--http',
      '--port',
      String(port),
      '--x509certfile',
      cert.certPath,
      '--x509keyfile',
      cert.keyPath,
      '--priority',
      priority,
    ],
    { stdio: 'ignore' },
  );
  servers.push(child);
  if (!(await waitFor(port, 10_000))) throw new Error(`gnutls-serv ${name} did not start`);
  ports[name] = port;
}

beforeAll(async () => {
  const gnutlsServ = await ensureSystemBinary('gnutls-serv', 'gnutls-bin');
  if (gnutlsServ.path === null) {
    skipReason = gnutlsServ.reason;
    return;
  }
  const binary = gnutlsServ.path;
  const testCa = createTestCa();
  ca = testCa;
  const intermediate = createIntermediate(testCa);
  aia = await startHttpFixture((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/pkix-cert' }).end(Buffer.from(intermediate.der));
  });
  await Promise.all([
    serve(
      binary,
      'chain',
      issueCertificate(intermediate, { names: ['chain.test'], caIssuersUrl: 'http://aia.test/int.der' }),
      TLS12_ONLY,
    ),
    serve(binary, 'rsa768', issueCertificate(testCa, { names: ['rsa768.test'], key: 'rsa:768' }), TLS12_ONLY),
    serve(
      binary,
      'expired',
      issueCertificate(testCa, {
        names: ['expired.test'],
        startDate: '20200101000000Z',
        endDate: '20200301000000Z',
      }),
      TLS12_ONLY,
    ),
    // GnuTLS appends a `+` entry to the end of its list: 3DES is the server's last choice.
    serve(
      binary,
      'deslast',
      issueCertificate(testCa, { names: ['deslast.test'] }),
      `${TLS12_ONLY}:+3DES-CBC:%SERVER_PRECEDENCE`,
    ),
    // Every cipher removed, then 3DES before AES-GCM: the server's first choice is 3DES.
    serve(
      binary,
      'desfirst',
      issueCertificate(testCa, { names: ['desfirst.test'] }),
      `${TLS12_ONLY}:-CIPHER-ALL:+3DES-CBC:+AES-128-GCM:%SERVER_PRECEDENCE`,
    ),
  ]);
}, 120_000);

afterAll(async () => {
  for (const child of servers) child.kill('SIGKILL');
  await aia?.close();
  ca?.dispose();
});

beforeEach((test) => {
  if (skipReason !== '') test.skip(skipReason);
});

/** The production clients; `trustCa` false leaves the TLS client on Node's store plus NODE_EXTRA_CA_CERTS. */
function context(trustCa = true) {
  if (ca === null || aia === null) throw new Error('fixtures not started');
  const names = [...Object.keys(ports).map((n) => `${n}.test`), 'aia.test'];
  const dns = fakeDns(Object.fromEntries(names.map((n) => [n, { A: ['127.0.0.1'] }])));
  const portMap: Record<string, number> = { 'aia.test:80': aia.port };
  for (const [name, port] of Object.entries(ports)) portMap[`${name}.test:443`] = port;
  const policy = testPolicy({ allow: 'loopback', portMap });
  return createContext({
    dns,
    policy,
    timeoutMs: 20_000,
    http: createHttpClient({ dns, policy, ca: ca.cert }),
    tls: trustCa ? createTlsClient({ dns, policy, ca: ca.cert }) : createTlsClient({ dns, policy }),
  });
}

describe('analyzeTls by the rating guide (gnutls-serv reference servers)', () => {
  it('intermediate missing but served at AIA, CA trusted through NODE_EXTRA_CA_CERTS only: B, not T', async () => {
    const saved = process.env.NODE_EXTRA_CA_CERTS;
    process.env.NODE_EXTRA_CA_CERTS = ca?.certPath ?? '';
    try {
      const r = await analyzeTls('chain.test', context(false));
      expect(r.certificate).toMatchObject({ trusted: true, chainComplete: false, valid: true });
      expect(r.noteKeys).toContain('tls.note.chain-completed-from-aia');
      expect(r.gradeNoteKeys).toContain('tls.grade.chain-incomplete');
      expect(r.gradeNoteKeys).not.toContain('tls.grade.untrusted');
      expect(r.grade).toBe('B');
    } finally {
      if (saved === undefined) delete process.env.NODE_EXTRA_CA_CERTS;
      else process.env.NODE_EXTRA_CA_CERTS = saved;
    }
  });

  it('the same without the CA anywhere in the trust store: T (the AIA fetch does not make it trusted)', async () => {
    const saved = process.env.NODE_EXTRA_CA_CERTS;
    delete process.env.NODE_EXTRA_CA_CERTS;
    try {
      const r = await analyzeTls('chain.test', context(false));
      expect(r.certificate).toMatchObject({ trusted: false, valid: false });
      expect(r.grade).toBe('T');
    } finally {
      if (saved !== undefined) process.env.NODE_EXTRA_CA_CERTS = saved;
    }
  });

  it('768-bit RSA leaf from the trusted CA: trusted by its chain, F by the key exchange rule', async () => {
    const r = await analyzeTls('rsa768.test', context());
    expect(r.certificate).toMatchObject({ keyType: 'rsa', keyBits: 768, trusted: true, trustError: null });
    expect(r.gradeRules).toContainEqual({
      noteKey: 'tls.grade.key-exchange-insecure',
      effect: 'F',
      parameters: { keyExchangeBits: 768 },
    });
    expect(r.gradeNoteKeys).not.toContain('tls.grade.untrusted');
    expect(r.grade).toBe('F');
    expect(r.gradeIgnoringTrust).toBe('F');
  });

  it('expired: the chain is trusted, the certificate is not valid now; T, and what it would be without', async () => {
    const r = await analyzeTls('expired.test', context());
    expect(r.certificate).toMatchObject({ trusted: true, expired: true, valid: false });
    expect(r.grade).toBe('T');
    expect(r.gradeIgnoringTrust).not.toBe('T');
    expect(r.gradeIgnoringTrust).toMatch(/^[A-F][+-]?$/);
  });

  it('3DES offered last in the server order, better suites first: no SWEET32 cap', async () => {
    const r = await analyzeTls('deslast.test', context());
    const tls12 = r.cipherSuites.filter((s) => s.protocol === 'TLSv1.2');
    expect(tls12.some((s) => s.cipher === '3DES')).toBe(true);
    expect(tls12.at(-1)?.cipher).toBe('3DES');
    expect(r.protocols.find((p) => p.version === 'TLSv1.2')?.serverPreference).toBe(true);
    expect(r.gradeNoteKeys).not.toContain('tls.grade.sweet32');
    // TLS 1.2 only (a warning) and no HSTS: A-, the grade without 3DES.
    expect(r.grade).toBe('A-');
    expect(r.certificate).toMatchObject({ trusted: true, valid: true });
  });

  it('3DES first in the server order: a client that offers it gets it, SWEET32 caps at C', async () => {
    const r = await analyzeTls('desfirst.test', context());
    const tls12 = r.cipherSuites.filter((s) => s.protocol === 'TLSv1.2');
    expect(tls12[0]?.cipher).toBe('3DES');
    expect(r.gradeNoteKeys).toContain('tls.grade.sweet32');
    expect(r.grade).toBe('C');
  });
});
