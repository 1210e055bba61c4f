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
import type { LookupFunction } from 'node:net';
import http from 'node:http';
import https from 'node:https';
import { TLSSocket } from 'node:tls';
import { recordsOf, type DnsAnswer, type DnsPort } from '../dns/types.js';
import { canonicalIp, nonPublicReason, publicOnlyPolicy } from './policy.js';
import type {
  AddressPolicy,
  HttpError,
  HttpErrorCode,
  HttpHop,
  HttpMethod,
  HttpPort,
  HttpRequestOptions,
  HttpResponse,
  HttpResult,
  TlsInfo,
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

class HopFailure extends Error {
  constructor(
    readonly failure: HttpError,
    readonly blocked = false,
  ) {
    super(failure.code);
  }
}

function fail(code: HttpErrorCode, detail: string | null, blocked = false): never {
  throw new HopFailure({ code, detail }, blocked);
}

interface Target {
  readonly url: URL;
  readonly host: string;
  /** The address to connect to (policy-checked), and every checked answer. */
  readonly address: string;
  readonly port: number;
}

interface HopRequest {
  readonly method: HttpMethod;
  readonly headers: Record<string, string>;
  readonly body: Uint8Array | null;
}

interface HopOutcome {
  readonly response: HttpResponse;
  readonly location: string | null;
  /** Set when the body read stopped on a time limit (the response is kept, truncated). */
  readonly bodyError: HttpError | null;
}

function errorCode(err: unknown): string {
  if (typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string')
    return err.code;
  return '';
}

function errorMessage(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

const TLS_CODE = /CERT|SELF_SIGNED|UNABLE_TO_|ERR_TLS|ERR_SSL|^EPROTO$|HOSTNAME_MISMATCH|ISSUER/;

export function createHttpClient(options: HttpClientOptions): HttpPort {
  const dns = options.dns;
  const policy = options.policy ?? publicOnlyPolicy;
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  const defaults: HttpClientDefaults = { ...HTTP_CLIENT_DEFAULTS, ...options.defaults };
  const ca = typeof options.ca === 'string' ? [options.ca] : options.ca ? [...options.ca] : undefined;

  function refuse(address: string): never {
    const reason = policy === publicOnlyPolicy ? nonPublicReason(address) : `policy ${policy.name}`;
    fail('blocked-by-policy', `${address} not allowed (${reason ?? policy.name})`, true);
  }

  async function resolve(host: string, signal: AbortSignal): Promise<string> {
    const name = host.endsWith('.') ? host.slice(0, -1) : host;
    if (name === '') fail('invalid-url', 'empty host');
    const [a, aaaa] = await Promise.all([
      dns.query(name, 'A', { signal }),
      dns.query(name, 'AAAA', { signal }),
    ]);
    if (signal.aborted) fail('timeout', 'aborted during DNS resolution');
    const addresses: string[] = [];
    const take = (answer: DnsAnswer, type: 'A' | 'AAAA'): void => {
      if (answer.status !== 'ok') return;
      for (const record of recordsOf(answer, type)) {
        const canonical = canonicalIp(record.data);
        // An answer that is not an address of its type fails closed.
        if (canonical === null) refuse(record.data);
        if (canonical.includes(':') !== (type === 'AAAA')) refuse(record.data);
        addresses.push(canonical);
      }
    };
    take(a, 'A');
    take(aaaa, 'AAAA');
    if (addresses.length === 0) {
      const statuses = `A ${a.status}, AAAA ${aaaa.status}`;
      const negative = (s: string): boolean => s === 'nxdomain' || s === 'nodata' || s === 'ok';
      if (negative(a.status) && negative(aaaa.status)) fail('dns-nxdomain', statuses);
      fail('dns-failure', statuses);
    }
    // EVERY answer must be allowed: one refused answer refuses the name.
    for (const address of addresses) if (!policy.isAllowed(address)) refuse(address);
    const first = addresses[0];
    if (first === undefined) fail('dns-failure', 'no address');
    return first;
  }

  async function target(raw: string, allowPorts: readonly number[], signal: AbortSignal): Promise<Target> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      fail('invalid-url', 'not a URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') fail('unsupported-scheme', url.protocol);
    const defaultPort = url.protocol === 'https:' ? 443 : 80;
    const port = url.port === '' ? defaultPort : Number(url.port);
    if (port !== defaultPort && !allowPorts.includes(port)) fail('port-not-allowed', String(port));
    const host = url.hostname;
    const literal = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
    let address: string;
    const canonical = canonicalIp(literal);
    if (canonical !== null) {
      if (!policy.isAllowed(canonical)) refuse(canonical);
      address = canonical;
    } else if (literal.includes(':') || /^[0-9.]+$/.test(literal)) {
      fail('invalid-url', 'malformed IP literal');
    } else {
      address = await resolve(host, signal);
    }
    return { url, host, address, port };
  }

  function exchange(
    t: Target,
    req: HopRequest,
    o: { maxBodyBytes: number; headersTimeoutMs: number; tlsVerify: boolean },
    signal: AbortSignal,
  ): Promise<HopOutcome> {
    return new Promise<HopOutcome>((resolvePromise, reject) => {
      const isHttps = t.url.protocol === 'https:';
      const family = t.address.includes(':') ? 6 : 4;
      const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
        // Pinned: whatever Node asks, the answer is the checked address.
        if (lookupOptions.all === true) {
          (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
            { address: t.address, family },
          ]);
        } else callback(null, t.address, family);
      };
      const isName = canonicalIp(t.host.replace(/^\[|\]$/g, '')) === null;
      const connectPort = policy.mapPort?.(t.host, t.port) ?? t.port;
      const requestOptions: https.RequestOptions = {
        host: t.address,
        family,
        port: connectPort,
        lookup,
        method: req.method,
        path: `${t.url.pathname}${t.url.search}`,
        headers: req.headers,
        agent: false,
        maxHeaderSize: defaults.maxHeaderSize,
        insecureHTTPParser: false,
        ...(isHttps
          ? {
              servername: isName ? t.host.replace(/\.$/, '') : undefined,
              rejectUnauthorized: o.tlsVerify,
              ...(ca ? { ca } : {}),
            }
          : {}),
      };
      let settled = false;
      let tlsDone = !isHttps;
      let connected = false;
      let timer: NodeJS.Timeout | undefined;
      const done = (fn: () => void): void => {
        if (settled) return;
        settled = true;
        if (timer) clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        fn();
      };
      const onAbort = (): void => {
        done(() => {
          reject(new HopFailure({ code: 'timeout', detail: 'deadline before response headers' }));
        });
        request.destroy();
      };
      const request = (isHttps ? https : http).request(requestOptions);
      timer = setTimeout(() => {
        done(() => {
          reject(
            new HopFailure({
              code: 'timeout',
              detail: `no response headers in ${String(o.headersTimeoutMs)} ms`,
            }),
          );
        });
        request.destroy();
      }, o.headersTimeoutMs);
      signal.addEventListener('abort', onAbort, { once: true });
      request.on('socket', (socket) => {
        socket.once('connect', () => {
          connected = true;
        });
        socket.once('secureConnect', () => {
          tlsDone = true;
        });
      });
      request.on('error', (err) => {
        done(() => {
          reject(new HopFailure(classify(err, isHttps, connected, tlsDone)));
        });
      });
      request.on('response', (res) => {
        if (timer) clearTimeout(timer);
        timer = undefined;
        let tls: TlsInfo | null = null;
        const socket = res.socket;
        if (isHttps && socket instanceof TLSSocket) {
          const authError = socket.authorizationError as Error | string | null | undefined;
          tls = {
            protocol: socket.getProtocol() ?? null,
            cipher: socket.getCipher().name,
            authorized: socket.authorized,
            authorizationError:
              authError === null || authError === undefined
                ? null
                : typeof authError === 'string'
                  ? authError
                  : errorCode(authError) || authError.message,
          };
        }
        const headers: Record<string, string[]> = {};
        const raw = res.rawHeaders;
        for (let i = 0; i + 1 < raw.length; i += 2) {
          const name = (raw[i] ?? '').toLowerCase();
          (headers[name] ??= []).push(raw[i + 1] ?? '');
        }
        const status = res.statusCode ?? 0;
        const location = status >= 300 && status < 400 ? (headers.location?.[0] ?? null) : null;
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        const finish = (bodyError: HttpError | null): void => {
          done(() => {
            const body = Buffer.concat(chunks, Math.min(size, o.maxBodyBytes));
            resolvePromise({
              response: {
                url: t.url.href,
                status,
                headers,
                body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
                bodyTruncated: truncated,
                address: t.address,
                tls,
              },
              location,
              bodyError,
            });
          });
          request.destroy();
          res.destroy();
        };
        if (req.method === 'HEAD' || status === 204 || status === 304) {
          finish(null);
          return;
        }
        if (o.maxBodyBytes <= 0) {
          // The body is not read; a body may well follow, so it counts as truncated unless empty.
          const length = res.headers['content-length'];
          truncated = length !== '0';
          finish(null);
          return;
        }
        // From here on the total deadline still applies (reading the body).
        signal.removeEventListener('abort', onAbort);
        const onBodyAbort = (): void => {
          truncated = true;
          finish({ code: 'timeout', detail: 'deadline while reading the body' });
        };
        signal.addEventListener('abort', onBodyAbort, { once: true });
        res.on('data', (chunk: Buffer) => {
          if (settled) return;
          const room = o.maxBodyBytes - size;
          if (chunk.length > room) {
            chunks.push(chunk.subarray(0, room));
            size += room;
            truncated = true;
            signal.removeEventListener('abort', onBodyAbort);
            finish(null);
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () => {
          signal.removeEventListener('abort', onBodyAbort);
          finish(null);
        });
        res.on('error', () => {
          signal.removeEventListener('abort', onBodyAbort);
          truncated = true;
          finish({ code: 'connection-failed', detail: 'connection lost while reading the body' });
        });
        res.on('aborted', () => {
          signal.removeEventListener('abort', onBodyAbort);
          truncated = true;
          finish({ code: 'connection-failed', detail: 'connection lost while reading the body' });
        });
      });
      if (req.body !== null) request.end(req.body);
      else request.end();
    });
  }

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
          t = await target(current, allowPorts, signal);
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

function safeHref(raw: string): string {
  try {
    return new URL(raw).href;
  } catch {
    return raw.length > 200 ? `${raw.slice(0, 200)}…` : raw;
  }
}

function classify(err: unknown, isHttps: boolean, connected: boolean, tlsDone: boolean): HttpError {
  if (err instanceof HopFailure) return err.failure;
  const code = errorCode(err);
  const detail = code ? `${code}: ${errorMessage(err)}` : errorMessage(err);
  if (code === 'ECONNREFUSED') return { code: 'connection-refused', detail };
  if (code === 'ETIMEDOUT') return { code: 'timeout', detail };
  if (code === 'HPE_HEADER_OVERFLOW') return { code: 'headers-too-large', detail };
  if (code.startsWith('HPE_')) return { code: 'protocol-error', detail };
  if (isHttps && (TLS_CODE.test(code) || (connected && !tlsDone))) return { code: 'tls-error', detail };
  return { code: 'connection-failed', detail };
}

/** The HTTP port of an offline context: contacts nothing, answers `connection-failed` "offline". */
export const offlineHttp: HttpPort = Object.freeze({
  request: (): Promise<HttpResult> =>
    Promise.resolve({
      response: null,
      hops: [],
      error: { code: 'connection-failed', detail: 'offline' },
      wasBlockedByPolicy: false,
      hitMaxRedirects: false,
    }),
});
