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
 *   a SOA); failures (timeout, servfail, refused, malformed, error) are never cached.
 *
 * TXT character-strings are decoded as UTF-8 when they are valid UTF-8, else as latin1 (one
 * character per byte), so no byte is ever lost or replaced.
 */
import { randomInt } from 'node:crypto';
import dgram from 'node:dgram';
import type { Agent } from 'node:https';
import https from 'node:https';
import net from 'node:net';
import * as dnsPacket from 'dns-packet';
import { systemClock } from '../../clock.js';
import type { CachePort, Clock } from '../../ports.js';
import { MemoryCache } from '../../memory-cache.js';
import { DEFAULT_DNS_SERVERS, parseDnsEndpoint, type DnsEndpoint } from './servers.js';
import {
  RR_TYPES,
  type DnsAnswer,
  type DnsPort,
  type DnsQueryOptions,
  type DnsRecord,
  type DnsStatus,
  type RRType,
} from './types.js';

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

const MAX_TCP_MESSAGE = 65_535;
const CNAME_CHAIN_LIMIT = 16;

// ---------------------------------------------------------------------------------------------
// Names

/** Lower case, trailing dot stripped (the root stays '.'). */
export function normalizeDnsName(name: string): string {
  const lower = name.toLowerCase();
  if (lower === '' || lower === '.') return '.';
  return lower.endsWith('.') ? lower.slice(0, -1) : lower;
}

const LABEL = /^[a-z0-9_*/-]{1,63}$/;

function isQueryableName(name: string): boolean {
  if (name === '.') return true;
  if (name.length > 253) return false;
  return name.split('.').every((label) => LABEL.test(label));
}

// ---------------------------------------------------------------------------------------------
// Conversion of dns-packet answers to the DnsRecord union

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeText(value: Buffer | string): string {
  if (typeof value === 'string') return value;
  try {
    return utf8.decode(value);
  } catch {
    return value.toString('latin1');
  }
}

const SUPPORTED = new Set<string>(RR_TYPES);

function toRecord(a: dnsPacket.Answer): DnsRecord | null {
  if (a.type === 'OPT' || !SUPPORTED.has(a.type)) return null;
  if (a.class !== undefined && a.class !== 'IN') return null;
  const name = normalizeDnsName(a.name);
  const ttl = a.ttl ?? 0;
  switch (a.type) {
    case 'A':
    case 'AAAA':
      return { name, ttl, type: a.type, data: a.data };
    case 'CNAME':
    case 'NS':
    case 'PTR':
      return { name, ttl, type: a.type, data: normalizeDnsName(a.data) };
    case 'MX':
      return {
        name,
        ttl,
        type: 'MX',
        data: { preference: a.data.preference ?? 0, exchange: normalizeDnsName(a.data.exchange) },
      };
    case 'TXT': {
      const parts = Array.isArray(a.data) ? a.data : [a.data];
      return { name, ttl, type: 'TXT', data: parts.map(decodeText) };
    }
    case 'CAA':
      return {
        name,
        ttl,
        type: 'CAA',
        data: { flags: a.data.flags ?? 0, tag: a.data.tag, value: a.data.value },
      };
    case 'SOA':
      return {
        name,
        ttl,
        type: 'SOA',
        data: {
          mname: normalizeDnsName(a.data.mname),
          rname: normalizeDnsName(a.data.rname),
          serial: a.data.serial ?? 0,
          refresh: a.data.refresh ?? 0,
          retry: a.data.retry ?? 0,
          expire: a.data.expire ?? 0,
          minimum: a.data.minimum ?? 0,
        },
      };
    case 'SRV':
      return {
        name,
        ttl,
        type: 'SRV',
        data: {
          priority: a.data.priority ?? 0,
          weight: a.data.weight ?? 0,
          port: a.data.port,
          target: normalizeDnsName(a.data.target),
        },
      };
    case 'DS':
      return {
        name,
        ttl,
        type: 'DS',
        data: `${a.data.keyTag} ${a.data.algorithm} ${a.data.digestType} ${a.data.digest.toString('hex').toUpperCase()}`,
      };
    case 'DNSKEY':
      return {
        name,
        ttl,
        type: 'DNSKEY',
        data: `${a.data.flags} 3 ${a.data.algorithm} ${a.data.key.toString('base64')}`,
      };
    default:
      return null;
  }
}

function convertRecords(answers: readonly dnsPacket.Answer[]): DnsRecord[] {
  const out: DnsRecord[] = [];
  for (const a of answers) {
    try {
      const r = toRecord(a);
      if (r !== null) out.push(r);
    } catch {
      // an RDATA dns-packet decoded in an unexpected shape: skip that record, keep the rest
    }
  }
  return out;
}

/** True when the answer holds a record of `type` for `name` or a CNAME target of it. */
function hasAnswerOfType(name: string, type: RRType, records: readonly DnsRecord[]): boolean {
  let target = name;
  const seen = new Set<string>();
  for (let i = 0; i <= CNAME_CHAIN_LIMIT && !seen.has(target); i++) {
    seen.add(target);
    if (records.some((r) => r.name === target && r.type === type)) return true;
    const cname = records.find((r) => r.name === target && r.type === 'CNAME');
    if (cname === undefined) return false;
    target = cname.data as string;
  }
  return false;
}

