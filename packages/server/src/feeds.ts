/**
 * The background refresh of the known-phishing feeds (`SECAPI_PHISHING_FEEDS`): one
 * `PhishingFeedStore` that the service's context looks URLs up in, and timers that download each
 * feed again after its own period (`FeedDefinition.refreshMs`: 30 min for OpenPhish, 6 h for the
 * larger lists). Downloads run one at a time (bounded memory), and parsing pauses every 20,000
 * entries so requests keep flowing, through an HTTP port of core (the
 * public-only, size- and time-capped client). A feed whose copy failed to load is retried sooner.
 * Logs carry counts only: feed id, status, entries, bytes, duration.
 */
import { type Clock, type FeedDefinition, type FeedRefreshOutcome, type HttpPort } from '@secapi/core';
import { PhishingFeedStore, feedDefinition, refreshFeed } from '@secapi/core/feeds';
import { silentLogger, type Logger } from './logger.js';

/** Delay before retrying a feed that has no copy in use after a failed download. */
export const FEED_RETRY_MS = 5 * 60_000;

export interface FeedRefresherOptions {
  readonly feedIds: readonly string[];
  /** The HTTP port and clock of a core context. */
  readonly io: { readonly http: HttpPort; readonly clock: Clock };
  readonly logger?: Logger;
  /** TESTS ONLY: download addresses per feed id (local look-alike servers). */
  readonly urls?: Readonly<Record<string, string>>;
  /** TESTS ONLY: definitions overriding fields of the real ones (smaller caps, shorter periods). */
  readonly overrides?: Readonly<Record<string, Partial<FeedDefinition>>>;
}

export interface FeedRefresher {
  readonly store: PhishingFeedStore;
  /** Downloads every feed once, one after the other. */
  refreshAll(): Promise<FeedRefreshOutcome[]>;
  /** First download of every feed now, then each again after its period. */
  start(): void;
  stop(): void;
}

export function createFeedRefresher(options: FeedRefresherOptions): FeedRefresher {
  const logger = options.logger ?? silentLogger;
  const defs: FeedDefinition[] = options.feedIds.map((id) => {
    const def = feedDefinition(id);
    if (def === undefined) throw new RangeError(`unknown phishing feed ${id}`);
    return { ...def, ...(options.overrides?.[id] ?? {}) };
  });
  const store = new PhishingFeedStore(defs.map((d) => d.id));
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = true;
  let queue: Promise<unknown> = Promise.resolve();

  /** Runs one download after the ones already queued (one at a time). */
  const refreshOne = (def: FeedDefinition): Promise<FeedRefreshOutcome> => {
    const run = queue.then(async () => {
      const url = options.urls?.[def.id];
      const outcome = await refreshFeed(store, def, options.io, {
        ...(url === undefined ? {} : { url }),
        // Let requests through while a large copy is parsed (about 1 s of CPU for 300,000 lines).
        pause: () =>
          new Promise<void>((resolve) => {
            setImmediate(resolve);
          }),
      });
      logger.log(outcome.status === 'updated' ? 'info' : 'warn', 'phishing feed refresh', {
        feed: outcome.feedId,
        status: outcome.status,
        detail: outcome.detail,
        entries: outcome.entries,
        bytes: outcome.bytes,
        durationMs: outcome.durationMs,
      });
      return outcome;
    });
    queue = run.catch(() => undefined);
    return run;
  };

  const schedule = (def: FeedDefinition, delayMs: number): void => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(def.id);
      void refreshOne(def).then(
        (o) => {
          schedule(
            def,
            o.status !== 'updated' && o.entries === 0
              ? Math.min(FEED_RETRY_MS, def.refreshMs)
              : def.refreshMs,
          );
        },
        () => {
          schedule(def, def.refreshMs);
        },
      );
    }, delayMs);
    timer.unref();
    timers.set(def.id, timer);
  };

  return {
    store,
    refreshAll: () => Promise.all(defs.map((d) => refreshOne(d))),
    start() {
      if (!stopped) return;
      stopped = false;
      for (const def of defs) schedule(def, 0);
    },
    stop() {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    },
  };
}
