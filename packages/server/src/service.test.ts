import {
  analyzeDns as analyzeDnsCore,
  analyzeTyposquat as analyzeTyposquatCore,
  createContext,
  InputError,
  type AnalysisContext,
} from '@secapi/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dnsReply, startScriptedDnsServer } from '@secapi/test-kit';
import { fakeMessageResult, fakeUrlResult } from '@secapi/test-kit/fixtures/server-results.js';
import { loadConfig } from './config.js';
import { createMemo, DEFAULT_CACHE_TTL_MS } from './memo.js';
import {
  ANALYSIS_TTL_MS,
  FAILED_ANALYSIS_TTL_MS,
  PARTIAL_RESULT_TTL_MS,
  createService,
  outcomeTtl,
} from './service.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('createMemo', () => {
  it('keeps a value for 6 hours, then recomputes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    const memo = createMemo<number>();
    let n = 0;
    const compute = () => Promise.resolve(++n);
    expect(await memo.get('k', compute)).toBe(1);
    vi.setSystemTime(Date.now() + DEFAULT_CACHE_TTL_MS - 1000);
    expect(await memo.get('k', compute)).toBe(1);
    vi.setSystemTime(Date.now() + 2000);
    expect(await memo.get('k', compute)).toBe(2);
  });

  it('has(key): true for a cached value or one in flight, without computing; false after a failure', async () => {
    const memo = createMemo<number>();
    let n = 0;
    expect(await memo.has('k')).toBe(false);
    let release = (_v: number): void => undefined;
    const pending = memo.get('k', () => new Promise<number>((resolve) => (release = resolve)));
    expect(await memo.has('k')).toBe(true);
    release(7);
    expect(await pending).toBe(7);
    expect(await memo.has('k')).toBe(true);
    await expect(memo.get('bad', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await memo.has('bad')).toBe(false);
    expect(await memo.get('k', () => Promise.resolve(++n))).toBe(7);
    expect(n).toBe(0);
  });

  it('is bounded: the least recently used entries go first', async () => {
    const memo = createMemo<string>({ maxEntries: 2 });
    let calls = 0;
    const compute = (v: string) => () => {
      calls++;
      return Promise.resolve(v);
    };
    for (const k of ['a', 'b', 'c', 'd', 'e']) await memo.get(k, compute(k));
    expect(memo.size).toBeLessThanOrEqual(4); // quick-lru keeps up to 2 × maxSize across its two generations
    calls = 0;
    await memo.get('a', compute('a'));
    expect(calls).toBe(1);
  });

  it('shares one pending computation and forgets it when it settles', async () => {
    const memo = createMemo<number>();
    let release: (v: number) => void = () => undefined;
    const compute = vi.fn(() => new Promise<number>((r) => (release = r)));
    const all = Promise.all([memo.get('k', compute), memo.get('k', compute), memo.get('k', compute)]);
    await Promise.resolve();
    await Promise.resolve();
    expect(memo.pending).toBe(1);
    release(7);
    expect(await all).toEqual([7, 7, 7]);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(memo.pending).toBe(0);
  });

  it('does not cache a rejection, nor a synchronous throw', async () => {
    const memo = createMemo<number>();
    await expect(memo.get('k', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(
      memo.get('k', () => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    expect(memo.pending).toBe(0);
    expect(await memo.get('k', () => Promise.resolve(3))).toBe(3);
  });

  it('takes the lifetime of each entry from a function of its value; 0 means not cached', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    const memo = createMemo<{ v: number; failed: boolean }>({ ttlMs: (x) => (x.failed ? 30_000 : 300_000) });
    let n = 0;
    const compute = (failed: boolean) => () => Promise.resolve({ v: ++n, failed });
    expect((await memo.get('ok', compute(false))).v).toBe(1);
    expect((await memo.get('bad', compute(true))).v).toBe(2);
    vi.setSystemTime(Date.now() + 31_000);
    expect((await memo.get('ok', compute(false))).v).toBe(1);
    expect((await memo.get('bad', compute(true))).v).toBe(3);
    vi.setSystemTime(Date.now() + 300_000);
    expect((await memo.get('ok', compute(false))).v).toBe(4);

    const never = createMemo<number>({ ttlMs: () => 0 });
    expect(await never.get('k', () => Promise.resolve(1))).toBe(1);
    expect(await never.get('k', () => Promise.resolve(2))).toBe(2);
    expect(never.size).toBe(0);
  });

  it('freezes cached values so no caller can alter another caller’s result', async () => {
    const memo = createMemo<{ a: { b: number } }>();
    const v = await memo.get('k', () => Promise.resolve({ a: { b: 1 } }));
    expect(Object.isFrozen(v.a)).toBe(true);
  });
});

describe('createService', () => {
  const config = loadConfig({});
  const context = createContext({ offline: true });

  it('memoises analyzeUrl by input and passes the context to the analyzer', async () => {
    const analyzeUrl = vi.fn((input: string) => Promise.resolve(fakeUrlResult(input)));
    const service = createService(config, { context, analyzers: { analyzeUrl } });
    await service.analyzeUrl('example.com');
    await service.analyzeUrl('example.com');
    await service.analyzeUrl('example.org');
    expect(analyzeUrl.mock.calls).toEqual([
      ['example.com', context],
      ['example.org', context],
    ]);
  });

  it('never memoises analyzeMessage', async () => {
    const analyzeMessage = vi.fn((m: string) => Promise.resolve(fakeMessageResult(m)));
    const service = createService(config, { context, analyzers: { analyzeMessage } });
    await service.analyzeMessage('hello');
    await service.analyzeMessage('hello');
    expect(analyzeMessage).toHaveBeenCalledTimes(2);
  });

  it('rejects with the analyzer’s InputError', async () => {
    const service = createService(config, {
      context,
      analyzers: { analyzeUrl: (i) => Promise.resolve(fakeUrlResult(i)) },
    });
    await expect(service.analyzeUrl('nodot')).rejects.toBeInstanceOf(InputError);
  });

  it('returns the same limiter instance for a partition every time, and throws for an unknown one', () => {
    const service = createService(config, { context });
    expect(service.limiter('check-url')).toBe(service.limiter('check-url'));
    expect(service.limiter('check-url')).not.toBe(service.limiter('check-message'));
    expect(() => service.limiter('check-nothing')).toThrow(/unknown rate-limit partition/);
  });

  it('uses the real core analyses by default (offline context from SECAPI_OFFLINE)', async () => {
    const service = createService(loadConfig({ SECAPI_OFFLINE: '1' }));
    const result = await service.analyzeUrl('https://example.com/');
    expect(result.normalizedUrl).toBe('https://example.com/');
  });
});

describe('outcomeTtl', () => {
  it('keeps a complete result for the endpoint TTL, a partial one 5 min at most, a failed one 30 s', () => {
    const ttl = outcomeTtl(ANALYSIS_TTL_MS['check-ip']);
    expect(ttl({ outcome: 'complete' })).toBe(60 * 60_000);
    expect(ttl({ outcome: 'partial' })).toBe(PARTIAL_RESULT_TTL_MS);
    expect(ttl({ outcome: 'failed' })).toBe(FAILED_ANALYSIS_TTL_MS);
    // Never longer than the endpoint's own TTL.
    expect(outcomeTtl(60_000)({ outcome: 'partial' })).toBe(60_000);
  });
});

describe('createService: checkedAt', () => {
  it('is when the analysis ran (the context clock): a memo hit keeps it, a recomputation renews it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    let now = Date.parse('2025-03-01T08:00:00Z');
    const context = createContext({ offline: true, clock: { now: () => now } });
    const service = createService(loadConfig({}), { context });
    const first = await service.analyzeDns('example.com');
    expect(first.checkedAt).toBe('2025-03-01T08:00:00.000Z');
    now += 10_000;
    vi.setSystemTime(Date.now() + 10_000);
    const hit = await service.analyzeDns('example.com');
    expect(hit.checkedAt).toBe('2025-03-01T08:00:00.000Z');
    // The offline result is `failed`: kept 30 s at most, then computed again at the clock's time.
    vi.setSystemTime(Date.now() + FAILED_ANALYSIS_TTL_MS + 1000);
    now += FAILED_ANALYSIS_TTL_MS + 1000;
    const again = await service.analyzeDns('example.com');
    expect(again.checkedAt).toBe(new Date(now).toISOString());
    // check-url re-applies the phishing feeds after its memo: the time stays the analysis' own.
    const url = await service.analyzeUrl('https://example.com/');
    now += 5000;
    expect((await service.analyzeUrl('https://example.com/')).checkedAt).toBe(url.checkedAt);
  });
});

describe('createService: the DNS family', () => {
  const config = loadConfig({});

  it('memoises by endpoint + trimmed input and passes the trimmed input and the context', async () => {
    const context = createContext({ offline: true });
    const analyzeDns = vi.fn((domain: string, ctx: AnalysisContext) => analyzeDnsCore(domain, ctx));
    const service = createService(config, { context, analyzers: { analyzeDns } });
    await service.analyzeDns(' example.com ');
    await service.analyzeDns('example.com');
    await service.analyzeDns('EXAMPLE.com');
    expect(analyzeDns.mock.calls).toEqual([
      ['example.com', context],
      ['EXAMPLE.com', context],
    ]);
  });

  it('keeps a partial typosquat result (cut short by the deadline) for 5 minutes only', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    const context = createContext({ offline: true });
    let calls = 0;
    const service = createService(config, {
      context,
      analyzers: {
        analyzeTyposquat: async (domain, ctx) => {
          calls++;
          return {
            ...(await analyzeTyposquatCore(domain, ctx)),
            errorKey: null,
            stoppedBy: 'deadline',
            outcome: 'partial',
          };
        },
      },
    });
    await service.analyzeTyposquat('example.com');
    vi.setSystemTime(Date.now() + PARTIAL_RESULT_TTL_MS - 1000);
    await service.analyzeTyposquat('example.com');
    expect(calls).toBe(1);
    vi.setSystemTime(Date.now() + 2000);
    await service.analyzeTyposquat('example.com');
    expect(calls).toBe(2);
  });
});

