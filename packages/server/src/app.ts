/**
 * `createApp`: the Express 5 app of the API. Routes are generated from the `@secapi/openapi`
 * catalogue (method, path, input schema, rate-limit partition), so the document, validation and
 * limits cannot drift apart. Handlers stay thin: validate → normalise → service → localize → respond.
 *
 * Order of middleware: request log → security headers → API routes (limiter → content-type check →
 * JSON body → handler; OPTIONS → 204; other methods → 405) → `/openapi.json` → `extraRoutes` (the
 * web form) → JSON 404 → error handler (400 for client mistakes, 500 `error.internal` otherwise).
 */
import { randomBytes } from 'node:crypto';
import express, {
  type ErrorRequestHandler,
  type Express,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import { ANALYSES, isInputError, pickParams, type AnalysisParamValues } from '@secapi/core';
import { resultJson, type Lang } from '@secapi/i18n';
import {
  ENDPOINTS,
  buildOpenApiDocument,
  listPaths,
  validateRequest,
  type Endpoint,
  type HttpMethod,
} from '@secapi/openapi';
import type { ServerConfig } from './config.js';
import { feedbackHandler } from './feedback-handler.js';
import { bodyCap, bodyGuard, bodyOverflowed, refuseOverflow } from './front-door.js';
import { langOf, sendLocalizedError } from './localized-error.js';
import { createJsonLogger, describeError, type Logger } from './logger.js';
import { pwnedRangeHandler } from './pwned-range-handler.js';
import type { Service } from './service.js';

export interface AppOptions {
  config: ServerConfig;
  service: Service;
  /** Mounted after the API routes and /openapi.json, before the JSON 404 and the error handler. */
  extraRoutes?: Router;
  /** Default: JSON lines on stdout. */
  logger?: Logger;
  /** Called once per finished request (metrics). */
  onRequest?: RequestObserver;
}

/** Largest JSON body accepted (20,000 characters of escaped JSON can take ~120 kB). */
export const JSON_BODY_LIMIT = '256kb';
const JSON_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * Largest body any route reads (the form's own parser refuses above 256 kB with its page): a body
 * is never read beyond this, whatever the route does with it.
 */
export const ANY_BODY_LIMIT_BYTES = 1024 * 1024;

/** Headers on every response; the form overrides the CSP for its pages. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'Cache-Control': 'no-store',
});

type Handler = (service: Service, input: Record<string, unknown>) => Promise<unknown>;

/**
 * The handler of an endpoint that answers an analysis' result (`endpoint.analysis`): the validated
 * input field named by the descriptor goes to the service method named by it, which normalises it
 * (trims; the message and the email are passed as is: never trimmed, stored, cached or logged), with
 * the descriptor's second field when it has one (check-email's `rawHeaders`).
 */
function analysisCall(endpoint: Endpoint): Handler | undefined {
  if (endpoint.analysis === undefined) return undefined;
  const d = ANALYSES[endpoint.analysis];
  const field = endpoint.input.kind === 'query' ? (d.input.query ?? d.input.name) : d.input.name;
  // check-email's second body field (`rawHeaders`) rides as a parameter of an analysis that is
  // never memoised; the declared query parameters (check-acme's `method`), when given, go along.
  const extra = endpoint.input.kind === 'body' ? d.input.extra?.name : undefined;
  const paramsOf = (input: Record<string, unknown>): AnalysisParamValues => {
    if (extra === undefined) return pickParams(d, input);
    const value = input[extra];
    return typeof value === 'string' ? { [extra]: value } : {};
  };
  return (s, input) =>
    (s[d.method] as (value: string, params: AnalysisParamValues) => Promise<unknown>)(
      String(input[field]),
      paramsOf(input),
    );
}

/**
 * Endpoints whose answer is not a localized analysis result (a stored entry, a text/plain range, a
 * 502 on upstream failure): each has its own module, which validates its input itself.
 */
const RAW_HANDLERS: Readonly<Record<string, (endpoint: Endpoint, service: Service) => RequestHandler>> = {
  postFeedback: feedbackHandler,
  pwnedRange: pwnedRangeHandler,
};

interface RouteLocals {
  routePath?: string;
  partition?: string;
  /** The `outcome` of the analysis that answered (logged). */
  outcome?: string;
}

/** Called once per finished request (metrics): endpoint template, status, seconds. */
export type RequestObserver = (endpoint: string, status: number, seconds: number) => void;

/** Methods logged by name (any other is logged as `other`: the method token is client-written). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE']);

const locals = (res: Response): RouteLocals => res.locals as RouteLocals;

function allowHeader(methods: readonly HttpMethod[]): string {
  const all = new Set<string>();
  for (const m of methods) {
    all.add(m);
    if (m === 'GET') all.add('HEAD');
  }
  all.add('OPTIONS');
  return [...all].join(', ');
}

/** A short random id per request (logged, and sent back as `X-Request-Id`). */
let requestSeq = 0;
const requestIdPrefix = randomBytes(4).toString('hex');
function nextRequestId(): string {
  requestSeq = (requestSeq + 1) % 0x100000000;
  return `${requestIdPrefix}-${requestSeq.toString(16)}`;
}

/**
 * The endpoint a request reached, as a template that no client can write: the API route marked by
 * `mark`, else the path a form route was declared with, else `unmatched` (never the URL path).
 */
function endpointOf(req: Request, res: Response): string {
  const l = locals(res);
  if (l.routePath !== undefined) return l.routePath;
  const routePath = (req as { route?: { path?: unknown } }).route?.path;
  return typeof routePath === 'string' ? routePath : 'unmatched';
}

/** Starts the request's log line (and metrics observation), written when the response ends. */
function requestLog(logger: Logger, onDone?: RequestObserver): (req: Request, res: Response) => void {
  return (req, res) => {
    const start = performance.now();
    const id = nextRequestId();
    res.setHeader('X-Request-Id', id);
    // 'close' comes once per response: after 'finish', or alone when the client went away first
    // (`aborted`). One listener, not two.
    res.on('close', () => {
      const l = locals(res);
      const ms = performance.now() - start;
      const endpoint = endpointOf(req, res);
      // Nothing the client wrote: no path, query, header, address or body.
      logger.log('info', 'request', {
        reqId: id,
        method: METHODS.has(req.method) ? req.method : 'other',
        endpoint,
        status: res.statusCode,
        durationMs: Math.round(ms * 100) / 100,
        outcome: l.outcome ?? null,
        partition: l.partition ?? null,
        aborted: !res.writableFinished,
      });
      onDone?.(endpoint, res.statusCode, ms / 1000);
    });
  };
}

const SECURITY_HEADER_ENTRIES: readonly (readonly [string, string])[] = Object.entries(SECURITY_HEADERS);

function setSecurityHeaders(res: Response): void {
  for (const [name, value] of SECURITY_HEADER_ENTRIES) res.setHeader(name, value);
}

/** The `next` of a step that always continues synchronously (its caller goes on by itself). */
const goOn = (): void => undefined;

function mark(endpointPath: string, partition: string | null): RequestHandler {
  return (_req, res, next) => {
    const l = locals(res);
    l.routePath = endpointPath;
    if (partition !== null) l.partition = partition;
    next();
  };
}

const requireJson: RequestHandler = (req, res, next) => {
  if (req.is('application/json') === 'application/json') {
    next();
    return;
  }
  sendLocalizedError(req, res, 400, 'error.unsupported-media-type');
};

function queryInput(query: Readonly<Record<string, unknown>>, endpoint: Endpoint): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  if (endpoint.input.kind !== 'query') return input;
  for (const p of endpoint.input.params) {
    if (Object.prototype.hasOwnProperty.call(query, p.name)) input[p.name] = query[p.name];
  }
  return input;
}

/**
 * The serialised localised body of a result, kept per language next to the result itself while the
 * memo holds it (a memoised result is frozen and the same object on every hit), so a memo hit costs
 * no localisation and no JSON serialisation. A result that is not frozen (check-message: never
 * memoised) is serialised each time and kept nowhere.
 */
const BODIES = new WeakMap<object, Partial<Record<Lang, Buffer>>>();
function localizedBody(result: unknown, lang: Lang): Buffer {
  if (typeof result !== 'object' || result === null || !Object.isFrozen(result))
    return Buffer.from(resultJson(result, lang));
  let perLang = BODIES.get(result);
  if (perLang === undefined) {
    perLang = {};
    BODIES.set(result, perLang);
  }
  return (perLang[lang] ??= Buffer.from(resultJson(result, lang)));
}

function analysisHandler(endpoint: Endpoint, handler: Handler, service: Service): RequestHandler {
  return async (req, res) => {
    // Read once: Express 5 parses the query string again on every read of `req.query`.
    const query = req.query as Record<string, unknown>;
    const input: unknown = endpoint.input.kind === 'query' ? queryInput(query, endpoint) : req.body;
    const check = validateRequest(endpoint.id, input);
    if (!check.valid) {
      sendLocalizedError(req, res, 400, check.errorKey, check.params);
      return;
    }
    const result = await handler(service, input as Record<string, unknown>);
    const outcome = (result as { outcome?: unknown } | null)?.outcome;
    if (typeof outcome === 'string') locals(res).outcome = outcome;
    const body = localizedBody(result, langOf(req, query));
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', String(body.length));
    res.end(body);
  };
}

/** The answer to a 4xx error of a body parser (raw-body / body-parser / zlib): never a 500. */
function bodyErrorKey(
  err: unknown,
  req: Request,
): 'error.body-too-large' | 'error.unsupported-media-type' | 'error.malformed-json' | null {
  const e = err as { type?: unknown; status?: unknown; statusCode?: unknown } | null;
  const status = typeof e?.status === 'number' ? e.status : e?.statusCode;
  if (bodyOverflowed(req) || e?.type === 'entity.too.large' || status === 413) return 'error.body-too-large';
  if (e?.type === 'charset.unsupported' || e?.type === 'encoding.unsupported' || status === 415)
    return 'error.unsupported-media-type';
  // entity.parse.failed, request.aborted, request.size.invalid, a body that does not decompress…
  if (typeof status === 'number' && status >= 400 && status < 500) return 'error.malformed-json';
  return null;
}

function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (res.headersSent) {
      // Too late for an answer: close, never hand the error to Express' default handler (stderr).
      if (!res.writableEnded) res.destroy();
      return;
    }
    if (isInputError(err)) {
      sendLocalizedError(req, res, 400, err.key, err.params);
      return;
    }
    const bodyKey = bodyErrorKey(err, req);
    if (bodyKey !== null) {
      // Any client can cause these: debug at most, and never the error's text (it can quote input).
      logger.log('debug', 'unreadable body', { endpoint: endpointOf(req, res), key: bodyKey });
      sendLocalizedError(req, res, 400, bodyKey);
      return;
    }
    logger.log('error', 'unexpected error', { endpoint: endpointOf(req, res), error: describeError(err) });
    sendLocalizedError(req, res, 500, 'error.internal');
  };
}

