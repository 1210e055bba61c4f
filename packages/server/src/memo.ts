/**
 * Memoisation with single-flight: a bounded LRU (quick-lru, `maxSize` + `maxAge`) of settled values
 * plus a map of in-flight promises, so concurrent identical requests share one computation.
 * Rejections are never cached (the next request recomputes). `ttlMs` is one lifetime for every entry
 * or a function of the value (e.g. a failed analysis kept 30 s, a good one 5 min); a lifetime of 0
 * or less means "do not cache" (the value still goes to every caller of the same flight).
 */
import QuickLRU from 'quick-lru';

export interface Memo<T> {
  /** The cached value of `key`, the pending computation of `key`, or a new one from `compute`. */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * Whether `get(key)` would answer without a new computation (a cached value or one in flight).
   * Never computes and never changes the entry's age; false when the store cannot be asked.
   */
  has(key: string): Promise<boolean>;
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

export interface MemoOptions<T> {
  /** Most entries kept (quick-lru may hold up to twice as many across its two generations). */
  maxEntries?: number;
  /** Lifetime of an entry in ms, or a function of the value; <= 0: not cached. Default 6 h. */
  ttlMs?: number | ((value: T) => number);
  /** Called on a cached value, a joined computation in flight, a new computation (metrics). */
  onHit?: () => void;
  onJoin?: () => void;
  onMiss?: () => void;
}

export function createMemo<T>(options: MemoOptions<T> = {}): Memo<T> {
  const ttl = options.ttlMs ?? DEFAULT_CACHE_TTL_MS;
  const lru = new QuickLRU<string, T>({
    maxSize: options.maxEntries ?? DEFAULT_CACHE_MAX_ENTRIES,
    maxAge: typeof ttl === 'number' ? ttl : DEFAULT_CACHE_TTL_MS,
  });
  const inflight = new Map<string, Promise<T>>();
  return {
    get(key, compute) {
      const hit = lru.get(key);
      if (hit !== undefined) {
        options.onHit?.();
        return Promise.resolve(hit);
      }
      const pending = inflight.get(key);
      if (pending !== undefined) {
        options.onJoin?.();
        return pending;
      }
      options.onMiss?.();
      // Started on the next microtask so that even a synchronous throw of `compute` is a rejection
      // handled like any other (and never leaves a stale entry behind).
      const promise: Promise<T> = Promise.resolve()
        .then(compute)
        .then((value) => {
          // Shared by every later caller: freeze it so no one can alter another's result.
          const maxAge = typeof ttl === 'number' ? ttl : ttl(value);
          deepFreeze(value);
          if (maxAge > 0) lru.set(key, value, { maxAge });
          return value;
        })
        .finally(() => {
          if (inflight.get(key) === promise) inflight.delete(key);
        });
      inflight.set(key, promise);
      return promise;
    },
    has(key) {
      return Promise.resolve(lru.has(key) || inflight.has(key));
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
