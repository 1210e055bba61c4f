/**
 * The small contracts every layer of core shares, with no import of its own: the clock, the cache
 * port and the options of one analysis call. `context.ts` builds the ports; `net/` and the analyses
 * depend on these types only, so no import cycle runs through the context.
 */

export interface Clock {
  /** Current time in milliseconds since the epoch. */
  now(): number;
}

export interface CachePort {
  get(key: string): unknown;
  set(key: string, value: unknown, ttlMs: number): void;
}

/** Options of one analysis call. */
export interface AnalyzeOptions {
  /** Aborts the analysis' network steps; combined with the context's `timeoutMs`. */
  readonly signal?: AbortSignal;
}
