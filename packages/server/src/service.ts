/**
 * The `Service`: what the HTTP layer (API and web form alike) calls. It owns the memoisation of
 * analysis results and the per-partition rate limiters, so the API and the form share both.
 *
 * - `analyzeUrl`, `analyzeDns`, `analyzeIp`, `analyzeEmailAuth`, `analyzeTyposquat`, `analyzeWhois`,
 *   `analyzeCerts`, `analyzeHash`, `analyzeHeaders`: memoised in a
 *   bounded LRU per endpoint, keyed by endpoint + trimmed input, language-neutral (the core result;
 *   localisation happens per response); concurrent identical calls share one promise (single-flight);
 *   rejections (InputError, failures) are not cached. Lifetimes: `ANALYSIS_TTL_MS` below.
 * - `analyzeMessage`: NEVER memoised. The message must never be stored anywhere, a cache included;
 *   the analysis is local heuristics that run in microseconds, so a cache would buy nothing.
 *
 * `analyzeUrl` also looks the URL up in the known-phishing feeds (`SECAPI_PHISHING_FEEDS`) after the
 * memo, on every call.
 *
 * Every analysis runs with the service's core context (offline flag, `SECAPI_DNS_SERVERS`, the DNS
 * client's TTL cache, the public-only HTTP port, the operator's `VIRUSTOTAL_API_KEY` and
 * `WEB_RISK_API_KEY` as provider keys) and so with the context's deadline (`timeoutMs`, core's
 * default 15 s).
 */
import type { RequestHandler } from 'express';
import {
  analyzeDns as coreAnalyzeDns,
  analyzeEmailAuth as coreAnalyzeEmailAuth,
  analyzeIp as coreAnalyzeIp,
  analyzeMessage as coreAnalyzeMessage,
  analyzeTyposquat as coreAnalyzeTyposquat,
  analyzeUrl as coreAnalyzeUrl,
  analyzeCerts as coreAnalyzeCerts,
  analyzeHash as coreAnalyzeHash,
  analyzeHeaders as coreAnalyzeHeaders,
  analyzeWhois as coreAnalyzeWhois,
  applyPhishingFeeds,
  createContext,
  fetchPwnedRange as coreFetchPwnedRange,
  type AnalysisContext,
  type PhishingFeedLookup,
  type CertsResult,
  type HashResult,
  type HeadersResult,
  type WhoisAnalysisResult,
  type DnsAnalysisResult,
  type EmailAuthResult,
  type IpAnalysisResult,
  type MessageAnalysisResult,
  type Outcome,
  type TyposquatResult,
  type UrlAnalysisResult,
} from '@secapi/core';
import { PARTITIONS, type PartitionId as CataloguePartitionId } from '@secapi/openapi';
import { DEFAULT_FEEDBACK_DB, type ServerConfig } from './config.js';
import { openFeedbackStore, type FeedbackRecord, type FeedbackStore } from './feedback-store.js';
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
 * - `check-whois` 1 h: registration data changes rarely, and RDAP servers rate-limit.
 * - `check-certs` 1 h: CT logs grow slowly, and crt.sh is slow and rate-limits.
 * - `check-hash` 1 h: VirusTotal results change as engines re-scan a file.
 * - `check-headers` 10 min: people fix their headers and check again.
 */
export const ANALYSIS_TTL_MS = Object.freeze({
  'check-url': 6 * HOUR,
  'check-dns': 5 * MINUTE,
  'check-email-auth': 5 * MINUTE,
  'check-ip': HOUR,
  'check-typosquat': 6 * HOUR,
  'check-whois': HOUR,
  'check-certs': HOUR,
  'check-hash': HOUR,
  'check-headers': 10 * MINUTE,
});

/**
 * Lifetime of a result whose `outcome` is `failed` (offline, resolvers down, every source failed):
 * short, so an outage is not served for hours, yet a burst during the outage is not re-sent upstream.
 */
export const FAILED_ANALYSIS_TTL_MS = 30_000;

/**
 * Lifetime of a result whose `outcome` is `partial` (a timeout, a refused blocklist, a typosquat run
 * cut by the deadline): what it says holds, but the missing parts should be asked again soon.
 */
