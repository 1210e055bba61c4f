/**
 * The `AnalysisContext`: every piece of I/O an analysis may do comes through one of its ports, built
 * once by `createContext(options)`. Defaults are the real ones; tests and operators override them.
 * Core never reads `process.env` and never calls the system clock directly (lint-enforced).
 *
 * Ports present now: `clock`, `cache`, `dns`, `http` and `tls` (both under the address `policy`)
 * and the provider endpoints `providers`; `offline: true` promises that no analysis contacts anything.
 */
import { setMaxListeners } from 'node:events';
import { systemClock } from './clock.js';
import { MemoryCache } from './memory-cache.js';
import { DEFAULT_DNS_SERVERS, parseDnsEndpoint } from './net/dns/servers.js';
import type { DnsPort } from './net/dns/types.js';
import { publicOnlyPolicy } from './net/http/policy.js';
import { DEFAULT_PROVIDERS } from './net/http/types.js';
import type { AddressPolicy, HttpPort, ProviderEndpoints } from './net/http/types.js';
import { DEFAULT_NETWORK_CHECK, type NetworkCheckConfig } from './net/health.js';
import { offlineDns, offlineHttp, offlineTls } from './net/offline-ports.js';
import type { TlsPort } from './net/tls/types.js';
import type { PhishingFeedLookup } from './providers/phishing-feeds/store.js';
import type { AnalyzeOptions, CachePort, Clock } from './ports.js';

export type { AnalyzeOptions, CachePort, Clock } from './ports.js';
export type { NetworkCheckConfig } from './net/health.js';
export { systemClock } from './clock.js';

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
  /**
   * Every HTTP request (targets and providers) goes through this port: it resolves through `dns`,
   * connects only to addresses `policy` allows and follows redirects by hand. Offline, it contacts
   * nothing and answers `connection-failed` (detail `offline`).
   */
  readonly http: HttpPort;
  /**
   * Every TLS connection to an analysed host (raw ClientHello probes and full handshakes) goes
   * through this port: it resolves through `dns`, connects only to addresses `policy` allows, on port
   * 443 only (a test policy's `mapPort` may redirect it to a local port), a handful of connections at
   * a time per target. Offline, it contacts nothing and answers `offline`.
   */
  readonly tls: TlsPort;
  /** Which addresses the network ports may connect to: `publicOnlyPolicy` unless a test injects one. */
  readonly policy: AddressPolicy;
  /** Where the third-party providers live (default `DEFAULT_PROVIDERS`). */
  readonly providers: ProviderEndpoints;
  /**
   * Known-phishing feeds held in memory (a `PhishingFeedStore` the server refreshes in the
   * background); looked up locally, nothing is sent anywhere. Null (the default): not looked up.
   */
  readonly phishingFeeds: PhishingFeedLookup | null;
  /**
   * The resolver health check every network analysis runs first (net/health.ts): when it fails,
   * the analysis answers `outcome: 'failed'`, `errorKey: 'error.network-unreachable'` and states
   * nothing about the target. Null: no check (offline, or a DNS port given as is).
   */
  readonly networkCheck: NetworkCheckConfig | null;
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
  /** The HTTP port to use as is (tests: `fakeHttp`). Wins over `offline`. */
  http: HttpPort;
  /** The TLS port to use as is (tests: `createTlsClient` with a test CA and policy). Wins over `offline`. */
  tls: TlsPort;
  /**
   * TESTS ONLY: the address policy of the default HTTP and TLS ports (default `publicOnlyPolicy`; there is
   * no configuration switch to weaken it).
   */
  policy: AddressPolicy;
  /** Provider endpoints overriding `DEFAULT_PROVIDERS` one by one (tests: local servers). */
  providers: Partial<ProviderEndpoints>;
  /** Known-phishing feed store to look URLs up in (default null: none). */
  phishingFeeds: PhishingFeedLookup | null;
  /**
   * The resolver health check: the probes to use (each field defaults to `DEFAULT_NETWORK_CHECK`:
   * root SOA, `example.com` SOA, DNSBL test entry 127.0.0.2, one minute), or null for none.
   * Default: on when the context builds its own network ports (`dnsServers` or the public
   * resolvers), off when `dns` or `http` is given as is (a test fake answers what it is told; pass
   * `networkCheck` to check such ports too) and offline. Tests against a test root zone set
   * `existingNames`.
   */
  networkCheck: Partial<NetworkCheckConfig> | null;
}

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
  const dns = options.dns ?? (offline ? offlineDns : lazyDnsClient(options.dnsServers, cache, clock));
  const policy = options.policy ?? publicOnlyPolicy;
  const providers: ProviderEndpoints = Object.freeze({
    ...DEFAULT_PROVIDERS,
    ...definedOnly(options.providers),
  });
  return Object.freeze({
    clock,
    cache,
    offline,
    timeoutMs,
    dns,
    http: options.http ?? (offline ? offlineHttp : lazyHttpClient(dns, policy)),
    tls: options.tls ?? (offline ? offlineTls : lazyTlsClient(dns, policy)),
    policy,
    providers,
    phishingFeeds: options.phishingFeeds ?? null,
    networkCheck: networkCheckOf(options, offline),
  });
}

