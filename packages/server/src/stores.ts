/**
 * The stores behind a server: where feedback goes (the embedded SQLite file, or PostgreSQL when
 * `DATABASE_URL` is set) and the shared Redis (`REDIS_URL`) of the rate limits and the memo.
 * `startServer` opens them once, hands them to the service, reports them in `/readyz` and closes
 * them at shutdown. Each store says whether it answers (`ping`), within a short bound.
 */
import { DEFAULT_FEEDBACK_DB, type ServerConfig } from './config.js';
import { openFeedbackStore, type FeedbackStore } from './feedback-store.js';
import type { Logger } from './logger.js';
import type { Metrics } from './metrics.js';
import { postgresFeedback } from './pg-feedback.js';
import { connectRedis, type RedisLink } from './redis.js';
import { StoreUnavailableError, isStoreUnavailable, type FeedbackBackend } from './store-backend.js';

export { StoreUnavailableError, isStoreUnavailable, type FeedbackBackend };

/**
 * The embedded SQLite store, opened on the first entry (a bad path does not stop the start).
 * `store` (tests) is used as is.
 */
export function sqliteFeedback(path: string, store?: FeedbackStore): FeedbackBackend {
  let opened: FeedbackStore | undefined = store;
  return {
    kind: 'sqlite',
    insert(record) {
      return Promise.resolve().then(() => {
        opened ??= openFeedbackStore(path);
        return opened.insert(record);
      });
    },
    ping: () => Promise.resolve(true),
    close() {
      opened?.close();
      return Promise.resolve();
    },
  };
}

export type CheckState = 'ok' | 'unavailable' | 'not-configured' | 'draining';

export interface Stores {
  readonly feedback: FeedbackBackend;
  /** The shared Redis (`REDIS_URL`), or null: limits and memo in-process. */
  readonly redis: RedisLink | null;
  /** `/readyz` checks: `redis` and `postgres`, each `ok`, `unavailable` or `not-configured`. */
  checks(): Promise<Record<string, CheckState>>;
  close(): Promise<void>;
}

export interface StoreOptions {
  logger: Logger;
  metrics?: Metrics | null;
  /** TESTS: a SQLite store to use as is. */
  feedbackStore?: FeedbackStore;
}

/** Opens the stores the configuration names (connections are made lazily or in the background). */
export function openStores(config: ServerConfig, options: StoreOptions): Stores {
  // DATABASE_URL wins over SECAPI_FEEDBACK_DB (the start-up line says which store is used).
  const feedback =
    config.databaseUrl != null && options.feedbackStore === undefined
      ? postgresFeedback(config.databaseUrl, { logger: options.logger, metrics: options.metrics ?? null })
      : sqliteFeedback(config.feedbackDb ?? DEFAULT_FEEDBACK_DB, options.feedbackStore);
  const redis =
    config.redisUrl == null
      ? null
      : connectRedis(config.redisUrl, { logger: options.logger, metrics: options.metrics ?? null });
  return {
    feedback,
    redis,
    async checks() {
      const checks: Record<string, CheckState> = { redis: 'not-configured', postgres: 'not-configured' };
      if (redis !== null) checks.redis = (await redis.check()) ? 'ok' : 'unavailable';
      if (feedback.kind === 'postgres') checks.postgres = (await feedback.ping()) ? 'ok' : 'unavailable';
      return checks;
    },
    async close() {
      await Promise.allSettled([feedback.close(), redis?.close()]);
    },
  };
}
