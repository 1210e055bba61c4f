/**
 * Integration: `analyzeDns` with the real DNS client against a real authoritative server (nsd) on
 * 127.0.0.1 serving a test root zone and a child zone `example-test.com` with every record type.
 * Skips (or fails with SECAPI_REQUIRE_SYSTEM_SERVERS=1) when nsd is missing and cannot be installed.
 */
import {
  ensureNsd,
  networkCheckZones,
  startNsd,
  zoneFile,
  type NsdServer,
  type SystemBinary,
} from '@secapi/test-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContext, type AnalysisContext } from '../../context.js';
import { analyzeDns } from './analyze.js';
import { DNS_RECORD_TYPES } from './types.js';

const ROOT = zoneFile('.', ['xn--bcher-kva.example-test.net. A 192.0.2.50']);
const CHILD = zoneFile('example-test.com', [
  '@ 3600 A 192.0.2.1',
  '@ AAAA 2001:db8::1',
  '@ MX 20 mx2.example-test.com.',
  '@ MX 10 mx1.example-test.com.',
  '@ TXT "v=spf1 ip4:192.0.2.0/24" " -all"',
  '@ CAA 0 issue "letsencrypt.org"',
  '@ CAA 128 iodef "mailto:security@example-test.com"',
  'www CNAME @',
  'nomail A 192.0.2.2',
  'nomail MX 0 .',
  'deep.sub A 192.0.2.3',
]);

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

describe('analyzeDns against nsd', () => {
  it('reads every record type of a zone apex', async () => {
    const result = await analyzeDns('Example-Test.com', ctx);
    expect(result).toMatchObject({
      domain: 'example-test.com',
      exists: true,
      dnssecValidated: false,
      caaDomain: 'example-test.com',
      errorKey: null,
    });
    for (const t of DNS_RECORD_TYPES.filter((x) => x !== 'CNAME')) {
      expect(result.recordSets[t].status, t).toBe('ok');
    }
    expect(result.recordSets.CNAME.status).toBe('nodata');
    expect(result.recordSets.A.records).toEqual([
      { name: 'example-test.com', ttl: 3600, value: '192.0.2.1', details: null },
    ]);
    expect(result.recordSets.AAAA.records.map((r) => r.value)).toEqual(['2001:db8::1']);
    expect(result.recordSets.MX.records.map((r) => r.value)).toEqual([
      '10 mx1.example-test.com',
      '20 mx2.example-test.com',
    ]);
    expect(result.recordSets.TXT.records[0]).toMatchObject({
      value: 'v=spf1 ip4:192.0.2.0/24 -all',
      details: { strings: ['v=spf1 ip4:192.0.2.0/24', ' -all'] },
    });
    expect(result.recordSets.CAA.records.map((r) => r.value)).toEqual([
      '0 issue "letsencrypt.org"',
      '128 iodef "mailto:security@example-test.com"',
    ]);
    expect(result.recordSets.NS.records.map((r) => r.value)).toEqual(['ns.example-test.com']);
    expect(result.recordSets.SOA.records[0]).toMatchObject({
      ttl: 300,
      value: 'ns.example-test.com hostmaster.example-test.com 1 3600 600 86400 60',
      details: { mname: 'ns.example-test.com', serial: 1, minimum: 60 },
    });
    expect(result.noteKeys).toEqual(['dns.note.single-nameserver']);
  });

  it('follows an alias: target records under the target name, note "alias"', async () => {
    const result = await analyzeDns('www.example-test.com', ctx);
    expect(result.recordSets.CNAME.records).toEqual([
      { name: 'www.example-test.com', ttl: 300, value: 'example-test.com', details: null },
    ]);
    expect(result.recordSets.A.records).toEqual([
      { name: 'example-test.com', ttl: 3600, value: '192.0.2.1', details: null },
    ]);
    expect(result.noteKeys).toContain('dns.note.alias');
  });

  it('notes a null MX and the parent’s CAA records', async () => {
    const result = await analyzeDns('nomail.example-test.com', ctx);
    expect(result.recordSets.MX.records).toEqual([
      { name: 'nomail.example-test.com', ttl: 300, value: '0 .', details: { preference: 0, exchange: '' } },
    ]);
    expect(result.caaDomain).toBe('example-test.com');
    expect(result.noteKeys).toEqual(['dns.note.no-ipv6', 'dns.note.null-mx', 'dns.note.caa-inherited']);
  });

  it('climbs two levels for CAA through an empty non-terminal', async () => {
    const result = await analyzeDns('deep.sub.example-test.com', ctx);
    expect(result.caaDomain).toBe('example-test.com');
    expect(result.noteKeys).toEqual(['dns.note.no-ipv6', 'dns.note.no-mx', 'dns.note.caa-inherited']);
  });

  it('says a name does not exist (real NXDOMAIN)', async () => {
    const result = await analyzeDns('missing.example-test.com', ctx);
    expect(result.exists).toBe(false);
    expect(result.noteKeys).toEqual(['dns.note.not-found']);
    for (const t of DNS_RECORD_TYPES) expect(result.recordSets[t].status).toBe('nxdomain');
  });

  it('queries an IDN as punycode', async () => {
    const result = await analyzeDns('BÜCHER.example-test.net', ctx);
    expect(result).toMatchObject({
      domain: 'xn--bcher-kva.example-test.net',
      unicodeDomain: 'bücher.example-test.net',
    });
    expect(result.recordSets.A.records.map((r) => r.value)).toEqual(['192.0.2.50']);
    expect(result.noteKeys).toEqual(['dns.note.no-ipv6', 'dns.note.no-mx', 'dns.note.no-caa']);
  });
});
