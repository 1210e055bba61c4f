/**
 * Integration: `analyzeIp` with the real DNS client against a real authoritative server (nsd) on
 * 127.0.0.1 serving a test root zone that holds PTR records (in-addr.arpa, ip6.arpa), Team Cymru
 * origin and AS TXT records, and DNSBL zones; plus a scripted silent server for timeouts. Skips
 * (or fails with SECAPI_REQUIRE_SYSTEM_SERVERS=1) when nsd is missing and cannot be installed.
 */
import {
  DNSBL_TEST_ENTRY_RECORDS,
  dnsReply,
  ensureNsd,
  networkCheckZones,
  startNsd,
  startScriptedDnsServer,
  zoneFile,
  type NsdServer,
  type SystemBinary,
} from '@secapi/test-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContext, type AnalysisContext } from '../../context.js';
import { DNSBLS } from '../../data/dnsbl.js';
import { analyzeIp } from './analyze.js';
import type { BlocklistReport, IpAnalysisResult } from './types.js';

// A clean, well-configured address (RIPE NCC's web server, with made-up test data).
const CLEAN = '193.0.6.139';
const CLEAN_REV = '139.6.0.193';
// A listed address without reverse DNS nor origin.
const LISTED = '185.220.101.1';
const LISTED_REV = '1.101.220.185';
const V6 = '2001:67c:2e8:22::c100:68b';
const V6_REV = 'b.8.6.0.0.0.1.c.0.0.0.0.0.0.0.0.2.2.0.0.8.e.2.0.c.7.6.0.1.0.0.2';

const ROOT = zoneFile('.', [
  // The DNSBLs' mandatory test entries (127.0.0.2 listed): the network check reads each list only then.
  ...DNSBL_TEST_ENTRY_RECORDS,
  `${CLEAN_REV}.in-addr.arpa. PTR www.example-test.com.`,
  `${CLEAN_REV}.origin.asn.cymru.com. TXT "3333 | 193.0.0.0/21 | NL | ripencc | 1993-09-01"`,
  `${CLEAN_REV}.origin.asn.cymru.com. TXT "3333 | 193.0.6.0/23 | NL | ripencc | 1993-09-01"`,
  `${CLEAN_REV}.origin.asn.cymru.com. TXT "<script>alert(1)</script> | 999.0.0.0/8 | ?? | evil | yesterday"`,
  'AS3333.asn.cymru.com. TXT "3333 | NL | ripencc | 1993-09-01 | RIPE-NCC-AS Reseaux IP Europeens Network Coordination Centre (RIPE NCC), NL"',
  // Spamhaus refuses our resolver: an error code, never a listing.
  `${CLEAN_REV}.zen.spamhaus.org. A 127.255.255.254`,
  `${LISTED_REV}.zen.spamhaus.org. A 127.0.0.2`,
  `${LISTED_REV}.zen.spamhaus.org. A 127.0.0.4`,
  `${LISTED_REV}.zen.spamhaus.org. TXT "https://check.spamhaus.org/sbl/query/SBL000001"`,
  `${LISTED_REV}.bl.spamcop.net. A 127.0.0.2`,
  `${LISTED_REV}.psbl.surriel.com. A 203.0.113.1`,
  `${V6_REV}.ip6.arpa. PTR www.example-test.com.`,
  `${V6_REV}.origin6.asn.cymru.com. TXT "3333 | 2001:67c:2e8::/48 | NL | ripencc | 2003-05-01"`,
  `${V6_REV}.zen.spamhaus.org. A 127.0.0.3`,
]);
const CHILD = zoneFile('example-test.com', [`www A ${CLEAN}`, `www AAAA ${V6}`]);

let nsd: SystemBinary;
let server: NsdServer | undefined;
let ctx: AnalysisContext;

beforeAll(async () => {
  nsd = await ensureNsd();
  if (nsd.path === null) return;
  server = await startNsd({
    zones: { '.': ROOT, 'example-test.com': CHILD, ...networkCheckZones() },
    binary: nsd.path,
  });
  ctx = createContext({ dnsServers: [server.server], timeoutMs: 5000 });
}, 15 * 60_000);
afterAll(async () => {
  await server?.stop();
});
beforeEach((c) => {
  if (nsd.path === null) c.skip(nsd.reason);
});

function list(result: IpAnalysisResult, id: string): BlocklistReport | undefined {
  return result.blocklists.find((b) => b.id === id);
}

