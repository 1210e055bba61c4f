/**
 * End to end against a real authoritative DNS server: nsd on 127.0.0.1 serves a test root zone and
 * `example-test.com`; the server starts as `secapi-server` does (`startServer`, production
 * defaults) with `SECAPI_DNS_SERVERS` pointing at nsd and listens on a loopback port; check-dns,
 * check-ip, check-email-auth and check-typosquat are queried over real HTTP and every body is
 * validated against its OpenAPI schema. Skips (or fails with SECAPI_REQUIRE_SYSTEM_SERVERS=1) when
 * nsd is missing and cannot be installed.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { validateResponse, type SchemaName } from '@secapi/openapi';
import {
  DNSBL_TEST_ENTRY_RECORDS,
  ensureNsd,
  networkCheckZones,
  startNsd,
  zoneFile,
  type NsdServer,
  type SystemBinary,
} from '@secapi/test-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from './app.js';
import { silentLogger } from './logger.js';
import { startServer } from './start.js';

const IP = '193.0.6.139';
const REV = '139.6.0.193';

const ROOT = zoneFile('.', [
  // What the service's network check probes (with example.com below): the DNSBL test entries.
  ...DNSBL_TEST_ENTRY_RECORDS,
  `${REV}.in-addr.arpa. PTR www.example-test.com.`,
  `${REV}.origin.asn.cymru.com. TXT "3333 | 193.0.0.0/21 | NL | ripencc | 1993-09-01"`,
  'AS3333.asn.cymru.com. TXT "3333 | NL | ripencc | 1993-09-01 | RIPE-NCC-AS Reseaux IP Europeens Network Coordination Centre (RIPE NCC), NL"',
  `${REV}.bl.spamcop.net. A 127.0.0.2`,
  `${REV}.bl.spamcop.net. TXT "Blocked - see https://www.spamcop.net/bl.shtml?${IP}"`,
  // Look-alikes of example-test.com that exist.
  'exmple-test.com. A 192.0.2.10',
  'example-test.net. A 192.0.2.11',
  'example-test.net. MX 10 mx.example-test.net.',
]);
const CHILD = zoneFile('example-test.com', [
  '@ 3600 A 192.0.2.1',
  '@ AAAA 2001:db8::1',
  '@ MX 10 mx1.example-test.com.',
  '@ TXT "v=spf1 ip4:192.0.2.0/24 -all"',
  '@ CAA 0 issue "letsencrypt.org"',
  `www A ${IP}`,
  'mx1 A 192.0.2.25',
  '_dmarc TXT "v=DMARC1; p=reject; rua=mailto:dmarc@example-test.com"',
]);

let nsd: SystemBinary;
let dns: NsdServer | undefined;
let server: Server | null = null;
let base = '';

beforeAll(async () => {
  nsd = await ensureNsd();
  if (nsd.path === null) return;
  dns = await startNsd({
    zones: { '.': ROOT, 'example-test.com': CHILD, ...networkCheckZones() },
    binary: nsd.path,
  });
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  server = startServer({
    env: { PORT: String(port), SECAPI_DNS_SERVERS: dns.server },
    stderr: (line) => {
      throw new Error(line);
    },
    exit: () => undefined,
    onSignal: () => undefined,
    logger: silentLogger,
  });
  const s = server!;
  await new Promise<void>((resolve) => {
    if (s.listening) resolve();
    else
      s.once('listening', () => {
        resolve();
      });
  });
  base = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
}, 15 * 60_000);

afterAll(async () => {
  if (server) {
    const s = server;
    await new Promise<void>((resolve) => {
      s.close(() => {
        resolve();
      });
      s.closeAllConnections();
    });
  }
  await dns?.stop();
});

beforeEach((c) => {
  if (nsd.path === null) c.skip(nsd.reason);
});

/** GET over real HTTP; the 200 body must match `schema`, and the security headers be there. */
async function get(path: string, schema: SchemaName): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${path}`);
  const body = (await res.json()) as Record<string, unknown>;
  expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200);
  expect(res.headers.get('content-security-policy')).toBe(SECURITY_HEADERS['Content-Security-Policy']);
  expect(validateResponse(schema, body)).toEqual({ valid: true, errors: [] });
  return body;
}

describe('the server against nsd (SECAPI_DNS_SERVERS)', () => {
  it('GET /api/check-dns reads the records of the zone', async () => {
    const body = (await get('/api/check-dns?domain=example-test.com', 'CheckDnsResponse')) as {
      exists: boolean;
      recordSets: Record<string, { status: string; records: { value: string; ttl: number }[] }>;
    };
    expect(body.exists).toBe(true);
    expect(body.recordSets.A!.records).toEqual([expect.objectContaining({ value: '192.0.2.1', ttl: 3600 })]);
    expect(body.recordSets.MX!.records.map((r) => r.value)).toEqual(['10 mx1.example-test.com']);
    expect(body.recordSets.CAA!.records.map((r) => r.value)).toEqual(['0 issue "letsencrypt.org"']);
    expect(body.recordSets.NS!.records.map((r) => r.value)).toEqual(['ns.example-test.com']);
    expect(body.recordSets.CNAME!.status).toBe('nodata');
  });

  it('GET /api/check-dns of a name that does not exist: exists false, in French', async () => {
    const body = await get('/api/check-dns?domain=nothing-here.example-test.com&lang=fr', 'CheckDnsResponse');
    expect(body).toMatchObject({ exists: false, noteKeys: ['dns.note.not-found'] });
  });

  it('GET /api/check-ip reads reverse DNS, origin and blocklists through DNS', async () => {
    const body = (await get(`/api/check-ip?ip=${IP}`, 'CheckIpResponse')) as {
      ptr: unknown;
      asn: unknown;
      listedCount: number;
      blocklists: { id: string; status: string; reason: string | null }[];
    };
    expect(body.ptr).toMatchObject({
      status: 'found',
      names: ['www.example-test.com'],
      forwardConfirmed: true,
    });
    expect(body.asn).toMatchObject({ status: 'found', prefix: '193.0.0.0/21', origins: [{ asn: 3333 }] });
    expect(body.listedCount).toBe(1);
    expect(body.blocklists.find((b) => b.status === 'listed')?.reason).toMatch(/spamcop/);
  });

  it('GET /api/check-email-auth grades SPF and DMARC', async () => {
    const body = await get(
      '/api/check-email-auth?domain=postmaster%40example-test.com',
      'CheckEmailAuthResponse',
    );
    expect(body).toMatchObject({
      domain: 'example-test.com',
      errorKey: null,
      spf: { result: 'pass-config' },
      dmarc: { result: 'valid', effectivePolicy: 'reject' },
    });
  });

  it('GET /api/check-typosquat finds the registered look-alikes', async () => {
    const body = (await get('/api/check-typosquat?domain=example-test.com', 'CheckTyposquatResponse')) as {
      errorKey: string | null;
      stoppedBy: string | null;
      registered: { domain: string }[];
    };
    expect(body.errorKey).toBeNull();
    // The default budget (600 queries) may end the run before the least plausible variants.
    expect([null, 'budget']).toContain(body.stoppedBy);
    expect(body.registered.map((v) => v.domain).sort()).toEqual(['example-test.net', 'exmple-test.com']);
  });
});
