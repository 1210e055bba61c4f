/**
 * One exchange: a request to exactly the checked address of a target (`host` is the IP itself and
 * `lookup` is pinned to it, so Node never resolves again; SNI and Host carry the original name),
 * with the response headers, body and time to headers capped.
 */
import type { LookupFunction } from 'node:net';
import type https from 'node:https';
import { nodeModules } from '../node-modules.js';
import { canonicalIp } from './policy.js';
import type { AddressPolicy, HttpError, TlsInfo } from './types.js';

import { HopFailure, classify, errorCode, type HopOutcome, type HopRequest, type Target } from './hop.js';

/** What an exchange needs from its client. */
export interface ExchangeEnv {
  readonly policy: AddressPolicy;
  readonly maxHeaderSize: number;
  readonly ca: string[] | undefined;
}

export async function exchange(
  t: Target,
  req: HopRequest,
  o: { maxBodyBytes: number; headersTimeoutMs: number; tlsVerify: boolean },
  signal: AbortSignal,
  env: ExchangeEnv,
): Promise<HopOutcome> {
  const { policy, maxHeaderSize, ca } = env;
  const { http, https, tls: tlsModule } = await nodeModules();
  if (signal.aborted) throw new HopFailure({ code: 'timeout', detail: 'deadline before response headers' });
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
      maxHeaderSize: maxHeaderSize,
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
      if (isHttps && socket instanceof tlsModule.TLSSocket) {
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
