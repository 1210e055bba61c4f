/**
 * A declarative in-memory `HttpPort` for unit tests of analyses (no socket is ever opened):
 *
 *   const http = fakeHttp({
 *     'https://shop.example/': { status: 200, headers: { 'content-type': 'text/html' }, body: '<html>' },
 *     'http://short.example/x': { status: 301, headers: { location: 'https://shop.example/' } },
 *     'https://blocked.example/': { error: 'blocked-by-policy' },
 *     'https://slow.example/': { error: 'timeout', detail: 'headers' },
 *     'https://api.example/v1': (url, options) => ({ status: 200, body: JSON.stringify({ url, method: options.method }) }),
 *     '*': { error: 'dns-nxdomain' }, // optional catch-all (default: connection-failed "no fake entry")
 *   });
 *
 * Keys are URLs, normalised with WHATWG `new URL(key).href` (so `https://x` and `https://x/` are the
 * same key); lookups use the normalised request URL, the query string included. Redirects (3xx with a
 * `location` header) are followed like the real port: up to `maxRedirects` (default 0), relative
 * locations resolved, every hop recorded in `hops`, `too-many-redirects` / `hitMaxRedirects` when the
 * limit is reached. The body is cut to `maxBodyBytes` (default 0, like the real port) and
 * `bodyTruncated` set. `http.calls` records every request (every hop) in order with its options.
 */
import type {
  HttpError,
  HttpErrorCode,
  HttpHop,
  HttpPort,
  HttpRequestOptions,
  HttpResponse,
  HttpResult,
  TlsInfo,
} from '@secapi/core';

export interface FakeHttpResponse {
  readonly status: number;
  /** Header names are lower-cased; a list gives a repeated header. */
  readonly headers?: Readonly<Record<string, string | readonly string[]>>;
  readonly body?: string | Uint8Array;
  /** The address "connected to" (default 203.0.113.10). */
  readonly address?: string;
  /** Default for https URLs: TLSv1.3, authorized; null for http. */
  readonly tls?: TlsInfo | null;
}

export interface FakeHttpFailure {
  readonly error: HttpErrorCode;
  readonly detail?: string | null;
}

export type FakeHttpEntryValue = FakeHttpResponse | FakeHttpFailure;
export type FakeHttpHandler = (
  url: string,
  options: HttpRequestOptions,
) => FakeHttpEntryValue | Promise<FakeHttpEntryValue>;
export type FakeHttpEntry = FakeHttpEntryValue | FakeHttpHandler;
export type FakeHttpRoutes = Readonly<Record<string, FakeHttpEntry>>;

export interface FakeHttpCall {
  readonly url: string;
  readonly options: HttpRequestOptions;
}

export interface FakeHttp extends HttpPort {
  /** Every request made (one per hop), in order. */
  readonly calls: FakeHttpCall[];
}

const DEFAULT_ADDRESS = '203.0.113.10';
const FAKE_TLS: TlsInfo = Object.freeze({
  protocol: 'TLSv1.3',
  cipher: 'TLS_AES_128_GCM_SHA256',
  authorized: true,
  authorizationError: null,
});

function normalise(url: string): string | null {
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}

function isFailure(entry: FakeHttpEntryValue): entry is FakeHttpFailure {
  return 'error' in entry;
}

function headersOf(entry: FakeHttpResponse): Record<string, readonly string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(entry.headers ?? {})) {
    const key = name.toLowerCase();
    const list = (out[key] ??= []);
    if (typeof value === 'string') list.push(value);
    else list.push(...value);
  }
  return out;
}

function bodyOf(entry: FakeHttpResponse): Uint8Array {
  const body = entry.body ?? '';
  return typeof body === 'string' ? new TextEncoder().encode(body) : body;
}

export function fakeHttp(routes: FakeHttpRoutes): FakeHttp {
  const calls: FakeHttpCall[] = [];
  const table = new Map<string, FakeHttpEntry>();
  let fallback: FakeHttpEntry | undefined;
  for (const [key, entry] of Object.entries(routes)) {
    if (key === '*') {
      fallback = entry;
      continue;
    }
    const href = normalise(key);
    if (href === null) throw new TypeError(`fakeHttp: not a URL: ${key}`);
    table.set(href, entry);
  }

  async function answer(url: string, options: HttpRequestOptions): Promise<FakeHttpEntryValue> {
    const entry = table.get(url) ?? fallback;
    if (entry === undefined) return { error: 'connection-failed', detail: `no fake entry for ${url}` };
    return typeof entry === 'function' ? await entry(url, options) : entry;
  }

  async function request(url: string, options: HttpRequestOptions = {}): Promise<HttpResult> {
    const hops: HttpHop[] = [];
    const maxRedirects = options.maxRedirects ?? 0;
    const maxBody = options.maxBodyBytes ?? 0;
    const fail = (error: HttpError, response: HttpResponse | null = null, hit = false): HttpResult => ({
      response,
      hops,
      error,
      wasBlockedByPolicy: error.code === 'blocked-by-policy',
      hitMaxRedirects: hit,
    });
    let current = normalise(url);
    if (current === null) return fail({ code: 'invalid-url', detail: 'not a URL' });
    for (let redirects = 0; ; redirects++) {
      if (options.signal?.aborted === true) return fail({ code: 'timeout', detail: 'aborted' });
      const parsed = new URL(current);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        return fail({ code: 'unsupported-scheme', detail: parsed.protocol });
      }
      calls.push({ url: current, options });
      const entry = await answer(current, options);
      if (isFailure(entry)) {
        hops.push({ url: current, status: null, location: null, host: parsed.hostname, address: null });
        return fail({ code: entry.error, detail: entry.detail ?? null });
      }
      const headers = headersOf(entry);
      const location = entry.status >= 300 && entry.status < 400 ? (headers.location?.[0] ?? null) : null;
      const address = entry.address ?? DEFAULT_ADDRESS;
      hops.push({ url: current, status: entry.status, location, host: parsed.hostname, address });
      const full = bodyOf(entry);
      const response: HttpResponse = {
        url: current,
        status: entry.status,
        headers,
        body: full.slice(0, maxBody),
        bodyTruncated: full.length > maxBody,
        address,
        tls: entry.tls !== undefined ? entry.tls : parsed.protocol === 'https:' ? FAKE_TLS : null,
      };
      if (location === null || maxRedirects === 0) {
        return { response, hops, error: null, wasBlockedByPolicy: false, hitMaxRedirects: false };
      }
      let next: string;
      try {
        next = new URL(location, current).href;
      } catch {
        return fail({ code: 'invalid-redirect', detail: 'bad Location' }, response);
      }
      if (redirects >= maxRedirects) {
        return fail(
          { code: 'too-many-redirects', detail: `more than ${String(maxRedirects)}` },
          response,
          true,
        );
      }
      current = next;
    }
  }

  return { calls, request };
}
