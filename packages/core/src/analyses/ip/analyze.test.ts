import { fakeDns, type FakeZone } from '@secapi/test-kit';
import { describe, expect, it } from 'vitest';
import { listResultKeys } from '../../all-keys.js';
import { createContext } from '../../context.js';
import { DNSBLS } from '../../data/dnsbl.js';
import { isInputError } from '../../errors.js';
import type { DnsAnswer, DnsPort, DnsQueryOptions, DnsStatus, RRType } from '../../net/dns/types.js';
import { analyzeIp } from './analyze.js';
import type { BlocklistReport, IpAnalysisResult } from './types.js';

const IP = '193.0.6.139';
const REV = '139.6.0.193';
const IP6 = '2001:67c:2e8:22::c100:68b';
const REV6 = 'b.8.6.0.0.0.1.c.0.0.0.0.0.0.0.0.2.2.0.0.8.e.2.0.c.7.6.0.1.0.0.2';

const CLEAN: FakeZone = {
  [`${REV}.in-addr.arpa`]: { PTR: ['www.ripe.net'] },
  'www.ripe.net': { A: ['193.0.6.139'], AAAA: [IP6] },
  [`${REV}.origin.asn.cymru.com`]: {
    TXT: [
      ['3333 | 193.0.0.0/21 | NL | ripencc | 1993-09-01'],
      ['3333 | 193.0.6.0/23 | NL | ripencc | 1993-09-01'],
    ],
  },
  'as3333.asn.cymru.com': {
    TXT: [
      [
        '3333 | NL | ripencc | 1993-09-01 | RIPE-NCC-AS Reseaux IP Europeens Network Coordination Centre (RIPE NCC), NL',
      ],
    ],
  },
};

function run(zone: FakeZone, ip = IP): Promise<IpAnalysisResult> {
  return analyzeIp(ip, createContext({ dns: fakeDns(zone) }));
}

function list(result: IpAnalysisResult, id: string): BlocklistReport {
  const found = result.blocklists.find((b) => b.id === id);
  if (!found) throw new Error(`no list ${id}`);
  return found;
}

/** A port answering `status` to every query, recording the options it got. */
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

/** Every `…Key` / `…Keys` value in a result, walking objects and arrays. */
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

/** Fields that the localizer would add (`xKey` → `x`, `xKeys` → `xs`) must not exist already. */
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

