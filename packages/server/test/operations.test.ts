/**
 * The operations surface of a real server on 127.0.0.1: /healthz, /readyz, Prometheus metrics on
 * their own listener (METRICS_PORT; the public port answers 404 at /metrics), and graceful
 * shutdown with requests in flight.
 */
import { describe, expect, it } from 'vitest';
import { createContext } from '@secapi/core';
import { fakeUrlResult } from '@secapi/test-kit/fixtures/server-results.js';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { silentLogger } from '../src/logger.js';
import { createService } from '../src/service.js';
import { freePort, rawRequest, runServer } from './raw-client.js';

const get = (port: number, path: string): Promise<{ status: number; body: string; headers: Headers }> =>
  fetch(`http://127.0.0.1:${port}${path}`).then(async (r) => ({
    status: r.status,
    body: await r.text(),
    headers: r.headers,
  }));

describe('health, readiness, metrics', () => {
  it('answers /healthz and /readyz; /metrics is 404 on the public port and served on METRICS_PORT', async () => {
    const metricsPort = await freePort();
    const s = await runServer({ METRICS_PORT: String(metricsPort) });
    try {
      const health = await get(s.port, '/healthz');
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body)).toEqual({ status: 'ok' });
      const ready = await get(s.port, '/readyz');
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.body)).toEqual({
        status: 'ok',
        checks: { redis: 'not-configured', postgres: 'not-configured' },
      });
      expect((await get(s.port, '/metrics')).status).toBe(404);

      // check-url allows 10 computations a minute; a memo hit is free: 10 different URLs, the
      // first again (a hit), then an 11th new one (429).
      for (let i = 0; i < 10; i++) await get(s.port, `/api/check-url?u=example.com/p${i}`);
      await get(s.port, '/api/check-url?u=example.com/p0');
      await get(s.port, '/api/check-url?u=example.com/p10');
      const m = await get(metricsPort, '/metrics');
      expect(m.status).toBe(200);
      expect(m.headers.get('content-type')).toMatch(/^text\/plain/);
      for (const name of [
        'secapi_http_requests_total',
        'secapi_http_request_duration_seconds_bucket',
        'secapi_memo_hits_total',
        'secapi_memo_misses_total',
        'secapi_singleflight_joins_total',
        'secapi_rate_limited_total',
        'secapi_upstream_requests_total',
        'secapi_analyses_in_flight',
        'secapi_store_errors_total',
        'process_cpu_user_seconds_total',
        'nodejs_eventloop_lag_seconds',
      ]) {
        expect(m.body).toContain(name);
      }
      expect(m.body).toContain('secapi_http_requests_total{endpoint="/api/check-url",status="200"} 11');
      expect(m.body).toContain('secapi_http_requests_total{endpoint="/api/check-url",status="429"} 1');
      expect(m.body).toContain('secapi_memo_misses_total{analysis="check-url"} 10');
      expect(m.body).toContain('secapi_memo_hits_total{analysis="check-url"} 1');
      expect(m.body).toContain('secapi_rate_limited_total{partition="check-url"} 1');
      expect((await get(metricsPort, '/other')).status).toBe(404);
    } finally {
      await s.stop();
    }
  });

  it('has no metrics listener unless METRICS_PORT is set', async () => {
    const s = await runServer();
    try {
      expect(s.logs().find((l) => l.msg === 'listening')).toMatchObject({
        metricsPort: null,
        feedbackStore: 'sqlite',
      });
    } finally {
      await s.stop();
    }
  });
});

