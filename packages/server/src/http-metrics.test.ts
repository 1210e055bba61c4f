import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { HTTP_DURATION_BUCKETS, HttpMetrics } from './http-metrics.js';

const OBSERVATIONS: readonly [string, number, number][] = [
  ['/api/check-url', 200, 0.0004],
  ['/api/check-url', 200, 0.001], // on a bound: counted in that bucket (le is "less or equal")
  ['/api/check-url', 200, 0.0123],
  ['/api/check-url', 429, 0.002],
  ['/api/check-dns', 200, 3.5],
  ['/api/check-dns', 200, 25], // above every bound: +Inf only
  ['/readyz', 503, 0.07],
];

describe('HttpMetrics', () => {
  it("exposes exactly what prom-client's Counter and Histogram expose for the same requests", async () => {
    const ours = new Registry();
    const http = new HttpMetrics(ours);
    const theirs = new Registry();
    const counter = new Counter({
      name: 'secapi_http_requests_total',
      help: 'HTTP requests answered, by endpoint template and status',
      labelNames: ['endpoint', 'status'],
      registers: [theirs],
    });
    const histogram = new Histogram({
      name: 'secapi_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by endpoint template and status',
      labelNames: ['endpoint', 'status'],
      buckets: [...HTTP_DURATION_BUCKETS],
      registers: [theirs],
    });
    for (const [endpoint, status, seconds] of OBSERVATIONS) {
      http.observe(endpoint, status, seconds);
      const labels = { endpoint, status: String(status) };
      counter.inc(labels);
      histogram.observe(labels, seconds);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain('secapi_http_requests_total{endpoint="/api/check-url",status="200"} 3');
    expect(text).toContain(
      'secapi_http_request_duration_seconds_bucket{le="0.001",endpoint="/api/check-url",status="200"} 2',
    );
    expect(text).toContain(
      'secapi_http_request_duration_seconds_bucket{le="20",endpoint="/api/check-dns",status="200"} 1',
    );
    expect(text).toContain(
      'secapi_http_request_duration_seconds_bucket{le="+Inf",endpoint="/api/check-dns",status="200"} 2',
    );
    expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
  });

  it('starts again from zero when the registry is reset', async () => {
    const registry = new Registry();
    const http = new HttpMetrics(registry);
    http.observe('/healthz', 200, 0.0001);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('endpoint="/healthz"');
    http.observe('/healthz', 200, 0.0001);
    expect(await registry.metrics()).toContain(
      'secapi_http_requests_total{endpoint="/healthz",status="200"} 1',
    );
  });
});