describe('analyzeIp: a clean, well-configured address', () => {
  it('reports PTR with forward confirmation, the most specific origin prefix and clean blocklists', async () => {
    const dns = fakeDns(CLEAN);
    const result = await analyzeIp(`  ${IP} `, createContext({ dns }));
    expect(result).toMatchObject({ input: IP, ip: IP, version: 4, listedCount: 0, errorKey: null });
    expect(result.ptr).toEqual({
      status: 'found',
      statusMessageKey: 'ip.ptr-status.found',
      dnsStatus: 'ok',
      queryName: `${REV}.in-addr.arpa`,
      names: ['www.ripe.net'],
      confirmedNames: ['www.ripe.net'],
      forwardConfirmed: true,
      errorKey: null,
    });
    expect(result.asn).toEqual({
      status: 'found',
      statusMessageKey: 'ip.asn-status.found',
      dnsStatus: 'ok',
      prefix: '193.0.6.0/23',
      origins: [
        {
          asn: 3333,
          name: 'RIPE-NCC-AS Reseaux IP Europeens Network Coordination Centre (RIPE NCC), NL',
          countryCode: 'NL',
          registry: 'ripencc',
          allocatedOn: '1993-09-01',
        },
      ],
      countryCode: 'NL',
      registry: 'ripencc',
      allocatedOn: '1993-09-01',
      errorKey: null,
    });
    expect(result.checkedCount).toBe(DNSBLS.length);
    for (const b of result.blocklists) {
      expect(b).toMatchObject({
        status: 'not-listed',
        listed: false,
        codes: [],
        meaningKeys: [],
        errorKey: null,
      });
    }
    expect(result.noteKeys).toEqual(['ip.note.country-is-registry']);

    const names = dns.calls.map((c) => `${c.name} ${c.type}`);
    expect(names).toContain(`${REV}.zen.spamhaus.org A`);
    expect(names).toContain(`${REV}.bl.spamcop.net A`);
    expect(names).toContain('www.ripe.net A');
    expect(names).not.toContain('www.ripe.net AAAA');
    // Only DNS names are looked up, never the address itself (there is no other port to use).
    expect(dns.calls.every((c) => c.name !== IP)).toBe(true);
    // No TXT reason is asked of a list that did not list the address.
    expect(dns.calls.filter((c) => c.type === 'TXT').map((c) => c.name)).toEqual([
      `${REV}.origin.asn.cymru.com`,
      'as3333.asn.cymru.com',
    ]);
  });

  it('gives a JSON-safe, full result whose keys the catalogues know and the localizer can extend', async () => {
    const zone: FakeZone = {
      ...CLEAN,
      [`${REV}.zen.spamhaus.org`]: { A: ['127.0.0.2'], TXT: [['https://check.spamhaus.org/sbl/']] },
      [`${REV}.bl.spamcop.net`]: 'timeout',
    };
    const result = await run(zone);
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
    const known = new Set<string>(listResultKeys());
    expect(emittedKeys(result).filter((k) => !known.has(k))).toEqual([]);
    expect(localizerCollisions(result)).toEqual([]);
  });
});

