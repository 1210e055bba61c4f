import { createTestCa, fakeDns, startHttpFixture, type HttpFixture, type TestCa } from '@secapi/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_AGENT, createHttpClient } from './client.js';
import { testPolicy } from './policy.js';

const text = (body: Uint8Array | undefined): string => new TextDecoder().decode(body);

let web: HttpFixture;
let ca: TestCa;
let secure: HttpFixture;
let untrusted: HttpFixture;

beforeAll(async () => {
  web = await startHttpFixture((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const n = Number(url.searchParams.get('n') ?? '0');
    switch (url.pathname) {
      case '/big':
        res.end('x'.repeat(10_000));
        return;
      case '/chain':
        if (n > 0) res.writeHead(302, { location: `/chain?n=${String(n - 1)}` }).end();
        else res.end('end of chain');
        return;
      case '/to-https':
        res.writeHead(301, { location: 'https://shop.test/secure' }).end();
        return;
      case '/bad-location':
        res.writeHead(302, { location: 'http://[::1' }).end();
        return;
      case '/to-ftp':
        res.writeHead(302, { location: 'ftp://www.test/' }).end();
        return;
      case '/see-other':
        res.writeHead(303, { location: '/echo' }).end();
        return;
      case '/echo':
        res.end(JSON.stringify({ method: req.method, headers: req.headers }));
        return;
      case '/hang':
        return; // never answers
      case '/slow-body':
        res.write('partial');
        return; // never ends
      case '/huge-headers':
        res.writeHead(200, { 'x-big': 'y'.repeat(40 * 1024) }).end();
        return;
      default:
        res.end('hello');
    }
  });
  ca = createTestCa();
  secure = await startHttpFixture(
    (req, res) => {
      res.end(`secure ${req.url ?? ''} ${req.headers.host ?? ''}`);
    },
    { tls: ca.issue(['shop.test']) },
  );
  untrusted = await startHttpFixture((_req, res) => res.end('nope'), { tls: ca.selfSigned(['evil.test']) });
});
afterAll(async () => {
  await web.close();
  await secure.close();
  await untrusted.close();
  ca.dispose();
});

const dns = fakeDns({
  'www.test': { A: ['127.0.0.1'] },
  'shop.test': { A: ['127.0.0.1'] },
  'evil.test': { A: ['127.0.0.1'] },
  'broken.test': 'servfail',
});

function client(): ReturnType<typeof createHttpClient> {
  return createHttpClient({
    dns,
    ca: ca.cert,
    policy: testPolicy({
      allow: 'loopback',
      portMap: { 'www.test:80': web.port, 'shop.test:443': secure.port, 'evil.test:443': untrusted.port },
    }),
  });
}

