/**
 * The real HTTP port: an SSRF-safe client on `node:http` / `node:https` (never the global fetch).
 * See packages/core/docs/http-port.md.
 *
 * Per hop: WHATWG-parse the URL (http/https only; the scheme's default port unless `allowPorts`);
 * an IP-literal host is checked as is, a name is resolved through the DNS port (A and AAAA) and
 * EVERY answer is checked against the policy, one refused answer refuses the hop before any
 * connection; then the socket goes to exactly the checked address (`host` is the IP itself and
 * `lookup` is pinned to it, so Node never resolves again), with SNI and Host set to the original
 * name. Redirects are followed by hand (each hop re-parsed, re-resolved, re-checked). Response
 * headers, body, per-hop time to headers, total time and the caller's signal are capped. TLS is
 * verified unless a call explicitly passes `tlsVerify: false`. `request` never rejects.
 */
import { type DnsPort } from '../dns/types.js';
import { publicOnlyPolicy } from './policy.js';
import { exchange, type ExchangeEnv } from './exchange.js';
import { HopFailure, errorMessage, safeHref, type HopOutcome, type Target } from './hop.js';
import { createTargetResolver } from './target.js';
import type {
  AddressPolicy,
  HttpError,
  HttpHop,
  HttpMethod,
  HttpPort,
  HttpRequestOptions,
  HttpResponse,
  HttpResult,
} from './types.js';

export const DEFAULT_USER_AGENT = 'secapi/0.1 (+https://github.com/secapi; security analysis)';

export interface HttpClientDefaults {
  readonly maxRedirects: number;
  readonly maxBodyBytes: number;
  readonly timeoutMs: number;
  readonly headersTimeoutMs: number;
  /** Largest response header block accepted, bytes (Node's `maxHeaderSize`). */
  readonly maxHeaderSize: number;
}

export const HTTP_CLIENT_DEFAULTS: HttpClientDefaults = Object.freeze({
  maxRedirects: 0,
  maxBodyBytes: 0,
  timeoutMs: 10_000,
  headersTimeoutMs: 5000,
  maxHeaderSize: 32 * 1024,
});

