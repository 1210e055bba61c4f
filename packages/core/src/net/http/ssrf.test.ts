/**
 * The SSRF suite: with the default public-only policy, nothing here may ever connect. Local servers
 * listen on loopback and count TCP connections; every case must be refused with
 * `wasBlockedByPolicy: true` and leave every counter at 0.
 */
import { fakeDns, startHttpFixture, type HttpFixture } from '@secapi/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DnsAnswer, DnsPort, DnsRecord } from '../dns/types.js';
import { createHttpClient } from './client.js';
import { testPolicy } from './policy.js';
import type { HttpResult } from './types.js';

let fixture: HttpFixture;
let other: HttpFixture;
let connectionsBefore = 0;

beforeAll(async () => {
  fixture = await startHttpFixture((_req, res) => {
    res.writeHead(302, { location: `http://127.0.0.2:${String(other.port)}/` }).end();
  });
  other = await startHttpFixture((_req, res) => res.end('private'), { host: '127.0.0.2' });
});
afterAll(async () => {
  await fixture.close();
  await other.close();
});

function expectBlocked(result: HttpResult): void {
  expect(result.error?.code).toBe('blocked-by-policy');
  expect(result.wasBlockedByPolicy).toBe(true);
  expect(result.response).toBeNull();
  expect(result.hops.at(-1)?.address).toBeNull();
  expect(other.connections).toBe(0);
}

const dns = fakeDns({
  'internal.test': { A: ['10.0.0.5'] },
  'loopback.test': { A: ['127.0.0.1'] },
  'loopback6.test': { AAAA: ['::1'] },
  'metadata.test': { A: ['169.254.169.254'] },
  'mixed.test': { A: ['93.184.216.34', '127.0.0.1'] },
  'mixed46.test': { A: ['93.184.216.34'], AAAA: ['fd00::1'] },
  'mapped.test': { AAAA: ['::ffff:127.0.0.1'] },
  'nat64.test': { AAAA: ['64:ff9b::a00:1'] },
  'sixtofour.test': { AAAA: ['2002:7f00:1::1'] },
});

describe('public-only policy (the default): refused before any connection', () => {
  const client = createHttpClient({ dns });
  const port = (): number => fixture.port;

  beforeAll(() => {
    connectionsBefore = fixture.connections;
  });
  afterAll(() => {
    expect(fixture.connections).toBe(connectionsBefore);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback elsewhere in 127/8', '127.0.0.2'],
    ['RFC 1918 10/8', '10.0.0.1'],
    ['RFC 1918 172.16/12', '172.16.0.1'],
    ['RFC 1918 192.168/16', '192.168.1.1'],
    ['CGNAT', '100.64.0.1'],
    ['link-local metadata', '169.254.169.254'],
    ['this network', '0.0.0.0'],
    ['broadcast', '255.255.255.255'],
    ['multicast', '224.0.0.1'],
    ['documentation', '192.0.2.1'],
    ['benchmarking', '198.18.0.1'],
    ['reserved', '240.0.0.1'],
    ['decimal IPv4', '2130706433'],
    ['octal IPv4', '0177.0.0.1'],
    ['hex IPv4', '0x7f.0.0.1'],
    ['hex integer IPv4', '0x7f000001'],
    ['short IPv4', '127.1'],
    ['short octal IPv4', '0177.1'],
    ['IPv4-mapped IPv6', '[::ffff:127.0.0.1]'],
    ['IPv4-mapped IPv6 (hex)', '[::ffff:7f00:1]'],
    ['IPv4-compatible IPv6', '[::127.0.0.1]'],
    ['IPv6 loopback', '[::1]'],
    ['IPv6 unspecified', '[::]'],
    ['IPv6 ULA', '[fd00::1]'],
    ['IPv6 link-local', '[fe80::1]'],
    ['IPv6 multicast', '[ff02::1]'],
    ['IPv6 documentation', '[2001:db8::1]'],
    ['NAT64 of loopback', '[64:ff9b::7f00:1]'],
    ['6to4 of loopback', '[2002:7f00:1::]'],
    ['Teredo of a private server', '[2001:0:a00:1::1]'],
  ])('%s (%s)', async (_label, host) => {
    const result = await client.request(`http://${host}:${String(port())}/`, { allowPorts: [port()] });
    expectBlocked(result);
  });

  it.each([
    ['a private address', 'internal.test'],
    ['loopback', 'loopback.test'],
    ['IPv6 loopback', 'loopback6.test'],
    ['the metadata address', 'metadata.test'],
    ['one public and one private A', 'mixed.test'],
    ['a public A and a ULA AAAA', 'mixed46.test'],
    ['an IPv4-mapped AAAA', 'mapped.test'],
    ['a NAT64 AAAA of a private address', 'nat64.test'],
    ['a 6to4 AAAA of loopback', 'sixtofour.test'],
  ])('a name resolving to %s (%s)', async (_label, name) => {
    const result = await client.request(`http://${name}:${String(port())}/`, { allowPorts: [port()] });
    expectBlocked(result);
    expect(result.hops).toEqual([
      { url: `http://${name}:${String(port())}/`, status: null, location: null, host: name, address: null },
    ]);
  });

  it('refuses https and redirects the same way', async () => {
    expectBlocked(await client.request('https://127.0.0.1/', { maxRedirects: 5 }));
    expectBlocked(await client.request('https://internal.test/'));
  });
});

describe('redirects and DNS rebinding', () => {
  it('refuses a redirect from an allowed host to a private one, re-checking the hop', async () => {
    const before = fixture.connections;
    const client = createHttpClient({
      dns,
      policy: testPolicy({ allow: (ip) => ip === '127.0.0.1' }),
    });
    const result = await client.request(fixture.url('/start'), {
      maxRedirects: 5,
      allowPorts: [fixture.port, other.port],
    });
    expectBlocked(result);
    expect(result.hops.map((h) => [h.status, h.address])).toEqual([
      [302, '127.0.0.1'],
      [null, null],
    ]);
    expect(fixture.connections).toBe(before + 1);
  });

  it('connects to the address it checked, never to a re-resolved one', async () => {
    const hits = { fixture: 0 };
    const target = await startHttpFixture((_req, res) => {
      hits.fixture++;
      res.end('ok');
    });
    try {
      // First answer "public" (127.0.0.1 under this test policy), every later one "private".
      let lookups = 0;
      const rebinding: DnsPort = {
        query: (name, type) => {
          const records: DnsRecord[] =
            type === 'A'
              ? [{ name, type: 'A', ttl: 0, data: lookups++ === 0 ? '127.0.0.1' : '127.0.0.2' }]
              : [];
          return Promise.resolve<DnsAnswer>({
            name,
            type,
            status: records.length > 0 ? 'ok' : 'nodata',
            records,
            authenticated: false,
            resolver: 'test',
            cached: false,
          });
        },
      };
      const client = createHttpClient({
        dns: rebinding,
        policy: testPolicy({ allow: (ip) => ip === '127.0.0.1', portMap: { 'rebind.test:80': target.port } }),
      });
      const result = await client.request('http://rebind.test/');
      expect(result.error).toBeNull();
      expect(result.response?.address).toBe('127.0.0.1');
      expect(lookups).toBe(1);
      expect(target.connections).toBe(1);
      expect(other.connections).toBe(0);
      // The next request resolves again, gets the private answer, and is refused.
      expectBlocked(await client.request('http://rebind.test/'));
      expect(target.connections).toBe(1);
    } finally {
      await target.close();
    }
  });
});