export const PARTIAL_RESULT_TTL_MS = 5 * MINUTE;

/**
 * The memo lifetime of one result, from the `outcome` core decided: `ttl` when complete, at most
 * 5 min when partial, at most 30 s when failed. No key string is matched here.
 */
export function outcomeTtl(ttl: number): (result: { readonly outcome: Outcome }) => number {
  return (result) =>
    result.outcome === 'complete'
      ? ttl
      : Math.min(ttl, result.outcome === 'partial' ? PARTIAL_RESULT_TTL_MS : FAILED_ANALYSIS_TTL_MS);
}

/**
 * What core's `fetchPwnedRange(prefix, ctx?, options?)` answers (the HIBP Pwned Passwords range API):
 * `lines` are `SUFFIX:COUNT` with the padding (count 0) already removed; `errorKey` is null on success.
 */
export interface PwnedRangeResult {
  readonly prefix: string;
  readonly lines: readonly string[];
  readonly paddingRemoved: number;
  readonly upstreamStatus: number | null;
  readonly errorKey: string | null;
}

/** Core's `fetchPwnedRange`; throws `InputError` (`input.prefix-required`, `input.prefix-invalid`). */
export type PwnedRangeFetcher = (prefix: string, ctx: AnalysisContext) => Promise<PwnedRangeResult>;

/** `pwned-range` answers stay memoised 6 h (the corpus changes only on HIBP's rare updates). */
export const PWNED_RANGE_TTL_MS = 6 * HOUR;

/** True when the range could not be read from upstream (such an answer is never memoised). */
export function isPwnedRangeFailure(result: PwnedRangeResult): boolean {
  return result.errorKey !== null || result.upstreamStatus !== 200;
}

export interface Service {
  /** Memoised 6 h + single-flight; rejects with core's `InputError` for bad input. */
  analyzeUrl(input: string): Promise<UrlAnalysisResult>;
  /** Never memoised (the message is never stored). Rejects with `InputError` for bad input. */
  analyzeMessage(message: string): Promise<MessageAnalysisResult>;
  /** DNS records (check-dns). Memoised 5 min (at most 5 min when partial, 30 s when failed); rejects with `InputError`. */
  analyzeDns(domain: string): Promise<DnsAnalysisResult>;
  /** Reverse DNS, origin AS, blocklists (check-ip). Memoised 1 h (shorter when partial or failed: `outcomeTtl`); rejects with `InputError` (also for a non-public address). */
  analyzeIp(ip: string): Promise<IpAnalysisResult>;
  /** SPF, DMARC, DKIM… grade (check-email-auth); a domain or an email address. Memoised 5 min (shorter when partial or failed: `outcomeTtl`). */
  analyzeEmailAuth(domain: string): Promise<EmailAuthResult>;
  /** Registered look-alikes (check-typosquat). Memoised 6 h (shorter when partial or failed: `outcomeTtl`). */
  analyzeTyposquat(domain: string): Promise<TyposquatResult>;
  /** Registration data over RDAP (check-whois). Memoised 1 h (shorter when partial or failed: `outcomeTtl`); rejects with `InputError`. */
  analyzeWhois(domain: string): Promise<WhoisAnalysisResult>;
  /** Certificate Transparency (check-certs). Memoised 1 h (shorter when partial or failed: `outcomeTtl`); rejects with `InputError`. */
  analyzeCerts(domain: string): Promise<CertsResult>;
  /** File-hash reputation (check-hash). Memoised 1 h per lower-cased hash (shorter when partial or failed: `outcomeTtl`); rejects with `InputError`. */
  analyzeHash(hash: string): Promise<HashResult>;
  /** HTTP security headers grade (check-headers). Memoised 10 min (shorter when partial or failed: `outcomeTtl`); rejects with `InputError`. */
  analyzeHeaders(url: string): Promise<HeadersResult>;
  /** The per-IP limiter instance of a partition (shared by the API and the form). */
  limiter(partition: PartitionId): RequestHandler;
  /**
   * Stores one validated, normalised feedback entry; resolves with its id once the row is committed
   * (durably). The store opens on first use (`SECAPI_FEEDBACK_DB`).
   */
  submitFeedback(entry: FeedbackRecord): Promise<{ id: string }>;
  /**
   * The Pwned Passwords range of a 5-hex-character prefix. Memoised 6 h per upper-cased prefix with
   * single-flight; an upstream failure resolves with its `errorKey` and is not memoised. Rejects with
   * `InputError` for a bad prefix.
   */
  pwnedRange(prefix: string): Promise<PwnedRangeResult>;
}

