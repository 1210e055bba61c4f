/**
 * Integration: the real DNS client against a real authoritative server (nsd) holding a handful of
 * registered look-alikes of maplebank.com. Skips (or fails under SECAPI_REQUIRE_SYSTEM_SERVERS=1)
 * when nsd cannot be found or installed.
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

import { createContext } from '../../context.js';
import { analyzeTyposquat } from './analyze.js';
import { generateVariants } from './variants.js';

const UNICODE_VARIANT = new URL('http://mäplebank.com/').hostname; // xn--mplebank-…

let nsd: SystemBinary;
let server: NsdServer | undefined;

beforeAll(async () => {
  nsd = await ensureNsd();
  if (nsd.path === null) return;
  server = await startNsd({
    zones: {
      ...networkCheckZones(),
      '.': zoneFile('.', [
        'maplebank.com. A 192.0.2.1', // the original (never queried)
        'maplbank.com. A 192.0.2.10', // omission, A only
        'mapelbank.com. MX 10 mail.parking.test.', // transposition, MX only
        'rnaplebank.com. A 192.0.2.11', // homoglyph, A + AAAA
        'rnaplebank.com. AAAA 2001:db8::11',
        `${UNICODE_VARIANT}. A 192.0.2.12`, // Unicode homoglyph (punycode)
        'maplebank-login.com. A 192.0.2.13', // dictionary
        'maplebnak.com. TXT "exists, nothing else"', // exists without NS/A/AAAA/MX
        'unrelated-name.com. A 192.0.2.99', // not a variant
      ]),
      // A look-alike with a zone of its own: its NS answers authoritatively.
      'maplebank.ca': zoneFile('maplebank.ca', ['@ A 192.0.2.14']),
      // A zone nsd cannot load: it answers SERVFAIL for it (dnstwist would call it registered).
      'maplebamk.com': '$ORIGIN maplebamk.com.\nthis is not a zone file\n',
    },
    brokenZones: ['maplebamk.com'],
  });
}, 15 * 60_000);

afterAll(async () => {
  await server?.stop();
});

beforeEach((ctx) => {
  if (nsd.path === null) ctx.skip(nsd.reason);
});

describe('analyzeTyposquat against nsd', () => {
  it('finds exactly the registered look-alikes, and never a SERVFAIL', async () => {
    const ctx = createContext({ dnsServers: [server!.server] });
    const r = await analyzeTyposquat('maplebank.com', ctx, { queryBudget: 5000 });
    expect(r.variantsGenerated).toBe(generateVariants('maplebank.com').length);
    expect(r.variantsChecked).toBe(r.variantsGenerated);
    expect(r.stoppedBy).toBeNull();
    expect(r.registered.map((v) => v.domain).sort()).toEqual(
      [
        'maplbank.com',
        'mapelbank.com',
        'rnaplebank.com',
        UNICODE_VARIANT,
        'maplebank-login.com',
        'maplebank.ca',
      ].sort(),
    );
    const by = new Map(r.registered.map((v) => [v.domain, v]));
    expect(by.get('maplbank.com')).toMatchObject({
      ipv4Addresses: ['192.0.2.10'],
      mailServers: [],
      nameServers: [],
    });
    expect(by.get('mapelbank.com')).toMatchObject({ ipv4Addresses: [], mailServers: ['mail.parking.test'] });
    expect(by.get('rnaplebank.com')).toMatchObject({
      ipv6Addresses: ['2001:db8::11'],
      fuzzers: ['homoglyph'],
    });
    expect(by.get(UNICODE_VARIANT)?.unicodeDomain).toBe('mäplebank.com');
    expect(by.get('maplebank.ca')).toMatchObject({
      nameServers: ['ns.maplebank.ca'],
      ipv4Addresses: ['192.0.2.14'],
    });
    expect(by.get('maplebank-login.com')?.plausibility).toBe('low');

    expect(r.unknown.map((u) => [u.domain, u.status])).toEqual([['maplebamk.com', 'servfail']]);
    expect(r.counts).toMatchObject({ registered: 6, noRecords: 1, unknown: 1 });
    expect(r.counts.unregistered).toBe(r.variantsGenerated - 8);
    // NXDOMAIN costs one query; the 8 names that exist cost NS + A + AAAA + MX, except the SERVFAIL.
    expect(r.queriesSent).toBe(r.variantsGenerated + 7 * 3);
  });
});