describe('analyzeIp: Spamhaus ZEN return codes', () => {
  it.each([
    ['127.0.0.2', 'ip.listing.spamhaus-sbl'],
    ['127.0.0.3', 'ip.listing.spamhaus-css'],
    ['127.0.0.4', 'ip.listing.spamhaus-xbl'],
    ['127.0.0.5', 'ip.listing.spamhaus-xbl'],
    ['127.0.0.6', 'ip.listing.spamhaus-xbl'],
    ['127.0.0.7', 'ip.listing.spamhaus-xbl'],
    ['127.0.0.9', 'ip.listing.spamhaus-drop'],
    ['127.0.0.10', 'ip.listing.spamhaus-pbl-isp'],
    ['127.0.0.11', 'ip.listing.spamhaus-pbl-spamhaus'],
    ['127.0.0.30', 'ip.listing.spamhaus-bcl'],
    ['127.0.0.99', 'ip.listing.unknown-code'],
  ])('reads %s as %s', async (code, meaning) => {
    const result = await run({ ...CLEAN, [`${REV}.zen.spamhaus.org`]: { A: [code] } });
    expect(list(result, 'spamhaus-zen')).toMatchObject({
      status: 'listed',
      statusMessageKey: 'ip.blocklist-status.listed',
      listed: true,
      codes: [code],
      meaningKeys: [meaning],
      reason: null,
      errorKey: null,
    });
    expect(result.listedCount).toBe(1);
    expect(result.checkedCount).toBe(DNSBLS.length);
  });

  it('keeps every code of a multi-answer listing (DROP comes with SBL) and the TXT reason', async () => {
    const result = await run({
      ...CLEAN,
      [`${REV}.zen.spamhaus.org`]: {
        A: ['127.0.0.9', '127.0.0.2', '127.0.0.4'],
        TXT: [['https://check.spamhaus.org/sbl/query/SBL12345']],
      },
    });
    expect(list(result, 'spamhaus-zen')).toMatchObject({
      status: 'listed',
      codes: ['127.0.0.2', '127.0.0.4', '127.0.0.9'],
      meaningKeys: ['ip.listing.spamhaus-sbl', 'ip.listing.spamhaus-xbl', 'ip.listing.spamhaus-drop'],
      reason: 'https://check.spamhaus.org/sbl/query/SBL12345',
    });
    expect(result.noteKeys).toContain('ip.note.listed');
    expect(result.noteKeys).not.toContain('ip.note.policy-listing-only');
  });

  it('says a PBL-only listing is policy, not abuse', async () => {
    const result = await run({ ...CLEAN, [`${REV}.zen.spamhaus.org`]: { A: ['127.0.0.10', '127.0.0.11'] } });
    expect(result.listedCount).toBe(1);
    expect(result.noteKeys).toContain('ip.note.policy-listing-only');
    expect(result.noteKeys).not.toContain('ip.note.listed');
  });

  it.each([
    ['127.255.255.252', 'ip.blocklist-error.zone-typo'],
    ['127.255.255.254', 'ip.blocklist-error.public-resolver'],
    ['127.255.255.255', 'ip.blocklist-error.query-volume'],
    ['127.255.255.250', 'ip.blocklist-error.operator-error'],
  ])('never reads the error code %s as a listing (%s)', async (code, errorKey) => {
    const result = await run({
      ...CLEAN,
      [`${REV}.zen.spamhaus.org`]: { A: [code], TXT: [['ignored']] },
    });
    expect(list(result, 'spamhaus-zen')).toEqual(
      expect.objectContaining({
        status: 'refused',
        statusMessageKey: 'ip.blocklist-status.refused',
        listed: null,
        codes: [code],
        meaningKeys: [],
        reason: null,
        errorKey,
      }),
    );
    expect(result.listedCount).toBe(0);
    expect(result.checkedCount).toBe(DNSBLS.length - 1);
    expect(result.noteKeys).toContain('ip.note.blocklists-refused');
    expect(result.noteKeys).not.toContain('ip.note.listed');
  });

  it('lets an error code win over listing codes in the same answer', async () => {
    const result = await run({
      ...CLEAN,
      [`${REV}.zen.spamhaus.org`]: { A: ['127.0.0.2', '127.255.255.254'] },
    });
    expect(list(result, 'spamhaus-zen')).toMatchObject({ status: 'refused', listed: null });
    expect(result.listedCount).toBe(0);
  });

  it('treats an error code from another list the same way', async () => {
    const result = await run({ ...CLEAN, [`${REV}.bl.spamcop.net`]: { A: ['127.255.255.255'] } });
    expect(list(result, 'spamcop')).toMatchObject({
      status: 'refused',
      listed: null,
      errorKey: 'ip.blocklist-error.operator-error',
    });
  });
});

