/**
 * What `secapi-server` (main.ts) does, with its I/O injected so it can be tested in-process:
 * read the configuration (a bad one → ONE line on stderr, exit 1, before anything listens), build
 * the app, listen on `PORT` (then start the background refresh of the known-phishing feeds unless
 * they are off or the server is offline), open the stores (feedback, Redis), serve metrics on
 * `METRICS_PORT` when set, and shut down gracefully on SIGTERM/SIGINT: keep accepting until the
 * accept queue is drained (answering each new request 503 with `Retry-After`), then stop listening,
 * close idle keep-alive sockets, let in-flight requests finish (force-close after `graceMs`), then
 * close the stores and exit.
 */
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContext, type PhishingFeedLookup } from '@secapi/core';
import { negotiateLanguage, translate, type Lang } from '@secapi/i18n';
import { SECURITY_HEADERS, createApp } from './app.js';
import { ConfigError, loadConfig, type ServerConfig } from './config.js';
import { createFeedRefresher, type FeedRefresher } from './feeds.js';
import {
  FRONT_DOOR_LIMITS,
  guardServer,
  refuseMissingHost,
  serverOptions,
  type FrontDoorLimits,
} from './front-door.js';
import { createJsonLogger, type Logger } from './logger.js';
import { countedHttp, createMetrics, startMetricsServer, type Metrics } from './metrics.js';
import { createService } from './service.js';
import { openStores, type Stores } from './stores.js';

/** Draining ends once no connection arrived for this long (the accept queue is empty). */
export const DRAIN_QUIET_MS = 50;

