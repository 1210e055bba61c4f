/**
 * Prometheus metrics (prom-client), one registry per server, served by `startMetricsServer` on its
 * own listener (`METRICS_PORT`, off by default; the public port answers 404 at /metrics). Labels
 * are templates and codes from fixed lists only: an endpoint's route template, a status, a store, an
 * upstream provider and outcome; never anything a client wrote.
 */
import { createServer, type Server } from 'node:http';
import {
  UPSTREAM_PROVIDERS,
  type AnalysisContext,
  type DnsPort,
  type DnsStatus,
  type HttpPort,
  type HttpResult,
  type UpstreamProvider,
} from '@secapi/core';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { HttpMetrics } from './http-metrics.js';

export type StoreName = 'redis' | 'postgres' | 'sqlite';

export interface Metrics {
  readonly registry: Registry;
  /** `secapi_http_requests_total` and `secapi_http_request_duration_seconds` (http-metrics.ts). */
  readonly http: HttpMetrics;
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
    http: new HttpMetrics(registry),
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
      help: 'Requests the analyses sent out (HTTP and DNS), by provider and outcome',
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

/** Outcomes of `secapi_upstream_requests_total` (a fixed list, whatever the port answers). */
export const UPSTREAM_OUTCOMES = [
  /** An answer: an HTTP status below 400, or a DNS answer (records, no data, or NXDOMAIN). */
  'ok',
  /** An HTTP status of 400 or more. */
  'http-error',
  'timeout',
  /** No connection (refused, reset, unreachable), or no resolver answered. */
  'network-error',
  /** The name of an HTTP request did not resolve; a resolver answered SERVFAIL, REFUSED or garbage. */
  'dns-error',
  'tls-error',
  /** Not sent: the address policy, the port or the URL refused it. */
  'refused',
  /** The answer could not be read (headers too large, a broken response or redirect). */
  'protocol-error',
  /** The port threw (it never should). */
  'exception',
] as const;
export type UpstreamOutcome = (typeof UPSTREAM_OUTCOMES)[number];

const PROVIDERS: ReadonlySet<string> = new Set(UPSTREAM_PROVIDERS);

/** The `provider` label of a request: one of core's `UPSTREAM_PROVIDERS`, `other` when unset or unknown. */
export function providerLabel(provider: string | undefined): UpstreamProvider {
  return provider !== undefined && PROVIDERS.has(provider) ? (provider as UpstreamProvider) : 'other';
}

/** The outcome of an HTTP exchange: the final status when a response came, else the error's kind. */
export function httpOutcome(result: HttpResult): UpstreamOutcome {
  const response = result.response;
  // A response that stopped a redirect chain (too many, a bad Location) is still an answer.
  if (response !== null) return response.status >= 400 ? 'http-error' : 'ok';
  switch (result.error?.code) {
    case undefined:
      return 'protocol-error';
    case 'timeout':
      return 'timeout';
    case 'connection-refused':
    case 'connection-failed':
      return 'network-error';
    case 'dns-nxdomain':
    case 'dns-failure':
      return 'dns-error';
    case 'tls-error':
      return 'tls-error';
    case 'blocked-by-policy':
    case 'invalid-url':
    case 'unsupported-scheme':
    case 'port-not-allowed':
      return 'refused';
    case 'too-many-redirects':
    case 'invalid-redirect':
    case 'headers-too-large':
    case 'protocol-error':
      return 'protocol-error';
  }
}

/** The outcome of a DNS query: an answer (NXDOMAIN included), a resolver error, or none. */
export function dnsOutcome(status: DnsStatus): UpstreamOutcome {
  switch (status) {
    case 'ok':
    case 'nodata':
    case 'nxdomain':
      return 'ok';
    case 'timeout':
      return 'timeout';
    case 'error':
      return 'network-error';
    case 'servfail':
    case 'refused':
    case 'malformed':
      return 'dns-error';
  }
}

/**
 * The context with its HTTP and DNS ports counted (`secapi_upstream_requests_total`): by the
 * `provider` core names in each request's options (`UPSTREAM_PROVIDERS`, `other` when unset) and
 * by outcome (`UPSTREAM_OUTCOMES`). Nothing of the request (URL, name, body) is recorded. The raw
 * TLS connections of check-tls (TLS port) are not counted here.
 */
export function countedContext(ctx: AnalysisContext, metrics: Metrics): AnalysisContext {
  return { ...ctx, http: countedHttp(ctx.http, metrics), dns: countedDns(ctx.dns, metrics) };
}

/** An HTTP port counted in `secapi_upstream_requests_total` (see `countedContext`). */
export function countedHttp(http: HttpPort, metrics: Metrics): HttpPort {
  return {
    request: (url, options) => {
      const provider = providerLabel(options?.provider);
      return http.request(url, options).then(
        (r) => {
          metrics.upstreamRequests.inc({ provider, outcome: httpOutcome(r) });
          return r;
        },
        (error: unknown) => {
          metrics.upstreamRequests.inc({ provider, outcome: 'exception' });
          throw error;
        },
      );
    },
  };
}

function countedDns(dns: DnsPort, metrics: Metrics): DnsPort {
  return {
    query: (name, type, options) => {
      const provider = providerLabel(options?.provider);
      return dns.query(name, type, options).then(
        (a) => {
          metrics.upstreamRequests.inc({ provider, outcome: dnsOutcome(a.status) });
          return a;
        },
        (error: unknown) => {
          metrics.upstreamRequests.inc({ provider, outcome: 'exception' });
          throw error;
        },
      );
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
