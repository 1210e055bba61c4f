/**
 * The real DNS port: a stub resolver built on `dns-packet` that talks to the configured recursive
 * resolvers only (UDP first, TCP when the reply is truncated; or DNS-over-HTTPS, RFC 8484), and
 * never to anything else: no operating-system resolver, no other address.
 *
 * Defaults (see packages/core/docs/dns-port.md):
 * - servers `DEFAULT_DNS_SERVERS` (1.1.1.1, 8.8.8.8, 9.9.9.9), port 53;
 * - per-attempt timeout 2 s; `attempts` = max(2, number of servers): attempt i goes to server
 *   i mod n, so every configured server is tried once in order and a lone server gets a retry;
 *   timeouts, SERVFAIL, REFUSED, malformed replies and network errors move on to the next attempt,
 *   the final status is the last attempt's; ok / nodata / nxdomain end the query;
 * - at most 64 queries in flight per client (more wait in a queue, still honouring their signal);
 * - EDNS0 with a 1232-byte UDP payload; the AD bit is set in every query (RFC 6840 §5.7) and the
 *   reply's AD flag is reported as `authenticated`; DO is off unless `dnssecOk`;
 * - answers cached for the smallest TTL of their records (capped at 1 day), NXDOMAIN / NODATA for
 *   min(SOA TTL, SOA minimum) of the authority section (RFC 2308, capped at 1 h, not cached without
 *   a SOA); failures (timeout, servfail, refused, malformed, error) are never cached;
 * - an NXDOMAIN without a SOA in the authority section (RFC 2308) is `malformed`, not `nxdomain`:
 *   captive and broken resolvers answer that for every name, and it proves nothing.
 *
 * TXT character-strings are decoded as UTF-8 when they are valid UTF-8, else as latin1 (one
 * character per byte), so no byte is ever lost or replaced.
 */
import type { Agent } from 'node:https';
import * as dnsPacket from 'dns-packet';
import { systemClock } from '../../clock.js';
import type { CachePort, Clock } from '../../ports.js';
import { MemoryCache } from '../../memory-cache.js';
import { DEFAULT_DNS_SERVERS, parseDnsEndpoint, type DnsEndpoint } from './servers.js';
import type { DnsAnswer, DnsPort, DnsQueryOptions, RRType } from './types.js';
import { SUPPORTED, answerFromPacket, failure, negativeTtl, type Base, type RcodePacket } from './records.js';
import { CNAME_CHAIN_LIMIT, MAX_TCP_MESSAGE, normalizeDnsName } from './names.js';
import { Semaphore } from './semaphore.js';
import { nodeModules } from '../node-modules.js';
import { dohExchange, tcpExchange, udpExchange, type Exchange, type ExchangeSpec } from './wire.js';

export interface DnsClientOptions {
  /** Resolvers (`ip[:port]`, `[ipv6]:port`, `https://<ip>/dns-query`); default `DEFAULT_DNS_SERVERS`. */
  readonly servers?: readonly string[];
  /** Limit of one attempt (one resolver, UDP plus a TCP retry if truncated), ms; default 2000. */
  readonly timeoutMs?: number;
  /** Attempts per query across the server list, in order; default max(2, servers.length). */
  readonly attempts?: number;
  /** Queries in flight at once per client; default 64. */
  readonly maxInFlight?: number;
  /** Answer cache: a `CachePort` (the context's), or false for none; default an own `MemoryCache`. */
  readonly cache?: CachePort | false;
  /** Clock of the cache (TTL ageing); default the system clock. */
  readonly clock?: Clock;
  /** Upper bound of a positive answer's cache lifetime, seconds; default 86400. */
  readonly maxTtlSeconds?: number;
  /** Upper bound of a negative (NXDOMAIN/NODATA) answer's cache lifetime, seconds; default 3600. */
  readonly maxNegativeTtlSeconds?: number;
  /** Set the EDNS DO bit (ask for RRSIGs); default false: only the AD bit is requested. */
  readonly dnssecOk?: boolean;
  /** EDNS0 UDP payload size advertised; default 1232. */
  readonly udpPayloadSize?: number;
  /** TESTS ONLY: the HTTPS agent of DoH requests (e.g. one trusting a test CA). Default: verified TLS. */
  readonly dohAgent?: Agent;
}

