import type { CachePort, Clock } from './ports.js';

interface Entry {
  value: unknown;
  expiresAt: number;
}

/** A small bounded LRU with per-entry TTL: the default `cache` port. */
export class MemoryCache implements CachePort {
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;
  readonly #clock: Clock;

  constructor(options: { maxEntries: number; clock: Clock }) {
    if (!Number.isInteger(options.maxEntries) || options.maxEntries < 1) {
      throw new RangeError('maxEntries must be a positive integer');
    }
    this.#maxEntries = options.maxEntries;
    this.#clock = options.clock;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): unknown {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= this.#clock.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    // refresh recency
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: unknown, ttlMs: number): void {
    if (!(ttlMs > 0)) return;
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt: this.#clock.now() + ttlMs });
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done === true) break;
      this.#entries.delete(oldest.value);
    }
  }
}

/**
 * `fn` remembered for the last `max` distinct arguments (all forgotten at once when full): for pure
 * functions on hot paths, where a clock read and LRU bookkeeping per call would cost more than the
 * occasional recomputation after a clear.
 */
export function memoize<T>(fn: (key: string) => T, max: number): (key: string) => T {
  const seen = new Map<string, T>();
  return (key) => {
    const cached = seen.get(key);
    if (cached !== undefined) return cached;
    const value = fn(key);
    if (seen.size >= max) seen.clear();
    seen.set(key, value);
    return value;
  };
}
