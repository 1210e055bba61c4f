/**
 * Per-IP rate limiters, one instance per partition of the catalogue (spec section 8): 1-minute
 * window, IETF draft-8 `RateLimit` / `RateLimit-Policy` headers (policy name = partition id) plus
 * `Retry-After`, IPv6 clients grouped by /56, 429 as localized `text/plain` (or the page a web-form
 * route put in `res.locals.rateLimited(seconds)`). A request answered 400 does not count (it ran
 * no analysis); the form serves its empty pages before the limiter. The client IP is
 * Express' `req.ip`, so `TRUST_PROXY` decides which X-Forwarded-For hop is the client.
 */
import type { RequestHandler } from 'express';
import { MemoryStore, ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { translate } from '@secapi/i18n';
import { RATE_LIMIT_WINDOW_MS } from '@secapi/openapi';
import { requestLang } from './localized-error.js';
import { createClientAddress, type ClientAddressOf } from './client-address.js';
import type { Logger } from './logger.js';

export const IPV6_SUBNET = 56;

export interface LimiterOptions {
  /** The client address of a request (default: `req.ip` validated, else the socket address). */
  clientAddress?: ClientAddressOf;
  /** Where the counts live (default: express-rate-limit's in-process memory store). */
  store?: Store;
  /** Called for each request answered 429 (metrics). */
  onLimited?: () => void;
}

export function createLimiter(
  partition: string,
  perMinute: number,
  logger: Logger,
  options: LimiterOptions = {},
): RequestHandler {
  const addressOf = options.clientAddress ?? createClientAddress(logger);
  const store: Store = options.store ?? new MemoryStore();
  const limiter = rateLimit({
    windowMs: RATE_LIMIT_WINDOW_MS,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: partition,
    // IPv6 clients are grouped by /56; an address that is not an IP (a forged X-Forwarded-For
    // behind TRUST_PROXY) is never a key: see client-address.ts.
    keyGenerator: (req) => ipKeyGenerator(addressOf(req), IPV6_SUBNET),
    store,
    // Any client can send X-Forwarded-For; a warning per such request would be log spam. The
    // address is validated by the key generator above.
    validate: { xForwardedForHeader: false, ip: false, keyGeneratorIpFallback: false },
    logger: {
      warn: (error: unknown) => {
        logger.log('warn', 'rate-limit configuration', {
          partition,
          detail: String((error as Error | undefined)?.message ?? error),
        });
      },
      error: (error: unknown) => {
        logger.log('error', 'rate-limit configuration', {
          partition,
          detail: String((error as Error | undefined)?.message ?? error),
        });
      },
    },
    handler: (req, res) => {
      options.onLimited?.();
      const resetTime = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = Math.max(
        1,
        Math.ceil(((resetTime?.getTime() ?? Date.now() + RATE_LIMIT_WINDOW_MS) - Date.now()) / 1000),
      );
      // A route of the web form may render its own HTML 429 (the form kept, the wait in it).
      const render = (res.locals as { rateLimited?: unknown }).rateLimited;
      if (typeof render === 'function') {
        (render as (seconds: number) => void)(seconds);
        return;
      }
      res
        .status(429)
        .type('text/plain')
        .send(translate(requestLang(req), 'error.rate-limited', { seconds }));
    },
  });
  // Only a request that runs an analysis counts (issue 13 §2): a request answered 400 (input
  // refused, unreadable body) is taken back from the count once answered; a memo hit counts.
  // (One listener here, rather than express-rate-limit's three for `skipFailedRequests`.)
  return (req, res, next) => {
    void limiter(req, res, (error?: unknown) => {
      const key = (req as { rateLimit?: { key?: string } }).rateLimit?.key;
      if (key !== undefined) {
        res.once('finish', () => {
          if (res.statusCode === 400) void Promise.resolve(store.decrement(key)).catch(() => undefined);
        });
      }
      next(error);
    });
  };
}