export const DNS_CLIENT_DEFAULTS = Object.freeze({
  timeoutMs: 2000,
  minAttempts: 2,
  maxInFlight: 64,
  maxTtlSeconds: 86_400,
  maxNegativeTtlSeconds: 3600,
  udpPayloadSize: 1232,
  cacheEntries: 5000,
});

export { CNAME_CHAIN_LIMIT, MAX_TCP_MESSAGE, normalizeDnsName };

// ---------------------------------------------------------------------------------------------
// Names

const LABEL = /^[a-z0-9_*/-]{1,63}$/;

function isQueryableName(name: string): boolean {
  if (name === '.') return true;
  if (name.length > 253) return false;
  return name.split('.').every((label) => LABEL.test(label));
}

// ---------------------------------------------------------------------------------------------
// Cache

interface CacheEntry {
  readonly answer: DnsAnswer;
  readonly storedAt: number;
}

function isCacheEntry(value: unknown): value is CacheEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { storedAt?: unknown; answer?: unknown };
  return typeof v.storedAt === 'number' && typeof v.answer === 'object' && v.answer !== null;
}

function positiveInteger(value: number | undefined, fallback: number, what: string): number {
  const v = value ?? fallback;
  if (!Number.isInteger(v) || v < 1)
    throw new RangeError(`${what} must be a positive integer, got ${String(v)}`);
  return v;
}

/**
 * Creates the DNS port over real resolvers. Creating it opens nothing; each query opens and closes
 * its own sockets.
 * @throws RangeError for a bad server entry or option
 * @example const dns = createDnsClient({ servers: ['127.0.0.1:5353'] });
 */
