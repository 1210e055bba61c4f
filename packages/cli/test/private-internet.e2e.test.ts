/**
 * `secapi` on the private internet of the other suites (test-kit's `startPrivateInternet`): the
 * BUILT command runs inside the service namespace, whose only link leads to test hosts with
 * public-looking addresses and to nsd serving a test root zone. Production defaults stay untouched
 * (public-only policy, port 443); only the resolver (`SECAPI_DNS_SERVERS`, then `--dns-server`) and
 * the test CA (`NODE_EXTRA_CA_CERTS`) are set, exactly as for the server.
 *
 * Needs root, `ip netns` and nsd; otherwise skips, unless `SECAPI_REQUIRE_SYSTEM_SERVERS=1`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  privateInternetSupport,
  startPrivateInternet,
  type PrivateInternet,
  type PrivateInternetSupport,
} from '@secapi/test-kit';
import { ANALYSIS_RESPONSE_SCHEMAS, validateResponse } from '@secapi/openapi';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../bin/secapi.js', import.meta.url));
const DIST = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const SHOP = '11.0.0.10';
const PLAIN = '11.0.0.11';
const HSTS = 'max-age=63072000; includeSubDomains; preload';

let support: PrivateInternetSupport = { ok: false, reason: 'not checked' };
let internet: PrivateInternet | undefined;

beforeAll(async () => {
  support = await privateInternetSupport();
  if (!support.ok) return;
  if (!existsSync(DIST)) throw new Error(`${DIST} is missing: run "pnpm build" first`);
  internet = await startPrivateInternet({
    lifetimeMs: 150_000,
    hosts: [
      {
        address: SHOP,
        names: ['shop.example-test.com'],
        http: { status: 301, headers: { location: 'https://shop.example-test.com/' } },
        https: {
          headers: {
            'strict-transport-security': HSTS,
            'content-security-policy':
              "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
            'x-content-type-options': 'nosniff',
            'referrer-policy': 'no-referrer',
          },
          body: '<!doctype html><title>shop</title>',
        },
      },
      {
        address: PLAIN,
        names: ['plain.example-test.com'],
        http: { body: 'plain' },
        https: { body: 'plain' },
      },
    ],
    zones: {
      '.': [
        'example-test.com. MX 10 shop.example-test.com.',
        'example-test.com. TXT "v=spf1 ip4:11.0.0.10 -all"',
        '_dmarc.example-test.com. TXT "v=DMARC1; p=reject; rua=mailto:dmarc@example-test.com"',
        'lax-test.com. TXT "v=spf1 +all"',
      ],
    },
  });
}, 60_000);

afterAll(async () => {
  await internet?.stop();
}, 20_000);

beforeEach((ctx) => {
  if (!support.ok) ctx.skip();
});

/** Runs the command inside the service namespace; resolves with its exit code and output. */
function secapi(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const net = internet;
  if (net === undefined) throw new Error('no private internet');
  return new Promise((resolve, reject) => {
    const child = spawn('ip', ['netns', 'exec', net.svc, process.execPath, BIN, ...args], {
      env: {
        PATH: process.env.PATH ?? '/usr/sbin:/usr/bin:/sbin:/bin',
        SECAPI_DNS_SERVERS: net.resolver,
        NODE_EXTRA_CA_CERTS: net.caPath,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code, stdout, stderr });
    });
  });
}

describe('secapi on the private internet', () => {
  it('grades the TLS configuration of a test host and gates on --min-grade', async () => {
    const r = await secapi(['tls', 'shop.example-test.com', '--json']);
    expect(r.stderr).toBe('');
    const body = JSON.parse(r.stdout) as { grade: string | null; outcome: string; address: string | null };
    expect(validateResponse(ANALYSIS_RESPONSE_SCHEMAS['check-tls'], body)).toEqual({
      valid: true,
      errors: [],
    });
    expect(body.address).toBe(SHOP);
    expect(body.grade).toMatch(/^[A-F][+-]?$/);
    expect(r.code).toBe(body.outcome === 'failed' ? 3 : 0);
    expect((await secapi(['tls', 'shop.example-test.com', '--min-grade', 'F'])).code).toBe(0);
    const strictest = await secapi(['tls', 'shop.example-test.com', '--min-grade', 'A+']);
    expect(strictest.code).toBe(body.grade === 'A+' ? 0 : 1);
    expect(strictest.stdout).toContain(`Grade ${body.grade ?? ''}`);
  }, 90_000);

  it('grades email authentication: a reject DMARC passes --min-grade C, +all fails it', async () => {
    const good = await secapi(['email-auth', 'example-test.com', '--json']);
    const body = JSON.parse(good.stdout) as {
      grade: string | null;
      dmarc: { effectivePolicy: string | null };
    };
    expect(validateResponse(ANALYSIS_RESPONSE_SCHEMAS['check-email-auth'], body)).toEqual({
      valid: true,
      errors: [],
    });
    expect(body.dmarc.effectivePolicy).toBe('reject');
    expect(body.grade).toMatch(/^[AB]/);
    expect((await secapi(['email-auth', 'example-test.com', '--min-grade', 'C'])).code).toBe(0);
    const lax = await secapi(['email-auth', 'lax-test.com', '--min-grade', 'C', '--lang', 'fr-CA']);
    expect(lax.code).toBe(1);
    expect(lax.stdout).toContain('Note ');
  }, 60_000);

  it('reads DNS records through --dns-server (SECAPI_DNS_SERVERS empty)', async () => {
    const net = internet!;
    const r = await secapi(['dns', 'shop.example-test.com', '--json', '--dns-server', net.resolver], {
      SECAPI_DNS_SERVERS: '',
    });
    const body = JSON.parse(r.stdout) as { recordSets: { A: { records: unknown[] } }; outcome: string };
    expect(validateResponse(ANALYSIS_RESPONSE_SCHEMAS['check-dns'], body)).toEqual({
      valid: true,
      errors: [],
    });
    expect(JSON.stringify(body.recordSets.A.records)).toContain(SHOP);
    expect(r.code).toBe(body.outcome === 'failed' ? 3 : 0);
  }, 60_000);

  it('grades HTTP security headers of a batch of sites, in input order, at most --concurrency at once', async () => {
    const r = await secapi(['headers', '-', '--json', '--concurrency', '2'], {});
    // Nothing on stdin (ignored): an empty batch writes nothing and exits 0.
    expect(r.stdout).toBe('');
    expect(r.code).toBe(0);
    const both = await new Promise<{ code: number | null; lines: string[] }>((resolve, reject) => {
      const net = internet!;
      const child = spawn(
        'ip',
        ['netns', 'exec', net.svc, process.execPath, BIN, 'headers', '--concurrency', '2'],
        {
          env: {
            PATH: process.env.PATH ?? '',
            SECAPI_DNS_SERVERS: net.resolver,
            NODE_EXTRA_CA_CERTS: net.caPath,
          },
        },
      );
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
      child.on('error', reject);
      child.on('close', (code) => {
        resolve({ code, lines: out.trim().split('\n') });
      });
      child.stdin.end('https://plain.example-test.com/\nhttps://shop.example-test.com/\n');
    });
    const [plain, shop] = both.lines.map((l) => JSON.parse(l) as { url: string; grade: string | null });
    expect(plain!.url).toBe('https://plain.example-test.com/');
    expect(shop!.url).toBe('https://shop.example-test.com/');
    expect(shop!.grade).toMatch(/^[A-F][+-]?$/);
    expect(plain!.grade).toMatch(/^[A-F][+-]?$/);
    expect(shop!.grade! <= plain!.grade!).toBe(true);
  }, 60_000);
});
