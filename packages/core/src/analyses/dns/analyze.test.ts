import { fakeDns, type FakeZone } from '@secapi/test-kit';
import { describe, expect, it } from 'vitest';
import { listResultKeys } from '../../all-keys.js';
import { createContext } from '../../context.js';
import { isInputError } from '../../errors.js';
import type { DnsAnswer, DnsPort, DnsQueryOptions, DnsStatus, RRType } from '../../net/dns/types.js';
import { analyzeDns } from './analyze.js';
import { DNS_RECORD_TYPES, type DnsAnalysisResult } from './types.js';

const SOA = {
  mname: 'ns1.example.com',
  rname: 'hostmaster.example.com',
  serial: 2024010101,
  refresh: 7200,
  retry: 3600,
  expire: 1209600,
  minimum: 300,
};

const FULL: FakeZone = {
  'example.com': {
    ttl: 3600,
    authenticated: true,
    A: ['192.0.2.10', '192.0.2.1'],
    AAAA: ['2001:db8::1'],
    MX: [
      { preference: 20, exchange: 'mx2.example.com' },
      { preference: 10, exchange: 'mx1.example.com' },
    ],
    TXT: [['v=spf1 ', 'include:_spf.example.net -all'], ['google-site-verification=abc']],
    NS: ['ns2.example.com', 'ns1.example.com'],
    CAA: [
      { flags: 0, tag: 'issue', value: 'letsencrypt.org' },
      { flags: 128, tag: 'iodef', value: 'mailto:"sec"@example.com' },
    ],
    SOA: [SOA],
  },
};

function run(zone: FakeZone, domain = 'example.com'): Promise<DnsAnalysisResult> {
  return analyzeDns(domain, createContext({ dns: fakeDns(zone) }));
}

function statusPort(status: DnsStatus): DnsPort & { options: (DnsQueryOptions | undefined)[] } {
  const options: (DnsQueryOptions | undefined)[] = [];
  return {
    options,
    query(name: string, type: RRType, opts?: DnsQueryOptions): Promise<DnsAnswer> {
      options.push(opts);
      return Promise.resolve({
        name,
        type,
        status,
        records: [],
        authenticated: false,
        resolver: null,
        cached: false,
      });
    },
  };
}

function localizerCollisions(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) localizerCollisions(v, out);
  else if (typeof value === 'object' && value !== null) {
    for (const [name, v] of Object.entries(value)) {
      if (name.endsWith('Keys') && `${name.slice(0, -4)}s` in value) out.push(name);
      else if (name.endsWith('Key') && name.slice(0, -3) in value) out.push(name);
      localizerCollisions(v, out);
    }
  }
  return out;
}

function emittedKeys(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) emittedKeys(v, out);
  else if (typeof value === 'object' && value !== null) {
    for (const [name, v] of Object.entries(value)) {
      if (name.endsWith('Key') && typeof v === 'string') out.push(v);
      if (name.endsWith('Keys') && Array.isArray(v)) out.push(...(v as string[]));
      emittedKeys(v, out);
    }
  }
  return out;
}

