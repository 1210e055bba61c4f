/**
 * The `AnalysisContext`: every piece of I/O an analysis may do comes through one of its ports, built
 * once by `createContext(options)`. Defaults are the real ones; tests and operators override them.
 * Core never reads `process.env` and never calls the system clock directly (lint-enforced).
 *
 * Ports present now: `clock` and `cache`. The DNS, HTTP, TLS and provider ports arrive with the
 * analyses that need them; `offline: true` promises that no analysis contacts anything.
 */
import { MemoryCache } from './memory-cache.js';

export interface Clock {
  /** Current time in milliseconds since the epoch. */
  now(): number;
}

export interface CachePort {
  get(key: string): unknown;
  set(key: string, value: unknown, ttlMs: number): void;
}

export interface AnalysisContext {
  readonly clock: Clock;
  readonly cache: CachePort;
  /** When true, no analysis contacts the network; network parts report `skip.offline-mode`. */
  readonly offline: boolean;
  /** Default deadline of one analysis, in milliseconds. */
  readonly timeoutMs: number;
}

export interface ContextOptions {
  clock: Clock;
  cache: CachePort;
  offline: boolean;
  timeoutMs: number;
}

/** Options of one analysis call. */
export interface AnalyzeOptions {
  /** Aborts the analysis' network steps; combined with the context's `timeoutMs`. */
  readonly signal?: AbortSignal;
}

export const systemClock: Clock = Object.freeze({ now: () => Date.now() }); // eslint-disable-line no-restricted-syntax -- the one sanctioned system clock

const DEFAULTS: Readonly<Omit<ContextOptions, 'cache'>> = Object.freeze({
  clock: systemClock,
  offline: false,
  timeoutMs: 15_000,
});

export function createContext(options: Partial<ContextOptions> = {}): AnalysisContext {
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new RangeError(`timeoutMs must be a positive number, got ${String(timeoutMs)}`);
  }
  return Object.freeze({
    clock: options.clock ?? DEFAULTS.clock,
    cache: options.cache ?? new MemoryCache({ maxEntries: 10_000, clock: options.clock ?? DEFAULTS.clock }),
    offline: options.offline ?? DEFAULTS.offline,
    timeoutMs,
  });
}

let defaultContext: AnalysisContext | undefined;

/** The context used when an analysis is called without one (lazily created, shared). */
export function getDefaultContext(): AnalysisContext {
  defaultContext ??= createContext();
  return defaultContext;
}

/** The deadline of one analysis: the caller's signal, if any, combined with the context timeout. */
export function deadlineSignal(ctx: AnalysisContext, options: AnalyzeOptions = {}): AbortSignal {
  const timeout = AbortSignal.timeout(ctx.timeoutMs);
  return options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
}
