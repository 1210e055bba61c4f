/**
 * `secapi_http_requests_total` (counter) and `secapi_http_request_duration_seconds` (histogram), by
 * endpoint template and status, recorded on every request. prom-client's Counter and Histogram
 * hash and validate their labels on every call (about 5 µs of a memo hit's ~110 µs); these two
 * have one small fixed label set per endpoint and status, so a request here costs two map lookups
 * and a few additions, and the samples are built when the registry is read. Both are registered
 * in the registry beside prom-client's own metrics and read out in the same exposition format
 * (`http-metrics.test.ts` compares them line by line with prom-client's).
 */
import type { Metric, Registry } from 'prom-client';

/** Upper bounds of the duration buckets, in seconds (`+Inf` is implicit). */
export const HTTP_DURATION_BUCKETS: readonly number[] = Object.freeze([
  0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20,
]);

type Labels = Readonly<{ endpoint: string; status: string }>;

/** One endpoint and status: requests, their total duration, and the count per bucket (not cumulative). */
interface Cell {
  readonly labels: Labels;
  count: number;
  sum: number;
  /** `perBucket[i]`: durations ≤ `HTTP_DURATION_BUCKETS[i]` and above the bound before; the last: above every bound. */
  readonly perBucket: number[];
}

interface Sample {
  readonly metricName?: string;
  readonly labels: Readonly<Record<string, string | number>>;
  readonly value: number;
  /** Buckets carry `exemplar: null` (no exemplars), as prom-client's do. */
  readonly exemplar?: null;
}

/** What a registry reads of a metric (`get()` answers as prom-client's own metrics do). */
interface Samples {
  readonly name: string;
  readonly help: string;
  readonly type: 'counter' | 'histogram';
  readonly aggregator: 'sum';
  readonly values: readonly Sample[];
}

/** A metric as a registry holds it (prom-client's own metrics have these members). */
interface Exposed {
  readonly name: string;
  readonly help: string;
  readonly type: 'counter' | 'histogram';
  readonly aggregator: 'sum';
  get(): Promise<Samples>;
  reset(): void;
}

export class HttpMetrics {
  private readonly cells = new Map<string, Map<number, Cell>>();
  readonly requests: Exposed;
  readonly duration: Exposed;

  constructor(registry: Registry) {
    const reset = (): void => {
      this.cells.clear();
    };
    this.requests = {
      name: 'secapi_http_requests_total',
      help: 'HTTP requests answered, by endpoint template and status',
      type: 'counter',
      aggregator: 'sum',
      get: () => Promise.resolve(this.counterSamples()),
      reset,
    };
    this.duration = {
      name: 'secapi_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by endpoint template and status',
      type: 'histogram',
      aggregator: 'sum',
      get: () => Promise.resolve(this.histogramSamples()),
      reset,
    };
    registry.registerMetric(this.requests as unknown as Metric);
    registry.registerMetric(this.duration as unknown as Metric);
  }

  /** Records one answered request. */
  observe(endpoint: string, status: number, seconds: number): void {
    let byStatus = this.cells.get(endpoint);
    if (byStatus === undefined) {
      byStatus = new Map();
      this.cells.set(endpoint, byStatus);
    }
    let cell = byStatus.get(status);
    if (cell === undefined) {
      cell = {
        labels: { endpoint, status: String(status) },
        count: 0,
        sum: 0,
        perBucket: new Array<number>(HTTP_DURATION_BUCKETS.length + 1).fill(0),
      };
      byStatus.set(status, cell);
    }
    let i = 0;
    while (i < HTTP_DURATION_BUCKETS.length && seconds > (HTTP_DURATION_BUCKETS[i] ?? Infinity)) i++;
    cell.count++;
    cell.sum += seconds;
    cell.perBucket[i] = (cell.perBucket[i] ?? 0) + 1;
  }

  private *allCells(): Generator<Cell> {
    for (const byStatus of this.cells.values()) yield* byStatus.values();
  }

  private counterSamples(): Samples {
    const values = [...this.allCells()].map((c) => ({ labels: { ...c.labels }, value: c.count }));
    return {
      name: this.requests.name,
      help: this.requests.help,
      type: 'counter',
      aggregator: 'sum',
      values,
    };
  }

  private histogramSamples(): Samples {
    const name = this.duration.name;
    const values: Sample[] = [];
    for (const c of this.allCells()) {
      let cumulative = 0;
      HTTP_DURATION_BUCKETS.forEach((le, i) => {
        cumulative += c.perBucket[i] ?? 0;
        values.push({
          metricName: `${name}_bucket`,
          labels: { le, ...c.labels },
          value: cumulative,
          exemplar: null,
        });
      });
      values.push({
        metricName: `${name}_bucket`,
        labels: { le: '+Inf', ...c.labels },
        value: c.count,
        exemplar: null,
      });
      values.push({ metricName: `${name}_sum`, labels: { ...c.labels }, value: c.sum });
      values.push({ metricName: `${name}_count`, labels: { ...c.labels }, value: c.count });
    }
    return { name, help: this.duration.help, type: 'histogram', aggregator: 'sum', values };
  }
}