/** The language of a request seen before Express (the `lang` query, then Accept-Language). */
function requestLanguage(req: IncomingMessage): Lang {
  const query = /[?&]lang=([^&#]*)/.exec(req.url ?? '')?.[1] ?? null;
  const header = req.headers['accept-language'];
  return negotiateLanguage(query, typeof header === 'string' ? header : null);
}

/**
 * What `startServer` builds besides the configuration, for `buildApp` to hand to the service as
 * is (its fields are `ServiceDeps` fields: `createService(config, { logger, ...runtime })`).
 */
export interface StartRuntime {
  /** The known-phishing feed store refreshed in the background; null when the feeds are off. */
  readonly phishingFeeds: PhishingFeedLookup | null;
  /** This server's metrics registry (served on `METRICS_PORT` when set). */
  readonly metrics: Metrics;
  /** The stores, opened once here and closed at shutdown. */
  readonly stores: Stores;
  /** True once shutdown began (`/readyz` answers 503). */
  readonly draining: () => boolean;
}

export interface StartIo {
  env: Readonly<Record<string, string | undefined>>;
  stderr(line: string): void;
  exit(code: number): void;
  onSignal(signal: 'SIGTERM' | 'SIGINT', handler: () => void): void;
  logger?: Logger;
  /** Force-close delay after a signal (default 10 s). */
  graceMs?: number;
  /** Name printed before a start-up error (default `secapi-server`). */
  name?: string;
  /** Builds the request handler (default: the API alone; the web form passes the whole site). */
  buildApp?: (config: ServerConfig, logger: Logger, runtime: StartRuntime) => RequestListener;
  /**
   * The paths the app answers with HTML pages (the form's): the answers given before the app
   * (parser errors, a missing Host, a bogus Expect) are then pages too. Default: none (JSON).
   */
  isPage?: (path: string) => boolean;
  /** Front-door limits (timeouts, connection caps); default `FRONT_DOOR_LIMITS`. Tests shorten them. */
  frontDoor?: Partial<FrontDoorLimits>;
  /** Listen address (default: every address). */
  host?: string;
  /**
   * TESTS ONLY: builds the feed refresher (default: the real feeds through a public-only context,
   * its downloads counted in `metrics` as provider `feeds`).
   */
  createFeedRefresher?: (config: ServerConfig, logger: Logger, metrics: Metrics) => FeedRefresher;
}

function apiOnly(config: ServerConfig, logger: Logger, runtime: StartRuntime): RequestListener {
  return createApp({
    config,
    service: createService(config, { logger, ...runtime }),
    logger,
  });
}

/**
 * The real refresher: downloads through its own core context (public-only HTTP port,
 * `SECAPI_DNS_SERVERS`), counted in `secapi_upstream_requests_total`.
 */
function defaultFeedRefresher(config: ServerConfig, logger: Logger, metrics: Metrics): FeedRefresher {
  const ctx = createContext({ ...(config.dnsServers ? { dnsServers: config.dnsServers } : {}) });
  const io = { http: countedHttp(ctx.http, metrics), clock: ctx.clock };
  return createFeedRefresher({ feedIds: config.phishingFeeds ?? [], io, logger });
}

/**
 * A URL a person can open for the listening address: the wildcard addresses (`::`, `0.0.0.0`) are
 * not addresses to browse to, so they become `localhost`; IPv6 literals get their brackets.
 */
export function openableUrl(address: string, port: number): string {
  if (address === '::' || address === '0.0.0.0' || address === '') return `http://localhost:${port}/`;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}/`;
}

/** Starts the app (the API alone unless `buildApp` says otherwise); returns the listening server, or null after a configuration error. */
export function startServer(io: StartIo): Server | null {
  const name = io.name ?? 'secapi-server';
  let config: ServerConfig;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.stderr(`${name}: ${error.message}\n`);
      io.exit(1);
      return null;
    }
    throw error;
  }
  const logger = io.logger ?? createJsonLogger();
  const metrics = createMetrics();
  const feeds =
    !(config.offline ?? false) && (config.phishingFeeds ?? []).length > 0
      ? (io.createFeedRefresher ?? defaultFeedRefresher)(config, logger, metrics)
      : null;
  const limits: FrontDoorLimits = { ...FRONT_DOOR_LIMITS, ...io.frontDoor };
  let stopping = false;
  const stores = openStores(config, { logger, metrics });
  const handler = (io.buildApp ?? apiOnly)(config, logger, {
    phishingFeeds: feeds?.store ?? null,
    metrics,
    stores,
    draining: () => stopping,
  });
  // Responses not yet sent: at shutdown they get `Connection: close` too.
  const pending = new Set<ServerResponse>();
  const server = createServer(serverOptions(limits), (req, res) => {
    if (stopping) {
      // A request that arrives while draining (a connection still in the accept queue at SIGTERM,
      // or a keep-alive one): a 503 it can retry elsewhere, never a reset.
      req.resume();
      const body = JSON.stringify({ error: translate(requestLanguage(req), 'error.shutting-down', null) });
      res.writeHead(503, {
        ...SECURITY_HEADERS,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(body)),
        'Retry-After': '5',
        Connection: 'close',
      });
      res.end(body);
      return;
    }
    if (refuseMissingHost(req, res, SECURITY_HEADERS, io.isPage)) return;
    pending.add(res);
    res.once('close', () => pending.delete(res));
    handler(req, res);
  });
  let lastConnectionAt = 0;
  server.on('connection', () => {
    lastConnectionAt = performance.now();
  });
  guardServer(server, {
    limits,
    trustProxy: config.trustProxy,
    securityHeaders: SECURITY_HEADERS,
    logger,
    ...(io.isPage === undefined ? {} : { isPage: io.isPage }),
  });
  const metricsServer =
    config.metricsPort == null ? null : startMetricsServer(metrics, config.metricsPort, io.host);
  metricsServer?.on('error', (error: NodeJS.ErrnoException) => {
    io.stderr(
      `${name}: cannot listen on METRICS_PORT ${config.metricsPort}: ${error.code ?? error.message}\n`,
    );
    io.exit(1);
  });
  const onListening = (): void => {
    feeds?.start();
    const { address, port } = server.address() as AddressInfo;
    logger.log('info', 'listening', {
      address: openableUrl(address, port),
      offline: config.offline ?? false,
      trustProxy: config.trustProxy,
      phishingFeeds: config.phishingFeeds ?? [],
      feedbackStore: stores.feedback.kind,
      redis: stores.redis !== null,
      metricsPort: config.metricsPort ?? null,
    });
  };
  if (io.host === undefined) server.listen(config.port, onListening);
  else server.listen(config.port, io.host, onListening);
  server.on('error', (error: NodeJS.ErrnoException) => {
    io.stderr(`${name}: cannot listen on port ${config.port}: ${error.code ?? error.message}\n`);
    io.exit(1);
  });

  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    logger.log('info', 'shutting down', { signal });
    feeds?.stop();
    metricsServer?.close();
    metricsServer?.closeAllConnections();
    // Keep accepting (each new request answered 503, Connection: close) until the accept queue is
    // drained: no connection for DRAIN_QUIET_MS, checked after a poll phase (setImmediate), so that
    // connections the kernel already queued while the event loop was busy are accepted first. Then
    // stop listening; requests in flight finish (their answers carry Connection: close), idle
    // keep-alive sockets are closed, and whatever is left after the grace period is cut.
    const closeWhenQuiet = (): void => {
      const since = performance.now() - lastConnectionAt;
      if (since < DRAIN_QUIET_MS) {
        setTimeout(closeWhenQuiet, DRAIN_QUIET_MS - since).unref();
        return;
      }
      setImmediate(() => {
        if (performance.now() - lastConnectionAt < DRAIN_QUIET_MS) {
          setTimeout(closeWhenQuiet, DRAIN_QUIET_MS).unref();
          return;
        }
        stopListening();
      });
    };
    setTimeout(closeWhenQuiet, DRAIN_QUIET_MS).unref();
    for (const res of pending) if (!res.headersSent) res.setHeader('Connection', 'close');
    setTimeout(() => {
      server.closeAllConnections();
    }, io.graceMs ?? 10_000).unref();
  };
  const stopListening = (): void => {
    server.close(() => {
      stores.close().then(
        () => {
          logger.log('info', 'stopped');
          io.exit(0);
        },
        () => {
          logger.log('warn', 'stopped; a store did not close cleanly');
          io.exit(0);
        },
      );
    });
    server.closeIdleConnections();
  };
  io.onSignal('SIGTERM', () => {
    shutdown('SIGTERM');
  });
  io.onSignal('SIGINT', () => {
    shutdown('SIGINT');
  });
  return server;
}