describe('analyzeIp: other blocklists and odd answers', () => {
  it('reads 127.0.0.2 on a generic list as listed, other codes as listed with an unknown meaning', async () => {
    const result = await run({
      ...CLEAN,
      [`${REV}.bl.spamcop.net`]: {
        A: ['127.0.0.2'],
        TXT: [['Blocked - see https://www.spamcop.net/bl.shtml?193.0.6.139']],
      },
      [`${REV}.psbl.surriel.com`]: { A: ['127.0.0.5'] },
      [`${REV}.all.spamrats.com`]: { A: ['127.0.0.38'] },
    });
    expect(list(result, 'spamcop')).toMatchObject({
      listed: true,
      meaningKeys: ['ip.listing.listed'],
      reason: 'Blocked - see https://www.spamcop.net/bl.shtml?193.0.6.139',
    });
    expect(list(result, 'psbl')).toMatchObject({ listed: true, meaningKeys: ['ip.listing.unknown-code'] });
    expect(list(result, 'spamrats')).toMatchObject({
      listed: true,
      meaningKeys: ['ip.listing.spamrats-spam'],
    });
    expect(result.listedCount).toBe(3);
  });

  it.each([['192.0.2.1'], ['127.0.0.1'], ['not-an-address']])(
    'reports an answer of %s as an error, never as a listing',
    async (answer) => {
      const result = await run({ ...CLEAN, [`${REV}.b.barracudacentral.org`]: { A: [answer] } });
      expect(list(result, 'barracuda')).toMatchObject({
        status: 'error',
        listed: null,
        meaningKeys: [],
        errorKey: 'ip.blocklist-error.unexpected-answer',
      });
      expect(result.listedCount).toBe(0);
    },
  );

  it('reports a mix of 127.0.0.2 and an outside address as an error', async () => {
    const result = await run({ ...CLEAN, [`${REV}.bl.mailspike.net`]: { A: ['127.0.0.2', '203.0.113.5'] } });
    expect(list(result, 'mailspike')).toMatchObject({ status: 'error', listed: null });
  });

  it.each(['servfail', 'refused', 'timeout', 'malformed', 'error'] as const)(
    'reports a %s lookup as an error with its DNS status',
    async (status) => {
      const result = await run({ ...CLEAN, [`${REV}.dnsbl-1.uceprotect.net`]: status });
      expect(list(result, 'uceprotect-1')).toMatchObject({
        status: 'error',
        listed: null,
        errorKey: `dns-status.${status}`,
      });
      expect(result.checkedCount).toBe(DNSBLS.length - 1);
      expect(result.errorKey).toBeNull();
    },
  );

  it('reads NODATA as not listed', async () => {
    const result = await run({ ...CLEAN, [`${REV}.ix.dnsbl.manitu.net`]: { TXT: [['hello']] } });
    expect(list(result, 'nixspam')).toMatchObject({ status: 'not-listed', listed: false });
  });

  it('cleans and clips a hostile TXT reason', async () => {
    const result = await run({
      ...CLEAN,
      [`${REV}.bl.spamcop.net`]: { A: ['127.0.0.2'], TXT: [['evil\u0000\u202e<script>', 'x'.repeat(500)]] },
    });
    const reason = list(result, 'spamcop').reason ?? '';
    expect(reason.length).toBe(200);
    expect(reason.startsWith('evil <script>xxx')).toBe(true);
    expect(reason.endsWith('…')).toBe(true);
  });
});

