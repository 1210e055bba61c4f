/**
 * A local look-alike of the public known-phishing feed hosts, for tests of the feed refresher:
 * one HTTP server on 127.0.0.1 whose paths answer as a test tells them to, and can be changed
 * between two refreshes.
 *
 *   const feeds = await startFeedServer({ '/feed.txt': { body: 'https://phish.example/a\n' } });
 *   feeds.set('/feed.txt', { status: 503 });
 *   feeds.set('/feed.txt', { hugeBytes: 10_000_000 });   // streamed, never buffered
 *   feeds.set('/feed.txt', { delayMs: 5_000, body: '…' }); // headers after 5 s (a slow host)
 *   feeds.set('/feed.txt', { truncateAt: 100, body: '…' }); // Content-Length of the whole, then cut
 *   await feeds.close();
 *
 * `hits(path)` counts requests per path.
 */
import { startHttpFixture, type HttpFixture } from './http-fixture.js';

export interface FeedRoute {
  /** Response body (default ''). */
  readonly body?: string;
  /** Status (default 200). */
  readonly status?: number;
  readonly contentType?: string;
  /** Stream this many bytes of plausible URL lines instead of `body`. */
  readonly hugeBytes?: number;
  /** Wait this long before answering. */
  readonly delayMs?: number;
  /** Announce the whole `body` in Content-Length but send only this many bytes, then close. */
  readonly truncateAt?: number;
}

export interface FeedServer {
  readonly fixture: HttpFixture;
  readonly port: number;
  /** `http://127.0.0.1:<port><path>` */
  url(path: string): string;
  set(path: string, route: FeedRoute): void;
  hits(path: string): number;
  close(): Promise<void>;
}

const LINE = 'https://filler-phish-000000.example/login/verify/index.php\n';

export async function startFeedServer(routes: Readonly<Record<string, FeedRoute>> = {}): Promise<FeedServer> {
  const table = new Map<string, FeedRoute>(Object.entries(routes));
  const counts = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const fixture = await startHttpFixture((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const route = table.get(path);
    const answer = (): void => {
      if (route === undefined) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const headers = { 'content-type': route.contentType ?? 'text/plain; charset=utf-8' };
      if (route.hugeBytes !== undefined) {
        res.writeHead(route.status ?? 200, headers);
        let sent = 0;
        const chunk = LINE.repeat(1024);
        const pump = (): void => {
          while (sent < (route.hugeBytes ?? 0)) {
            sent += chunk.length;
            if (!res.write(chunk)) {
              res.once('drain', pump);
              return;
            }
          }
          res.end();
        };
        res.on('close', () => {
          sent = Infinity;
        });
        pump();
        return;
      }
      const body = Buffer.from(route.body ?? '', 'utf8');
      if (route.truncateAt !== undefined) {
        res.writeHead(route.status ?? 200, { ...headers, 'content-length': String(body.length) });
        res.write(body.subarray(0, route.truncateAt));
        res.socket?.destroy();
        return;
      }
      res.writeHead(route.status ?? 200, { ...headers, 'content-length': String(body.length) }).end(body);
    };
    if (route?.delayMs !== undefined) {
      const t = setTimeout(() => {
        timers.delete(t);
        if (!res.destroyed) answer();
      }, route.delayMs);
      timers.add(t);
    } else {
      answer();
    }
  });
  return {
    fixture,
    port: fixture.port,
    url: (path) => fixture.url(path),
    set: (path, route) => table.set(path, route),
    hits: (path) => counts.get(path) ?? 0,
    close: async () => {
      for (const t of timers) clearTimeout(t);
      await fixture.close();
    },
  };
}
