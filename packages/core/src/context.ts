/**
 * The `AnalysisContext`: every piece of I/O an analysis may do comes through one of its ports, built
 * once by `createContext(options)`. Defaults are the real ones; tests and operators override them.
 * Core never reads `process.env` and never calls the system clock directly (lint-enforced).
 *
 * Ports present now: `clock`, `cache` and `dns`. The HTTP, TLS and provider ports arrive with the
 * analyses that need them; `offline: true` promises that no analysis contacts anything.
 */
import { MemoryCache } from './memory-cache.js';
import { createDnsClient, offlineDns } from './net/dns/client.js';
import { DEFAULT_DNS_SERVERS, parseDnsEndpoint } from './net/dns/servers.js';
import type { DnsPort } from './net/dns/types.js';

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
  /**
   * Every name an analysis resolves goes through this port (never the operating system's resolver).
   * Offline, it contacts nothing and answers `error`; analyses check `offline` first anyway.
   */
  readonly dns: DnsPort;
}

export interface ContextOptions {
  clock: Clock;
  cache: CachePort;
  offline: boolean;
  timeoutMs: number;
  /** The DNS port to use as is (tests: `fakeDns`, or a client pointed at nsd). Wins over `offline`. */
  dns: DnsPort;
  /**
   * Resolvers of the default DNS client (`ip[:port]`, `[ipv6]:port`, `https://<ip>/dns-query`),
   * e.g. from `SECAPI_DNS_SERVERS`; default the public resolvers `DEFAULT_DNS_SERVERS`. Ignored
   * when `dns` is given or `offline` is true.
   */
  dnsServers: readonly string[];
}

/** Options of one analysis call. */
export interface AnalyzeOptions {
  /** Aborts the analysis' network steps; combined with the context's `timeoutMs`. */
  readonly signal?: AbortSignal;
}

export const systemClock: Clock = Object.freeze({ now: () => Date.now() }); // eslint-disable-line no-restricted-syntax -- the one sanctioned system clock

const DEFAULTS: Readonly<Pick<ContextOptions, 'clock' | 'offline' | 'timeoutMs'>> = Object.freeze({
  clock: systemClock,
  offline: false,
  timeoutMs: 15_000,
});

export function createContext(options: Partial<ContextOptions> = {}): AnalysisContext {
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new RangeError(`timeoutMs must be a positive number, got ${String(timeoutMs)}`);
  }
  const clock = options.clock ?? DEFAULTS.clock;
  const cache = options.cache ?? new MemoryCache({ maxEntries: 10_000, clock });
  const offline = options.offline ?? DEFAULTS.offline;
  return Object.freeze({
    clock,
    cache,
    offline,
    timeoutMs,
    dns: options.dns ?? (offline ? offlineDns : lazyDnsClient(options.dnsServers, cache, clock)),
  });
}

/**
 * The default DNS port: the real client, created on the first query (the servers are validated
 * now, so a bad list fails at start), sharing the context's cache and clock.
 */
function lazyDnsClient(servers: readonly string[] | undefined, cache: CachePort, clock: Clock): DnsPort {
  const list = servers ?? DEFAULT_DNS_SERVERS;
  if (list.length === 0) throw new RangeError('dnsServers must list at least one resolver');
  for (const entry of list) parseDnsEndpoint(entry);
  let client: DnsPort | undefined;
  return Object.freeze({
    query: (...args: Parameters<DnsPort['query']>) => {
      client ??= createDnsClient({ servers: list, cache, clock });
      return client.query(...args);
    },
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
