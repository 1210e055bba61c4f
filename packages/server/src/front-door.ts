/**
 * The front door: what holds the HTTP server against hostile or broken clients before Express sees
 * a request, so that no client can tie up sockets or memory that other clients need.
 *
 * - Timeouts: a socket that has not sent its headers within `headersTimeout` (10 s) is closed, a
 *   request whose body has not arrived within `requestTimeout` (30 s) too; Node checks both every
 *   `connectionsCheckingInterval` (1 s), so the bound holds within a second.
 * - Connections: at most `maxConnectionsPerAddress` (64) open sockets per client address (a proxy
 *   trusted by `TRUST_PROXY` is exempt: it carries many clients) and `maxConnections` (4,096) in
 *   all, of which at most `maxWaitingConnections` (2,048) still in their headers. At either cap
 *   the socket that has waited longest for its headers is closed to make room, so slow clients
 *   from many addresses (or behind the proxy) cannot lock ordinary clients out.
 * - Node's own parser errors (bad request line, conflicting Content-Length / Transfer-Encoding,
 *   bad chunk sizes, NUL bytes, 408, 413, 431) and CONNECT get a JSON body with the security
 *   headers, then the connection is closed.
 * - `bodyGuard`: a response sent while the request body is still unread (404, 405, 501, 429, an
 *   over-limit Content-Length, a chunked body stopped at the limit…) carries `Connection: close`
 *   and the socket is closed shortly after, so the body is never read to its end.
 * - `bodyCap`: the bytes of a body are capped on the wire before any parser reads them.
 */
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import express from 'express';
import { negotiateLanguage, translate, type Lang, type MessageKey, type TranslateParams } from '@secapi/i18n';
import { sendLocalizedError } from './localized-error.js';
import type { Logger } from './logger.js';

export interface FrontDoorLimits {
  /** Time to receive the request headers (default 10 s). */
  headersTimeoutMs: number;
  /** Time to receive the whole request, body included (default 30 s). */
  requestTimeoutMs: number;
  /** How often Node checks the two timeouts above (default 1 s). */
  checkIntervalMs: number;
  /** Idle keep-alive sockets are closed after this (default 5 s). */
  keepAliveTimeoutMs: number;
  /** Open sockets per client address (default 64). */
  maxConnectionsPerAddress: number;
  /** Open sockets in all (default 4,096). */
  maxConnections: number;
  /**
   * Sockets still waiting for their request headers (new, or idle between keep-alive requests), in
   * all (default 2,048: half). Above this, or at `maxConnections`, the socket that has waited
   * longest is closed to make room: a slow client cannot hold the capacity ordinary clients need.
   */
  maxWaitingConnections: number;
}

export const FRONT_DOOR_LIMITS: Readonly<FrontDoorLimits> = Object.freeze({
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  checkIntervalMs: 1_000,
  keepAliveTimeoutMs: 5_000,
  maxConnectionsPerAddress: 64,
  maxConnections: 4_096,
  maxWaitingConnections: 2_048,
});

/** How long a socket closed after an unread body may still drain (the client reads our answer). */
export const LINGER_MS = 1_000;

/** The `http.createServer` options of these limits. */
export function serverOptions(limits: FrontDoorLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // A missing or empty Host is answered by `missingHost` (with a body and the security headers),
    // not by Node's bare 400.
    requireHostHeader: false,
  };
}

