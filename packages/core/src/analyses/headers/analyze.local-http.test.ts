/**
 * The whole analysis through the REAL HTTP port (createHttpClient + testPolicy) against local
 * node:http/https servers on 127.0.0.1: names resolve through a fake DNS, ports 80/443 of the test
 * names are mapped to the fixtures' ports, and the https fixture uses a throw-away test CA.
 */
import { createTestCa, fakeDns, startHttpFixture, type HttpFixture, type TestCa } from '@secapi/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createContext } from '../../context.js';
import { createHttpClient } from '../../net/http/client.js';
import { testPolicy } from '../../net/http/policy.js';
import { analyzeHeaders } from './analyze.js';

let web: HttpFixture;
let secure: HttpFixture;
let untrusted: HttpFixture;
let ca: TestCa;

const STRICT = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'content-security-policy':
    "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'permissions-policy': 'camera=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

beforeAll(async () => {
  web = await startHttpFixture((req, res) => {
    if (req.headers.host?.startsWith('shop.test')) {
      res.writeHead(301, { location: 'https://shop.test/' }).end();
      return;
    }
    res.writeHead(200, { server: 'Apache/2.4.57', 'set-cookie': 'PHPSESSID=1; path=/' }).end('plain');
  });
  ca = createTestCa();
  secure = await startHttpFixture((_req, res) => res.writeHead(200, STRICT).end('ok'), {
    tls: ca.issue(['shop.test']),
  });
  untrusted = await startHttpFixture((_req, res) => res.end('nope'), { tls: ca.selfSigned(['evil.test']) });
});
afterAll(async () => {
  await web.close();
  await secure.close();
  await untrusted.close();
  ca.dispose();
});

function context() {
  const dns = fakeDns({
    'plain.test': { A: ['127.0.0.1'] },
    'shop.test': { A: ['127.0.0.1'] },
    'evil.test': { A: ['127.0.0.1'] },
    'private.test': { A: ['10.0.0.1'] },
  });
  const http = createHttpClient({
    dns,
    ca: ca.cert,
    policy: testPolicy({
      allow: 'loopback',
      portMap: {
        'plain.test:80': web.port,
        'shop.test:80': web.port,
        'shop.test:443': secure.port,
        'evil.test:443': untrusted.port,
      },
    }),
  });
  return createContext({ dns, http });
}

describe('analyzeHeaders through the real HTTP port', () => {
  it('strict https site reached from http: A+, redirection from the hops', async () => {
    const r = await analyzeHeaders('http://shop.test/', context());
    expect(r).toMatchObject({
      finalUrl: 'https://shop.test/',
      status: 200,
      grade: 'A+',
      score: 145,
      errorKey: null,
    });
    expect(r.hops.map((h) => h.status)).toEqual([301, 200]);
    expect(r.tests.every((t) => t.pass)).toBe(true);
  });

  it('https URL: probes http://host/ for the redirection', async () => {
    const r = await analyzeHeaders('shop.test', context());
    expect(r.grade).toBe('A+');
    expect(r.tests.find((t) => t.name === 'redirection')?.resultKey).toBe('headers.redirection-to-https');
  });

  it('plain http site with a leaky server and a bare session cookie: F', async () => {
    const r = await analyzeHeaders('http://plain.test/', context());
    expect(r).toMatchObject({ grade: 'F', score: 0, status: 200 });
    expect(r.tests.find((t) => t.name === 'cookies')?.resultKey).toBe(
      'headers.cookies-session-without-secure-flag',
    );
    expect(r.noteKeys).toContain('headers.note.server-version');
  });

  it('a private address is refused by the policy', async () => {
    const r = await analyzeHeaders('http://private.test/', context());
    expect(r).toMatchObject({ grade: null, errorKey: 'http-error.blocked-by-policy' });
  });

  it('an untrusted certificate is a TLS error', async () => {
    const r = await analyzeHeaders('https://evil.test/', context());
    expect(r).toMatchObject({ grade: null, errorKey: 'http-error.tls-error' });
  });
});