describe('createHttpClient against local fixtures (test policy)', () => {
  it('gets a 200 without reading the body by default, with the port headers', async () => {
    const result = await client().request('http://www.test/echo');
    expect(result.error).toBeNull();
    expect(result.response).toMatchObject({
      status: 200,
      address: '127.0.0.1',
      tls: null,
      url: 'http://www.test/echo',
    });
    expect(result.response?.body.length).toBe(0);
    expect(result.response?.bodyTruncated).toBe(true);
    const seen = web.requests.at(-1)?.headers;
    expect(seen?.host).toBe('www.test');
    expect(seen?.['user-agent']).toBe(DEFAULT_USER_AGENT);
    expect(seen?.['accept-encoding']).toBe('identity');
  });

  it('caps the body at maxBodyBytes and flags truncation', async () => {
    const capped = await client().request('http://www.test/big', { maxBodyBytes: 100 });
    expect(capped.response?.body.length).toBe(100);
    expect(capped.response?.bodyTruncated).toBe(true);
    const whole = await client().request('http://www.test/', { maxBodyBytes: 100 });
    expect(text(whole.response?.body)).toBe('hello');
    expect(whole.response?.bodyTruncated).toBe(false);
  });

  it('returns a redirect unfollowed by default', async () => {
    const result = await client().request('http://www.test/chain?n=2');
    expect(result.error).toBeNull();
    expect(result.response?.status).toBe(302);
    expect(result.hops).toHaveLength(1);
  });

  it('follows a redirect chain by hand and records every hop', async () => {
    const result = await client().request('http://www.test/chain?n=2', { maxRedirects: 5, maxBodyBytes: 64 });
    expect(result.error).toBeNull();
    expect(text(result.response?.body)).toBe('end of chain');
    expect(result.hops.map((h) => [h.url, h.status, h.location, h.address])).toEqual([
      ['http://www.test/chain?n=2', 302, '/chain?n=1', '127.0.0.1'],
      ['http://www.test/chain?n=1', 302, '/chain?n=0', '127.0.0.1'],
      ['http://www.test/chain?n=0', 200, null, '127.0.0.1'],
    ]);
  });

  it('stops at maxRedirects with too-many-redirects and the last redirect', async () => {
    const result = await client().request('http://www.test/chain?n=5', { maxRedirects: 2 });
    expect(result.error?.code).toBe('too-many-redirects');
    expect(result.hitMaxRedirects).toBe(true);
    expect(result.response?.status).toBe(302);
    expect(result.hops).toHaveLength(3);
  });

  it('reports invalid-redirect for a bad or non-HTTP Location', async () => {
    expect((await client().request('http://www.test/bad-location', { maxRedirects: 3 })).error?.code).toBe(
      'invalid-redirect',
    );
    expect((await client().request('http://www.test/to-ftp', { maxRedirects: 3 })).error?.code).toBe(
      'invalid-redirect',
    );
  });

  it('follows http to https, re-resolving, with SNI and Host of the new name', async () => {
    const result = await client().request('http://www.test/to-https', { maxRedirects: 3, maxBodyBytes: 100 });
    expect(result.error).toBeNull();
    expect(result.hops.map((h) => h.url)).toEqual(['http://www.test/to-https', 'https://shop.test/secure']);
    expect(text(result.response?.body)).toBe('secure /secure shop.test');
    expect(result.response?.tls).toMatchObject({ authorized: true, authorizationError: null });
    expect(result.response?.tls?.protocol).toMatch(/^TLSv1\.[23]$/);
  });

  it('turns a POST into a GET on 303 and drops the body', async () => {
    const result = await client().request('http://www.test/see-other', {
      method: 'POST',
      body: 'a=1',
      maxRedirects: 1,
      maxBodyBytes: 10_000,
    });
    const echoed = JSON.parse(text(result.response?.body)) as { method: string };
    expect(echoed.method).toBe('GET');
  });

  it('times out waiting for headers', async () => {
    const result = await client().request('http://www.test/hang', { headersTimeoutMs: 150 });
    expect(result.error?.code).toBe('timeout');
    expect(result.response).toBeNull();
    expect(result.hops).toMatchObject([{ status: null, address: '127.0.0.1' }]);
  });

  it('honours the total time and the caller signal', async () => {
    expect((await client().request('http://www.test/hang', { timeoutMs: 150 })).error?.code).toBe('timeout');
    const result = await client().request('http://www.test/hang', { signal: AbortSignal.timeout(100) });
    expect(result.error?.code).toBe('timeout');
    const body = await client().request('http://www.test/slow-body', { timeoutMs: 200, maxBodyBytes: 100 });
    expect(body.error?.code).toBe('timeout');
    expect(text(body.response?.body)).toBe('partial');
    expect(body.response?.bodyTruncated).toBe(true);
  });

  it('refuses response headers over the cap', async () => {
    const result = await client().request('http://www.test/huge-headers');
    expect(result.error?.code).toBe('headers-too-large');
  });

  it('refuses a non-default port unless allowed', async () => {
    const url = `http://www.test:${String(web.port)}/`;
    const before = web.connections;
    const refused = await client().request(url);
    expect(refused.error).toEqual({ code: 'port-not-allowed', detail: String(web.port) });
    expect(web.connections).toBe(before);
    expect((await client().request(url, { allowPorts: [web.port] })).response?.status).toBe(200);
  });

  it('reports an untrusted certificate as tls-error', async () => {
    const result = await client().request('https://evil.test/');
    expect(result.error?.code).toBe('tls-error');
    expect(result.error?.detail).toMatch(/SELF_SIGNED|self.signed/i);
    expect(result.response).toBeNull();
  });

  it('reports a name mismatch as tls-error', async () => {
    const mismatch = createHttpClient({
      dns,
      ca: ca.cert,
      policy: testPolicy({ allow: 'loopback', portMap: { 'www.test:443': secure.port } }),
    });
    const result = await mismatch.request('https://www.test/');
    expect(result.error?.code).toBe('tls-error');
    expect(result.error?.detail).toMatch(/ALTNAME|does not match/i);
  });

  it('shows a broken certificate when a call asks for tlsVerify: false', async () => {
    const result = await client().request('https://evil.test/', { tlsVerify: false, maxBodyBytes: 10 });
    expect(result.error).toBeNull();
    expect(text(result.response?.body)).toBe('nope');
    expect(result.response?.tls?.authorized).toBe(false);
    expect(result.response?.tls?.authorizationError).toMatch(/SELF_SIGNED/);
  });

  it('does not trust the test CA unless given', async () => {
    const plain = createHttpClient({
      dns,
      policy: testPolicy({ allow: 'loopback', portMap: { 'shop.test:443': secure.port } }),
    });
    expect((await plain.request('https://shop.test/')).error?.code).toBe('tls-error');
  });

  it('maps DNS and URL failures to error codes', async () => {
    const c = client();
    expect((await c.request('http://missing.test/')).error?.code).toBe('dns-nxdomain');
    expect((await c.request('http://broken.test/')).error?.code).toBe('dns-failure');
    expect((await c.request('not a url')).error?.code).toBe('invalid-url');
    expect((await c.request('file:///etc/passwd')).error?.code).toBe('unsupported-scheme');
    expect((await c.request('gopher://www.test/')).error?.code).toBe('unsupported-scheme');
  });

  it('reports a refused connection', async () => {
    const closed = await startHttpFixture(() => undefined);
    const port = closed.port;
    await closed.close();
    const c = createHttpClient({
      dns,
      policy: testPolicy({ allow: 'loopback', portMap: { 'www.test:80': port } }),
    });
    expect((await c.request('http://www.test/')).error?.code).toBe('connection-refused');
  });

  it('uses a configured User-Agent', async () => {
    const c = createHttpClient({
      dns,
      userAgent: 'secapi-test/1',
      policy: testPolicy({ allow: 'loopback', portMap: { 'www.test:80': web.port } }),
    });
    await c.request('http://www.test/');
    expect(web.requests.at(-1)?.headers['user-agent']).toBe('secapi-test/1');
  });
});

