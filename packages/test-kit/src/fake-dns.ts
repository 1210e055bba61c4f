/**
 * A declarative in-memory `DnsPort` for unit tests of DNS analyses:
 *
 *   const dns = fakeDns({
 *     'example.com': { A: ['192.0.2.1'], MX: [{ preference: 10, exchange: 'mx.example.com' }], TXT: [['v=spf1 -all']] },
 *     'broken.example': 'servfail',
 *   });
 *
 * A name that is absent is NXDOMAIN; a present name without the asked type is NODATA; a name mapped
 * to a status string answers that status for every type. `dns.calls` records every query in order,
 * so tests can assert lookup counts and limits. Use the real client against nsd for integration.
 */
import type { DnsAnswer, DnsPort, DnsRecord, DnsStatus, RRType } from '@secapi/core';

type DataOf<T extends RRType> = Extract<DnsRecord, { type: T }>['data'];
export type FakeZoneEntry = { [T in RRType]?: readonly DataOf<T>[] } & {
  authenticated?: boolean;
  ttl?: number;
};
export type FakeZone = Readonly<Record<string, FakeZoneEntry | DnsStatus>>;

export interface FakeDns extends DnsPort {
  readonly calls: { name: string; type: RRType }[];
}

export function fakeDns(zone: FakeZone): FakeDns {
  const calls: { name: string; type: RRType }[] = [];
  // Names as the real client normalises them: lower case, no trailing dot, the root stays '.'.
  const normalize = (n: string): string => (n === '.' || n === '' ? '.' : n.toLowerCase().replace(/\.$/, ''));
  const lower = new Map(Object.entries(zone).map(([k, v]) => [normalize(k), v]));
  return {
    calls,
    query(rawName, type) {
      const name = normalize(rawName);
      calls.push({ name, type });
      const entry = lower.get(name);
      const base = { name, type, authenticated: false, resolver: 'fake', cached: false };
      if (entry === undefined)
        return Promise.resolve<DnsAnswer>({ ...base, status: 'nxdomain', records: [] });
      if (typeof entry === 'string')
        return Promise.resolve<DnsAnswer>({ ...base, status: entry, records: [] });
      const ttl = entry.ttl ?? 300;
      const data = (entry[type] ?? []) as readonly unknown[];
      const records = data.map((d) => ({ name, type, ttl, data: d }) as DnsRecord);
      return Promise.resolve<DnsAnswer>({
        ...base,
        authenticated: entry.authenticated ?? false,
        status: records.length > 0 ? 'ok' : 'nodata',
        records,
      });
    },
  };
}
