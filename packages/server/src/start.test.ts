import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PhishingFeedStore } from '@secapi/core/feeds';
import type { ServerConfig } from './config.js';
import type { FeedRefresher } from './feeds.js';
import { createJsonLogger } from './logger.js';
import { openableUrl, startServer, type StartIo } from './start.js';

function io(env: Record<string, string>) {
  const out = {
    stderr: [] as string[],
    exits: [] as number[],
    logs: [] as string[],
    signals: new Map<string, () => void>(),
  };
  const value: StartIo = {
    env,
    stderr: (l) => out.stderr.push(l),
    exit: (c) => out.exits.push(c),
    onSignal: (s, h) => out.signals.set(s, h),
    logger: createJsonLogger((l) => out.logs.push(l)),
    graceMs: 100,
  };
  return { io: value, out };
}

describe('startServer', () => {
  it('prints one line naming the variable and exits 1 on a bad configuration, before listening', () => {
    const { io: i, out } = io({ PORT: 'http' });
    expect(startServer(i)).toBeNull();
    expect(out.stderr).toEqual(['secapi-server: PORT must be an integer from 1 to 65535, got "http"\n']);
    expect(out.exits).toEqual([1]);
  });

  it('exits 1 on an unknown SECAPI_ variable', () => {
    const { io: i, out } = io({ SECAPI_CACHE: 'off' });
    expect(startServer(i)).toBeNull();
    expect(out.stderr[0]).toMatch(/^secapi-server: unknown variable SECAPI_CACHE: /);
    expect(out.exits).toEqual([1]);
  });

  it('starts the feed refresh after listening and stops it on SIGTERM; never offline', async () => {
    const events: string[] = [];
    const fakeRefresher = (config: ServerConfig): FeedRefresher => {
      events.push(`create:${(config.phishingFeeds ?? []).join(',')}`);
      return {
        store: new PhishingFeedStore(config.phishingFeeds ?? []),
        refreshAll: () => Promise.resolve([]),
        start: () => {
          events.push('start');
        },
        stop: () => {
          events.push('stop');
        },
      };
    };
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const { io: i, out } = io({ PORT: String(port), SECAPI_PHISHING_FEEDS: 'openphish' });
    const server = startServer({ ...i, createFeedRefresher: fakeRefresher })!;
    await new Promise((r) => setTimeout(r, 50));
    expect(events).toEqual(['create:openphish', 'start']);
    out.signals.get('SIGTERM')!();
    await new Promise<void>((r) => {
      server.once('close', () => {
        r();
      });
    });
    expect(events).toEqual(['create:openphish', 'start', 'stop']);

    const offline = io({ PORT: String(port + 1), SECAPI_OFFLINE: '1' });
    const s2 = startServer({ ...offline.io, createFeedRefresher: fakeRefresher })!;
    await new Promise((r) => setTimeout(r, 50));
    expect(events).toHaveLength(3);
    offline.out.signals.get('SIGTERM')!();
    await new Promise<void>((r) => {
      s2.once('close', () => {
        r();
      });
    });
  });

  it('listens, answers, and shuts down gracefully on SIGTERM', async () => {
    // A real (loopback) port is the point of this one test: it checks listen and close.
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const { io: i, out } = io({ PORT: String(port), SECAPI_OFFLINE: '1' });
    const server = startServer(i)!;
    await new Promise<void>((r) => {
      if (server.listening) r();
      else
        server.once('listening', () => {
          r();
        });
    });
    expect((server.address() as AddressInfo).port).toBe(port);
    const status = await new Promise<number>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path: '/openapi.json' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(200);
    out.signals.get('SIGTERM')!();
    await new Promise<void>((r) => {
      server.once('close', () => {
        r();
      });
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(out.exits).toEqual([0]);
    expect(out.logs.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual([
      'listening',
      'request',
      'shutting down',
      'stopped',
    ]);
  });
});

describe('openableUrl', () => {
  it('prints a URL a person can open: localhost for the wildcard addresses, brackets for IPv6', () => {
    expect(openableUrl('::', 3000)).toBe('http://localhost:3000/');
    expect(openableUrl('0.0.0.0', 8080)).toBe('http://localhost:8080/');
    expect(openableUrl('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000/');
    expect(openableUrl('::1', 3000)).toBe('http://[::1]:3000/');
  });
});