/** The analyses a service runs (core's by default; tests inject fakes). */
export interface Analyzers {
  analyzeUrl(input: string, ctx: AnalysisContext): Promise<UrlAnalysisResult>;
  analyzeMessage(message: string, ctx: AnalysisContext): Promise<MessageAnalysisResult>;
  analyzeDns(domain: string, ctx: AnalysisContext): Promise<DnsAnalysisResult>;
  analyzeIp(ip: string, ctx: AnalysisContext): Promise<IpAnalysisResult>;
  analyzeEmailAuth(domain: string, ctx: AnalysisContext): Promise<EmailAuthResult>;
  analyzeTyposquat(domain: string, ctx: AnalysisContext): Promise<TyposquatResult>;
  analyzeWhois(domain: string, ctx: AnalysisContext): Promise<WhoisAnalysisResult>;
  analyzeCerts(domain: string, ctx: AnalysisContext): Promise<CertsResult>;
  analyzeHash(hash: string, ctx: AnalysisContext): Promise<HashResult>;
  analyzeHeaders(url: string, ctx: AnalysisContext): Promise<HeadersResult>;
}

export interface ServiceDeps {
  /**
   * Core context; default `createContext({ offline, dnsServers, providers: { virusTotalApiKey,
   * webRiskApiKey } })` from the config (public-only HTTP policy). Tests pass one with `testPolicy`.
   */
  context?: AnalysisContext;
  analyzers?: Partial<Analyzers>;
  /** Receives rate-limiter configuration warnings. */
  logger?: Logger;
  /** Feedback store; default `openFeedbackStore(config.feedbackDb)`, opened on the first entry. */
  feedbackStore?: FeedbackStore;
  /** Pwned Passwords range fetcher; default core's `fetchPwnedRange` (tests inject a fake). */
  fetchPwnedRange?: PwnedRangeFetcher;
  /**
   * The known-phishing feed store (`startServer` builds and refreshes it from
   * `SECAPI_PHISHING_FEEDS`); put in the default context. Ignored when `context` is given (that
   * context carries its own `phishingFeeds`).
   */
  phishingFeeds?: PhishingFeedLookup | null;
}

/** Core's `fetchPwnedRange` with the service's context (its offline flag, HTTP port and deadline). */
const corePwnedRange: PwnedRangeFetcher = (prefix, ctx) => coreFetchPwnedRange(prefix, ctx);