/** A raw HTTP/1.1 response with a JSON `{ error }` body (en-CA unless the request's language is known). */
export function rawJsonResponse(
  status: number,
  key: MessageKey,
  securityHeaders: Readonly<Record<string, string>>,
  params?: TranslateParams,
  extra: Readonly<Record<string, string>> = {},
  lang: Lang = 'en-CA',
): string {
  const body = JSON.stringify({ error: translate(lang, key, params ?? null) });
  const headers: Record<string, string> = {
    ...securityHeaders,
    ...extra,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A plain page for an answer given before the app (no stylesheet: the CSP allows none). */
export function rawHtmlPage(lang: Lang, status: number, text: string): string {
  const title = `${status} ${STATUS_CODES[status] ?? ''}`.trim();
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/?lang=${lang}">secapi</a></p></main></body></html>`;
}

/** What a request (or the raw bytes of one the parser refused) asks for: its language and path. */
export interface RawRequestHints {
  readonly lang: Lang;
  readonly path: string;
}

/** Reads the language (`lang` query, then Accept-Language) and path from a request head. */
export function hintsOf(url: string, acceptLanguage: string | null): RawRequestHints {
  const query = /[?&]lang=([^&#\s]*)/.exec(url)?.[1] ?? null;
  return { lang: negotiateLanguage(query, acceptLanguage), path: url.split(/[?#]/)[0] ?? '/' };
}

/** The same from the bytes Node's parser refused (as much of them as it kept). */
function hintsOfRaw(raw: unknown): RawRequestHints {
  if (!Buffer.isBuffer(raw)) return { lang: negotiateLanguage(null, null), path: '/' };
  const text = raw.subarray(0, 8_192).toString('latin1');
  const url = /^[A-Z]{1,16} (\S{1,2048}) /.exec(text)?.[1] ?? '/';
  const accept = /\r\naccept-language:[ \t]*([^\r\n]{0,256})/i.exec(text)?.[1] ?? null;
  return hintsOf(url, accept);
}

/**
 * A raw answer in the request's language: an HTML page on the form's routes (`isPage`), else
 * `{ error }` JSON; the security headers, `Connection: close`.
 */
export function rawLocalizedResponse(
  status: number,
  key: MessageKey,
  hints: RawRequestHints,
  securityHeaders: Readonly<Record<string, string>>,
  isPage: ((path: string) => boolean) | undefined,
  extra: Readonly<Record<string, string>> = {},
): string {
  const text = translate(hints.lang, key, null);
  const page = isPage?.(hints.path) === true;
  const body = page ? rawHtmlPage(hints.lang, status, text) : JSON.stringify({ error: text });
  const headers: Record<string, string> = {
    ...securityHeaders,
    ...extra,
    'Content-Type': page ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    'Content-Language': hints.lang,
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Status and key of a Node parser error. */
function clientErrorAnswer(code: string | undefined): { status: number; key: MessageKey } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, key: 'error.headers-too-large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'HPE_HEADERS_TIMEOUT':
      return { status: 408, key: 'error.request-timeout' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, key: 'error.body-too-large' };
    default:
      return { status: 400, key: 'error.bad-request' };
  }
}

export interface FrontDoorOptions {
  limits: FrontDoorLimits;
  /** Express `trust proxy` value; the addresses it trusts are exempt from the per-address cap. */
  trustProxy: boolean | number | string;
  securityHeaders: Readonly<Record<string, string>>;
  logger: Logger;
  /** The paths answered with HTML pages (the form's), for the answers given before the app. */
  isPage?: (path: string) => boolean;
  /** Called once per refused connection (metrics). */
  onRefused?: (reason: 'per-address' | 'total' | 'shed') => void;
}

/**
 * Applies the limits to a created server: the connection caps, the `clientError` and `connect`
 * answers. (Timeouts come from `serverOptions` at creation.)
 */
export function guardServer(server: Server, options: FrontDoorOptions): void {
  const { limits, securityHeaders, logger } = options;
  // Node drops connections beyond its own cap before anyone sees them; the cap is enforced below
  // (shedding the longest-waiting socket), Node's only as a backstop with room to shed into.
  server.maxConnections = limits.maxConnections + Math.max(16, Math.ceil(limits.maxConnections / 8));
  /** Sockets waiting for request headers, oldest first (a Map keeps insertion order). */
  const waiting = new Map<Socket, true>();
  let open = 0;
  const shedOldestWaiting = (): boolean => {
    const oldest = waiting.keys().next();
    if (oldest.done === true) return false;
    waiting.delete(oldest.value);
    options.onRefused?.('shed');
    oldest.value.destroy();
    return true;
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    waiting.delete(socket);
    res.once('finish', () => {
      // Kept alive: the socket waits for its next request's headers again, as the newest.
      if (!socket.destroyed && socket.writable) waiting.set(socket, true);
    });
  });
  const trust = express().set('trust proxy', options.trustProxy).get('trust proxy fn') as (
    addr: string,
    i: number,
  ) => boolean;
  const perAddress = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const admit = (): boolean => {
      // At the total cap, or with too many sockets still in their headers: the longest waiter goes.
      if (open >= limits.maxConnections || waiting.size >= limits.maxWaitingConnections) {
        if (!shedOldestWaiting() && open >= limits.maxConnections) {
          options.onRefused?.('total');
          socket.destroy();
          return false;
        }
      }
      open += 1;
      waiting.set(socket, true);
      socket.once('close', () => {
        open -= 1;
        waiting.delete(socket);
      });
      return true;
    };
    if (options.trustProxy !== false && trust(address, 0)) {
      admit();
      return;
    }
    const n = (perAddress.get(address) ?? 0) + 1;
    if (n > limits.maxConnectionsPerAddress) {
      options.onRefused?.('per-address');
      socket.destroy();
      return;
    }
    if (!admit()) return;
    perAddress.set(address, n);
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left <= 0) perAddress.delete(address);
      else perAddress.set(address, left);
    });
  });
  server.on('drop', () => options.onRefused?.('total'));

  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    const code = err.code;
    // Any client can cause these (and fill a log with them): debug, the code only.
    logger.log('debug', 'client error', { code: code ?? 'unknown' });
    const message = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (!socket.writable || code === 'ECONNRESET' || message?.headersSent === true) {
      socket.destroy();
      return;
    }
    const { status, key } = clientErrorAnswer(code);
    const hints = hintsOfRaw((err as { rawPacket?: unknown }).rawPacket);
    socket.end(rawLocalizedResponse(status, key, hints, securityHeaders, options.isPage));
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });

  // An Expect other than 100-continue: 417 with a body and the security headers (Node's own is bare).
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const accept = req.headers['accept-language'];
    const hints = hintsOf(req.url ?? '/', typeof accept === 'string' ? accept : null);
    req.resume();
    res.socket?.end(
      rawLocalizedResponse(417, 'error.expectation-failed', hints, securityHeaders, options.isPage),
    );
  });

  // CONNECT (a proxy request) is not served here: a 405 like any other method, then close.
  server.on('connect', (req: IncomingMessage, socket: Socket) => {
    const allowed = 'GET, HEAD, POST, OPTIONS';
    const accept = req.headers['accept-language'];
    const lang = negotiateLanguage(null, typeof accept === 'string' ? accept : null);
    socket.end(
      rawJsonResponse(
        405,
        'error.method-not-allowed',
        securityHeaders,
        { allowed },
        { Allow: allowed },
        lang,
      ),
    );
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}

function hasBody(req: IncomingMessage): boolean {
  const te = req.headers['transfer-encoding'];
  if (te !== undefined) return true;
  const cl = req.headers['content-length'];
  return cl !== undefined && cl !== '0';
}

/**
 * First middleware: a response that goes out before the request body was read closes the
 * connection, so the body is never read to its end (Node would otherwise read and discard it all
 * to keep the connection alive).
 */
export const bodyGuard: RequestHandler = (req, res, next) => {
  if (hasBody(req)) {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
    res.writeHead = ((...args: unknown[]) => {
      if (!req.complete) res.setHeader('Connection', 'close');
      return writeHead(...args);
    }) as typeof res.writeHead;
    res.once('finish', () => {
      if (req.complete) return;
      const socket = req.socket;
      // No more of the body: let our answer drain, then close.
      socket.end();
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    });
  }
  next();
};

const OVERFLOW = Symbol('secapi.bodyOverflow');
type CappedRequest = IncomingMessage & { [OVERFLOW]?: boolean };

/** True when `bodyCap` stopped the body of this request at its limit. */
export function bodyOverflowed(req: IncomingMessage): boolean {
  return (req as CappedRequest)[OVERFLOW] === true;
}

/**
 * Caps the bytes of a request body on the wire at `limitBytes`, before any parser reads it:
 * - a `Content-Length` above the cap is answered 400 `error.body-too-large` at once (the body is
 *   not read; `bodyGuard` closes the connection);
 * - a chunked body is cut at the cap: the chunk that crosses it still reaches the parser (so its
 *   own limit fires), then the stream ends, and Node stops reading the socket (`push` answers
 *   false), so a parser that "reads off" the rest after an error (body-parser does) reads nothing.
 */
export function bodyCap(
  limitBytes: number,
  /**
   * Requests whose route answers an over-limit body itself (the form's pages answer with an HTML
   * page): the body is still cut at the cap on the wire, and the route's parser sees the declared
   * length and refuses it without reading it.
   */
  passOn?: (req: IncomingMessage & { path?: string }) => boolean,
): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req)) {
      next();
      return;
    }
    const cl = req.headers['content-length'];
    if (cl !== undefined && !(Number(cl) <= limitBytes)) {
      (req as CappedRequest)[OVERFLOW] = true;
      if (passOn?.(req) !== true) {
        sendLocalizedError(req, res, 400, 'error.body-too-large');
        return;
      }
    }
    let seen = 0;
    let stopped = false;
    const push = req.push.bind(req);
    req.push = (chunk: unknown, encoding?: BufferEncoding): boolean => {
      if (stopped) return false;
      if (chunk === null) return push(chunk, encoding);
      seen += (chunk as Buffer).length;
      if (seen <= limitBytes) return push(chunk, encoding);
      stopped = true;
      (req as CappedRequest)[OVERFLOW] = true;
      push(chunk, encoding);
      push(null);
      return false;
    };
    next();
  };
}

/** After a body parser: a body cut by `bodyCap` is answered 400 whatever the parser made of it. */
export const refuseOverflow: RequestHandler = (req, res, next) => {
  if (bodyOverflowed(req)) {
    sendLocalizedError(req, res, 400, 'error.body-too-large');
    return;
  }
  next();
};

/** An HTTP/1.1 request without a Host (or with an empty one): true when it was answered 400 here. */
export function refuseMissingHost(
  req: IncomingMessage,
  res: ServerResponse,
  securityHeaders: Readonly<Record<string, string>>,
  isPage: ((path: string) => boolean) | undefined,
): boolean {
  const host = req.headers.host;
  if (req.httpVersion !== '1.1' || (typeof host === 'string' && host.trim() !== '')) return false;
  const accept = req.headers['accept-language'];
  const hints = hintsOf(req.url ?? '/', typeof accept === 'string' ? accept : null);
  req.resume();
  res.socket?.end(rawLocalizedResponse(400, 'error.bad-request', hints, securityHeaders, isPage));
  return true;
}
