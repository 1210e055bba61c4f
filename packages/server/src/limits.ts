/**
 * Per-IP rate limiters, one instance per partition of the catalogue (spec section 8): 1-minute
 * window, IETF draft-8 `RateLimit` / `RateLimit-Policy` headers (policy name = partition id) plus
 * `Retry-After`, IPv6 clients grouped by /56, 429 as localized `text/plain` (or the page a web-form
 * route put in `res.locals.rateLimited(seconds)`). A request answered 400 does not count (it ran
 * no analysis); the form serves its empty pages before the limiter. The client IP is
 * Express' `req.ip`, so `TRUST_PROXY` decides which X-Forwarded-For hop is the client.
 *
 * The counts live in an express-rate-limit `Store`: the in-process `WindowStore` below, or Redis
 * through `FailoverStore`; the middleware is our own, lean one (express-rate-limit's
 * middleware, with its awaited option callbacks, validations and three response listeners, was a
 * fifth of the CPU time of a memo hit). It sets the same headers as express-rate-limit's
 * `standardHeaders: 'draft-8'`.
 */
import { hash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import { translate } from '@secapi/i18n';
import { RATE_LIMIT_WINDOW_MS } from '@secapi/openapi';
import { requestLang } from './localized-error.js';
import { createClientAddress, type ClientAddressOf } from './client-address.js';
import { describeError, type Logger } from './logger.js';

export const IPV6_SUBNET = 56;

export interface LimiterOptions {
  /** The client address of a request (default: `req.ip` validated, else the socket address). */
  clientAddress?: ClientAddressOf;
  /** Where the counts live (default: the in-process `WindowStore`). */
  store?: Store;
  /** Called for each request answered 429 (metrics). */
  onLimited?: () => void;
}

const WINDOW_SECONDS = Math.ceil(RATE_LIMIT_WINDOW_MS / 1000);

/** One client's count in the in-process store: hits in its window, and when the window ends. */
interface Window {
  hits: number;
  resetMs: number;
  /** The client's `partitionKey`, computed on its first request that needs it. */
  pk?: string;
}

/**
 * The in-process store (the default without Redis, and the fallback with it): one fixed window per
 * client that starts at its first request, as express-rate-limit's `MemoryStore` counts, and the
 * same `Store` contract, plus a synchronous `hit` the limiter uses (no promise, no `Date` per
 * request). Two maps, the current and the previous window period, rotated when a request arrives
 * after the period ended: a client's entry is dropped once its window is over, without a timer.
 */
export class WindowStore implements Store {
  readonly localKeys = true;
  private windowMs: number;
  private current = new Map<string, Window>();
  private previous = new Map<string, Window>();
  private rotateAt: number;

  constructor(
    windowMs: number = RATE_LIMIT_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.windowMs = windowMs;
    this.rotateAt = now() + windowMs;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private rotate(now: number): void {
    if (now < this.rotateAt) return;
    // Entries of the previous period have all ended by now; those of the current one move back.
    this.previous = now >= this.rotateAt + this.windowMs ? new Map<string, Window>() : this.current;
    this.current = new Map();
    this.rotateAt = now + this.windowMs;
  }

  /** The client's live window, moved into the current period (undefined when none or ended). */
  private find(key: string, now: number): Window | undefined {
    let w = this.current.get(key);
    if (w === undefined) {
      w = this.previous.get(key);
      if (w === undefined) return undefined;
      this.previous.delete(key);
      this.current.set(key, w);
    }
    return w.resetMs > now ? w : undefined;
  }

  /** Counts one request of `key`; returns its window (the stored one: read it, do not keep it). */
  hit(key: string): Window {
    const now = this.now();
    this.rotate(now);
    const w = this.find(key, now);
    if (w !== undefined) {
      w.hits++;
      return w;
    }
    const fresh: Window = { hits: 1, resetMs: now + this.windowMs };
    this.current.set(key, fresh);
    return fresh;
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const now = this.now();
    this.rotate(now);
    const w = this.find(key, now);
    return Promise.resolve(w && { totalHits: w.hits, resetTime: new Date(w.resetMs) });
  }

  increment(key: string): Promise<ClientRateLimitInfo> {
    const w = this.hit(key);
    return Promise.resolve({ totalHits: w.hits, resetTime: new Date(w.resetMs) });
  }

  decrement(key: string): Promise<void> {
    const w = this.find(key, this.now());
    if (w !== undefined && w.hits > 0) w.hits--;
    return Promise.resolve();
  }

  resetKey(key: string): Promise<void> {
    this.current.delete(key);
    this.previous.delete(key);
    return Promise.resolve();
  }

  resetAll(): Promise<void> {
    this.current.clear();
    this.previous.clear();
    return Promise.resolve();
  }
}

/**
 * The draft-8 partition key of a limiter key (`pk=:…:`, a byte sequence): the first 12 hex digits
 * of its SHA-256, base64-encoded, as express-rate-limit writes it (the client address itself is
 * never sent back).
 */
export function partitionKey(key: string): string {
  const hex = hash('sha256', key, 'hex').slice(0, 12);
  return Buffer.from(hex).toString('base64');
}

/** Adds a value to a response header (a second limiter on one request adds its own entry). */
function appendHeader(res: Response, name: string, value: string): void {
  const previous = res.getHeader(name);
  if (previous === undefined) res.setHeader(name, value);
  else res.setHeader(name, [...(Array.isArray(previous) ? previous : [String(previous)]), value]);
}

/** Seconds until `resetMs` (the whole window when the store gave no reset time). */
function secondsUntil(resetMs: number | undefined, now: number): number {
  return resetMs === undefined ? WINDOW_SECONDS : Math.max(0, Math.ceil((resetMs - now) / 1000));
}

export function createLimiter(
  partition: string,
  perMinute: number,
  logger: Logger,
  options: LimiterOptions = {},
): RequestHandler {
  const addressOf = options.clientAddress ?? createClientAddress(logger);
  const store: Store = options.store ?? new WindowStore();
  // Stores read `windowMs` (express-rate-limit passes its whole configuration).
  const init = store.init?.({ windowMs: RATE_LIMIT_WINDOW_MS, limit: perMinute } as Options) as unknown;
  if (init instanceof Promise) {
    init.catch((error: unknown) => {
      logger.log('error', 'rate-limit store', { partition, error: describeError(error).name });
    });
  }
  const local = store instanceof WindowStore ? store : null;
  const namePart = `"${partition}"; r=`;
  const policyPart = `"${partition}"; q=${String(perMinute)}; w=${String(WINDOW_SECONDS)}; pk=:`;
  // Only a request that runs an analysis counts (a person whose typo is refused should not lose a try): a request answered 400 (input
  // refused, unreadable body) is taken back from the count once answered; a memo hit counts.
  const refundOn400 = (res: Response, key: string): void => {
    res.on('finish', () => {
      if (res.statusCode === 400) void Promise.resolve(store.decrement(key)).catch(() => undefined);
    });
  };

  const counted = (
    req: Request,
    res: Response,
    next: (error?: unknown) => void,
    key: string,
    hits: number,
    resetMs: number | undefined,
    pk: string,
  ): void => {
    const remaining = Math.max(perMinute - hits, 0);
    const seconds = secondsUntil(resetMs, Date.now());
    if (!res.headersSent) {
      appendHeader(res, 'RateLimit', `${namePart}${String(remaining)}; t=${String(seconds)}`);
      appendHeader(res, 'RateLimit-Policy', `${policyPart}${pk}:`);
    }
    if (hits <= perMinute) {
      refundOn400(res, key);
      next();
      return;
    }
    if (!res.headersSent) res.setHeader('Retry-After', String(seconds));
    options.onLimited?.();
    const wait = Math.max(1, seconds);
    // A route of the web form may render its own HTML 429 (the form kept, the wait in it).
    const render = (res.locals as { rateLimited?: unknown }).rateLimited;
    if (typeof render === 'function') {
      (render as (seconds: number) => void)(wait);
      return;
    }
    res
      .status(429)
      .type('text/plain')
      .send(translate(requestLang(req), 'error.rate-limited', { seconds: wait }));
  };

  return (req, res, next) => {
    // IPv6 clients are grouped by /56; an address that is not an IP (a forged X-Forwarded-For
    // behind TRUST_PROXY) is never a key: see client-address.ts.
    // (An IPv4 address is its own key: express-rate-limit's generator returns it unchanged.)
    const address = addressOf(req);
    const key = address.includes(':') ? ipKeyGenerator(address, IPV6_SUBNET) : address;
    if (local !== null) {
      const w = local.hit(key);
      // The partition key (a SHA-256) is computed once per client window, not per request.
      counted(req, res, next, key, w.hits, w.resetMs, (w.pk ??= partitionKey(key)));
      return;
    }
    let pending: Promise<ClientRateLimitInfo> | ClientRateLimitInfo;
    try {
      pending = store.increment(key);
    } catch (error) {
      next(error);
      return;
    }
    Promise.resolve(pending).then(
      (info) => {
        counted(req, res, next, key, info.totalHits, info.resetTime?.getTime(), partitionKey(key));
      },
      (error: unknown) => {
        next(error);
      },
    );
  };
}