const DEFAULT_ANALYZERS: Analyzers = {
  analyzeUrl: (input, ctx) => coreAnalyzeUrl(input, ctx),
  analyzeMessage: (message, ctx) => coreAnalyzeMessage(message, ctx),
  analyzeDns: (domain, ctx) => coreAnalyzeDns(domain, ctx),
  analyzeIp: (ip, ctx) => coreAnalyzeIp(ip, ctx),
  analyzeEmailAuth: (domain, ctx) => coreAnalyzeEmailAuth(domain, ctx),
  analyzeTyposquat: (domain, ctx) => coreAnalyzeTyposquat(domain, ctx),
  analyzeWhois: (domain, ctx) => coreAnalyzeWhois(domain, ctx),
  analyzeCerts: (domain, ctx) => coreAnalyzeCerts(domain, ctx),
  analyzeHash: (hash, ctx) => coreAnalyzeHash(hash, ctx),
  analyzeHeaders: (url, ctx) => coreAnalyzeHeaders(url, ctx),
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
      // The operator's keys go to the providers only (never logged, never in a response).
      providers: {
        virusTotalApiKey: config.virusTotalApiKey ?? null,
        webRiskApiKey: config.webRiskApiKey ?? null,
      },
      phishingFeeds: deps.phishingFeeds ?? null,
    });
  const analyzers: Analyzers = { ...DEFAULT_ANALYZERS, ...deps.analyzers };
  const logger = deps.logger ?? silentLogger;
  const maxEntries = config.cache?.maxEntries;
  const bound = maxEntries === undefined ? {} : { maxEntries };
  const urlMemo = createMemo<UrlAnalysisResult>({
    ...bound,
    ttlMs: outcomeTtl(config.cache?.ttlMs ?? ANALYSIS_TTL_MS['check-url']),
  });
  const whoisMemo = createMemo<WhoisAnalysisResult>({
    ...bound,
    ttlMs: outcomeTtl(ANALYSIS_TTL_MS['check-whois']),
  });
  const certsMemo = createMemo<CertsResult>({ ...bound, ttlMs: outcomeTtl(ANALYSIS_TTL_MS['check-certs']) });
  const hashMemo = createMemo<HashResult>({ ...bound, ttlMs: outcomeTtl(ANALYSIS_TTL_MS['check-hash']) });
  const headersMemo = createMemo<HeadersResult>({
    ...bound,
    ttlMs: outcomeTtl(ANALYSIS_TTL_MS['check-headers']),
  });
  const dnsMemo = createMemo<DnsAnalysisResult>({
    ...bound,
    ttlMs: outcomeTtl(ANALYSIS_TTL_MS['check-dns']),
  });
  const ipMemo = createMemo<IpAnalysisResult>({ ...bound, ttlMs: outcomeTtl(ANALYSIS_TTL_MS['check-ip']) });
  const emailAuthMemo = createMemo<EmailAuthResult>({
    ...bound,
    ttlMs: outcomeTtl(ANALYSIS_TTL_MS['check-email-auth']),
  });
  const typosquatMemo = createMemo<TyposquatResult>({
    ...bound,
    ttlMs: outcomeTtl(ANALYSIS_TTL_MS['check-typosquat']),
  });
  const pwnedMemo = createMemo<PwnedRangeResult>({
    ...bound,
    ttlMs: (r) => (isPwnedRangeFailure(r) ? 0 : PWNED_RANGE_TTL_MS),
  });
  const fetchPwnedRange = deps.fetchPwnedRange ?? corePwnedRange;
  let feedbackStore: FeedbackStore | undefined = deps.feedbackStore;
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
      // The feed look-up is redone on every call (microseconds, local), so a memoised result is
      // flagged as soon as a refresh lists its URL, and says how fresh the feeds are now.
      return urlMemo
        .get(`check-url\u0000${input}`, () => analyzers.analyzeUrl(input, context))
        .then((r) => (context.phishingFeeds === null ? r : applyPhishingFeeds(r, context.phishingFeeds)));
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
    analyzeWhois: memoised('check-whois', whoisMemo, (d, ctx) => analyzers.analyzeWhois(d, ctx)),
    analyzeCerts: memoised('check-certs', certsMemo, (d, ctx) => analyzers.analyzeCerts(d, ctx)),
    // A hash is case-insensitive hex: `ABC…` and `abc…` share one entry (and one VirusTotal request).
    analyzeHash: (hash) =>
      memoised('check-hash', hashMemo, (h, ctx) => analyzers.analyzeHash(h, ctx))(hash.toLowerCase()),
    analyzeHeaders: memoised('check-headers', headersMemo, (u, ctx) => analyzers.analyzeHeaders(u, ctx)),
    limiter(partition) {
      const limiter = limiters.get(partition);
      if (limiter === undefined) throw new Error(`unknown rate-limit partition: ${partition}`);
      return limiter;
    },
    submitFeedback(entry) {
      return Promise.resolve().then(() => {
        feedbackStore ??= openFeedbackStore(config.feedbackDb ?? DEFAULT_FEEDBACK_DB);
        return feedbackStore.insert(entry);
      });
    },
    pwnedRange(prefix) {
      // Keyed by the upper-cased prefix, so `abcde` and `ABCDE` share one entry; core validates it.
      const key = prefix.trim().toUpperCase();
      return pwnedMemo.get(`pwned-range\u0000${key}`, () => fetchPwnedRange(key, context));
    },
  };
}
