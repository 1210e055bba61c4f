/**
 * @module @secapi/server
 * The secapi HTTP server (Express 5): routes generated from the `@secapi/openapi` catalogue, per-IP
 * rate limits, memoised analyses, localized errors, strict security headers, JSON-line logs.
 *
 * @example
 * ```ts
 * import { createApp, createService, loadConfig } from '@secapi/server';
 * const config = loadConfig(process.env);
 * createApp({ config, service: createService(config) }).listen(config.port);
 * ```
 */
export {
  ConfigError,
  DEFAULT_FEEDBACK_DB,
  DEFAULT_PORT,
  KNOWN_SECAPI_VARIABLES,
  loadConfig,
  parseTrustProxy,
} from './config.js';
export type { ServerConfig } from './config.js';
export {
  ANALYSIS_TTL_MS,
  FAILED_ANALYSIS_TTL_MS,
  PARTIAL_RESULT_TTL_MS,
  PWNED_RANGE_TTL_MS,
  createService,
  outcomeTtl,
} from './service.js';
export type {
  Analyzers,
  PartitionId,
  PwnedRangeFetcher,
  PwnedRangeResult,
  Service,
  ServiceDeps,
} from './service.js';
export { FEEDBACK_SCHEMA_VERSION, openFeedbackStore } from './feedback-store.js';
export type { FeedbackRecord, FeedbackStore, StoredFeedback } from './feedback-store.js';
export { normaliseScore, toFeedbackRecord } from './feedback-handler.js';
export { pwnedRangeBody } from './pwned-range-handler.js';
export { JSON_BODY_LIMIT, SECURITY_HEADERS, createApp } from './app.js';
export type { AppOptions } from './app.js';
export { requestLang, sendLocalizedError } from './localized-error.js';
export { createJsonLogger, describeError, silentLogger } from './logger.js';
export type { LogFields, LogLevel, Logger } from './logger.js';
export { DEFAULT_CACHE_MAX_ENTRIES, DEFAULT_CACHE_TTL_MS, createMemo } from './memo.js';
export type { Memo, MemoOptions } from './memo.js';
export { IPV6_SUBNET, createLimiter } from './limits.js';
export { startServer } from './start.js';
export { UPSTREAM_OUTCOMES, createMetrics, startMetricsServer } from './metrics.js';
export type { Metrics, UpstreamOutcome } from './metrics.js';
export type { StartIo, StartRuntime } from './start.js';
export { FEED_RETRY_MS, createFeedRefresher } from './feeds.js';
export type { FeedRefresher, FeedRefresherOptions } from './feeds.js';
