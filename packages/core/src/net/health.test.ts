import { fakeDns } from '@secapi/test-kit';
import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../memory-cache.js';
import type { Clock } from '../ports.js';
import type { DnsAnswer, DnsPort, RRType } from './dns/types.js';
import {
  DEFAULT_NETWORK_CHECK,
  checkDnsblTestEntries,
  checkNetwork,
  networkReachable,
  type HealthPorts,
} from './health.js';

const SOA = {
  mname: 'ns.example',
  rname: 'hostmaster.example',
  serial: 1,
  refresh: 3600,
  retry: 600,
  expire: 86_400,
  minimum: 60,
};

function fakeClock(start = 1_700_000_000_000): Clock & { advance(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
}

function portsOf(dns: DnsPort, clock = fakeClock()): HealthPorts & { clock: ReturnType<typeof fakeClock> } {
  return {
    dns,
    clock,
    cache: new MemoryCache({ maxEntries: 100, clock }),
    networkCheck: DEFAULT_NETWORK_CHECK,
  };
}

const HEALTHY = {
  '.': { SOA: [SOA] },
  'example.com': { SOA: [SOA] },
  '2.0.0.127.zen.spamhaus.org': { A: ['127.0.0.2'] },
  '2.0.0.127.bl.spamcop.net': { A: ['127.0.0.2'] },
  // Spamhaus' "public resolver" error code: an operator refusal, not a listing.
  '2.0.0.127.refusing.example': { A: ['127.255.255.254'] },
  '2.0.0.127.hijacked.example': { A: ['192.0.2.1'] },
} as const;

describe('checkNetwork', () => {
  it('passes when the root and example.com answer their SOA, and says when it checked', async () => {
    const dns = fakeDns(HEALTHY);
    const ports = portsOf(dns);
    expect(await checkNetwork(ports)).toEqual({
      reachable: true,
      failedProbe: null,
      checkedAt: ports.clock.now(),
    });
    expect(dns.calls).toEqual([
      { name: '.', type: 'SOA' },
      { name: 'example.com', type: 'SOA' },
    ]);
  });

  it.each([
    ['every name NXDOMAIN', {}, '. SOA nxdomain'],
    ['the root refused', { '.': 'refused', 'example.com': { SOA: [SOA] } }, '. SOA refused'],
    ['example.com missing', { '.': { SOA: [SOA] } }, 'example.com SOA nxdomain'],
    [
      'example.com without its SOA',
      { '.': { SOA: [SOA] }, 'example.com': { A: ['192.0.2.1'] } },
      'example.com SOA nodata',
    ],
  ] as const)('fails when %s', async (_, zone, failedProbe) => {
    const ports = portsOf(fakeDns(zone));
    const health = await checkNetwork(ports);
    expect(health).toMatchObject({ reachable: false, failedProbe });
    expect(await networkReachable(ports)).toBe(false);
  });

  it('keeps its verdict one minute by the context clock, then asks again', async () => {
    const dns = fakeDns(HEALTHY);
    const ports = portsOf(dns);
    await checkNetwork(ports);
    ports.clock.advance(59_000);
    await checkNetwork(ports);
    expect(dns.calls).toHaveLength(2);
    ports.clock.advance(2000);
    await checkNetwork(ports);
    expect(dns.calls).toHaveLength(4);
  });

  it('keeps a failed verdict one minute too (an outage is not probed per request)', async () => {
    const dns = fakeDns({});
    const ports = portsOf(dns);
    for (let i = 0; i < 5; i++) expect((await checkNetwork(ports)).reachable).toBe(false);
    expect(dns.calls).toHaveLength(2);
  });

  it('sends one probe for concurrent checks of one port (single flight)', async () => {
    const dns = fakeDns(HEALTHY);
    const ports = portsOf(dns);
    const all = await Promise.all(Array.from({ length: 20 }, () => checkNetwork(ports)));
    expect(all.every((h) => h.reachable)).toBe(true);
    expect(dns.calls).toHaveLength(2);
  });

  it('does not cache a verdict reached after the caller aborted', async () => {
    const controller = new AbortController();
    let calls = 0;
    const dns: DnsPort = {
      query(name: string, type: RRType): Promise<DnsAnswer> {
        calls++;
        controller.abort();
        return Promise.resolve({
          name,
          type,
          status: 'timeout',
          records: [],
          authenticated: false,
          resolver: null,
          cached: false,
        });
      },
    };
    const ports = portsOf(dns);
    expect((await checkNetwork(ports, controller.signal)).reachable).toBe(false);
    expect(calls).toBe(2);
    await checkNetwork(ports);
    expect(calls).toBe(4);
  });

  it('probes the names the context configures (a test root zone)', async () => {
    const dns = fakeDns({ '.': { SOA: [SOA] }, 'example-test.com': { SOA: [SOA] } });
    const ports = {
      ...portsOf(dns),
      networkCheck: { ...DEFAULT_NETWORK_CHECK, existingNames: ['example-test.com'] },
    };
    expect((await checkNetwork(ports)).reachable).toBe(true);
    expect(dns.calls.map((c) => c.name)).toEqual(['.', 'example-test.com']);
  });

  it('sends nothing and answers reachable without a check (a DNS port given as is)', async () => {
    const dns = fakeDns({});
    expect(await checkNetwork({ ...portsOf(dns), networkCheck: null })).toMatchObject({ reachable: true });
    expect(dns.calls).toEqual([]);
  });
});

describe('checkDnsblTestEntries', () => {
  it('passes a list only when 127.0.0.2 is listed (an A record in 127/8 that is not an error code)', async () => {
    const dns = fakeDns(HEALTHY);
    const zones = [
      'zen.spamhaus.org',
      'bl.spamcop.net',
      'refusing.example',
      'hijacked.example',
      'missing.example',
    ];
    const verdicts = await checkDnsblTestEntries(portsOf(dns), zones);
    expect(Object.fromEntries(verdicts)).toEqual({
      'zen.spamhaus.org': { listed: true, codes: ['127.0.0.2'] },
      'bl.spamcop.net': { listed: true, codes: ['127.0.0.2'] },
      'refusing.example': { listed: false, codes: ['127.255.255.254'] },
      'hijacked.example': { listed: false, codes: ['192.0.2.1'] },
      'missing.example': { listed: false, codes: [] },
    });
    expect(dns.calls.map((c) => `${c.name} ${c.type}`)).toEqual(zones.map((z) => `2.0.0.127.${z} A`));
  });

  it('caches each list for a minute', async () => {
    const dns = fakeDns(HEALTHY);
    const ports = portsOf(dns);
    await checkDnsblTestEntries(ports, ['zen.spamhaus.org']);
    await checkDnsblTestEntries(ports, ['zen.spamhaus.org', 'bl.spamcop.net']);
    expect(dns.calls).toHaveLength(2);
    ports.clock.advance(60_001);
    await checkDnsblTestEntries(ports, ['zen.spamhaus.org']);
    expect(dns.calls).toHaveLength(3);
  });

  it('passes every list and sends nothing without a check', async () => {
    const dns = fakeDns({});
    const verdicts = await checkDnsblTestEntries({ ...portsOf(dns), networkCheck: null }, ['a.example']);
    expect(verdicts.get('a.example')).toEqual({ listed: true, codes: [] });
    expect(dns.calls).toEqual([]);
  });
});