describe('analyzeIp against nsd', () => {
  it('a clean IPv4 address: confirmed PTR, most specific origin, Spamhaus refusal never "listed"', async () => {
    const result = await analyzeIp(CLEAN, ctx);
    expect(result.ptr).toMatchObject({
      status: 'found',
      queryName: `${CLEAN_REV}.in-addr.arpa`,
      names: ['www.example-test.com'],
      confirmedNames: ['www.example-test.com'],
      forwardConfirmed: true,
    });
    expect(result.asn).toMatchObject({
      status: 'found',
      prefix: '193.0.6.0/23',
      countryCode: 'NL',
      registry: 'ripencc',
      allocatedOn: '1993-09-01',
      origins: [
        {
          asn: 3333,
          name: 'RIPE-NCC-AS Reseaux IP Europeens Network Coordination Centre (RIPE NCC), NL',
          countryCode: 'NL',
          registry: 'ripencc',
          allocatedOn: '1993-09-01',
        },
      ],
    });
    expect(list(result, 'spamhaus-zen')).toMatchObject({
      status: 'refused',
      listed: null,
      codes: ['127.255.255.254'],
      errorKey: 'ip.blocklist-error.public-resolver',
    });
    expect(result.listedCount).toBe(0);
    expect(result.checkedCount).toBe(DNSBLS.length - 1);
    expect(result.noteKeys).toEqual(['ip.note.country-is-registry', 'ip.note.blocklists-refused']);
    expect(result.errorKey).toBeNull();
  });

  it('a listed IPv4 address: codes, meanings and TXT reason; an answer outside 127/8 is an error', async () => {
    const result = await analyzeIp(LISTED, ctx);
    expect(list(result, 'spamhaus-zen')).toMatchObject({
      status: 'listed',
      listed: true,
      codes: ['127.0.0.2', '127.0.0.4'],
      meaningKeys: ['ip.listing.spamhaus-sbl', 'ip.listing.spamhaus-xbl'],
      reason: 'https://check.spamhaus.org/sbl/query/SBL000001',
    });
    expect(list(result, 'spamcop')).toMatchObject({
      listed: true,
      meaningKeys: ['ip.listing.listed'],
      reason: null,
    });
    expect(list(result, 'psbl')).toMatchObject({
      status: 'error',
      listed: null,
      errorKey: 'ip.blocklist-error.unexpected-answer',
    });
    expect(list(result, 'barracuda')).toMatchObject({ status: 'not-listed', listed: false });
    expect(result.listedCount).toBe(2);
    expect(result.checkedCount).toBe(DNSBLS.length - 1);
    expect(result.ptr).toMatchObject({ status: 'none', dnsStatus: 'nxdomain' });
    expect(result.asn).toMatchObject({ status: 'not-routed', dnsStatus: 'nxdomain' });
    expect(result.noteKeys).toEqual(['ip.note.no-ptr', 'ip.note.not-routed', 'ip.note.listed']);
  });

  it('an IPv6 address: ip6.arpa nibbles, origin6, Spamhaus only', async () => {
    const result = await analyzeIp('2001:67c:2e8:22:0:0:c100:68b', ctx);
    expect(result).toMatchObject({ ip: V6, version: 6, listedCount: 1, checkedCount: 1 });
    expect(result.ptr).toMatchObject({ queryName: `${V6_REV}.ip6.arpa`, forwardConfirmed: true });
    expect(result.asn).toMatchObject({
      status: 'found',
      prefix: '2001:67c:2e8::/48',
      origins: [{ asn: 3333 }],
    });
    expect(list(result, 'spamhaus-zen')).toMatchObject({
      listed: true,
      meaningKeys: ['ip.listing.spamhaus-css'],
    });
    expect(result.blocklists.filter((b) => b.status === 'not-applicable')).toHaveLength(DNSBLS.length - 1);
  });

  it('an IPv4-mapped address is analysed as its IPv4 address', async () => {
    const result = await analyzeIp(`::ffff:${CLEAN}`, ctx);
    expect(result).toMatchObject({ ip: CLEAN, version: 4 });
    expect(result.ptr.forwardConfirmed).toBe(true);
    expect(result.noteKeys[0]).toBe('ip.note.embedded-ipv4');
  });
});

describe('analyzeIp against a silent server', () => {
  it('reports timeouts as statuses and "no answer", without throwing', async () => {
    const silent = await startScriptedDnsServer(() => dnsReply.silence());
    try {
      const started = performance.now();
      // The health check is off here: this case is about each lookup's own timeout (with it on, a
      // silent resolver is "network unreachable": dns-unreachable.scripted-dns.test.ts).
      const result = await analyzeIp(
        CLEAN,
        createContext({ dnsServers: [silent.server], timeoutMs: 800, networkCheck: null }),
      );
      expect(performance.now() - started).toBeLessThan(5000);
      expect(result.ptr).toMatchObject({ status: 'error', errorKey: 'dns-status.timeout' });
      expect(result.asn).toMatchObject({ status: 'error', errorKey: 'dns-status.timeout' });
      for (const b of result.blocklists) expect(b).toMatchObject({ status: 'error', listed: null });
      expect(result.errorKey).toBe('ip.error.no-answer');
    } finally {
      await silent.stop();
    }
  });
});
