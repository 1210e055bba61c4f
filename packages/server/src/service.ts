/**
 * The `Service`: what the HTTP layer (API and web form alike) calls. It owns the memoisation of
 * analysis results and the per-partition rate limiters, so the API and the form share both.
 *
 * - `analyzeUrl`, `analyzeDns`, `analyzeIp`, `analyzeEmailAuth`, `analyzeTyposquat`: memoised in a
 *   bounded LRU per endpoint, keyed by endpoint + trimmed input, language-neutral (the core result;
 *   localisation happens per response); concurrent identical calls share one promise (single-flight);
 *   rejections (InputError, failures) are not cached. Lifetimes: `ANALYSIS_TTL_MS` below.
 * - `analyzeMessage`: NEVER memoised. The message must never be stored anywhere, a cache included;
 *   the analysis is local heuristics that run in microseconds, so a cache would buy nothing.
 *
 * Every analysis runs with the service's core context (offline flag, `SECAPI_DNS_SERVERS`, the DNS
 * client's TTL cache) and so with the context's deadline (`timeoutMs`, core's default 15 s).
 */
import type { RequestHandler } from 'express';
import {
  analyzeDns as coreAnalyzeDns,
  analyzeEmailAuth as coreAnalyzeEmailAuth,
  analyzeIp as coreAnalyzeIp,
  analyzeMessage as coreAnalyzeMessage,
  analyzeTyposquat as coreAnalyzeTyposquat,
  analyzeUrl as coreAnalyzeUrl,
  createContext,
  type AnalysisContext,
  type DnsAnalysisResult,
  type EmailAuthResult,
  type IpAnalysisResult,
  type MessageAnalysisResult,
  type TyposquatResult,
  type UrlAnalysisResult,
} from '@secapi/core';
import { PARTITIONS, type PartitionId as CataloguePartitionId } from '@secapi/openapi';
import type { ServerConfig } from './config.js';
import { createLimiter } from './limits.js';
import { silentLogger, type Logger } from './logger.js';
import { createMemo, type Memo } from './memo.js';

/** A rate-limit partition id of the catalogue: 'check-url', 'check-message', … */
export type PartitionId = string;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How long a result stays memoised, per endpoint (the spec allows "up to 6 hours").
 *
 * - `check-url` 6 h: the lexical analysis of a text never changes.
 * - `check-dns`, `check-email-auth` 5 min: people fix their DNS (SPF, DMARC…) and check again at
 *   once; 5 minutes still absorbs bursts, and the context's DNS client also caches each answer for its
 *   own TTL, so a re-check after 5 minutes only re-asks what expired.
 * - `check-ip` 1 h: reverse DNS, routing origin and blocklist listings change slowly.
 * - `check-typosquat` 6 h: one run sends hundreds of DNS queries, and registrations of look-alikes
 *   do not come and go by the minute.
 */
export const ANALYSIS_TTL_MS = Object.freeze({
  'check-url': 6 * HOUR,
  'check-dns': 5 * MINUTE,
  'check-email-auth': 5 * MINUTE,
  'check-ip': HOUR,
  'check-typosquat': 6 * HOUR,
});

/**
 * Lifetime of a result whose analysis failed as a whole (no DNS answer at all: resolvers down,
 * timeouts): short, so a resolver outage is not served for hours, yet a burst during the outage is
 * not re-sent to the resolvers either. `skip.offline-mode` is not a failure (it is the configuration).
 */
export const FAILED_ANALYSIS_TTL_MS = 30_000;

/** Top-level `errorKey`s that mean "the whole analysis failed" (every other key is an answer). */
export const FAILED_ANALYSIS_KEYS: ReadonlySet<string> = new Set([
  'dns.error.no-answer',
  'ip.error.no-answer',
  'email-auth.error.temperror',
  'typosquat.error.dns-unavailable',
]);

/**
 * Lifetime of a typosquat result cut short by the analysis deadline (slow resolvers): the variants
 * it did not check would otherwise stay unchecked for 6 hours.
 */
export const PARTIAL_TYPOSQUAT_TTL_MS = 5 * MINUTE;

/** The memo lifetime of one result of a DNS-family analysis: `ttl`, or 30 s when it failed. */
export function resultTtl(ttl: number): (result: { readonly errorKey: string | null }) => number {
  return (result) =>
    result.errorKey !== null && FAILED_ANALYSIS_KEYS.has(result.errorKey)
      ? Math.min(ttl, FAILED_ANALYSIS_TTL_MS)
      : ttl;
}

export interface Service {
  /** Memoised 6 h + single-flight; rejects with core's `InputError` for bad input. */
  analyzeUrl(input: string): Promise<UrlAnalysisResult>;
  /** Never memoised (the message is never stored). Rejects with `InputError` for bad input. */
  analyzeMessage(message: string): Promise<MessageAnalysisResult>;
  /** DNS records (check-dns). Memoised 5 min (30 s when no query got an answer); rejects with `InputError`. */
  analyzeDns(domain: string): Promise<DnsAnalysisResult>;
  /** Reverse DNS, origin AS, blocklists (check-ip). Memoised 1 h (30 s when failed); rejects with `InputError` (also for a non-public address). */
  analyzeIp(ip: string): Promise<IpAnalysisResult>;
  /** SPF, DMARC, DKIM… grade (check-email-auth); a domain or an email address. Memoised 5 min (30 s on temperror). */
  analyzeEmailAuth(domain: string): Promise<EmailAuthResult>;
  /** Registered look-alikes (check-typosquat). Memoised 6 h (5 min when cut by the deadline, 30 s when DNS was unavailable). */
  analyzeTyposquat(domain: string): Promise<TyposquatResult>;
  /** The per-IP limiter instance of a partition (shared by the API and the form). */
  limiter(partition: PartitionId): RequestHandler;
}

