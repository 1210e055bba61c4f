/**
 * End to end on a private internet (ARCHITECTURE.md): the REAL built server
 * (`packages/server/dist/main.js`) runs inside a network namespace whose only link leads to test
 * hosts with public-looking addresses (11.0.0.0/24) in a second namespace, where nsd answers for a
 * test root zone. Production defaults are untouched (public-only policy, port 443, real provider
 * URLs, which simply do not resolve here); only `SECAPI_DNS_SERVERS` and `NODE_EXTRA_CA_CERTS`
 * (the test CA) are set. Requests to the API come from a client inside the same namespace.
 *
 * Needs root and `ip netns` (and nsd, installed with apt-get when root); otherwise skips, unless
 * `SECAPI_REQUIRE_SYSTEM_SERVERS=1`. Needs the build (`pnpm build`; `pnpm test` builds first).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  privateInternetSupport,
  startPrivateInternet,
  type PrivateFetchResult,
  type PrivateInternet,
  type PrivateInternetSupport,
  type SvcProcess,
} from '@secapi/test-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const PORT = 3000;
const API = `http://127.0.0.1:${String(PORT)}`;
const SUITE_LIMIT_MS = 90_000;
const REQUEST_LIMIT_MS = 20_000;

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

const SHOP = '11.0.0.10';
const REDIRECT = '11.0.0.11';
const LOOPBACK_REDIRECT = '11.0.0.12';
const PRIVATE_REDIRECT = '11.0.0.13';
const BARE = '11.0.0.14';
const FEED = '11.0.0.15';
/** Listed by the look-alike OpenPhish host below (our own example, never a real phishing URL). */
const LISTED = 'https://login-verify.parcel-hold-notice.example-test.com/pay/card';

let support: PrivateInternetSupport = { ok: false, reason: 'not checked' };
let internet: PrivateInternet | undefined;
let server: SvcProcess | undefined;
const suiteStart = performance.now();

beforeAll(async () => {
  support = await privateInternetSupport();
  if (!support.ok) return;
  if (!existsSync(MAIN)) {
    throw new Error(`${MAIN} is missing: run "pnpm build" first ("pnpm test" builds before testing)`);
  }
  internet = await startPrivateInternet({
    lifetimeMs: SUITE_LIMIT_MS + 30_000,
    hosts: [
      {
        address: SHOP,
        names: ['shop.example-test.com'],
        http: { status: 301, headers: { location: 'https://shop.example-test.com/' } },
        https: { headers: STRICT, body: '<!doctype html><title>shop</title>' },
      },
      {
        address: REDIRECT,
        names: ['redirect.example-test.com'],
        http: { status: 301, headers: { location: 'https://shop.example-test.com/' } },
      },
      {
        address: LOOPBACK_REDIRECT,
        names: ['loopback-redirect.example-test.com'],
        http: { status: 302, headers: { location: 'http://127.0.0.1/' } },
      },
      {
        address: PRIVATE_REDIRECT,
        names: ['private-redirect.example-test.com'],
        http: { status: 302, headers: { location: 'http://private-target.example-test.com/' } },
      },
      {
        address: BARE,
        names: ['bare.example-test.com'],
        http: { body: 'bare' },
        https: { body: 'bare' },
      },
      {
        // A look-alike of the OpenPhish feed host, at its real name: the server's default feed
        // download (https://openphish.com/feed.txt) lands here.
        address: FEED,
        names: ['openphish.com'],
        https: { headers: { 'content-type': 'text/plain; charset=utf-8' }, body: `${LISTED}\n` },
      },
    ],
    // A name resolving to a private address: no host holds it, and svc has no route to it.
    zones: { '.': ['private-target.example-test.com. A 10.0.0.1'] },
    // Loopback inside the service's namespace: the target of the redirect into 127.0.0.1.
    canaries: [{ address: '127.0.0.1', port: 80 }],
  });
  server = internet.spawnInSvc(process.execPath, [MAIN], {
    env: {
      PORT: String(PORT),
      SECAPI_DNS_SERVERS: internet.resolver,
      NODE_EXTRA_CA_CERTS: internet.caPath,
    },
    cwd: internet.dir,
  });
  const ready = await internet.fetchInSvc(`${API}/openapi.json`, { retryUntilMs: 15_000, timeoutMs: 2000 });
  if (ready.status !== 200) {
    throw new Error(
      `the server did not answer in ${internet.svc} (${String(ready.error ?? ready.status)}): ${server.output()}`,
    );
  }
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await internet?.stop();
}, 20_000);

