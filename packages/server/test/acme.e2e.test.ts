/**
 * check-acme end to end on a private internet (see private-internet.e2e.test.ts): the REAL built
 * server, production defaults (public-only policy, real port 80, real provider URLs, which do not
 * resolve here), only `SECAPI_DNS_SERVERS` pointing at the test nsd. Three requests (the endpoint's
 * limit is 3 per minute): a host answering on port 80, a host with nothing on port 80, and a name
 * whose A record is a private address (never contacted: the service has no route to it anyway).
 *
 * Needs root and `ip netns` (and nsd); otherwise skips, unless `SECAPI_REQUIRE_SYSTEM_SERVERS=1`.
 * Needs the build (`pnpm build`; `pnpm test` builds first).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  privateInternetSupport,
  startPrivateInternet,
  type PrivateInternet,
  type PrivateInternetSupport,
  type SvcProcess,
} from '@secapi/test-kit';
import { validateResponse } from '@secapi/openapi';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const PORT = 3000;
const API = `http://127.0.0.1:${String(PORT)}`;
const OK = '11.0.0.20';
const CLOSED = '11.0.0.21';

let support: PrivateInternetSupport = { ok: false, reason: 'not checked' };
let internet: PrivateInternet | undefined;
let server: SvcProcess | undefined;

beforeAll(async () => {
  support = await privateInternetSupport();
  if (!support.ok) return;
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "pnpm build" first`);
  internet = await startPrivateInternet({
    lifetimeMs: 90_000,
    hosts: [
      { address: OK, names: ['acme-ok.example-test.com'], http: { status: 404, body: 'not found' } },
      { address: CLOSED, names: ['acme-closed.example-test.com'], https: { body: 'tls only' } },
    ],
    zones: { '.': ['acme-private.example-test.com. A 10.0.0.1'] },
  });
  server = internet.spawnInSvc(process.execPath, [MAIN], {
    env: { PORT: String(PORT), SECAPI_DNS_SERVERS: internet.resolver },
    cwd: internet.dir,
  });
  const ready = await internet.fetchInSvc(`${API}/openapi.json`, { retryUntilMs: 15_000, timeoutMs: 2000 });
  if (ready.status !== 200) throw new Error(`the server did not answer: ${server.output()}`);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await internet?.stop();
}, 20_000);

beforeEach((ctx) => {
  if (!support.ok) ctx.skip(support.reason);
});

interface Body {
  problems: { key: string; severity: string; detailKey: string }[];
  checks: { checkKey: string; status: string; reasonKey: string | null }[];
  addresses: { address: string; reserved: boolean; http01: { finalStatus: number | null } | null }[];
  outcome: string;
}

async function acme(domain: string): Promise<Body> {
  const res = await internet!.fetchInSvc(`${API}/api/check-acme?domain=${domain}&method=http-01`, {
    timeoutMs: 20_000,
  });
  expect(res.error, server?.output()).toBeNull();
  expect(res.status).toBe(200);
  expect(validateResponse('CheckAcmeResponse', res.body)).toEqual({ valid: true, errors: [] });
  return res.body as Body;
}

describe('check-acme through the built server on a private internet', () => {
  it('a host answering on port 80: the challenge URL asked there, no Fatal or Error', async () => {
    const before = internet!.connections(OK, 80);
    const r = await acme('acme-ok.example-test.com');
    expect(r.problems.filter((p) => p.severity === 'Fatal' || p.severity === 'Error')).toEqual([]);
    expect(r.addresses).toEqual([
      expect.objectContaining({
        address: OK,
        reserved: false,
        http01: expect.objectContaining({ finalStatus: 404 }) as unknown,
      }),
    ]);
    expect(internet!.connections(OK, 80)).toBe(before + 1);
    // crt.sh and Cert Spotter do not resolve here: said, not hidden.
    expect(r.checks.find((c) => c.checkKey === 'acme.check.rate-limits')).toMatchObject({
      status: 'failed',
      reasonKey: 'acme.reason.sources-failed',
    });
    expect(r.outcome).toBe('partial');
  });

  it('nothing on port 80: Error a-not-working', async () => {
    const r = await acme('acme-closed.example-test.com');
    expect(r.problems.map((p) => `${p.severity} ${p.key}`)).toEqual(['Error acme.problem.a-not-working']);
    expect(internet!.connections(CLOSED, 80)).toBe(0);
  });

  it('an A record with a private address: Fatal reserved-address, never contacted', async () => {
    const r = await acme('acme-private.example-test.com');
    expect(r.problems.map((p) => `${p.severity} ${p.key}`)).toEqual(['Fatal acme.problem.reserved-address']);
    expect(r.addresses).toEqual([
      { address: '10.0.0.1', family: 'ipv4', reserved: true, http01: null, tlsAlpn01: null },
    ]);
    expect(r.checks.find((c) => c.checkKey === 'acme.check.http-access')?.status).toBe('skipped');
  });
});