describe('graceful shutdown', () => {
  it('SIGTERM: requests in flight complete (Connection: close), /readyz says draining, then exit 0', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const s = await runServer(
      {},
      {
        graceMs: 5_000,
        buildApp: (config, logger, runtime) =>
          createApp({
            config,
            logger,
            service: createService(config, {
              logger,
              ...runtime,
              context: createContext({ offline: true }),
              analyzers: { analyzeUrl: (u) => gate.then(() => fakeUrlResult(u)) },
            }),
          }),
      },
    );
    // Two requests in flight on keep-alive connections, and a readiness probe already connected.
    const inflight = [1, 2].map((i) =>
      rawRequest(s.port, `GET /api/check-url?u=a${i}.example HTTP/1.1\r\nHost: t\r\n\r\n`, {
        timeoutMs: 6_000,
      }),
    );
    await new Promise((r) => setTimeout(r, 200));
    s.signal('SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
    // New connections are refused once the listener is closed. Until then (the accept queue is
    // drained first: DRAIN_QUIET_MS without a connection, later on a busy machine) a new request
    // gets a 503 it can retry elsewhere, never a reset or an answer of the app. Bounded: 20 tries.
    let refused = await rawRequest(s.port, 'GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n', {
      timeoutMs: 1_000,
    });
    for (let tries = 0; refused.status !== null && tries < 20; tries++) {
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      // Three times DRAIN_QUIET_MS: each new connection starts the quiet time again.
      await new Promise((r) => setTimeout(r, 150));
      refused = await rawRequest(s.port, 'GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n', { timeoutMs: 1_000 });
    }
    expect(refused.status).toBeNull();
    expect(s.exits).toEqual([]);
    release();
    const answers = await Promise.all(inflight);
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.headers.connection).toBe('close');
      expect(a.closed).toBe(true);
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(s.exits).toEqual([0]);
    const stopped = s.logs().map((l) => l.msg);
    expect(stopped).toContain('shutting down');
    expect(stopped).toContain('stopped');
  });

  it('SIGTERM on a busy server: 20 heavy requests sent at once are each answered (200 or 503), none reset', async () => {
    // Each analysis holds the event loop for 40 ms, so most connections wait in the accept queue.
    const busy = (ms: number): void => {
      const end = performance.now() + ms;
      while (performance.now() < end) {
        // burn CPU as a heavy analysis does
      }
    };
    const s = await runServer(
      {},
      {
        graceMs: 10_000,
        buildApp: (config, logger, runtime) =>
          createApp({
            config,
            logger,
            service: createService(config, {
              logger,
              ...runtime,
              context: createContext({ offline: true }),
              analyzers: {
                analyzeUrl: (u) => {
                  busy(40);
                  return Promise.resolve(fakeUrlResult(u));
                },
              },
            }),
          }),
      },
    );
    const answers = Array.from({ length: 20 }, (_, i) =>
      rawRequest(s.port, `GET /api/check-url?u=heavy${i}.example HTTP/1.1\r\nHost: t\r\n\r\n`, {
        timeoutMs: 8_000,
      }),
    );
    await new Promise((r) => setTimeout(r, 30));
    s.signal('SIGTERM');
    const all = await Promise.all(answers);
    const statuses = all.map((a) => a.status);
    expect(statuses.filter((x) => x === null)).toEqual([]);
    for (const a of all) {
      expect([200, 429, 503]).toContain(a.status);
      if (a.status === 503) {
        expect(a.headers.connection).toBe('close');
        expect(a.headers['retry-after']).toBe('5');
        expect(JSON.parse(a.body)).toEqual({ error: expect.stringContaining('restarting') });
        expect(a.headers['x-content-type-options']).toBe('nosniff');
      }
    }
    expect(statuses).toContain(503);
    const start = Date.now();
    while (s.exits.length === 0 && Date.now() - start < 5_000) await new Promise((r) => setTimeout(r, 20));
    expect(s.exits).toEqual([0]);
  });

  it('an idle server is gone within 3 s of SIGTERM', async () => {
    const s = await runServer({}, { graceMs: 10_000 });
    const start = Date.now();
    s.signal('SIGTERM');
    while (s.exits.length === 0 && Date.now() - start < 3_000) await new Promise((r) => setTimeout(r, 20));
    expect(s.exits).toEqual([0]);
    expect(Date.now() - start).toBeLessThan(3_000);
  });
});

describe('readiness while draining', () => {
  it('/readyz answers 503 with server: draining once shutdown began', async () => {
    let draining = false;
    const port = await freePort();
    const config = { ...loadConfig({ SECAPI_OFFLINE: '1', SECAPI_PHISHING_FEEDS: 'off' }), port };
    const app = createApp({
      config,
      logger: silentLogger,
      service: createService(config, { draining: () => draining, context: createContext({ offline: true }) }),
    });
    const server = app.listen(port, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      expect((await get(port, '/readyz')).status).toBe(200);
      draining = true;
      const r = await get(port, '/readyz');
      expect(r.status).toBe(503);
      expect(JSON.parse(r.body)).toEqual({
        status: 'unavailable',
        checks: { redis: 'not-configured', postgres: 'not-configured', server: 'draining' },
      });
      expect((await get(port, '/healthz')).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});