describe('connectTo (pinning the first hop to one address of the name)', () => {
  it('connects to the given address with Host kept, without resolving the name', async () => {
    const other = await startHttpFixture((req, res) => res.end(`pinned ${req.headers.host ?? ''}`), {
      host: '127.0.0.3',
    });
    try {
      const http = createHttpClient({
        // The name resolves elsewhere: only the pinned address may be used.
        dns: fakeDns({ 'pin.test': { A: ['127.0.0.1'] } }),
        policy: testPolicy({ allow: 'loopback', portMap: { 'pin.test:80': other.port } }),
      });
      const r = await http.request('http://pin.test/x', { connectTo: '127.0.0.3', maxBodyBytes: 100 });
      expect(text(r.response?.body)).toBe('pinned pin.test');
      expect(r.hops[0]?.address).toBe('127.0.0.3');
    } finally {
      await other.close();
    }
  });

  it('is still checked against the policy (refused: no connection)', async () => {
    const http = createHttpClient({
      dns: fakeDns({ 'pin.test': { A: ['127.0.0.1'] } }),
      policy: testPolicy({ allow: (a) => a === '127.0.0.1', portMap: { 'pin.test:80': web.port } }),
    });
    const before = web.connections;
    const r = await http.request('http://pin.test/', { connectTo: '10.0.0.1' });
    expect(r.error?.code).toBe('blocked-by-policy');
    expect(r.wasBlockedByPolicy).toBe(true);
    expect(web.connections).toBe(before);
  });
});