describe('analyzeDns: a domain with every record type', () => {
  it('groups the records by type with readable values, details and TTLs', async () => {
    const dns = fakeDns(FULL);
    const result = await analyzeDns('Example.COM.', createContext({ dns }));
    expect(result).toMatchObject({
      domain: 'example.com',
      unicodeDomain: 'example.com',
      exists: true,
      dnssecValidated: true,
      caaDomain: 'example.com',
      errorKey: null,
    });
    expect(Object.keys(result.recordSets)).toEqual([...DNS_RECORD_TYPES]);
    expect(result.recordSets.A).toEqual({
      type: 'A',
      status: 'ok',
      statusMessageKey: 'dns-status.ok',
      authenticated: true,
      records: [
        { name: 'example.com', ttl: 3600, value: '192.0.2.1', details: null },
        { name: 'example.com', ttl: 3600, value: '192.0.2.10', details: null },
      ],
    });
    expect(result.recordSets.MX.records).toEqual([
      {
        name: 'example.com',
        ttl: 3600,
        value: '10 mx1.example.com',
        details: { preference: 10, exchange: 'mx1.example.com' },
      },
      {
        name: 'example.com',
        ttl: 3600,
        value: '20 mx2.example.com',
        details: { preference: 20, exchange: 'mx2.example.com' },
      },
    ]);
    expect(result.recordSets.TXT.records.map((r) => r.value)).toEqual([
      'google-site-verification=abc',
      'v=spf1 include:_spf.example.net -all',
    ]);
    expect(result.recordSets.TXT.records[1]?.details).toEqual({
      strings: ['v=spf1 ', 'include:_spf.example.net -all'],
    });
    expect(result.recordSets.CAA.records.map((r) => r.value)).toEqual([
      '0 issue "letsencrypt.org"',
      '128 iodef "mailto:\\"sec\\"@example.com"',
    ]);
    expect(result.recordSets.CAA.records[1]?.details).toEqual({
      flags: 128,
      critical: true,
      tag: 'iodef',
      value: 'mailto:"sec"@example.com',
    });
    expect(result.recordSets.SOA.records).toEqual([
      {
        name: 'example.com',
        ttl: 3600,
        value: 'ns1.example.com hostmaster.example.com 2024010101 7200 3600 1209600 300',
        details: SOA,
      },
    ]);
    expect(result.recordSets.NS.records.map((r) => r.value)).toEqual(['ns1.example.com', 'ns2.example.com']);
    expect(result.recordSets.CNAME).toMatchObject({ status: 'nodata', records: [] });
    expect(result.noteKeys).toEqual([]);
    expect(dns.calls.map((c) => c.type).sort()).toEqual([...DNS_RECORD_TYPES].sort());
    expect(dns.calls.every((c) => c.name === 'example.com')).toBe(true);
  });

  it('gives a JSON-safe result whose keys the catalogues know and the localizer can extend', async () => {
    const result = await run({ ...FULL, 'example.com': { A: ['192.0.2.1'] } });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
    const known = new Set<string>(listResultKeys());
    expect(emittedKeys(result).filter((k) => !known.has(k))).toEqual([]);
    expect(localizerCollisions(result)).toEqual([]);
  });

  it('converts an IDN to punycode and gives both forms', async () => {
    const dns = fakeDns({ 'xn--bcher-kva.example': { A: ['192.0.2.7'] } });
    const result = await analyzeDns('bücher.example', createContext({ dns }));
    expect(result).toMatchObject({
      domain: 'xn--bcher-kva.example',
      unicodeDomain: 'bücher.example',
      exists: true,
    });
    expect(dns.calls.every((c) => c.name === 'xn--bcher-kva.example' || c.name === 'example')).toBe(true);
  });

  it('says when one answer was not DNSSEC-validated', async () => {
    const dns: DnsPort = {
      async query(name, type, options) {
        const answer = await fakeDns(FULL).query(name, type, options);
        return type === 'MX' ? { ...answer, authenticated: false } : answer;
      },
    };
    const result = await analyzeDns('example.com', createContext({ dns }));
    expect(result.dnssecValidated).toBe(false);
    expect(result.recordSets.MX.authenticated).toBe(false);
    expect(result.recordSets.A.authenticated).toBe(true);
  });
});

