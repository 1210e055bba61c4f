/**
 * The `Service`: what the HTTP layer (API and web form alike) calls. It owns the memoisation of
 * analysis results and the per-partition rate limiters, so the API and the form share both.
 *
 * - One method per descriptor of core's `ANALYSES` (`analyzeUrl`, `analyzeDns`…), built in one loop:
 *   memoised in a bounded LRU per analysis, keyed by id + normalised input, language-neutral (the
 *   core result; localisation happens per response); concurrent identical calls share one promise
 *   (single-flight); rejections (InputError, failures) are not cached. Lifetimes: the descriptor's,
 *   per `outcome` (`outcomeTtl`).
 * - `analyzeMessage` and `analyzeEmail`: NEVER memoised. The message, the email body and its headers
 *   must never be stored anywhere, a cache included (their descriptors say `cache: null`).
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
  ANALYSES,
  ANALYSIS_IDS,
  createContext,
  fetchPwnedRange as coreFetchPwnedRange,
  lifetimes,
  pickParams,
  type AnalysisContext,
  type AnalysisId,
  type AnalysisMethods,
  type AnalysisParamValues,
  type AnyAnalysis,
  type ContextualAnalysisMethods,
  type Outcome,
  type OutcomeLifetimes,
  type PhishingFeedLookup,
  type PwnedRangeResult,
  type UrlAnalysisResult,
} from '@secapi/core';
import { applyPhishingFeeds } from '@secapi/core/url';
import { PARTITIONS, type PartitionId as CataloguePartitionId } from '@secapi/openapi';
import type { ServerConfig } from './config.js';
import type { FeedbackRecord, FeedbackStore } from './feedback-store.js';
import { createClientAddress } from './client-address.js';
import { createLimiter } from './limits.js';
import { silentLogger, type Logger } from './logger.js';
import { DEFAULT_CACHE_MAX_ENTRIES, createMemo, type Memo } from './memo.js';
import { FailoverStore } from './redis.js';
import { createSharedMemo } from './redis-memo.js';
import { openStores, type CheckState, type Stores } from './stores.js';
import { countedContext, type Metrics } from './metrics.js';

/** A rate-limit partition id of the catalogue: 'check-url', 'check-message', … */
export type PartitionId = string;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How long a complete result stays memoised, per analysis (the spec allows "up to 6 hours"): each
 * descriptor's `cache.complete` (its reasons are written beside it in core's
 * `analyses/<name>/descriptor.ts`). check-message and check-email are absent: never memoised.
 */
export const ANALYSIS_TTL_MS = Object.freeze(
  Object.fromEntries(
    ANALYSIS_IDS.flatMap((id) => {
      const cache = ANALYSES[id].cache;
      return cache === null ? [] : [[id, cache.complete]];
    }),
  ),
) as Readonly<Record<Exclude<AnalysisId, 'check-message' | 'check-email'>, number>>;

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
export function outcomeTtl(
  ttl: number | OutcomeLifetimes,
): (result: { readonly outcome: Outcome }) => number {
  const table = typeof ttl === 'number' ? lifetimes(ttl) : ttl;
  return (result) => table[result.outcome];
}

/**
 * What core's `fetchPwnedRange(prefix, ctx?, options?)` answers (the HIBP Pwned Passwords range API):
 * `lines` are `SUFFIX:COUNT` with the padding (count 0) already removed; `outcome` is `complete` when
 * the whole range was read (core decides; the server matches no key).
 */
export type { PwnedRangeResult } from '@secapi/core';

/** Core's `fetchPwnedRange`; throws `InputError` (`input.prefix-required`, `input.prefix-invalid`). */
export type PwnedRangeFetcher = (prefix: string, ctx: AnalysisContext) => Promise<PwnedRangeResult>;

/** `pwned-range` answers stay memoised 6 h (the corpus changes only on HIBP's rare updates). */
export const PWNED_RANGE_TTL_MS = 6 * HOUR;

/**
 * What the HTTP layer calls. One method per analysis of core's `ANALYSES`, named by its descriptor
 * (`analyzeUrl(input)`, `analyzeDns(domain)`…): the input is normalised as the descriptor says
 * (trimmed; a hash lower-cased; a message untouched), memoised for the descriptor's lifetime of the
 * result's `outcome` with single-flight, and rejects with core's `InputError` for bad input.
 * check-message is never memoised.
 */
export interface Service extends AnalysisMethods {
  /**
   * The per-IP limiter instance of a partition (shared by the API and the form). Only computations
   * count: a GET whose input (the query parameter `onlyWithQuery`, or the API's) is already
   * memoised passes uncounted, and so does a form page without `onlyWithQuery` (the empty form).
   */
  limiter(partition: PartitionId, onlyWithQuery?: string): RequestHandler;
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
  /** The server's metrics (null when none were given). */
  readonly metrics: Metrics | null;
  /**
   * Readiness (`/readyz`): each configured store answers, and the server is not draining.
   * `checks` names each store: `ok`, `unavailable` or `not-configured`.
   */
  readiness(): Promise<Readiness>;
  /** Closes the stores (shutdown). */
  close(): Promise<void>;
}

