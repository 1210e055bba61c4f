/**
 * Test helpers: a real `startServer` on 127.0.0.1 and raw TCP clients (bounded in time, always
 * closed), for the front-door, log and shutdown suites.
 */
import { connect, createServer as createNetServer, type Socket } from 'node:net';
import type { Server } from 'node:http';
import { createJsonLogger, type Logger } from '../src/logger.js';
import { startServer, type StartIo } from '../src/start.js';

/** A free TCP port on 127.0.0.1 (bound then released). */
/** Ports this test process has handed out: the kernel may offer a just-closed port again. */
const handedOut = new Set<number>();

/**
 * A port free on 127.0.0.1 now, never one this process handed out before: a test that asks for two
 * (a metrics port, then the server's own) must not get the same one twice before either is bound.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const s = createNetServer();
      s.once('error', reject);
      s.listen(0, '127.0.0.1', () => {
        const { port: p } = s.address() as { port: number };
        s.close(() => {
          resolve(p);
        });
      });
    });
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

export interface Running {
  port: number;
  server: Server;
  /** Every log line written so far (raw JSON text). */
  lines: string[];
  logs(): Record<string, unknown>[];
  exits: number[];
  signal(name: 'SIGTERM' | 'SIGINT'): void;
  stop(): Promise<void>;
}

export async function runServer(
  env: Record<string, string> = {},
  extra: Partial<StartIo> & { logger?: Logger } = {},
): Promise<Running> {
  const port = await freePort();
  const lines: string[] = [];
  const exits: number[] = [];
  const signals = new Map<string, () => void>();
  const server = startServer({
    env: { SECAPI_OFFLINE: '1', SECAPI_PHISHING_FEEDS: 'off', ...env, PORT: String(port) },
    stderr: (l) => lines.push(l),
    exit: (c) => exits.push(c),
    onSignal: (s, h) => signals.set(s, h),
    logger: createJsonLogger((l) => lines.push(l)),
    host: '127.0.0.1',
    graceMs: 2_000,
    ...extra,
  });
  if (server === null) throw new Error(`server did not start: ${lines.join('')}`);
  await new Promise<void>((resolve, reject) => {
    if (server.listening) resolve();
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return {
    port,
    server,
    lines,
    logs: () => lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>),
    exits,
    signal: (name) => signals.get(name)?.(),
    // A SIGTERM as in production (the stores close too), then whatever is left is cut.
    stop: async () => {
      signals.get('SIGTERM')?.();
      server.closeAllConnections();
      const until = Date.now() + 3_000;
      while (exits.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      if (server.listening) await new Promise((r) => server.close(r));
    },
  };
}

export interface RawAnswer {
  /** Everything the server sent, as latin1 text. */
  text: string;
  /** Whether the server closed the connection (false: we gave up at `timeoutMs`). */
  closed: boolean;
  /** Milliseconds from connect to close (or to giving up). */
  ms: number;
  status: number | null;
  headers: Record<string, string>;
  body: string;
}

function parse(text: string): Pick<RawAnswer, 'status' | 'headers' | 'body'> {
  const end = text.indexOf('\r\n\r\n');
  const head = end === -1 ? text : text.slice(0, end);
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const m = /^HTTP\/1\.1 (\d{3})/.exec(statusLine);
  const headers: Record<string, string> = {};
  for (const l of headerLines) {
    const i = l.indexOf(':');
    if (i > 0) headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
  }
  return { status: m ? Number(m[1]) : null, headers, body: end === -1 ? '' : text.slice(end + 4) };
}

export interface RawOptions {
  localAddress?: string;
  /** Give up (and destroy the socket) after this many ms. */
  timeoutMs?: number;
  /** Resolve once this much text has arrived, without waiting for the close. */
  until?: (text: string) => boolean;
  /** Called once connected (to keep writing slowly, for example). */
  onConnect?: (socket: Socket) => void;
}

/** Sends `data` on a new connection and collects the answer until the server closes it. */
export function rawRequest(
  port: number,
  data: string | Buffer,
  options: RawOptions = {},
): Promise<RawAnswer> {
  const timeoutMs = options.timeoutMs ?? 5_000;
  return new Promise((resolve) => {
    const start = Date.now();
    const chunks: Buffer[] = [];
    const socket = connect({
      host: '127.0.0.1',
      port,
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    });
    let done = false;
    const finish = (closed: boolean): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const all = Buffer.concat(chunks);
      const text = all.toString('latin1');
      const parsed = parse(text);
      const end = all.indexOf('\r\n\r\n');
      const body = end === -1 ? '' : all.subarray(end + 4).toString('utf8');
      resolve({ text, closed, ms: Date.now() - start, ...parsed, body });
    };
    const timer = setTimeout(() => {
      finish(false);
    }, timeoutMs);
    socket.on('connect', () => {
      if (data.length > 0) socket.write(data);
      options.onConnect?.(socket);
    });
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      if (options.until?.(Buffer.concat(chunks).toString('latin1'))) finish(false);
    });
    socket.on('error', () => {
      finish(true);
    });
    socket.on('close', () => {
      finish(true);
    });
  });
}

/** Opens a connection and keeps it open (sending nothing) until `destroy`. */
export function openSocket(port: number, localAddress?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = connect({ host: '127.0.0.1', port, ...(localAddress ? { localAddress } : {}) });
    s.once('connect', () => {
      resolve(s);
    });
    s.once('error', reject);
  });
}

/** Resolves when the socket is closed by the other side, or after `ms` (false). */
export function closedWithin(socket: Socket, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (socket.destroyed) {
      resolve(true);
      return;
    }
    const t = setTimeout(() => {
      resolve(false);
    }, ms);
    socket.resume();
    socket.once('close', () => {
      clearTimeout(t);
      resolve(true);
    });
    socket.once('error', () => undefined);
  });
}
