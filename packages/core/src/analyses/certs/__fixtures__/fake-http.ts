/**
 * A tiny scripted `HttpPort` for the unit tests of the provider-backed analyses (certs, hash,
 * pwned): each request is answered by the first route whose `match` is in the URL; every call is
 * recorded with its options. A route may advance a fake clock (to test deadlines) or answer with an
 * HTTP error instead of a response.
 */
import type { Clock } from '../../../context.js';
import type { HttpErrorCode, HttpPort, HttpRequestOptions, HttpResult } from '../../../net/http/types.js';

export interface FakeReply {
  readonly status?: number;
  readonly body?: string | Uint8Array;
  readonly headers?: Readonly<Record<string, string>>;
  readonly bodyTruncated?: boolean;
  /** Answer with this error and no response. */
  readonly error?: HttpErrorCode;
  /** Milliseconds the fake clock moves forward during this request. */
  readonly elapseMs?: number;
}

export interface FakeRoute {
  readonly match: string;
  /** Replies in order; the last one repeats. */
  readonly replies: readonly FakeReply[];
}

export interface FakeHttpCall {
  readonly url: string;
  readonly options: HttpRequestOptions;
}

export interface FakeHttp extends HttpPort {
  readonly calls: FakeHttpCall[];
}

export interface FakeClock extends Clock {
  advance(ms: number): void;
}

export function fakeClock(start = Date.UTC(2026, 10, 1)): FakeClock {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
}

export function fakeHttp(routes: readonly FakeRoute[], clock?: FakeClock): FakeHttp {
  const calls: FakeHttpCall[] = [];
  const used = new Map<FakeRoute, number>();
  return {
    calls,
    request(url, options = {}) {
      calls.push({ url, options });
      const route = routes.find((r) => url.includes(r.match));
      const host = new URL(url).hostname;
      if (route === undefined) {
        return Promise.resolve<HttpResult>({
          response: null,
          hops: [{ url, status: null, location: null, host, address: null }],
          error: { code: 'connection-refused', detail: 'no fake route' },
          wasBlockedByPolicy: false,
          hitMaxRedirects: false,
        });
      }
      const n = used.get(route) ?? 0;
      used.set(route, n + 1);
      const reply = route.replies[Math.min(n, route.replies.length - 1)] ?? {};
      if (reply.elapseMs !== undefined) clock?.advance(reply.elapseMs);
      if (reply.error !== undefined) {
        return Promise.resolve<HttpResult>({
          response: null,
          hops: [{ url, status: null, location: null, host, address: null }],
          error: { code: reply.error, detail: 'fake' },
          wasBlockedByPolicy: false,
          hitMaxRedirects: false,
        });
      }
      const status = reply.status ?? 200;
      const raw = reply.body ?? '';
      const body = typeof raw === 'string' ? new TextEncoder().encode(raw) : raw;
      const headers: Record<string, string[]> = {};
      for (const [k, v] of Object.entries(reply.headers ?? {})) headers[k.toLowerCase()] = [v];
      return Promise.resolve<HttpResult>({
        response: {
          url,
          status,
          headers,
          body,
          bodyTruncated: reply.bodyTruncated ?? false,
          address: '192.0.2.10',
          tls: null,
        },
        hops: [{ url, status, location: null, host, address: '192.0.2.10' }],
        error: null,
        wasBlockedByPolicy: false,
        hitMaxRedirects: false,
      });
    },
  };
}