export function createDnsClient(options: DnsClientOptions = {}): DnsPort {
  const servers = options.servers ?? DEFAULT_DNS_SERVERS;
  if (servers.length === 0) throw new RangeError('DNS servers must list at least one resolver');
  const endpoints = servers.map(parseDnsEndpoint);
  const timeoutMs = positiveInteger(options.timeoutMs, DNS_CLIENT_DEFAULTS.timeoutMs, 'timeoutMs');
  const attempts = positiveInteger(
    options.attempts,
    Math.max(DNS_CLIENT_DEFAULTS.minAttempts, endpoints.length),
    'attempts',
  );
  const slots = new Semaphore(
    positiveInteger(options.maxInFlight, DNS_CLIENT_DEFAULTS.maxInFlight, 'maxInFlight'),
  );
  const clock = options.clock ?? systemClock;
  const cache: CachePort | null =
    options.cache === false
      ? null
      : (options.cache ?? new MemoryCache({ maxEntries: DNS_CLIENT_DEFAULTS.cacheEntries, clock }));
  const maxTtl = options.maxTtlSeconds ?? DNS_CLIENT_DEFAULTS.maxTtlSeconds;
  const maxNegativeTtl = options.maxNegativeTtlSeconds ?? DNS_CLIENT_DEFAULTS.maxNegativeTtlSeconds;
  const payload = positiveInteger(
    options.udpPayloadSize,
    DNS_CLIENT_DEFAULTS.udpPayloadSize,
    'udpPayloadSize',
  );
  const cacheScope = endpoints.map((e) => e.label).join(',');

  const cacheKey = (name: string, type: RRType): string => `dns\u0000${cacheScope}\u0000${type}\u0000${name}`;

  function fromCache(name: string, type: RRType): DnsAnswer | null {
    if (cache === null) return null;
    const value = cache.get(cacheKey(name, type));
    if (!isCacheEntry(value)) return null;
    const age = Math.max(0, Math.floor((clock.now() - value.storedAt) / 1000));
    return {
      ...value.answer,
      records: value.answer.records.map((r) => ({ ...r, ttl: Math.max(0, r.ttl - age) })),
      cached: true,
    };
  }

  function store(answer: DnsAnswer, packet: RcodePacket | null): void {
    if (cache === null || packet === null) return;
    let ttl: number | null = null;
    if (answer.status === 'ok') {
      ttl = Math.min(maxTtl, ...answer.records.map((r) => r.ttl));
    } else if (answer.status === 'nodata' || answer.status === 'nxdomain') {
      const negative = negativeTtl(packet);
      ttl = negative === null ? null : Math.min(maxNegativeTtl, negative);
    }
    if (ttl === null || ttl <= 0) return;
    const entry: CacheEntry = { answer, storedAt: clock.now() };
    cache.set(cacheKey(answer.name, answer.type), entry, ttl * 1000);
  }

  function buildQuery(name: string, type: RRType, id: number): Buffer {
    return dnsPacket.encode({
      type: 'query',
      id,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.AUTHENTIC_DATA,
      questions: [{ type, name, class: 'IN' }],
      additionals: [
        {
          type: 'OPT',
          name: '.',
          udpPayloadSize: payload,
          extendedRcode: 0,
          ednsVersion: 0,
          flags: options.dnssecOk === true ? dnsPacket.DNSSEC_OK : 0,
          flag_do: options.dnssecOk === true,
          options: [],
        },
      ],
    });
  }

  /** One attempt against one resolver: its answer (or failure) and the packet it came from. */
  async function attempt(
    ep: DnsEndpoint,
    base: Base,
    signal: AbortSignal | undefined,
  ): Promise<{ answer: DnsAnswer; packet: RcodePacket | null; aborted: boolean }> {
    const { randomInt } = (await nodeModules()).crypto;
    const id = ep.kind === 'doh' ? 0 : randomInt(0, 65_536);
    const spec: ExchangeSpec = {
      query: buildQuery(base.name, base.type, id),
      id,
      name: base.name,
      type: base.type,
      timeoutMs,
      signal,
    };
    let result: Exchange;
    if (ep.kind === 'doh') {
      result = await dohExchange(ep, spec, options.dohAgent);
    } else {
      result = await udpExchange(ep, spec);
      if (result.kind === 'reply' && result.packet.flag_tc) {
        // Truncated: ask the same resolver again over TCP, with a fresh ID.
        const tcpId = randomInt(0, 65_536);
        result = await tcpExchange(ep, {
          ...spec,
          id: tcpId,
          query: buildQuery(base.name, base.type, tcpId),
        });
      }
    }
    switch (result.kind) {
      case 'reply':
        return {
          answer: answerFromPacket(base, result.packet, ep.label),
          packet: result.packet,
          aborted: false,
        };
      case 'aborted':
        return { answer: failure(base, 'timeout'), packet: null, aborted: true };
      case 'timeout':
        return {
          answer: result.sawBogus ? failure(base, 'malformed', ep.label) : failure(base, 'timeout'),
          packet: null,
          aborted: false,
        };
      case 'malformed':
        return { answer: failure(base, 'malformed', ep.label), packet: null, aborted: false };
      case 'error':
        return { answer: failure(base, 'error'), packet: null, aborted: false };
    }
  }

  async function resolve(base: Base, signal: AbortSignal | undefined): Promise<DnsAnswer> {
    let last: DnsAnswer = failure(base, 'timeout');
    for (let i = 0; i < attempts; i++) {
      const ep = endpoints[i % endpoints.length];
      if (ep === undefined) break;
      const { answer, packet, aborted } = await attempt(ep, base, signal);
      if (aborted) return failure(base, 'timeout');
      last = answer;
      if (answer.status === 'ok' || answer.status === 'nodata' || answer.status === 'nxdomain') {
        store(answer, packet);
        return answer;
      }
    }
    return last;
  }

  return {
    async query(rawName: string, type: RRType, queryOptions: DnsQueryOptions = {}): Promise<DnsAnswer> {
      const signal = queryOptions.signal;
      const base: Base = { name: normalizeDnsName(rawName), type };
      try {
        if (!SUPPORTED.has(type) || !isQueryableName(base.name)) return failure(base, 'error');
        if (signal?.aborted === true) return failure(base, 'timeout');
        const hit = fromCache(base.name, type);
        if (hit !== null) return hit;
        if (!(await slots.acquire(signal))) return failure(base, 'timeout');
        try {
          return await resolve(base, signal);
        } finally {
          slots.release();
        }
      } catch {
        return failure(base, 'error');
      }
    },
  };
}

/** The DNS port of an offline context (in offline-ports.ts, which loads no client). */
export { offlineDns } from '../offline-ports.js';
