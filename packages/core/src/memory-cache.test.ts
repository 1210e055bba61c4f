import { describe, expect, it } from 'vitest';

import { createContext, deadlineSignal } from './context.js';
import { MemoryCache, memoize } from './memory-cache.js';

function fakeClock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('MemoryCache', () => {
  it('returns a value until its TTL expires', () => {
    const clock = fakeClock();
    const cache = new MemoryCache({ maxEntries: 10, clock });
    cache.set('a', 1, 1000);
    clock.advance(999);
    expect(cache.get('a')).toBe(1);
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts the least recently used entry past maxEntries', () => {
    const cache = new MemoryCache({ maxEntries: 2, clock: fakeClock() });
    cache.set('a', 1, 1000);
    cache.set('b', 2, 1000);
    cache.get('a');
    cache.set('c', 3, 1000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('ignores non-positive TTLs and rejects a bad size', () => {
    const cache = new MemoryCache({ maxEntries: 2, clock: fakeClock() });
    cache.set('a', 1, 0);
    expect(cache.get('a')).toBeUndefined();
    expect(() => new MemoryCache({ maxEntries: 0, clock: fakeClock() })).toThrow(RangeError);
  });
});

describe('createContext', () => {
  it('fills defaults and keeps overrides', () => {
    const clock = fakeClock(42);
    const ctx = createContext({ clock, offline: true, timeoutMs: 500 });
    expect(ctx.offline).toBe(true);
    expect(ctx.clock.now()).toBe(42);
    expect(ctx.timeoutMs).toBe(500);
    expect(createContext().offline).toBe(false);
  });

  it('rejects a non-positive timeout', () => {
    expect(() => createContext({ timeoutMs: 0 })).toThrow(RangeError);
  });

  it('aborts the deadline when the caller aborts', () => {
    const ctx = createContext({ timeoutMs: 60_000 });
    const controller = new AbortController();
    const signal = deadlineSignal(ctx, { signal: controller.signal });
    expect(signal.aborted).toBe(false);
    controller.abort();
    expect(signal.aborted).toBe(true);
  });

  it('aborts the deadline when the timeout passes', async () => {
    const signal = deadlineSignal(createContext({ timeoutMs: 10 }));
    await new Promise((r) => setTimeout(r, 40));
    expect(signal.aborted).toBe(true);
  });
});

describe('memoize', () => {
  it('computes once per argument, and again after being cleared when full', () => {
    let calls = 0;
    const double = memoize((s: string) => {
      calls++;
      return s + s;
    }, 2);
    expect(double('a')).toBe('aa');
    expect(double('a')).toBe('aa');
    expect(calls).toBe(1);
    double('b');
    double('c'); // full at 2: cleared, then c kept
    expect(calls).toBe(3);
    double('a');
    expect(calls).toBe(4);
    double('c');
    expect(calls).toBe(4);
  });
});
