/**
 * Per-IP rate limiters, one instance per partition of the catalogue (spec section 8): 1-minute
 * window, IETF draft-8 `RateLimit` / `RateLimit-Policy` headers (policy name = partition id) plus
 * `Retry-After`, IPv6 clients grouped by /56, 429 as localized `text/plain` (or the page a web-form
 * route put in `res.locals.rateLimited(seconds)`). The client IP is
 * Express' `req.ip`, so `TRUST_PROXY` decides which X-Forwarded-For hop is the client.
 */
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { translate } from '@secapi/i18n';
import { RATE_LIMIT_WINDOW_MS } from '@secapi/openapi';
import { requestLang } from './localized-error.js';
import type { Logger } from './logger.js';

export const IPV6_SUBNET = 56;

export function createLimiter(partition: string, perMinute: number, logger: Logger): RequestHandler {
  return rateLimit({
    windowMs: RATE_LIMIT_WINDOW_MS,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: partition,
    ipv6Subnet: IPV6_SUBNET,
    // Any client can send X-Forwarded-For; a warning per such request would be log spam.
    validate: { xForwardedForHeader: false },
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
}