export interface Readiness {
  readonly status: 'ok' | 'unavailable';
  readonly checks: Readonly<Record<string, CheckState>>;
}

/** The analyses a service runs (core's by default; tests inject fakes): one per descriptor. */
export type Analyzers = ContextualAnalysisMethods;

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
  /**
   * The stores (`startServer` opens them and closes them at shutdown). Default: opened here from
   * the config, closed by `service.close()`.
   */
  stores?: Stores;
  /** Metrics to record into (`startServer` makes one registry per server). */
  metrics?: Metrics | null;
  /** True while the server drains (shutdown): `/readyz` answers 503. */
  draining?: () => boolean;
}

/** Core's `fetchPwnedRange` with the service's context (its offline flag, HTTP port and deadline). */
const corePwnedRange: PwnedRangeFetcher = (prefix, ctx) => coreFetchPwnedRange(prefix, ctx);

/** Core's analyses, each through its descriptor. */
const DEFAULT_ANALYZERS = Object.fromEntries(
  Object.values(ANALYSES).map((d: AnyAnalysis) => [
    d.method,
    (input: string, ctx: AnalysisContext, params?: AnalysisParamValues) => d.analyze(input, ctx, params),
  ]),
) as unknown as Analyzers;

/**
 * Creates the service: the analyses with their memo, and one rate limiter per partition.
 * @example const service = createService(loadConfig(process.env));
 */
