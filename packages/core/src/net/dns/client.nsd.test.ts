/**
 * Integration: the real client against a real authoritative server (nsd) on 127.0.0.1 serving a
 * test root zone and a child zone. Skips (or fails with SECAPI_REQUIRE_SYSTEM_SERVERS=1) when nsd
 * is missing and cannot be installed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureNsd, startNsd, zoneFile, type NsdServer, type SystemBinary } from '@secapi/test-kit';
import { createContext } from '../../context.js';
import { createDnsClient } from './client.js';
import { parseDnsServers } from './servers.js';
import { recordsOf, type DnsPort } from './types.js';

const BIG_TXT = Array.from({ length: 6 }, (_, i) => `big.example-test.net. TXT "${String(i).repeat(250)}"`);

const ROOT = zoneFile(
  '.',
  [
    'www.example-test.net. A 192.0.2.10',
    'www.example-test.net. AAAA 2001:db8::10',
    'example-test.net. MX 10 mx1.example-test.net.',
    'example-test.net. MX 20 MX2.Example-Test.net.',
    'example-test.net. TXT "v=spf1 ip4:192.0.2.0/24" " -all"',
    'example-test.net. CAA 0 issue "letsencrypt.org"',
    'alias.example-test.net. CNAME alias2.example-test.net.',
    'alias2.example-test.net. 120 CNAME www.example-test.net.',
    '2.0.0.127.dnsbl.example-test.net. A 127.0.0.2',
    ...BIG_TXT,
  ],
  { negativeTtl: 30 },
);
const CHILD = zoneFile('example-test.com', [
  'www A 192.0.2.20',
  '_sip._tcp SRV 10 5 5060 sip.example-test.com.',
]);

let nsd: SystemBinary;
let server: NsdServer | undefined;
let dns: DnsPort;

beforeAll(async () => {
  nsd = await ensureNsd();
  if (nsd.path === null) return;
  server = await startNsd({ zones: { '.': ROOT, 'example-test.com': CHILD }, binary: nsd.path });
  dns = createDnsClient({ servers: parseDnsServers(server.server), timeoutMs: 1000, cache: false });
}, 15 * 60_000);
afterAll(async () => {
  await server?.stop();
});
beforeEach((ctx) => {
  if (nsd.path === null) ctx.skip(nsd.reason);
});

describe('createDnsClient against nsd', () => {
  it('A and AAAA: ok, authoritative data, never authenticated (nsd does not validate)', async () => {
    const a = await dns.query('WWW.example-test.net', 'A');
    expect(a).toMatchObject({ status: 'ok', authenticated: false, cached: false, resolver: server?.server });
    expect(a.records).toEqual([{ name: 'www.example-test.net', type: 'A', ttl: 300, data: '192.0.2.10' }]);
    expect(recordsOf(await dns.query('www.example-test.net', 'AAAA'), 'AAAA')[0]?.data).toBe('2001:db8::10');
  });

  it('MX with lower-cased exchanges', async () => {
    const mx = recordsOf(await dns.query('example-test.net', 'MX'), 'MX').map((r) => r.data);
    expect(mx.sort((x, y) => x.preference - y.preference)).toEqual([
      { preference: 10, exchange: 'mx1.example-test.net' },
      { preference: 20, exchange: 'mx2.example-test.net' },
    ]);
  });

  it('TXT keeps the character-strings of one record apart', async () => {
    const txt = recordsOf(await dns.query('example-test.net', 'TXT'), 'TXT');
    expect(txt.map((r) => r.data)).toEqual([['v=spf1 ip4:192.0.2.0/24', ' -all']]);
  });

  it('a TXT set larger than the UDP payload comes over TCP', async () => {
    const txt = recordsOf(await dns.query('big.example-test.net', 'TXT'), 'TXT');
    expect(txt).toHaveLength(6);
  });

  it('CAA', async () => {
    expect(recordsOf(await dns.query('example-test.net', 'CAA'), 'CAA')[0]?.data).toEqual({
      flags: 0,
      tag: 'issue',
      value: 'letsencrypt.org',
    });
  });

  it('SOA and NS of a child zone', async () => {
    const soa = recordsOf(await dns.query('example-test.com', 'SOA'), 'SOA')[0]?.data;
    expect(soa).toMatchObject({
      mname: 'ns.example-test.com',
      rname: 'hostmaster.example-test.com',
      serial: 1,
    });
    const ns = recordsOf(await dns.query('example-test.com', 'NS'), 'NS').map((r) => r.data);
    expect(ns).toEqual(['ns.example-test.com']);
    expect(recordsOf(await dns.query('_sip._tcp.example-test.com', 'SRV'), 'SRV')[0]?.data).toEqual({
      priority: 10,
      weight: 5,
      port: 5060,
      target: 'sip.example-test.com',
    });
  });

  it('follows a CNAME chain to the address', async () => {
    const answer = await dns.query('alias.example-test.net', 'A');
    expect(answer.status).toBe('ok');
    expect(answer.records.map((r) => [r.type, r.name])).toEqual([
      ['CNAME', 'alias.example-test.net'],
      ['CNAME', 'alias2.example-test.net'],
      ['A', 'www.example-test.net'],
    ]);
  });

  it('NXDOMAIN for unknown names in the root and the child zone; NODATA for a missing type', async () => {
    expect((await dns.query('nope.example-test.net', 'A')).status).toBe('nxdomain');
    expect((await dns.query('nope.example-test.com', 'A')).status).toBe('nxdomain');
    expect((await dns.query('unknown-tld-zz', 'A')).status).toBe('nxdomain');
    expect(await dns.query('www.example-test.net', 'MX')).toMatchObject({ status: 'nodata', records: [] });
  });

  it('a DNSBL-style query (reversed octets + zone)', async () => {
    expect(recordsOf(await dns.query('2.0.0.127.dnsbl.example-test.net', 'A'), 'A')[0]?.data).toBe(
      '127.0.0.2',
    );
    expect((await dns.query('1.0.0.127.dnsbl.example-test.net', 'A')).status).toBe('nxdomain');
  });

  it('a context built from a SECAPI_DNS_SERVERS-style value caches positive and negative answers', async () => {
    const ctx = createContext({ dnsServers: parseDnsServers(` ${server?.server ?? ''} `) });
    expect((await ctx.dns.query('www.example-test.net', 'A')).cached).toBe(false);
    expect((await ctx.dns.query('www.example-test.net', 'A')).cached).toBe(true);
    expect((await ctx.dns.query('nope.example-test.net', 'A')).cached).toBe(false);
    expect(await ctx.dns.query('nope.example-test.net', 'A')).toMatchObject({
      status: 'nxdomain',
      cached: true,
    });
  });
});