type RcodePacket = dnsPacket.DecodedPacket & { rcode?: string };

function negativeTtl(packet: RcodePacket): number | null {
  let ttl: number | null = null;
  for (const a of packet.authorities ?? []) {
    if (a.type !== 'SOA') continue;
    const value = Math.min(a.ttl ?? 0, a.data.minimum ?? 0);
    ttl = ttl === null ? value : Math.min(ttl, value);
  }
  return ttl;
}

interface Base {
  readonly name: string;
  readonly type: RRType;
}

function failure(base: Base, status: DnsStatus, resolver: string | null = null): DnsAnswer {
  return { ...base, status, records: [], authenticated: false, resolver, cached: false };
}

function answerFromPacket(base: Base, packet: RcodePacket, resolver: string): DnsAnswer {
  const rcode = packet.rcode ?? 'NOERROR';
  switch (rcode) {
    case 'NOERROR': {
      const records = convertRecords(packet.answers ?? []);
      return {
        ...base,
        status: hasAnswerOfType(base.name, base.type, records) ? 'ok' : 'nodata',
        records,
        authenticated: packet.flag_ad,
        resolver,
        cached: false,
      };
    }
    case 'NXDOMAIN':
      return { ...failure(base, 'nxdomain', resolver), authenticated: packet.flag_ad };
    case 'SERVFAIL':
      return failure(base, 'servfail', resolver);
    case 'REFUSED':
      return failure(base, 'refused', resolver);
    default:
      return failure(base, 'error', resolver);
  }
}

// ---------------------------------------------------------------------------------------------
// Wire exchanges

type Inspection =
  | { readonly kind: 'match'; readonly packet: RcodePacket }
  /** Our ID and a response, but undecodable: the resolver sent garbage. */
  | { readonly kind: 'broken' }
  /** Not ours (other ID, other question, too short): ignore and keep waiting. */
  | { readonly kind: 'bogus' };

function inspectReply(buf: Buffer, id: number, name: string, type: RRType): Inspection {
  if (buf.length < 12) return { kind: 'bogus' };
  if (buf.readUInt16BE(0) !== id || ((buf[2] ?? 0) & 0x80) === 0) return { kind: 'bogus' };
  let packet: RcodePacket;
  try {
    packet = dnsPacket.decode(buf);
  } catch {
    return { kind: 'broken' };
  }
  const questions = packet.questions ?? [];
  const q = questions[0];
  if (q === undefined) {
    // Some servers leave the question out of error replies; an ok answer always needs it.
    return packet.rcode !== undefined && packet.rcode !== 'NOERROR'
      ? { kind: 'match', packet }
      : { kind: 'bogus' };
  }
  if (
    questions.length !== 1 ||
    normalizeDnsName(q.name) !== name ||
    q.type !== type ||
    (q.class !== undefined && q.class !== 'IN')
  ) {
    return { kind: 'bogus' };
  }
  return { kind: 'match', packet };
}

type Exchange =
  | { readonly kind: 'reply'; readonly packet: RcodePacket }
  | { readonly kind: 'timeout'; readonly sawBogus: boolean }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'error' }
  | { readonly kind: 'aborted' };

interface ExchangeSpec {
  readonly query: Buffer;
  readonly id: number;
  readonly name: string;
  readonly type: RRType;
  readonly timeoutMs: number;
  readonly signal: AbortSignal | undefined;
}

/**
 * Runs one exchange with a deadline and an abort signal. `start` opens the transport and returns
 * its cleanup; it calls `feed` with each received message and `fail` on transport errors.
 */
function exchange(
  spec: ExchangeSpec,
  start: (feed: (msg: Buffer) => void, fail: (result: Exchange) => void, markBogus: () => void) => () => void,
): Promise<Exchange> {
  return new Promise<Exchange>((resolve) => {
    let done = false;
    const isDone = (): boolean => done; // (read after callbacks that may have set it)
    let sawBogus = false;
    let cleanup: (() => void) | null = null;
    const finish = (result: Exchange): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      spec.signal?.removeEventListener('abort', onAbort);
      try {
        cleanup?.();
      } catch {
        // closing an already closed transport
      }
      resolve(result);
    };
    const onAbort = (): void => {
      finish({ kind: 'aborted' });
    };
    const timer = setTimeout(() => {
      finish({ kind: 'timeout', sawBogus });
    }, spec.timeoutMs);
    spec.signal?.addEventListener('abort', onAbort, { once: true });
    const markBogus = (): void => {
      sawBogus = true;
    };
    const feed = (msg: Buffer): void => {
      if (done) return;
      const seen = inspectReply(msg, spec.id, spec.name, spec.type);
      if (seen.kind === 'match') finish({ kind: 'reply', packet: seen.packet });
      else if (seen.kind === 'broken') finish({ kind: 'malformed' });
      else sawBogus = true;
    };
    try {
      cleanup = start(feed, finish, markBogus);
    } catch {
      finish({ kind: 'error' });
    }
    if (isDone()) {
      try {
        cleanup?.();
      } catch {
        // already closed
      }
    }
    if (spec.signal?.aborted === true) finish({ kind: 'aborted' });
  });
}

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

