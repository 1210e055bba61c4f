/**
 * The service's own network health: before a network analysis says anything about a target, core
 * checks that its resolver answers like the real internet does. A captive portal, a resolver that
 * answers NXDOMAIN to every name, or a machine cut off would otherwise make every domain "not
 * exist", every address "not listed" and every look-alike "unregistered".
 *
 * The probes (names configurable through the context's `networkCheck`, so tests can point them at
 * a test root zone):
 *
 * - the root zone's SOA (`.` SOA) must be answered (`ok`);
 * - every name of `existingNames` (default `example.com`, RFC 2606: IANA keeps it delegated with a
 *   SOA) must answer its SOA (`ok`): NXDOMAIN for a name that must exist is a broken resolver;
 * - (the DNS client itself reads an NXDOMAIN without a SOA in the authority section as
 *   `malformed`, RFC 2308, so a bare NXDOMAIN is never taken for "does not exist");
 * - for the IP analysis, each DNSBL's mandatory test entry (RFC 5782 §5: `2.0.0.127.<zone>` must
 *   be listed, an A record in 127.0.0.0/8): a list whose test entry is not listed cannot be read,
 *   so the IP analysis says "not checked" for it instead of "not listed".
 *
 * Verdicts are kept in the context's cache for `ttlMs` (default one minute), aged by the context's
 * clock, and concurrent checks of one DNS port share one probe (single flight). A check cut short
 * by the caller's deadline is not cached. Core never reads the system clock here.
 */
import type { CachePort, Clock } from '../ports.js';
import { recordsOf, type DnsPort } from './dns/types.js';

export interface NetworkCheckConfig {
  /** Zone whose SOA must be answered; default `.` (the root). */
  readonly rootZone: string;
  /** Names that must exist: each must answer its SOA. Default `['example.com']`. */
  readonly existingNames: readonly string[];
  /** Reversed test address of the DNSBL test entries; default `2.0.0.127` (127.0.0.2, RFC 5782 §5). */
  readonly dnsblTestEntry: string;
  /** How long a verdict is kept, ms; default 60 000. */
  readonly ttlMs: number;
}

export const DEFAULT_NETWORK_CHECK: NetworkCheckConfig = Object.freeze({
  rootZone: '.',
  existingNames: Object.freeze(['example.com']),
  dnsblTestEntry: '2.0.0.127',
  ttlMs: 60_000,
});

/** The ports a health check needs (a subset of the `AnalysisContext`). */
export interface HealthPorts {
  readonly dns: DnsPort;
  readonly cache: CachePort;
  readonly clock: Clock;
  /** Null: no check (a DNS port given as is, e.g. a test fake, is trusted as it answers). */
  readonly networkCheck: NetworkCheckConfig | null;
}

export interface NetworkHealth {
  /** The resolver answered every probe as the real internet does. */
  readonly reachable: boolean;
  /** The first probe that failed, `<name> <type> <status>` (for logs and tests); null when reachable. */
  readonly failedProbe: string | null;
  /** When the verdict was reached (the context clock, ms since the epoch). */
  readonly checkedAt: number;
}

const portIds = new WeakMap<DnsPort, number>();
let nextPortId = 1;
const inFlight = new WeakMap<DnsPort, Map<string, Promise<unknown>>>();

function portId(dns: DnsPort): number {
  let id = portIds.get(dns);
  if (id === undefined) {
    id = nextPortId++;
    portIds.set(dns, id);
  }
  return id;
}

/** One probe per key at a time per DNS port; the verdict cached unless the signal aborted. */
async function cachedProbe<T>(
  ports: HealthPorts,
  key: string,
  ttlMs: number,
  isValue: (v: unknown) => v is T,
  probe: () => Promise<T>,
  signal: AbortSignal | undefined,
): Promise<T> {
  const cacheKey = `health\u0000${String(portId(ports.dns))}\u0000${key}`;
  const hit = ports.cache.get(cacheKey);
  if (isValue(hit)) return hit;
  let flights = inFlight.get(ports.dns);
  if (flights === undefined) {
    flights = new Map();
    inFlight.set(ports.dns, flights);
  }
  const running = flights.get(cacheKey);
  if (running !== undefined) return running as Promise<T>;
  const flight = flights;
  const promise = (async () => {
    try {
      const value = await probe();
      if (signal?.aborted !== true) ports.cache.set(cacheKey, value, ttlMs);
      return value;
    } finally {
      flight.delete(cacheKey);
    }
  })();
  flight.set(cacheKey, promise);
  return promise;
}