function networkCheckOf(options: Partial<ContextOptions>, offline: boolean): NetworkCheckConfig | null {
  const given = options.networkCheck;
  if (given === null) return null;
  if (given === undefined && (options.dns !== undefined || options.http !== undefined || offline)) {
    return null;
  }
  const config = { ...DEFAULT_NETWORK_CHECK, ...definedOnly(given) };
  if (!Number.isFinite(config.ttlMs) || config.ttlMs <= 0) {
    throw new RangeError(`networkCheck.ttlMs must be a positive number, got ${String(config.ttlMs)}`);
  }
  return Object.freeze({ ...config, existingNames: Object.freeze([...config.existingNames]) });
}

function definedOnly<T extends object>(partial: T | undefined): Partial<T> {
  if (partial === undefined) return {};
  return Object.fromEntries(Object.entries(partial).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/*
 * The real clients are imported on first use, not with this module: an offline context (the
 * `secapi` command's usual one) never needs their code, and compiling it cost an offline single
 * URL 20-30 ms of CPU at start. Each port's methods already answer promises, so the import waits
 * inside the first call; a failed import rejects that call and is tried again on the next one.
 */

/** The default HTTP port: the SSRF-safe client over the context's DNS port, created on first use. */
function lazyHttpClient(dns: DnsPort, policy: AddressPolicy): HttpPort {
  let client: Promise<HttpPort> | undefined;
  const load = (): Promise<HttpPort> =>
    (client ??= import('./net/http/client.js').then(
      (m) => m.createHttpClient({ dns, policy }),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    ));
  return Object.freeze({
    request: async (...args: Parameters<HttpPort['request']>) => (await load()).request(...args),
  });
}

/** The default TLS port: the real client over the context's DNS port, created on first use. */
function lazyTlsClient(dns: DnsPort, policy: AddressPolicy): TlsPort {
  let client: Promise<TlsPort> | undefined;
  const load = (): Promise<TlsPort> =>
    (client ??= import('./net/tls/client.js').then(
      (m) => m.createTlsClient({ dns, policy }),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    ));
  return Object.freeze({
    open: async (...args: Parameters<TlsPort['open']>) => (await load()).open(...args),
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
  let client: Promise<DnsPort> | undefined;
  const load = (): Promise<DnsPort> =>
    (client ??= import('./net/dns/client.js').then(
      (m) => m.createDnsClient({ servers: list, cache, clock }),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    ));
  return Object.freeze({
    query: async (...args: Parameters<DnsPort['query']>) => (await load()).query(...args),
  });
}

let defaultContext: AnalysisContext | undefined;

/** The context used when an analysis is called without one (lazily created, shared). */
export function getDefaultContext(): AnalysisContext {
  defaultContext ??= createContext();
  return defaultContext;
}

/** The ports and settings every context has (`createContext` fills each one). */
const CONTEXT_FIELDS = ['clock', 'cache', 'dns', 'http', 'tls', 'policy', 'providers'] as const;
/** The settings every context has that may be null (none), but never missing. */
const NULLABLE_FIELDS = ['phishingFeeds', 'networkCheck'] as const;
/** Contexts filled from a partial one, per object handed in (a caller reusing `{}` gets one). */
const filledContexts = new WeakMap<object, AnalysisContext>();

/**
 * The context an analysis runs with: the default one when `ctx` is omitted, `ctx` itself when it is
 * complete (made by `createContext`, or built whole by hand), and, for a JavaScript caller that
 * passes a partial one (`analyzeUrl(u, {})`, `{ offline: true }`), that object read as
 * `createContext`'s options, the rest filled with defaults (remembered per object). Anything but an
 * object is a `TypeError` naming `createContext`.
 */
export function contextOf(ctx: AnalysisContext | undefined): AnalysisContext {
  // A JavaScript caller may hand in anything: read it as unknown.
  const given: unknown = ctx;
  if (given === undefined || given === null) return getDefaultContext();
  if (typeof given !== 'object') {
    throw new TypeError(`the context must be an object made by createContext(), got ${typeof given}`);
  }
  const fields = given as Partial<Record<string, unknown>>;
  const complete =
    typeof fields.offline === 'boolean' &&
    typeof fields.timeoutMs === 'number' &&
    CONTEXT_FIELDS.every((field) => typeof fields[field] === 'object' && fields[field] !== null) &&
    NULLABLE_FIELDS.every((field) => typeof fields[field] === 'object');
  if (complete) return given as AnalysisContext;
  let filled = filledContexts.get(given);
  if (filled === undefined) {
    filled = createContext(given);
    filledContexts.set(given, filled);
  }
  return filled;
}

/**
 * Lookups and requests one analysis may have waiting on its deadline at once (an SPF include tree,
 * the CAA walk, DNSBL zones): above Node's default of 10, which would print a leak warning for an
 * ordinary fan-out, and still bounded so that a real leak is reported.
 */
export const DEADLINE_LISTENERS = 100;

/** The deadline of one analysis: the caller's signal, if any, combined with the context timeout. */
export function deadlineSignal(ctx: AnalysisContext, options: AnalyzeOptions = {}): AbortSignal {
  const timeout = AbortSignal.timeout(ctx.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  setMaxListeners(DEADLINE_LISTENERS, signal);
  return signal;
}
