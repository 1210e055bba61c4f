/**
 * Prometheus metrics (prom-client), one registry per server, served by `startMetricsServer` on its
 * own listener (`METRICS_PORT`, off by default; the public port answers 404 at /metrics). Labels
 * are templates and codes only: an endpoint's route template, a status, a store or upstream kind,
 * never anything a client wrote.
 */
import { createServer, type Server } from 'node:http';
import type { AnalysisContext } from '@secapi/core';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type StoreName = 'redis' | 'postgres' | 'sqlite';

export interface Metrics {
  readonly registry: Registry;
  readonly httpRequests: Counter<'endpoint' | 'status'>;
  readonly httpDuration: Histogram<'endpoint' | 'status'>;
  readonly memoHits: Counter<'analysis'>;
  readonly memoMisses: Counter<'analysis'>;
  readonly singleflightJoins: Counter<'analysis'>;
  readonly rateLimited: Counter<'partition'>;
  readonly upstreamRequests: Counter<'provider' | 'outcome'>;
  readonly analysesInFlight: Gauge;
  readonly storeErrors: Counter<'store'>;
  /** 1 when the store answers, 0 when it does not (only configured stores). */
  readonly storeUp: Gauge<'store'>;
}

/**
 * A registry with the secapi metrics and the default process metrics.
 * @example const metrics = createMetrics(); metrics.memoHits.inc({ analysis: 'check-url' });
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'secapi_http_requests_total',
      help: 'HTTP requests answered, by endpoint template and status',
      labelNames: ['endpoint', 'status'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'secapi_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by endpoint template and status',
      labelNames: ['endpoint', 'status'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
      registers,
    }),
    memoHits: new Counter({
      name: 'secapi_memo_hits_total',
      help: 'Analysis results served from the memo (in-process or Redis)',
      labelNames: ['analysis'],
      registers,
    }),
    memoMisses: new Counter({
      name: 'secapi_memo_misses_total',
      help: 'Analysis results computed (not in the memo)',
      labelNames: ['analysis'],
      registers,
    }),
    singleflightJoins: new Counter({
      name: 'secapi_singleflight_joins_total',
      help: 'Requests that waited for an identical computation in flight (here or on another instance)',
      labelNames: ['analysis'],
      registers,
    }),
    rateLimited: new Counter({
      name: 'secapi_rate_limited_total',
      help: 'Requests answered 429, by rate-limit partition',
      labelNames: ['partition'],
      registers,
    }),
    upstreamRequests: new Counter({
      name: 'secapi_upstream_requests_total',
      help: 'Requests the analyses sent out, by provider kind (http, dns) and outcome code',
      labelNames: ['provider', 'outcome'],
      registers,
    }),
    analysesInFlight: new Gauge({
      name: 'secapi_analyses_in_flight',
      help: 'Analyses computing now',
      registers,
    }),
    storeErrors: new Counter({
      name: 'secapi_store_errors_total',
      help: 'Failed or timed-out operations on a store',
      labelNames: ['store'],
      registers,
    }),
    storeUp: new Gauge({
      name: 'secapi_store_up',
      help: '1 when a configured store answers, 0 when it does not',
      labelNames: ['store'],
      registers,
    }),
  };
}

/**
 * The context with its network ports counted (`secapi_upstream_requests_total`): HTTP requests by
 * error code (`ok` when answered), DNS queries by status. Nothing of the request is recorded.
 */
export function countedContext(ctx: AnalysisContext, metrics: Metrics): AnalysisContext {
  const http = ctx.http;
  const dns = ctx.dns;
  return {
    ...ctx,
    http: {
      request: (url, options) =>
        http.request(url, options).then(
          (r) => {
            metrics.upstreamRequests.inc({ provider: 'http', outcome: r.error?.code ?? 'ok' });
            return r;
          },
          (error: unknown) => {
            metrics.upstreamRequests.inc({ provider: 'http', outcome: 'exception' });
            throw error;
          },
        ),
    },
    dns: {
      query: (name, type, options) =>
        dns.query(name, type, options).then((a) => {
          metrics.upstreamRequests.inc({ provider: 'dns', outcome: a.status });
          return a;
        }),
    },
  };
}

/**
 * The metrics listener: `GET /metrics` in the Prometheus text format, 404 elsewhere.
 * @example startMetricsServer(metrics, 9464, '0.0.0.0')
 */
export function startMetricsServer(metrics: Metrics, port: number, host?: string): Server {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text);
      },
      () => {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n');
      },
    );
  });
  if (host === undefined) server.listen(port);
  else server.listen(port, host);
  return server;
}