describe('analyzeIp: Team Cymru origin', () => {
  it('lists every origin of a MOAS prefix, from one record or several', async () => {
    const result = await run({
      ...CLEAN,
      [`${REV}.origin.asn.cymru.com`]: {
        TXT: [
          ['3333 64496 | 193.0.6.0/23 | NL | ripencc | 1993-09-01'],
          ['64497 3333 | 193.0.6.0/23 | NL | ripencc | 1993-09-01'],
          ['3333 | 193.0.0.0/16 | NL | ripencc | 1993-09-01'],
        ],
      },
      'as64496.asn.cymru.com': { TXT: [['64496 | US | arin | 2010-01-01 | EXAMPLE-AS, US']] },
    });
    expect(result.asn.prefix).toBe('193.0.6.0/23');
    expect(result.asn.origins.map((o) => o.asn)).toEqual([3333, 64496, 64497]);
    expect(result.asn.origins[1]).toEqual({
      asn: 64496,
      name: 'EXAMPLE-AS, US',
      countryCode: 'US',
      registry: 'arin',
      allocatedOn: '2010-01-01',
    });
    expect(result.asn.origins[2]).toEqual({
      asn: 64497,
      name: null,
      countryCode: null,
      registry: null,
      allocatedOn: null,
    });
    expect(result.noteKeys).toContain('ip.note.multiple-origins');
  });

  it('accepts TXT split into several character-strings', async () => {
    const result = await run({
      ...CLEAN,
      [`${REV}.origin.asn.cymru.com`]: { TXT: [['3333 | 193.0.', '6.0/23 | NL | ripencc | 1993-09-01']] },
    });
    expect(result.asn.prefix).toBe('193.0.6.0/23');
  });

  it('reads hostile answers without crashing and keeps only what fits', async () => {
    const result = await run({
      ...CLEAN,
      [`${REV}.origin.asn.cymru.com`]: {
        TXT: [
          [''],
          ['|||||||'],
          ['not | an | answer'],
          ['99999999999 | 193.0.6.0/24 | NL | ripencc | 1993-09-01'],
          ['0 | 193.0.6.0/24 | NL | ripencc | 1993-09-01'],
          ['3333 | 10.0.0.0/8 | NL | ripencc | 1993-09-01'],
          ['3333 | 2001:db8::/32 | NL | ripencc | 1993-09-01'],
          ['3333 | 193.0.6.0/99 | NL | ripencc | 1993-09-01'],
          ['3333 | 193.0.6.1/24 | <b>NLD</b> | evilnic | 1993-99-99 | extra'],
          ['x'.repeat(5000)],
          ['\u0000\u0001\u0002'],
        ],
      },
      'as3333.asn.cymru.com': {
        TXT: [
          ['3334 | NL | ripencc | 1993-09-01 | WRONG AS'],
          ['3333 | NL | ripencc | 1993-09-01 | A\u0007B\u202e' + 'n'.repeat(400)],
        ],
      },
    });
    expect(result.asn).toMatchObject({
      status: 'found',
      prefix: '193.0.6.0/24',
      countryCode: null,
      registry: null,
      allocatedOn: null,
    });
    const name = result.asn.origins[0]?.name ?? '';
    expect(name.startsWith('A B nnn')).toBe(true);
    expect(name).toHaveLength(200);
  });

  it('reports unreadable answers as an error', async () => {
    const result = await run({
      ...CLEAN,
      [`${REV}.origin.asn.cymru.com`]: { TXT: [['garbage'], ['AS | | |']] },
    });
    expect(result.asn).toMatchObject({
      status: 'error',
      statusMessageKey: 'ip.asn-status.error',
      dnsStatus: 'ok',
      prefix: null,
      origins: [],
      errorKey: 'ip.asn-error.unreadable',
    });
    expect(result.noteKeys).not.toContain('ip.note.country-is-registry');
  });

  it('says an address without origin is not routed', async () => {
    const { [`${REV}.origin.asn.cymru.com`]: _, ...zone } = CLEAN;
    const result = await run(zone);
    expect(result.asn).toMatchObject({ status: 'not-routed', dnsStatus: 'nxdomain', errorKey: null });
    expect(result.noteKeys).toContain('ip.note.not-routed');
  });

  it('looks up the names of at most five origins', async () => {
    const dns = fakeDns({
      ...CLEAN,
      [`${REV}.origin.asn.cymru.com`]: {
        TXT: [['1 2 3 4 5 6 7 | 193.0.6.0/24 | NL | ripencc | 1993-09-01']],
      },
    });
    const result = await analyzeIp(IP, createContext({ dns }));
    expect(result.asn.origins.map((o) => o.asn)).toEqual([1, 2, 3, 4, 5]);
    expect(
      dns.calls.filter((c) => c.name.endsWith('.asn.cymru.com') && c.name.startsWith('as')),
    ).toHaveLength(5);
  });
});