/** The analyses a service runs (core's by default; tests inject fakes). */
export interface Analyzers {
  analyzeUrl(input: string, ctx: AnalysisContext): Promise<UrlAnalysisResult>;
  analyzeMessage(message: string, ctx: AnalysisContext): Promise<MessageAnalysisResult>;
  analyzeDns(domain: string, ctx: AnalysisContext): Promise<DnsAnalysisResult>;
  analyzeIp(ip: string, ctx: AnalysisContext): Promise<IpAnalysisResult>;
  analyzeEmailAuth(domain: string, ctx: AnalysisContext): Promise<EmailAuthResult>;
  analyzeTyposquat(domain: string, ctx: AnalysisContext): Promise<TyposquatResult>;
}

export interface ServiceDeps {
  /** Core context; default `createContext({ offline: config.offline, dnsServers: config.dnsServers })`. */
  context?: AnalysisContext;
  analyzers?: Partial<Analyzers>;
  /** Receives rate-limiter configuration warnings. */
  logger?: Logger;
}

const DEFAULT_ANALYZERS: Analyzers = {
  analyzeUrl: (input, ctx) => coreAnalyzeUrl(input, ctx),
  analyzeMessage: (message, ctx) => coreAnalyzeMessage(message, ctx),
  analyzeDns: (domain, ctx) => coreAnalyzeDns(domain, ctx),
  analyzeIp: (ip, ctx) => coreAnalyzeIp(ip, ctx),
  analyzeEmailAuth: (domain, ctx) => coreAnalyzeEmailAuth(domain, ctx),
  analyzeTyposquat: (domain, ctx) => coreAnalyzeTyposquat(domain, ctx),
};

/**
 * Creates the service: the analyses with their memo, and one rate limiter per partition.
 * @example const service = createService(loadConfig(process.env));
 */
export function createService(config: ServerConfig, deps: ServiceDeps = {}): Service {
  const context =
    deps.context ??
    createContext({
      offline: config.offline ?? false,
      ...(config.dnsServers ? { dnsServers: config.dnsServers } : {}),
    });
  const analyzers: Analyzers = { ...DEFAULT_ANALYZERS, ...deps.analyzers };
  const logger = deps.logger ?? silentLogger;
  const maxEntries = config.cache?.maxEntries;
  const bound = maxEntries === undefined ? {} : { maxEntries };
  const urlMemo: Memo<UrlAnalysisResult> = createMemo({
    ...bound,
    ttlMs: config.cache?.ttlMs ?? ANALYSIS_TTL_MS['check-url'],
  });
  const dnsMemo = createMemo<DnsAnalysisResult>({ ...bound, ttlMs: resultTtl(ANALYSIS_TTL_MS['check-dns']) });
  const ipMemo = createMemo<IpAnalysisResult>({ ...bound, ttlMs: resultTtl(ANALYSIS_TTL_MS['check-ip']) });
  const emailAuthMemo = createMemo<EmailAuthResult>({
    ...bound,
    ttlMs: resultTtl(ANALYSIS_TTL_MS['check-email-auth']),
  });
  const typosquatTtl = resultTtl(ANALYSIS_TTL_MS['check-typosquat']);
  const typosquatMemo = createMemo<TyposquatResult>({
    ...bound,
    ttlMs: (r) => Math.min(typosquatTtl(r), r.stoppedBy === 'deadline' ? PARTIAL_TYPOSQUAT_TTL_MS : Infinity),
  });
  const limiters = new Map<string, RequestHandler>();
  for (const [id, p] of Object.entries(PARTITIONS) as [CataloguePartitionId, { perMinute: number }][]) {
    limiters.set(id, createLimiter(id, p.perMinute, logger));
  }
  /** Memoised by endpoint + trimmed input; the analysis gets the trimmed input. */
  const memoised =
    <T>(endpoint: string, memo: Memo<T>, analyze: (input: string, ctx: AnalysisContext) => Promise<T>) =>
    (raw: string): Promise<T> => {
      const input = raw.trim();
      return memo.get(`${endpoint}\u0000${input}`, () => analyze(input, context));
    };
  return {
    analyzeUrl(input) {
      return urlMemo.get(`check-url\u0000${input}`, () => analyzers.analyzeUrl(input, context));
    },
    analyzeMessage(message) {
      return Promise.resolve().then(() => analyzers.analyzeMessage(message, context));
    },
    analyzeDns: memoised('check-dns', dnsMemo, (d, ctx) => analyzers.analyzeDns(d, ctx)),
    analyzeIp: memoised('check-ip', ipMemo, (ip, ctx) => analyzers.analyzeIp(ip, ctx)),
    analyzeEmailAuth: memoised('check-email-auth', emailAuthMemo, (d, ctx) =>
      analyzers.analyzeEmailAuth(d, ctx),
    ),
    analyzeTyposquat: memoised('check-typosquat', typosquatMemo, (d, ctx) =>
      analyzers.analyzeTyposquat(d, ctx),
    ),
    limiter(partition) {
      const limiter = limiters.get(partition);
      if (limiter === undefined) throw new Error(`unknown rate-limit partition: ${partition}`);
      return limiter;
    },
  };
}