beforeEach((ctx) => {
  if (!support.ok) ctx.skip(support.reason);
  if (performance.now() - suiteStart > SUITE_LIMIT_MS)
    throw new Error('private-internet suite over its time limit');
});

async function api(path: string): Promise<PrivateFetchResult & { body: Record<string, unknown> }> {
  if (internet === undefined) throw new Error('no private internet');
  const res = await internet.fetchInSvc(`${API}${path}`, { timeoutMs: REQUEST_LIMIT_MS });
  expect(res.error, `request ${path}; server output: ${server?.output() ?? ''}`).toBeNull();
  expect(res.body).toBeTypeOf('object');
  return res as PrivateFetchResult & { body: Record<string, unknown> };
}

interface Hop {
  url: string;
  status: number | null;
  address: string | null;
}
interface Redirects {
  wasBlockedByPolicy: boolean;
  wasSuccessful: boolean;
  hops: Hop[];
  finalUrl: string | null;
  errorMessageKey: string | null;
}

describe('the built server on a private internet (production defaults, test resolver)', () => {
  it('the service namespace has no route but the test network', () => {
    // Checked by startPrivateInternet too; here it is the claim the rest of the suite relies on.
    const routes = (ns: string, family: '-4' | '-6'): string[] =>
      execFileSync('ip', [family, '-n', ns, 'route', 'show'], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => line.trim() !== '');
    expect(routes(internet!.svc, '-4')).toEqual([
      expect.stringMatching(/^11\.0\.0\.0\/24 dev \S+ proto kernel scope link src 11\.0\.0\.1\b/),
    ]);
    expect(routes(internet!.svc, '-6').filter((r) => r.startsWith('default'))).toEqual([]);
    expect(server?.exited).toBe(false);
  });

  it('check-headers: strict https site → A+ over TLS verified with the test CA', async () => {
    const res = await api('/api/check-headers?url=https://shop.example-test.com/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      url: 'https://shop.example-test.com/',
      finalUrl: 'https://shop.example-test.com/',
      status: 200,
      errorKey: null,
    });
    expect(['A', 'A+']).toContain(res.body.grade);
    const tests = res.body.tests as { name: string; resultKey: string; pass: boolean }[];
    expect(tests.find((t) => t.name === 'redirection')?.resultKey).toBe('headers.redirection-to-https');
    expect(internet!.connections(SHOP, 443)).toBeGreaterThan(0);
  });

  it('check-headers: a page with no security headers grades F', async () => {
    const res = await api('/api/check-headers?url=https://bare.example-test.com/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 200, errorKey: null, grade: 'F' });
  });

  it('check-tls: the strict https host, on port 443 under the public-only policy, trusted through NODE_EXTRA_CA_CERTS', async () => {
    const before = internet!.connections(SHOP, 443);
    const res = await api('/api/check-tls?host=shop.example-test.com');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      host: 'shop.example-test.com',
      port: 443,
      address: SHOP,
      errorKey: null,
      grade: 'A+',
      outcome: 'complete',
    });
    expect(res.body.certificate).toMatchObject({ trusted: true, hostnameMatches: true, chainComplete: true });
    expect(res.body.hsts).toMatchObject({ present: true, maxAge: 63072000, preload: true });
    const used = internet!.connections(SHOP, 443) - before;
    expect(used).toBe((res.body.connections as number) + 1); // the scan's TLS connections + the HSTS GET
    expect(used).toBeLessThanOrEqual(150);
  });

  it('check-tls: a name resolving to 10.0.0.1, or a port, is a 400 and nothing is contacted', async () => {
    const before = internet!.connections(SHOP, 443);
    for (const host of ['private-target.example-test.com', 'shop.example-test.com:8443', '10.0.0.1']) {
      const res = await internet!.fetchInSvc(`${API}/api/check-tls?host=${host}`, {
        timeoutMs: REQUEST_LIMIT_MS,
      });
      expect(res.status, host).toBe(400);
      expect((res.body as { error: string }).error, host).toMatch(/public|port 443/);
    }
    expect(internet!.connections(SHOP, 443)).toBe(before);
  });

  it('check-url: follows http → https with the addresses connected', async () => {
    const res = await api('/api/check-url?u=http://redirect.example-test.com/');
    expect(res.status).toBe(200);
    const redirects = res.body.redirects as Redirects;
    expect(redirects).toMatchObject({
      wasBlockedByPolicy: false,
      wasSuccessful: true,
      finalUrl: 'https://shop.example-test.com/',
    });
    expect(redirects.hops.map((h) => [h.url, h.status, h.address])).toEqual([
      ['http://redirect.example-test.com/', 301, REDIRECT],
      ['https://shop.example-test.com/', 200, SHOP],
    ]);
  });

  it('check-url: a redirect into 127.0.0.1 is blocked by the policy and never connects', async () => {
    const before = internet!.connections('127.0.0.1', 80);
    const res = await api('/api/check-url?u=http://loopback-redirect.example-test.com/');
    expect(res.status).toBe(200);
    const redirects = res.body.redirects as Redirects;
    expect(redirects.wasBlockedByPolicy).toBe(true);
    expect(redirects.hops[0]).toMatchObject({ status: 302, address: LOOPBACK_REDIRECT });
    expect(redirects.hops.at(-1)).toMatchObject({ url: 'http://127.0.0.1/', status: null, address: null });
    expect(internet!.connections(LOOPBACK_REDIRECT, 80)).toBeGreaterThan(0);
    expect(before).toBe(0);
    expect(internet!.connections('127.0.0.1', 80)).toBe(0);
  });

  it('check-url: a redirect into a name resolving to 10.0.0.1 is blocked by the policy', async () => {
    const res = await api('/api/check-url?u=http://private-redirect.example-test.com/');
    expect(res.status).toBe(200);
    const redirects = res.body.redirects as Redirects;
    expect(redirects.wasBlockedByPolicy).toBe(true);
    expect(redirects.hops[0]).toMatchObject({ status: 302, address: PRIVATE_REDIRECT });
    expect(redirects.hops.at(-1)).toMatchObject({
      url: 'http://private-target.example-test.com/',
      status: null,
      address: null,
    });
    // Nothing else in the private internet was contacted because of it.
    const others = internet!
      .requests()
      .filter((r) => r.host?.startsWith('private-target') === true || r.address === '127.0.0.1');
    expect(others).toEqual([]);
  });

  it('check-dns: the A record comes from nsd', async () => {
    const res = await api('/api/check-dns?domain=shop.example-test.com');
    expect(res.status).toBe(200);
    expect(res.body.exists).toBe(true);
    const a = (res.body.recordSets as Record<string, { status: string; records: { value: string }[] }>).A;
    expect(a?.status).toBe('ok');
    expect(a?.records.map((r) => r.value)).toEqual([SHOP]);
  });

  it('check-whois: the real RDAP hosts do not exist here → a clean "unavailable", not a 500', async () => {
    const res = await api('/api/check-whois?domain=shop.example-test.com');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ queriedDomain: 'example-test.com', found: null, source: null });
    expect(res.body.errorKey).toBe('whois.error.unavailable');
  });

  it('check-url flags a URL listed by the (look-alike) OpenPhish feed after the first refresh', async () => {
    let body: {
      feeds?: { checked: boolean } | null;
      findings?: { titleKey: string; parameters: unknown }[];
    } = {};
    for (let i = 0; i < 20; i++) {
      const res = await api(`/api/check-url?u=${encodeURIComponent(LISTED)}`);
      body = res.body;
      if (body.findings?.some((f) => f.titleKey === 'finding.url-known-phishing.title')) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(body.feeds?.checked).toBe(true);
    const finding = body.findings?.find((f) => f.titleKey === 'finding.url-known-phishing.title');
    expect(finding?.parameters).toMatchObject({ feed: 'openphish', matchedBy: 'url' });
    // The other default feeds live on hosts that do not exist here: logged as failed, no crash.
    const refreshed = (server?.output() ?? '')
      .split('\n')
      .filter((l) => l.includes('"msg":"phishing feed refresh"') && l.includes('"feed":"openphish"'));
    expect(refreshed.some((l) => l.includes('"status":"updated"'))).toBe(true);
  });

  it('the server is still up and logged no crash', () => {
    expect(server?.exited).toBe(false);
    expect(server?.output() ?? '').not.toMatch(/"level":"error"|Unhandled|TypeError/);
  });
});