function isHealth(v: unknown): v is NetworkHealth {
  return typeof v === 'object' && v !== null && typeof (v as NetworkHealth).reachable === 'boolean';
}

const REACHABLE_UNCHECKED = (clock: Clock): NetworkHealth => ({
  reachable: true,
  failedProbe: null,
  checkedAt: clock.now(),
});

/**
 * The resolver health check (root SOA, names that must exist), cached for `ttlMs`.
 * Never rejects; with `networkCheck: null` it sends nothing and answers reachable.
 * @example if (!(await checkNetwork(ctx, signal)).reachable) return unreachableResult();
 */
export async function checkNetwork(ports: HealthPorts, signal?: AbortSignal): Promise<NetworkHealth> {
  const config = ports.networkCheck;
  if (config === null) return REACHABLE_UNCHECKED(ports.clock);
  const names = [config.rootZone, ...config.existingNames];
  return cachedProbe(
    ports,
    `resolver\u0000${names.join(',')}`,
    config.ttlMs,
    isHealth,
    async () => {
      const answers = await Promise.all(
        names.map((name) =>
          ports.dns.query(name, 'SOA', { provider: 'resolver', ...(signal ? { signal } : {}) }),
        ),
      );
      const failed = answers.findIndex((a) => a.status !== 'ok' || recordsOf(a, 'SOA').length === 0);
      return {
        reachable: failed === -1,
        failedProbe: failed === -1 ? null : `${names[failed] ?? ''} SOA ${answers[failed]?.status ?? ''}`,
        checkedAt: ports.clock.now(),
      };
    },
    signal,
  );
}

/** True when the resolver health check passes (see `checkNetwork`). */
export async function networkReachable(ports: HealthPorts, signal?: AbortSignal): Promise<boolean> {
  return (await checkNetwork(ports, signal)).reachable;
}

/** What a DNSBL answered for its mandatory test entry. */
export interface DnsblTestEntry {
  /** The test entry is listed (A records, all in 127.0.0.0/8, none an operator error code). */
  readonly listed: boolean;
  /** The A records answered (an operator error code such as 127.255.255.254 tells why not). */
  readonly codes: readonly string[];
}

function isTestEntry(v: unknown): v is DnsblTestEntry {
  return typeof v === 'object' && v !== null && typeof (v as DnsblTestEntry).listed === 'boolean';
}

/** A DNSBL test entry's answer lists it: A records, all in 127.0.0.0/8, none an operator error code. */
function listsTestEntry(addresses: readonly string[]): boolean {
  return (
    addresses.length > 0 &&
    addresses.every((a) => a.startsWith('127.') && a !== '127.0.0.1' && !a.startsWith('127.255.255.'))
  );
}

const UNCHECKED_ENTRY: DnsblTestEntry = Object.freeze({ listed: true, codes: Object.freeze([]) });

/**
 * What each DNSBL zone answers for its mandatory test entry (`<dnsblTestEntry>.<zone>`, RFC 5782
 * §5), each cached for `ttlMs`. With `networkCheck: null` every zone passes and nothing is sent.
 * @returns zone → `{ listed, codes }`: listed, the list answers as documented; not listed, it
 *   cannot be read now (`codes` may hold the operator's error code, e.g. Spamhaus' 127.255.255.254).
 */
export async function checkDnsblTestEntries(
  ports: HealthPorts,
  zones: readonly string[],
  signal?: AbortSignal,
): Promise<ReadonlyMap<string, DnsblTestEntry>> {
  const config = ports.networkCheck;
  if (config === null) return new Map(zones.map((z) => [z, UNCHECKED_ENTRY]));
  const entries = await Promise.all(
    zones.map((zone) =>
      cachedProbe(
        ports,
        `dnsbl\u0000${config.dnsblTestEntry}.${zone}`,
        config.ttlMs,
        isTestEntry,
        async (): Promise<DnsblTestEntry> => {
          const answer = await ports.dns.query(`${config.dnsblTestEntry}.${zone}`, 'A', {
            provider: 'dnsbl',
            ...(signal ? { signal } : {}),
          });
          const codes = answer.status === 'ok' ? recordsOf(answer, 'A').map((r) => r.data) : [];
          return { listed: listsTestEntry(codes), codes };
        },
        signal,
      ),
    ),
  );
  return new Map(zones.map((z, i) => [z, entries[i] ?? { listed: false, codes: [] }]));
}
