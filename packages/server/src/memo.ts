/**
 * Memoisation with single-flight: a bounded LRU (quick-lru, `maxSize` + `maxAge`) of settled values
 * plus a map of in-flight promises, so concurrent identical requests share one computation.
 * Rejections are never cached (the next request recomputes).
 */
import QuickLRU from 'quick-lru';

export interface Memo<T> {
  /** The cached value of `key`, the pending computation of `key`, or a new one from `compute`. */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** Number of cached (settled) values. */
  readonly size: number;
  /** Number of computations in flight. */
  readonly pending: number;
  clear(): void;
}

export const DEFAULT_CACHE_TTL_MS = 6 * 60 * 60 * 1000;
export const DEFAULT_CACHE_MAX_ENTRIES = 10_000;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export function createMemo<T>(options: { maxEntries?: number; ttlMs?: number } = {}): Memo<T> {
  const lru = new QuickLRU<string, T>({
    maxSize: options.maxEntries ?? DEFAULT_CACHE_MAX_ENTRIES,
    maxAge: options.ttlMs ?? DEFAULT_CACHE_TTL_MS,
  });
  const inflight = new Map<string, Promise<T>>();
  return {
    get(key, compute) {
      const hit = lru.get(key);
      if (hit !== undefined) return Promise.resolve(hit);
      const pending = inflight.get(key);
      if (pending !== undefined) return pending;
      // Started on the next microtask so that even a synchronous throw of `compute` is a rejection
      // handled like any other (and never leaves a stale entry behind).
      const promise: Promise<T> = Promise.resolve()
        .then(compute)
        .then((value) => {
          // Shared by every later caller: freeze it so no one can alter another's result.
          lru.set(key, deepFreeze(value));
          return value;
        })
        .finally(() => {
          if (inflight.get(key) === promise) inflight.delete(key);
        });
      inflight.set(key, promise);
      return promise;
    },
    get size() {
      return lru.size;
    },
    get pending() {
      return inflight.size;
    },
    clear() {
      lru.clear();
    },
  };
}