describe('analyzeIp: reverse DNS', () => {
  it('says when the PTR name does not point back to the address', async () => {
    const result = await run({ ...CLEAN, 'www.ripe.net': { A: ['193.0.6.140'] } });
    expect(result.ptr).toMatchObject({
      names: ['www.ripe.net'],
      confirmedNames: [],
      forwardConfirmed: false,
    });
    expect(result.noteKeys).toContain('ip.note.ptr-not-confirmed');
  });

  it('says when the PTR name does not exist', async () => {
    const { 'www.ripe.net': _, ...zone } = CLEAN;
    const result = await run(zone);
    expect(result.ptr.forwardConfirmed).toBe(false);
  });

  it('leaves confirmation unknown when the forward lookup fails', async () => {
    const result = await run({ ...CLEAN, 'www.ripe.net': 'timeout' });
    expect(result.ptr).toMatchObject({ status: 'found', forwardConfirmed: null });
    expect(result.noteKeys).not.toContain('ip.note.ptr-not-confirmed');
  });

  it('confirms when one of several PTR names points back, and skips hostile names', async () => {
    const dns = fakeDns({
      ...CLEAN,
      [`${REV}.in-addr.arpa`]: {
        PTR: ['Other.Example.', 'www.ripe.net', 'bad name<script>', 'other.example'],
      },
      'other.example': { A: ['192.0.2.1'] },
    });
    const result = await analyzeIp(IP, createContext({ dns }));
    expect(result.ptr.names).toEqual(['other.example', 'www.ripe.net', 'bad name<script>']);
    expect(result.ptr.confirmedNames).toEqual(['www.ripe.net']);
    expect(result.ptr.forwardConfirmed).toBe(true);
    expect(dns.calls.some((c) => c.name.includes('<'))).toBe(false);
  });

  it('keeps at most five PTR names', async () => {
    const names = Array.from({ length: 9 }, (_, i) => `h${i}.example`);
    const result = await run({ ...CLEAN, [`${REV}.in-addr.arpa`]: { PTR: names } });
    expect(result.ptr.names).toEqual(names.slice(0, 5));
  });

  it('reports a failed PTR lookup with its DNS status', async () => {
    const result = await run({ ...CLEAN, [`${REV}.in-addr.arpa`]: 'servfail' });
    expect(result.ptr).toMatchObject({
      status: 'error',
      statusMessageKey: 'ip.ptr-status.error',
      names: [],
      forwardConfirmed: null,
      errorKey: 'dns-status.servfail',
    });
    expect(result.noteKeys).not.toContain('ip.note.no-ptr');
  });
});

describe('analyzeIp: nothing found, nothing answered', () => {
  it('reports NXDOMAIN everywhere as no PTR, not routed and not listed', async () => {
    const result = await run({});
    expect(result.ptr).toMatchObject({
      status: 'none',
      dnsStatus: 'nxdomain',
      names: [],
      forwardConfirmed: null,
    });
    expect(result.asn.status).toBe('not-routed');
    expect(result.checkedCount).toBe(DNSBLS.length);
    expect(result.listedCount).toBe(0);
    expect(result.noteKeys).toEqual(['ip.note.no-ptr', 'ip.note.not-routed']);
    expect(result.errorKey).toBeNull();
  });

  it.each(['timeout', 'servfail'] as const)('reports %s everywhere as "no answer"', async (status) => {
    const dns = statusPort(status);
    const result = await analyzeIp(IP, createContext({ dns }));
    expect(result.ptr).toMatchObject({ status: 'error', errorKey: `dns-status.${status}` });
    expect(result.asn).toMatchObject({ status: 'error', errorKey: `dns-status.${status}` });
    for (const b of result.blocklists) {
      expect(b).toMatchObject({ status: 'error', listed: null, errorKey: `dns-status.${status}` });
    }
    expect(result.checkedCount).toBe(0);
    expect(result.errorKey).toBe('ip.error.no-answer');
  });

  it('passes the deadline signal to every query', async () => {
    const dns = statusPort('nxdomain');
    await analyzeIp(IP, createContext({ dns, timeoutMs: 5000 }));
    expect(dns.options.length).toBe(2 + DNSBLS.length);
    for (const o of dns.options) expect(o?.signal).toBeInstanceOf(AbortSignal);
  });

  it('follows the caller’s abort signal', async () => {
    const controller = new AbortController();
    controller.abort();
    const dns = statusPort('nxdomain');
    await analyzeIp(IP, createContext({ dns }), { signal: controller.signal });
    for (const o of dns.options) expect(o?.signal?.aborted).toBe(true);
  });
});