/**
 * Builds the Express app of the API (and, through `extraRoutes`, of the web form).
 * @param options config, the service, optional extra routes and logger
 * @returns an Express app; `main.ts` listens, tests use supertest in-process
 * @example const app = createApp({ config, service: createService(config) });
 */
export function createApp(options: AppOptions): Express {
  const { config, service } = options;
  const logger = options.logger ?? createJsonLogger();
  for (const e of ENDPOINTS) {
    if (e.implemented && e.analysis === undefined && RAW_HANDLERS[e.id] === undefined)
      throw new Error(`endpoint ${e.id} is marked implemented but has no handler`);
  }

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  app.set('trust proxy', config.trustProxy);

  const metrics = service.metrics;
  const observe: RequestObserver | undefined =
    options.onRequest ??
    (metrics === null
      ? undefined
      : (endpoint, status, seconds) => {
          metrics.http.observe(endpoint, status, seconds);
        });
  // The four steps every request takes, as one middleware (one router hop instead of four, and
  // no closure per step: this is the hot path of a memo hit): body guard → request log →
  // security headers → body cap. The first three always go on at once.
  const log = requestLog(logger, observe);
  // With the form mounted, a page route (anything outside the API's own paths) answers an
  // over-limit body with its HTML page; the API's routes answer JSON here.
  const apiPaths = new Set([...listPaths().map((p) => p.path), '/openapi.json', '/healthz', '/readyz']);
  const cap = bodyCap(
    ANY_BODY_LIMIT_BYTES,
    options.extraRoutes === undefined
      ? undefined
      : (req) => {
          const path = req.path ?? '';
          return !path.startsWith('/api/') && !apiPaths.has(path);
        },
  );
  app.use((req, res, next) => {
    bodyGuard(req, res, goOn);
    log(req, res);
    setSecurityHeaders(res);
    cap(req, res, next);
  });

  const jsonParser = express.json({ limit: JSON_BODY_LIMIT, strict: true, type: 'application/json' });
  const jsonBody: RequestHandler[] = [
    requireJson,
    bodyCap(JSON_BODY_LIMIT_BYTES),
    jsonParser,
    refuseOverflow,
  ];

  for (const { path, methods } of listPaths()) {
    const allow = allowHeader(methods);
    for (const e of ENDPOINTS.filter((x) => x.path === path)) {
      const chain: RequestHandler[] = [mark(path, e.partition), service.limiter(e.partition)];
      const handler = analysisCall(e);
      const raw = RAW_HANDLERS[e.id];
      if (e.implemented && raw !== undefined) {
        if (e.method === 'POST') chain.push(...jsonBody);
        chain.push(raw(e, service));
      } else if (!e.implemented || handler === undefined) {
        chain.push((req, res) => {
          sendLocalizedError(req, res, 501, 'error.not-implemented');
        });
      } else {
        if (e.method === 'POST') chain.push(...jsonBody);
        chain.push(analysisHandler(e, handler, service));
      }
      if (e.method === 'GET') app.get(path, ...chain);
      else app.post(path, ...chain);
    }
    app.options(path, mark(path, null), (_req, res) => {
      res.setHeader('Allow', allow);
      res.status(204).end();
    });
    app.all(path, mark(path, null), (req, res) => {
      res.setHeader('Allow', allow);
      sendLocalizedError(req, res, 405, 'error.method-not-allowed', { allowed: allow });
    });
  }

  const openApiJson = JSON.stringify(buildOpenApiDocument());
  const openApiAllow = allowHeader(['GET']);
  app.get('/openapi.json', mark('/openapi.json', null), (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/json').send(openApiJson);
  });
  app.options('/openapi.json', mark('/openapi.json', null), (_req, res) => {
    res.setHeader('Allow', openApiAllow);
    res.status(204).end();
  });
  app.all('/openapi.json', mark('/openapi.json', null), (req, res) => {
    res.setHeader('Allow', openApiAllow);
    sendLocalizedError(req, res, 405, 'error.method-not-allowed', { allowed: openApiAllow });
  });

  // Health (the process lives) and readiness (its stores answer, it is not draining), for load
  // balancers and orchestrators. Not rate-limited; no body is read. (/metrics is not here: it has
  // its own listener, METRICS_PORT.)
  app.get('/healthz', mark('/healthz', null), (_req, res) => {
    res.status(200).json({ status: 'ok' });
  });
  app.get('/readyz', mark('/readyz', null), async (_req, res) => {
    const readiness = await service.readiness();
    res.status(readiness.status === 'ok' ? 200 : 503).json(readiness);
  });

  if (options.extraRoutes) app.use(options.extraRoutes);

  app.use((req, res) => {
    sendLocalizedError(req, res, 404, 'error.not-found');
  });
  app.use(errorHandler(logger));
  return app;
}