describe('analyzeDns: notes', () => {
  it('notes a domain that does not exist', async () => {
    const result = await run({}, 'nothing-here.example');
    expect(result.exists).toBe(false);
    expect(result.noteKeys).toEqual(['dns.note.not-found']);
    expect(result.errorKey).toBeNull();
    for (const t of DNS_RECORD_TYPES)
      expect(result.recordSets[t]).toMatchObject({ status: 'nxdomain', records: [] });
    expect(result.caaDomain).toBeNull();
  });

  it('notes a null MX (RFC 7505)', async () => {
    const result = await run({
      'example.com': { ...(FULL['example.com'] as object), MX: [{ preference: 0, exchange: '' }] },
    });
    expect(result.recordSets.MX.records[0]).toMatchObject({
      value: '0 .',
      details: { preference: 0, exchange: '' },
    });
    expect(result.noteKeys).toEqual(['dns.note.null-mx']);
  });

  it('notes no MX, no IPv6 and a single name server', async () => {
    const result = await run({
      'example.com': {
        A: ['192.0.2.1'],
        NS: ['ns1.example.com'],
        SOA: [SOA],
        CAA: [{ flags: 0, tag: 'issue', value: ';' }],
      },
    });
    expect(result.noteKeys).toEqual(['dns.note.no-ipv6', 'dns.note.no-mx', 'dns.note.single-nameserver']);
  });

  it('notes no address and no CAA anywhere up the tree', async () => {
    const dns = fakeDns({ 'a.b.example.com': { TXT: [['hello']] }, 'b.example.com': {}, 'example.com': {} });
    const result = await analyzeDns('a.b.example.com', createContext({ dns }));
    expect(result.noteKeys).toEqual(['dns.note.no-address', 'dns.note.no-mx', 'dns.note.no-caa']);
    expect(result.caaDomain).toBeNull();
    expect(dns.calls.filter((c) => c.type === 'CAA').map((c) => c.name)).toEqual([
      'a.b.example.com',
      'b.example.com',
      'example.com',
    ]);
  });

  it('finds the CAA records of the nearest parent (RFC 8659)', async () => {
    const result = await run(
      {
        'www.shop.example.com': {
          A: ['192.0.2.1'],
          AAAA: ['2001:db8::1'],
          MX: [{ preference: 1, exchange: 'mx.example.com' }],
        },
        'shop.example.com': { CAA: [{ flags: 0, tag: 'issue', value: 'pki.goog' }] },
        'example.com': { CAA: [{ flags: 0, tag: 'issue', value: 'letsencrypt.org' }] },
      },
      'www.shop.example.com',
    );
    expect(result.caaDomain).toBe('shop.example.com');
    expect(result.noteKeys).toEqual(['dns.note.caa-inherited']);
    expect(result.recordSets.CAA).toMatchObject({ status: 'nodata', records: [] });
  });

  it('does not claim "no CAA" when a parent lookup failed', async () => {
    const result = await run(
      {
        'www.example.com': {
          A: ['192.0.2.1'],
          AAAA: ['2001:db8::1'],
          MX: [{ preference: 1, exchange: 'mx' }],
        },
        'example.com': 'timeout',
      },
      'www.example.com',
    );
    expect(result.caaDomain).toBeNull();
    expect(result.noteKeys).toEqual([]);
  });

  it('notes an alias, and a CNAME at the zone apex', async () => {
    const alias = await run(
      {
        'www.example.com': { CNAME: ['example.net'] },
        'example.com': { CAA: [{ flags: 0, tag: 'issue', value: 'x' }] },
      },
      'www.example.com',
    );
    expect(alias.recordSets.CNAME.records).toEqual([
      { name: 'www.example.com', ttl: 300, value: 'example.net', details: null },
    ]);
    expect(alias.noteKeys).toContain('dns.note.alias');

    const apex = await run({
      'example.com': {
        CNAME: ['example.net'],
        SOA: [SOA],
        NS: ['a.ns', 'b.ns'],
        A: ['192.0.2.1'],
        AAAA: ['2001:db8::1'],
      },
    });
    expect(apex.noteKeys).toContain('dns.note.cname-at-apex');
    expect(apex.noteKeys).not.toContain('dns.note.alias');
  });

  it('keeps records of the alias target under their own name', async () => {
    const dns: DnsPort = {
      query(name, type) {
        const records =
          type === 'A'
            ? [
                { name: 'www.example.com', type: 'CNAME' as const, ttl: 60, data: 'cdn.example.net' },
                { name: 'cdn.example.net', type: 'A' as const, ttl: 20, data: '192.0.2.5' },
              ]
            : type === 'CNAME'
              ? [{ name: 'www.example.com', type: 'CNAME' as const, ttl: 60, data: 'cdn.example.net' }]
              : [];
        return Promise.resolve({
          name,
          type,
          status: records.length > 0 ? 'ok' : 'nodata',
          records,
          authenticated: false,
          resolver: 'x',
          cached: false,
        });
      },
    };
    const result = await analyzeDns('www.example.com', createContext({ dns }));
    expect(result.recordSets.A.records).toEqual([
      { name: 'cdn.example.net', ttl: 20, value: '192.0.2.5', details: null },
    ]);
    expect(result.noteKeys).toContain('dns.note.alias');
  });
});