export function createService(config: ServerConfig, deps: ServiceDeps = {}): Service {
  const baseContext =
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
  const metrics = deps.metrics ?? null;
  const context = metrics === null ? baseContext : countedContext(baseContext, metrics);
  const analyzers: Analyzers = { ...DEFAULT_ANALYZERS, ...deps.analyzers };
  const logger = deps.logger ?? silentLogger;
  /** An analysis, counted in `secapi_analyses_in_flight`. */
  const running = <T>(work: () => Promise<T>): Promise<T> => {
    if (metrics === null) return work();
    metrics.analysesInFlight.inc();
    return work().finally(() => {
      metrics.analysesInFlight.dec();
    });
  };
  const memoHooks = (analysis: string) =>
    metrics === null
      ? {}
      : {
          onHit: () => {
            metrics.memoHits.inc({ analysis });
          },
          onMiss: () => {
            metrics.memoMisses.inc({ analysis });
          },
          onJoin: () => {
            metrics.singleflightJoins.inc({ analysis });
          },
        };
  const maxEntries = config.cache?.maxEntries;
  const bound = maxEntries === undefined ? {} : { maxEntries };
  const fetchPwnedRange = deps.fetchPwnedRange ?? corePwnedRange;
  const ownStores = deps.stores === undefined;
  const stores =
    deps.stores ??
    openStores(config, {
      logger,
      metrics,
      ...(deps.feedbackStore ? { feedbackStore: deps.feedbackStore } : {}),
    });
  const pwnedTtl = (r: PwnedRangeResult): number => (r.outcome === 'complete' ? PWNED_RANGE_TTL_MS : 0);
  const pwnedMemo: Memo<PwnedRangeResult> =
    stores.redis === null
      ? createMemo<PwnedRangeResult>({ ...bound, ttlMs: pwnedTtl })
      : createSharedMemo<PwnedRangeResult>({
          link: stores.redis,
          name: 'pwned-range',
          maxEntries: maxEntries ?? DEFAULT_CACHE_MAX_ENTRIES,
          ttlMs: pwnedTtl,
          lockMs: context.timeoutMs + 2_000,
        });
  const limiters = new Map<string, RequestHandler>();
  const clientAddress = createClientAddress(logger);
  for (const [id, p] of Object.entries(PARTITIONS) as [CataloguePartitionId, { perMinute: number }][]) {
    limiters.set(
      id,
      createLimiter(id, p.perMinute, logger, {
        clientAddress,
        ...(stores.redis ? { store: new FailoverStore(stores.redis, id) } : {}),
        ...(metrics
          ? {
              onLimited: () => {
                metrics.rateLimited.inc({ partition: id });
              },
            }
          : {}),
      }),
    );
  }
  // One memo per memoised analysis, its lifetime picked from the result's outcome.
  /** Per memoised analysis: whether an input (and its parameters) would be answered from the memo. */
  /** The limiter of each (partition, form parameter), built once: the same instance every time. */
  const freeOnMemoHit = new Map<string, RequestHandler>();
  const memoised = new Map<
    string,
    (raw: string, given: Readonly<Record<string, unknown>>) => Promise<boolean>
  >();
  const methods: Record<string, (raw: string, params?: AnalysisParamValues) => Promise<unknown>> = {};
  for (const d of Object.values(ANALYSES) as AnyAnalysis[]) {
    const analyze = analyzers[d.method] as (
      input: string,
      ctx: AnalysisContext,
      params?: AnalysisParamValues,
    ) => Promise<{ outcome: Outcome }>;
    const { normalize } = d.input;
    if (d.cache === null) {
      // Not memoised (check-message, check-email): the input is never kept anywhere.
      // Its second field (check-email's `rawHeaders`) comes as a parameter named after it.
      methods[d.method] =
        d.input.extra === undefined
          ? (raw) =>
              Promise.resolve().then(() => {
                const input = normalize(raw);
                return running(() => analyze(input, context));
              })
          : (raw, params?: AnalysisParamValues) =>
              Promise.resolve().then(() => {
                const input = normalize(raw);
                return running(() => analyze(input, context, params ?? {}));
              });
      continue;
    }
    const cache =
      d.id === 'check-url' && config.cache?.ttlMs !== undefined ? lifetimes(config.cache.ttlMs) : d.cache;
    const memo: Memo<{ outcome: Outcome }> =
      stores.redis === null
        ? createMemo({ ...bound, ttlMs: outcomeTtl(cache), ...memoHooks(d.id) })
        : createSharedMemo({
            link: stores.redis,
            name: d.id,
            maxEntries: maxEntries ?? DEFAULT_CACHE_MAX_ENTRIES,
            ttlMs: outcomeTtl(cache),
            lockMs: context.timeoutMs + 2_000,
            ...memoHooks(d.id),
          });
    // Only the descriptor's declared parameters, trimmed, in its order: part of the memo key.
    const keyOf = (input: string, params: AnalysisParamValues): string =>
      `${d.id}\u0000${input}${Object.keys(params)
        .map((n) => `\u0000${n}=${params[n] ?? ''}`)
        .join('')}`;
    methods[d.method] = (raw, given) => {
      const input = normalize(raw);
      const params = pickParams(d, given ?? {});
      const names = Object.keys(params);
      return memo.get(keyOf(input, params), () =>
        running(() => (names.length === 0 ? analyze(input, context) : analyze(input, context, params))),
      );
    };
    memoised.set(d.id, (raw, given) => memo.has(keyOf(normalize(raw), pickParams(d, given))));
  }
  // The feed look-up is redone on every call, after the memo (microseconds, local), so a memoised
  // result is flagged as soon as a refresh lists its URL, and says how fresh the feeds are now.
  const memoisedUrl = methods.analyzeUrl as (raw: string) => Promise<UrlAnalysisResult>;
  methods.analyzeUrl = (raw) =>
    memoisedUrl(raw).then((r) =>
      context.phishingFeeds === null ? r : applyPhishingFeeds(r, context.phishingFeeds),
    );
  return {
    ...(methods as unknown as AnalysisMethods),
    limiter(partition, onlyWithQuery) {
      const limiter = limiters.get(partition);
      if (limiter === undefined) throw new Error(`unknown rate-limit partition: ${partition}`);
      const wrapKey = `${partition}\u0000${onlyWithQuery ?? ''}`;
      const built = freeOnMemoHit.get(wrapKey);
      if (built !== undefined) return built;
      const peek = memoised.get(partition);
      const descriptor = (ANALYSES as Readonly<Record<string, AnyAnalysis>>)[partition];
      const inputNames = [
        ...(onlyWithQuery === undefined ? [] : [onlyWithQuery]),
        ...(descriptor === undefined ? [] : [descriptor.input.query ?? descriptor.input.name]),
      ];
      const handler: RequestHandler = (req, res, next) => {
        const query = req.query as Record<string, unknown>;
        // A form page without its query parameter is the empty form: it runs no analysis and is
        // not counted (the same limiter instance counts the others).
        if (onlyWithQuery !== undefined && query[onlyWithQuery] === undefined) {
          next();
          return;
        }
        // Only a computation counts: a GET whose input is already memoised (the same result again,
        // in another language, as JSON, its badge, a reload or Back) is answered without counting.
        const raw = inputNames.map((n) => query[n]).find((v): v is string => typeof v === 'string');
        if (peek === undefined || raw === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) {
          limiter(req, res, next);
          return;
        }
        Promise.resolve()
          .then(() => peek(raw, query))
          .then(
            (hit) => {
              if (hit) next();
              else limiter(req, res, next);
            },
            () => {
              limiter(req, res, next);
            },
          );
      };
      freeOnMemoHit.set(wrapKey, handler);
      return handler;
    },
    submitFeedback(entry) {
      return stores.feedback.insert(entry).catch((error: unknown) => {
        // PostgreSQL counts its own failures; an embedded-file failure is counted here.
        if (stores.feedback.kind === 'sqlite') metrics?.storeErrors.inc({ store: 'sqlite' });
        throw error;
      });
    },
    metrics,
    async readiness() {
      const checks: Record<string, CheckState> = await stores.checks();
      if (deps.draining?.() === true) checks.server = 'draining';
      const ok = Object.values(checks).every((c) => c === 'ok' || c === 'not-configured');
      return { status: ok ? 'ok' : 'unavailable', checks };
    },
    close() {
      return ownStores ? stores.close() : Promise.resolve();
    },
    pwnedRange(prefix) {
      // Keyed by the upper-cased prefix, so `abcde` and `ABCDE` share one entry; core validates it.
      const key = prefix.trim().toUpperCase();
      return pwnedMemo.get(`pwned-range\u0000${key}`, () => fetchPwnedRange(key, context));
    },
  };
}