describe('createService: SECAPI_DNS_SERVERS', () => {
  it('gives the analyses a context whose DNS port asks the configured resolvers', async () => {
    const server = await startScriptedDnsServer((q) => dnsReply.a(q, '192.0.2.80'));
    try {
      const config = loadConfig({ SECAPI_DNS_SERVERS: server.server });
      expect(config.dnsServers).toEqual([server.server]);
      let seen: unknown;
      const service = createService(config, {
        analyzers: {
          analyzeUrl: async (input, ctx) => {
            seen = await ctx.dns.query('www.example-test.com', 'A');
            return fakeUrlResult(input);
          },
        },
      });
      await service.analyzeUrl('example.com');
      expect(seen).toMatchObject({ status: 'ok', resolver: server.server });
      expect(server.counts.udp).toBe(1);
    } finally {
      await server.stop();
    }
  });

  it('offline, the DNS port contacts nothing', async () => {
    const server = await startScriptedDnsServer((q) => dnsReply.a(q, '192.0.2.80'));
    try {
      const config = loadConfig({ SECAPI_DNS_SERVERS: server.server, SECAPI_OFFLINE: '1' });
      let seen: unknown;
      const service = createService(config, {
        analyzers: {
          analyzeUrl: async (input, ctx) => {
            seen = await ctx.dns.query('www.example-test.com', 'A');
            return fakeUrlResult(input);
          },
        },
      });
      await service.analyzeUrl('example.com');
      expect(seen).toMatchObject({ status: 'error', resolver: null });
      expect(server.counts.udp).toBe(0);
    } finally {
      await server.stop();
    }
  });
});