describe('analyzeDns: failures, deadline and offline', () => {
  it('reports per-type failures and notes incomplete results', async () => {
    const dns: DnsPort = {
      async query(name, type, options) {
        if (type === 'TXT')
          return {
            name,
            type,
            status: 'timeout',
            records: [],
            authenticated: false,
            resolver: null,
            cached: false,
          };
        if (type === 'CAA')
          return {
            name,
            type,
            status: 'servfail',
            records: [],
            authenticated: false,
            resolver: null,
            cached: false,
          };
        return fakeDns(FULL).query(name, type, options);
      },
    };
    const result = await analyzeDns('example.com', createContext({ dns }));
    expect(result.recordSets.TXT).toMatchObject({
      status: 'timeout',
      statusMessageKey: 'dns-status.timeout',
      records: [],
    });
    expect(result.recordSets.CAA).toMatchObject({
      status: 'servfail',
      statusMessageKey: 'dns-status.servfail',
    });
    expect(result.caaDomain).toBeNull();
    expect(result.noteKeys).toEqual(['dns.note.lookups-failed']);
    expect(result.exists).toBe(true);
    expect(result.errorKey).toBeNull();
  });

  it.each(['timeout', 'servfail', 'refused', 'malformed', 'error'] as const)(
    'says nothing answered when every lookup ends in %s',
    async (status) => {
      const dns = statusPort(status);
      const result = await analyzeDns('example.com', createContext({ dns }));
      expect(result).toMatchObject({
        exists: null,
        dnssecValidated: null,
        caaDomain: null,
        errorKey: 'dns.error.no-answer',
      });
      expect(result.noteKeys).toEqual(['dns.note.lookups-failed']);
      for (const t of DNS_RECORD_TYPES) expect(result.recordSets[t].status).toBe(status);
    },
  );

  it('passes the deadline signal to every query', async () => {
    const dns = statusPort('nxdomain');
    const controller = new AbortController();
    await analyzeDns('example.com', createContext({ dns }), { signal: controller.signal });
    expect(dns.options).toHaveLength(DNS_RECORD_TYPES.length);
    for (const o of dns.options) expect(o?.signal).toBeInstanceOf(AbortSignal);
    controller.abort();
    for (const o of dns.options) expect(o?.signal?.aborted).toBe(true);
  });

  it('returns the full shape without any query when offline', async () => {
    const dns = fakeDns(FULL);
    const result = await analyzeDns('bücher.example', createContext({ dns, offline: true }));
    expect(dns.calls).toEqual([]);
    expect(result).toMatchObject({
      domain: 'xn--bcher-kva.example',
      unicodeDomain: 'bücher.example',
      exists: null,
      dnssecValidated: null,
      caaDomain: null,
      noteKeys: [],
      errorKey: 'skip.offline-mode',
    });
    for (const t of DNS_RECORD_TYPES) {
      expect(result.recordSets[t]).toEqual({
        type: t,
        status: null,
        statusMessageKey: null,
        authenticated: false,
        records: [],
      });
    }
  });

  it.each([
    ['', 'input.domain-required'],
    ['a'.repeat(256), 'input.domain-too-long'],
    ['ftp://example.com/', 'input.domain-invalid'],
    ['https://192.0.2.1/', 'input.domain-invalid'],
    ['192.0.2.1', 'input.domain-invalid'],
    ['localhost', 'input.domain-invalid'],
  ])('refuses %j with %s before any query', async (input, key) => {
    const dns = fakeDns(FULL);
    const error: unknown = await analyzeDns(input, createContext({ dns })).catch((e: unknown) => e);
    expect(isInputError(error) && error.key).toBe(key);
    expect(dns.calls).toEqual([]);
  });
});