describe('analyzeIp: IPv6 and IPv4-mapped', () => {
  it('uses nibble names and only the lists that cover IPv6', async () => {
    const dns = fakeDns({
      [`${REV6}.ip6.arpa`]: { PTR: ['www.ripe.net'] },
      'www.ripe.net': { A: [IP], AAAA: ['2001:67c:2e8:22:0:0:c100:68b'] },
      [`${REV6}.origin6.asn.cymru.com`]: { TXT: [['3333 | 2001:67c:2e8::/48 | NL | ripencc | 2003-05-01']] },
      [`${REV6}.zen.spamhaus.org`]: { A: ['127.0.0.3'] },
    });
    const result = await analyzeIp('2001:067c:02e8:0022:0000:0000:c100:068b', createContext({ dns }));
    expect(result).toMatchObject({ ip: IP6, version: 6, listedCount: 1, checkedCount: 1 });
    expect(result.ptr).toMatchObject({ queryName: `${REV6}.ip6.arpa`, forwardConfirmed: true });
    expect(result.asn.prefix).toBe('2001:67c:2e8::/48');
    expect(list(result, 'spamhaus-zen')).toMatchObject({
      listed: true,
      meaningKeys: ['ip.listing.spamhaus-css'],
    });
    for (const b of result.blocklists.filter((x) => x.id !== 'spamhaus-zen')) {
      expect(b).toMatchObject({
        status: 'not-applicable',
        statusMessageKey: 'ip.blocklist-status.not-applicable',
        listed: null,
        errorKey: null,
      });
    }
    expect(result.noteKeys).toContain('ip.note.ipv6-few-blocklists');
    const queried = dns.calls.map((c) => `${c.name} ${c.type}`);
    expect(queried).toContain('www.ripe.net AAAA');
    expect(queried).not.toContain('www.ripe.net A');
    expect(queried.filter((q) => q.endsWith(' A'))).toEqual([`${REV6}.zen.spamhaus.org A`]);
  });

  it('analyses an IPv4-mapped address as its IPv4 address', async () => {
    const dns = fakeDns(CLEAN);
    const result = await analyzeIp(`::ffff:${IP}`, createContext({ dns }));
    expect(result).toMatchObject({ input: `::ffff:${IP}`, ip: IP, version: 4 });
    expect(result.ptr.queryName).toBe(`${REV}.in-addr.arpa`);
    expect(result.ptr.forwardConfirmed).toBe(true);
    expect(result.noteKeys).toContain('ip.note.embedded-ipv4');
  });
});

describe('analyzeIp: input and offline', () => {
  it('refuses a private address before any query', async () => {
    const dns = fakeDns(CLEAN);
    const error: unknown = await analyzeIp('::ffff:192.168.0.1', createContext({ dns })).catch(
      (e: unknown) => e,
    );
    expect(isInputError(error) && error.key).toBe('input.ip-not-public');
    expect(isInputError(error) && error.params).toEqual({ ip: '192.168.0.1', range: '192.168.0.0/16' });
    expect(dns.calls).toEqual([]);
  });

  it('returns the full shape without any query when offline', async () => {
    const dns = fakeDns(CLEAN);
    const result = await analyzeIp(IP, createContext({ dns, offline: true }));
    expect(dns.calls).toEqual([]);
    expect(result).toMatchObject({
      ip: IP,
      errorKey: 'skip.offline-mode',
      listedCount: 0,
      checkedCount: 0,
      noteKeys: [],
    });
    expect(result.ptr).toMatchObject({
      status: 'skipped',
      queryName: `${REV}.in-addr.arpa`,
      dnsStatus: null,
    });
    expect(result.asn).toMatchObject({ status: 'skipped', prefix: null, origins: [] });
    expect(result.blocklists).toHaveLength(DNSBLS.length);
    for (const b of result.blocklists) expect(b).toMatchObject({ status: 'skipped', listed: null });
    expect(localizerCollisions(result)).toEqual([]);
  });
});