export interface HttpClientOptions {
  /** Every name is resolved through this port (never the operating system's resolver). */
  readonly dns: DnsPort;
  /** Default `publicOnlyPolicy`. */
  readonly policy?: AddressPolicy;
  /** Default `DEFAULT_USER_AGENT`. */
  readonly userAgent?: string;
  readonly defaults?: Partial<HttpClientDefaults>;
  /**
   * TESTS ONLY: extra trusted roots (PEM) replacing Node's bundle for this client. In the
   * private-internet setup use `NODE_EXTRA_CA_CERTS` instead and leave this unset.
   */
  readonly ca?: string | readonly string[];
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Caller headers kept when a redirect changes origin (credentials and API keys are dropped). */
const CROSS_ORIGIN_SAFE_HEADERS = new Set(['accept', 'accept-language']);
/** Headers the port owns. */
const PORT_HEADERS = new Set(['host', 'user-agent', 'accept-encoding', 'connection', 'content-length']);

export function createHttpClient(options: HttpClientOptions): HttpPort {
  const dns = options.dns;
  const policy = options.policy ?? publicOnlyPolicy;
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  const defaults: HttpClientDefaults = { ...HTTP_CLIENT_DEFAULTS, ...options.defaults };
  const ca = typeof options.ca === 'string' ? [options.ca] : options.ca ? [...options.ca] : undefined;

  const target = createTargetResolver(dns, policy);
  const env: ExchangeEnv = { policy, maxHeaderSize: defaults.maxHeaderSize, ca };

  async function request(url: string, options: HttpRequestOptions = {}): Promise<HttpResult> {
    const hops: HttpHop[] = [];
    const maxRedirects = Math.max(0, options.maxRedirects ?? defaults.maxRedirects);
    const maxBodyBytes = Math.max(0, options.maxBodyBytes ?? defaults.maxBodyBytes);
    const timeoutMs = options.timeoutMs ?? defaults.timeoutMs;
    const headersTimeoutMs = options.headersTimeoutMs ?? defaults.headersTimeoutMs;
    const allowPorts = options.allowPorts ?? [];
    const tlsVerify = options.tlsVerify !== false;
    const total = AbortSignal.timeout(Math.max(1, timeoutMs));
    const signal = options.signal ? AbortSignal.any([options.signal, total]) : total;

    let method: HttpMethod = options.method ?? 'GET';
    let body: Uint8Array | null =
      options.body === undefined
        ? null
        : typeof options.body === 'string'
          ? new TextEncoder().encode(options.body)
          : options.body;
    let extra: Record<string, string> = {};
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      const key = name.toLowerCase();
      if (!PORT_HEADERS.has(key)) extra[key] = value;
    }
    let current = url;
    let previousOrigin: string | null = null;
    let last: HttpResponse | null = null;
    const result = (error: HttpError | null, blocked = false, hit = false): HttpResult => ({
      response: last,
      hops,
      error,
      wasBlockedByPolicy: blocked,
      hitMaxRedirects: hit,
    });

    try {
      for (let redirects = 0; ; redirects++) {
        if (signal.aborted) return result({ code: 'timeout', detail: 'deadline' });
        let t: Target;
        try {
          t = await target(current, allowPorts, signal, redirects === 0 ? options.connectTo : undefined);
        } catch (err) {
          let host = '';
          try {
            host = new URL(current).hostname;
          } catch {
            // invalid URL: no host
          }
          hops.push({ url: safeHref(current), status: null, location: null, host, address: null });
          throw err;
        }
        if (previousOrigin !== null && previousOrigin !== t.url.origin) {
          extra = Object.fromEntries(Object.entries(extra).filter(([k]) => CROSS_ORIGIN_SAFE_HEADERS.has(k)));
        }
        previousOrigin = t.url.origin;
        const headers: Record<string, string> = {
          ...extra,
          host: t.url.host,
          'user-agent': userAgent,
          'accept-encoding': 'identity',
          connection: 'close',
        };
        if (body !== null) headers['content-length'] = String(body.byteLength);
        let outcome: HopOutcome;
        try {
          outcome = await exchange(
            t,
            { method, headers, body },
            { maxBodyBytes, headersTimeoutMs, tlsVerify },
            signal,
            env,
          );
        } catch (err) {
          hops.push({ url: t.url.href, status: null, location: null, host: t.host, address: t.address });
          throw err;
        }
        const { response, location, bodyError } = outcome;
        last = response;
        hops.push({ url: t.url.href, status: response.status, location, host: t.host, address: t.address });
        if (bodyError !== null) return result(bodyError);
        if (location === null || !REDIRECT_STATUSES.has(response.status) || maxRedirects === 0) {
          return result(null);
        }
        let next: URL;
        try {
          next = new URL(location, t.url);
        } catch {
          return result({ code: 'invalid-redirect', detail: 'Location is not a URL' });
        }
        if (next.protocol !== 'http:' && next.protocol !== 'https:') {
          return result({ code: 'invalid-redirect', detail: `Location scheme ${next.protocol}` });
        }
        if (redirects >= maxRedirects) {
          return result(
            { code: 'too-many-redirects', detail: `more than ${String(maxRedirects)}` },
            false,
            true,
          );
        }
        if (
          response.status === 303 ||
          ((response.status === 301 || response.status === 302) && method === 'POST')
        ) {
          if (method !== 'HEAD') method = 'GET';
          body = null;
        }
        next.hash = '';
        current = next.href;
      }
    } catch (err) {
      if (err instanceof HopFailure) {
        last = null;
        return result(err.failure, err.blocked);
      }
      return result({ code: 'connection-failed', detail: errorMessage(err) });
    }
  }

  return Object.freeze({ request });
}

/** The HTTP port of an offline context (in offline-ports.ts, which loads no client). */
export { offlineHttp } from '../offline-ports.js';
