import { fakeDns } from '@secapi/test-kit';
import { describe, expect, it } from 'vitest';

import { createContext } from '../../context.js';
import { isInputError } from '../../errors.js';
import type { DnsAnswer, DnsPort, RRType } from '../../net/dns/types.js';
import { TYPOSQUAT_LIMITS, analyzeTyposquat } from './analyze.js';
import { FUZZERS, TYPOSQUAT_KEYS } from './keys.js';
import { generateVariants } from './variants.js';

const OMISSIONS = [
  'xample.com',
  'eample.com',
  'exmple.com',
  'exaple.com',
  'examle.com',
  'exampe.com',
  'exampl.com',
];

function answer(name: string, type: RRType, status: DnsAnswer['status']): DnsAnswer {
  return { name, type, status, records: [], authenticated: false, resolver: 'test', cached: false };
}

/** A port that answers NXDOMAIN after `delayMs`, or `timeout` as soon as the signal aborts. */
function slowDns(delayMs: number): DnsPort & { calls: number; maxInFlight: number } {
  let inFlight = 0;
  const port = {
    calls: 0,
    maxInFlight: 0,
    query(name: string, type: RRType, options?: { signal?: AbortSignal }): Promise<DnsAnswer> {
      port.calls++;
      inFlight++;
      port.maxInFlight = Math.max(port.maxInFlight, inFlight);
      return new Promise((resolve) => {
        const onAbort = (): void => {
          done('timeout');
        };
        const done = (status: DnsAnswer['status']): void => {
          inFlight--;
          clearTimeout(timer);
          options?.signal?.removeEventListener('abort', onAbort);
          resolve(answer(name, type, status));
        };
        const timer = setTimeout(() => {
          done('nxdomain');
        }, delayMs);
        options?.signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
  return port;
}

describe('analyzeTyposquat', () => {
  it('finds the registered look-alikes: NS, A only, MX only', async () => {
    const dns = fakeDns({
      'exmple.com': { NS: ['ns1.parking.test'], A: ['192.0.2.1'] },
      'examle.com': {
        MX: [
          { preference: 20, exchange: 'mx2.examle.com' },
          { preference: 10, exchange: 'mx1.examle.com' },
        ],
      },
      'exampl.com': { A: ['192.0.2.7'], AAAA: ['2001:db8::7'] },
    });
    const r = await analyzeTyposquat('example.com', createContext({ dns }), { fuzzers: ['omission'] });
    expect(r.registered.map((v) => v.domain)).toEqual(['exmple.com', 'examle.com', 'exampl.com']);
    expect(r.registered[0]).toMatchObject({
      unicodeDomain: 'exmple.com',
      fuzzers: ['omission'],
      fuzzerNameKeys: ['typosquat.fuzzer.omission'],
      plausibility: 'high',
      nameServers: ['ns1.parking.test'],
      ipv4Addresses: ['192.0.2.1'],
      ipv6Addresses: [],
      mailServers: [],
      detailsComplete: true,
    });
    expect(r.registered[1]?.mailServers).toEqual(['mx1.examle.com', 'mx2.examle.com']);
    expect(r.registered[2]?.ipv6Addresses).toEqual(['2001:db8::7']);
    expect(r.counts).toEqual({ registered: 3, unregistered: 4, noRecords: 0, unknown: 0 });
    expect(r).toMatchObject({
      variantsGenerated: 7,
      variantsChecked: 7,
      stoppedBy: null,
      errorKey: null,
      noteKeys: [],
    });
  });

  it('sends NS first and stops at NXDOMAIN; A, AAAA, MX only for names that exist', async () => {
    const dns = fakeDns({ 'exmple.com': { A: ['192.0.2.1'] } });
    const r = await analyzeTyposquat('example.com', createContext({ dns }), { fuzzers: ['omission'] });
    expect(dns.calls.filter((c) => c.name === 'xample.com')).toEqual([{ name: 'xample.com', type: 'NS' }]);
    expect(dns.calls.filter((c) => c.name === 'exmple.com').map((c) => c.type)).toEqual([
      'NS',
      'A',
      'AAAA',
      'MX',
    ]);
    expect(r.queriesSent).toBe(dns.calls.length);
    expect(r.queriesSent).toBe(6 + 4);
  });

  it('never counts SERVFAIL, REFUSED, timeout, malformed or error as registered', async () => {
    const dns = fakeDns({
      'xample.com': 'servfail',
      'eample.com': 'timeout',
      'exmple.com': 'refused',
      'exaple.com': 'malformed',
      'examle.com': 'error',
      'exampe.com': { A: ['192.0.2.1'] },
    });
    const r = await analyzeTyposquat('example.com', createContext({ dns }), { fuzzers: ['omission'] });
    expect(r.registered.map((v) => v.domain)).toEqual(['exampe.com']);
    expect(r.unknown.map((u) => [u.domain, u.status, u.statusMessageKey, u.reasonKey])).toEqual([
      ['xample.com', 'servfail', 'dns-status.servfail', 'typosquat.unknown.dns-failure'],
      ['eample.com', 'timeout', 'dns-status.timeout', 'typosquat.unknown.dns-failure'],
      ['exmple.com', 'refused', 'dns-status.refused', 'typosquat.unknown.dns-failure'],
      ['exaple.com', 'malformed', 'dns-status.malformed', 'typosquat.unknown.dns-failure'],
      ['examle.com', 'error', 'dns-status.error', 'typosquat.unknown.dns-failure'],
    ]);
    expect(r.counts).toEqual({ registered: 1, unregistered: 1, noRecords: 0, unknown: 5 });
    expect(r.noteKeys).toContain('typosquat.note.unknown-not-registered');
    // 5 of 7 checked variants without an answer: over the threshold, the result says so.
    expect(r.errorKey).toBe('typosquat.error.most-lookups-failed');
    expect(r.outcome).toBe('partial');
  });

  it('keeps errorKey null when at most half of the checked variants are unknown', async () => {
    const dns = fakeDns({ 'xample.com': 'servfail', 'eample.com': 'timeout', 'exmple.com': 'refused' });
    const r = await analyzeTyposquat('example.com', createContext({ dns }), { fuzzers: ['omission'] });
    expect(r.counts).toEqual({ registered: 0, unregistered: 4, noRecords: 0, unknown: 3 });
    expect(3).toBeLessThanOrEqual(TYPOSQUAT_LIMITS.maxUnknownShare * r.variantsChecked);
    expect(r.errorKey).toBeNull();
    expect(r.outcome).toBe('partial');
  });

  it('says dns-unavailable (failed) when every lookup ran into the deadline', async () => {
    const dns: DnsPort = { query: () => new Promise<DnsAnswer>(() => undefined) };
    const r = await analyzeTyposquat('example.com', createContext({ dns, timeoutMs: 100 }), {
      fuzzers: ['omission'],
    });
    expect(r.counts.unknown).toBe(r.variantsChecked);
    expect(r.unknown.every((u) => u.reasonKey === 'typosquat.unknown.deadline')).toBe(true);
    expect(r.errorKey).toBe('typosquat.error.dns-unavailable');
    expect(r.outcome).toBe('failed');
    expect(r.registered).toEqual([]);
  });

  it('a name that exists with no NS, A, AAAA or MX is not registered', async () => {
    const dns = fakeDns({ 'exmple.com': { TXT: [['hello']] } });
    const r = await analyzeTyposquat('example.com', createContext({ dns }), { fuzzers: ['omission'] });
    expect(r.registered).toEqual([]);
    expect(r.counts.noRecords).toBe(1);
  });

  it('a SERVFAIL on a follow-up after NODATA makes the variant unknown', async () => {
    const base = fakeDns({ 'exmple.com': { TXT: [['x']] } });
    const dns: DnsPort = {
      query: (name, type, o) =>
        name === 'exmple.com' && type === 'AAAA'
          ? Promise.resolve(answer(name, type, 'servfail'))
          : base.query(name, type, o),
    };
    const r = await analyzeTyposquat('example.com', createContext({ dns }), { fuzzers: ['omission'] });
    expect(r.unknown.map((u) => [u.domain, u.status])).toEqual([['exmple.com', 'servfail']]);
  });

  it('reports dns-unavailable when every checked variant failed', async () => {
    const dns: DnsPort = { query: (name, type) => Promise.resolve(answer(name, type, 'servfail')) };
    const r = await analyzeTyposquat('example.com', createContext({ dns }), { fuzzers: ['omission'] });
    expect(r.errorKey).toBe('typosquat.error.dns-unavailable');
    expect(r.registered).toEqual([]);
    expect(r.counts.unknown).toBe(7);
  });

  it('respects the query budget exactly and says it was cut short', async () => {
    const dns = fakeDns({});
    const r = await analyzeTyposquat('example.com', createContext({ dns }), { queryBudget: 10 });
    expect(dns.calls).toHaveLength(10);
    expect(r).toMatchObject({ queriesSent: 10, queryBudget: 10, variantsChecked: 10, stoppedBy: 'budget' });
    expect(r.variantsGenerated).toBeGreaterThan(100);
    expect(r.noteKeys).toContain('typosquat.note.budget-reached');
    // The most plausible variants were the ones checked.
    expect(
      dns.calls
        .slice(0, 7)
        .map((c) => c.name)
        .sort(),
    ).toEqual([...OMISSIONS].sort());
  });

  it('counts follow-up queries against the budget', async () => {
    const dns = fakeDns({ 'xample.com': { NS: ['ns.test'] }, 'eample.com': { TXT: [['x']] } });
    const r = await analyzeTyposquat('example.com', createContext({ dns }), {
      queryBudget: 3,
      concurrency: 1,
    });
    expect(dns.calls).toEqual([
      { name: 'xample.com', type: 'NS' },
      { name: 'xample.com', type: 'A' },
      { name: 'xample.com', type: 'AAAA' },
    ]);
    expect(r.registered.map((v) => [v.domain, v.detailsComplete])).toEqual([['xample.com', false]]);
    expect(r.stoppedBy).toBe('budget');
    const r2 = await analyzeTyposquat(
      'example.com',
      createContext({ dns: fakeDns({ 'xample.com': { TXT: [['x']] } }) }),
      {
        queryBudget: 2,
        concurrency: 1,
      },
    );
    expect(r2.unknown.map((u) => [u.domain, u.status, u.reasonKey])).toEqual([
      ['xample.com', null, 'typosquat.unknown.budget'],
    ]);
    expect(r2.queriesSent).toBe(2);
  });

  it('a budget of 0 sends nothing', async () => {
    const dns = fakeDns({});
    const r = await analyzeTyposquat('example.com', createContext({ dns }), { queryBudget: 0 });
    expect(dns.calls).toEqual([]);
    expect(r).toMatchObject({ variantsChecked: 0, queriesSent: 0, stoppedBy: 'budget' });
  });

  it('checks everything when the budget allows it', async () => {
    const dns = fakeDns({});
    const n = generateVariants('example.com').length;
    const r = await analyzeTyposquat('example.com', createContext({ dns }), { queryBudget: 5000 });
    expect(r).toMatchObject({ variantsGenerated: n, variantsChecked: n, queriesSent: n, stoppedBy: null });
    expect(r.counts.unregistered).toBe(n);
  });

  it('keeps at most `concurrency` queries in flight', async () => {
    const dns = slowDns(2);
    await analyzeTyposquat('example.com', createContext({ dns }), { queryBudget: 200, concurrency: 8 });
    expect(dns.maxInFlight).toBe(8);
    const dflt = slowDns(2);
    await analyzeTyposquat('example.com', createContext({ dns: dflt }), { queryBudget: 200 });
    expect(dflt.maxInFlight).toBe(TYPOSQUAT_LIMITS.defaultConcurrency);
  });

  it('stops at the deadline: no new query after it, in-flight ones end as unknown', async () => {
    const dns = slowDns(40);
    const started = performance.now();
    const r = await analyzeTyposquat('example.com', createContext({ dns, timeoutMs: 150 }));
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(1000);
    expect(r.stoppedBy).toBe('deadline');
    expect(r.noteKeys).toContain('typosquat.note.deadline-reached');
    expect(r.queriesSent).toBe(dns.calls);
    expect(r.variantsChecked).toBeLessThan(r.variantsGenerated);
    expect(r.unknown.every((u) => u.reasonKey === 'typosquat.unknown.deadline')).toBe(true);
    expect(r.registered).toEqual([]);
  });

  it('keeps the deadline even when a port ignores the abort signal', async () => {
    const dns: DnsPort = { query: () => new Promise<DnsAnswer>(() => undefined) };
    const controller = new AbortController();
    setTimeout(() => {
      controller.abort();
    }, 50);
    const r = await analyzeTyposquat('example.com', createContext({ dns }), { signal: controller.signal });
    expect(r.stoppedBy).toBe('deadline');
    expect(r.queriesSent).toBe(TYPOSQUAT_LIMITS.defaultConcurrency);
    expect(r.counts.unknown).toBe(TYPOSQUAT_LIMITS.defaultConcurrency);
  });

  it('offline: generates the variants, queries nothing', async () => {
    const dns: DnsPort = { query: () => Promise.reject(new Error('must not be called')) };
    const r = await analyzeTyposquat('example.com', createContext({ offline: true, dns }));
    expect(r).toMatchObject({
      variantsGenerated: generateVariants('example.com').length,
      variantsChecked: 0,
      queriesSent: 0,
      queryBudget: 600,
      stoppedBy: null,
      registered: [],
      unknown: [],
      errorKey: 'skip.offline-mode',
    });
  });

  it('lists at most 50 unknown variants but counts them all', async () => {
    const dns: DnsPort = {
      query: (name, type) =>
        Promise.resolve(answer(name, type, name.startsWith('e') ? 'servfail' : 'nxdomain')),
    };
    const r = await analyzeTyposquat('example.com', createContext({ dns }), { queryBudget: 5000 });
    expect(r.counts.unknown).toBeGreaterThan(50);
    expect(r.unknown).toHaveLength(TYPOSQUAT_LIMITS.maxUnknownListed);
  });

  it('counts per fuzzer, one entry for each in FUZZERS order', async () => {
    const dns = fakeDns({ 'examples.com': { A: ['192.0.2.1'] } });
    const r = await analyzeTyposquat('example.com', createContext({ dns }), { queryBudget: 5000 });
    expect(r.fuzzerCounts.map((c) => c.fuzzer)).toEqual([...FUZZERS]);
    expect(r.fuzzerCounts.find((c) => c.fuzzer === 'plural')).toMatchObject({
      fuzzerNameKey: 'typosquat.fuzzer.plural',
      registered: 1,
    });
    expect(r.fuzzerCounts.find((c) => c.fuzzer === 'omission')).toMatchObject({
      generated: 7,
      checked: 7,
      registered: 0,
    });
  });

  it('a bare public suffix has nothing to imitate', async () => {
    const dns = fakeDns({});
    const r = await analyzeTyposquat('co.uk', createContext({ dns }));
    expect(dns.calls).toEqual([]);
    expect(r).toMatchObject({
      registrableDomain: null,
      variantsGenerated: 0,
      errorKey: 'typosquat.error.no-registrable-domain',
    });
  });

  it('returns the full shape, JSON-serialisable, with known keys only', async () => {
    const r = await analyzeTyposquat(
      'exämple.com',
      createContext({ dns: fakeDns({ 'exmple.com': { A: ['192.0.2.1'] } }) }),
      {
        queryBudget: 50,
      },
    );
    expect(Object.keys(r).sort()).toEqual(
      [
        'checkedAt',
        'domain',
        'unicodeDomain',
        'registrableDomain',
        'variantsGenerated',
        'variantsChecked',
        'queriesSent',
        'queryBudget',
        'stoppedBy',
        'counts',
        'registered',
        'unknown',
        'fuzzerCounts',
        'errorKey',
        'noteKeys',
        'outcome',
      ].sort(),
    );
    expect(r.domain).toBe('xn--exmple-cua.com');
    expect(r.unicodeDomain).toBe('exämple.com');
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
    const keys = new Set<string>(TYPOSQUAT_KEYS);
    for (const k of [...r.noteKeys, ...r.fuzzerCounts.map((c) => c.fuzzerNameKey)])
      expect(keys.has(k)).toBe(true);
  });

  it('throws InputError only for a bad domain, RangeError for bad options', async () => {
    const ctx = createContext({ dns: fakeDns({}) });
    await expect(analyzeTyposquat('', ctx)).rejects.toSatisfy(isInputError);
    await expect(analyzeTyposquat('exa mple.com', ctx)).rejects.toSatisfy(isInputError);
    await expect(analyzeTyposquat('example.com', ctx, { queryBudget: -1 })).rejects.toThrow(RangeError);
    await expect(analyzeTyposquat('example.com', ctx, { concurrency: 0 })).rejects.toThrow(RangeError);
  });
});
