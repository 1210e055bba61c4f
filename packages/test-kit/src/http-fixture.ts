/**
 * Local HTTP / HTTPS servers for tests of the HTTP port, on 127.0.0.1 with an ephemeral port, that
 * count TCP connections (so SSRF tests can assert that nothing ever connected):
 *
 *   const fixture = await startHttpFixture((req, res) => { res.end('hello'); });
 *   const tls = await startHttpFixture(handler, { tls: ca.issue(['shop.test']) });
 *   expect(fixture.connections).toBe(0);
 *   await fixture.close();
 *
 * `requests` records method, URL and headers of every request received. `close()` destroys open
 * sockets, so a handler that never answers (timeout tests) does not keep the test alive.
 */
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';

export interface HttpFixtureRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: http.IncomingHttpHeaders;
}

export interface HttpFixture {
  readonly port: number;
  /** `http(s)://<host>:<port><path>` */
  url(path?: string): string;
  /** TCP connections accepted so far. */
  readonly connections: number;
  readonly requests: readonly HttpFixtureRequest[];
  close(): Promise<void>;
}

export type HttpFixtureHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface HttpFixtureOptions {
  /** Serve HTTPS with this key and certificate (see `createTestCa`). */
  readonly tls?: { readonly key: string; readonly cert: string };
  /** Largest request header block the server accepts (default Node's). */
  readonly maxHeaderSize?: number;
  /** Loopback address to listen on (default 127.0.0.1; any 127.x.y.z works on Linux). */
  readonly host?: string;
}

export async function startHttpFixture(
  handler: HttpFixtureHandler,
  options: HttpFixtureOptions = {},
): Promise<HttpFixture> {
  const host = options.host ?? '127.0.0.1';
  const requests: HttpFixtureRequest[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const listener: HttpFixtureHandler = (req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    handler(req, res);
  };
  const server = options.tls
    ? https.createServer({ key: options.tls.key, cert: options.tls.cert }, listener)
    : http.createServer(options.maxHeaderSize ? { maxHeaderSize: options.maxHeaderSize } : {}, listener);
  server.on('connection', (socket: Socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // Handshake failures (untrusted certificate tests) are expected: keep them quiet.
  server.on('tlsClientError', () => undefined);
  server.on('clientError', (_err, socket: Socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const scheme = options.tls ? 'https' : 'http';
  return {
    port,
    url: (path = '/') => `${scheme}://${host}:${String(port)}${path}`,
    get connections() {
      return connections;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