function udpExchange(ep: Extract<DnsEndpoint, { kind: 'udp' }>, spec: ExchangeSpec): Promise<Exchange> {
  return exchange(spec, (feed, fail, markBogus) => {
    const socket = dgram.createSocket({ type: ep.family === 6 ? 'udp6' : 'udp4' });
    socket.on('error', () => {
      fail({ kind: 'error' });
    });
    socket.on('message', (msg, rinfo) => {
      // Only the resolver we asked may answer (a reply from elsewhere is spoofing or noise).
      if (rinfo.port !== ep.port || !sameAddress(rinfo.address, ep.host)) {
        markBogus();
        return;
      }
      feed(msg);
    });
    socket.send(spec.query, ep.port, ep.host, (err) => {
      if (err) fail({ kind: 'error' });
    });
    return () => {
      socket.close();
    };
  });
}

function tcpExchange(ep: Extract<DnsEndpoint, { kind: 'udp' }>, spec: ExchangeSpec): Promise<Exchange> {
  return exchange(spec, (feed, fail, markBogus) => {
    const socket = net.connect({ host: ep.host, port: ep.port, family: ep.family });
    let buffered = Buffer.alloc(0);
    let sawMessage = false;
    socket.on('connect', () => {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(spec.query.length, 0);
      socket.write(Buffer.concat([length, spec.query]));
    });
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        if (buffered.length < 2) return;
        const size = buffered.readUInt16BE(0);
        if (buffered.length < 2 + size) {
          if (buffered.length > 2 * (MAX_TCP_MESSAGE + 2)) fail({ kind: 'malformed' });
          return;
        }
        const msg = buffered.subarray(2, 2 + size);
        buffered = buffered.subarray(2 + size);
        sawMessage = true;
        feed(msg);
      }
    });
    socket.on('error', () => {
      fail({ kind: 'error' });
    });
    socket.on('close', () => {
      // The resolver hung up without a matching reply.
      if (sawMessage || buffered.length > 0) markBogus();
      fail(sawMessage || buffered.length > 0 ? { kind: 'malformed' } : { kind: 'error' });
    });
    return () => {
      socket.destroy();
    };
  });
}

/**
 * DNS-over-HTTPS (RFC 8484): POST application/dns-message, DNS ID 0. Uses node:https directly for
 * now; it will move onto the SSRF-safe HTTP port when that port lands (a later issue). The URL's
 * host is an IP literal (see servers.ts), so no name is resolved outside this port.
 */
function dohExchange(
  ep: Extract<DnsEndpoint, { kind: 'doh' }>,
  spec: ExchangeSpec,
  agent: Agent | undefined,
): Promise<Exchange> {
  return exchange(spec, (feed, fail) => {
    const req = https.request(ep.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/dns-message',
        accept: 'application/dns-message',
        'content-length': String(spec.query.length),
      },
      ...(agent === undefined ? {} : { agent }),
    });
    req.on('response', (res) => {
      const type = (res.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      if (res.statusCode !== 200 || type !== 'application/dns-message') {
        res.resume();
        fail({ kind: 'error' });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_TCP_MESSAGE) {
          fail({ kind: 'malformed' });
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => {
        feed(Buffer.concat(chunks));
        fail({ kind: 'malformed' });
      });
      res.on('error', () => {
        fail({ kind: 'error' });
      });
    });
    req.on('error', () => {
      fail({ kind: 'error' });
    });
    req.end(spec.query);
    return () => {
      req.destroy();
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Concurrency bound

class Semaphore {
  #free: number;
  readonly #waiters: (() => void)[] = [];

  constructor(size: number) {
    this.#free = size;
  }

  /** Resolves true when a slot is held, false when `signal` aborted first (no slot held). */
  acquire(signal: AbortSignal | undefined): Promise<boolean> {
    if (signal?.aborted === true) return Promise.resolve(false);
    if (this.#free > 0) {
      this.#free--;
      return Promise.resolve(true);
    }
    return new Promise<boolean>((resolve) => {
      const grant = (): void => {
        signal?.removeEventListener('abort', onAbort);
        resolve(true);
      };
      const onAbort = (): void => {
        const i = this.#waiters.indexOf(grant);
        if (i !== -1) this.#waiters.splice(i, 1);
        resolve(false);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#waiters.push(grant);
    });
  }

  release(): void {
    const next = this.#waiters.shift();
    if (next === undefined) this.#free++;
    else next();
  }
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

/**
 * The DNS port of an offline context: contacts nothing and answers every query with status
 * `error`. Analyses check `ctx.offline` first and report `skip.offline-mode`; this port only makes
 * sure that a forgotten check still cannot send a packet.
 */
export const offlineDns: DnsPort = Object.freeze({
  query(name: string, type: RRType): Promise<DnsAnswer> {
    return Promise.resolve(failure({ name: normalizeDnsName(name), type }, 'error'));
  },
});
