/**
 * Two server instances on one real Redis (Debian's redis-server, started here on a free loopback
 * port with a throw-away directory): exact rate limits across both, a shared memo, single-flight
 * across instances, Redis killed / frozen / back, and no message ever reaching Redis.
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext, type UrlAnalysisResult } from '@secapi/core';
import { fakeUrlResult } from '@secapi/test-kit/fixtures/server-results.js';
import { createApp } from '../src/app.js';
import { createService } from '../src/service.js';
import { runServer, type Running } from './raw-client.js';
import { findRedisServer, startRedis, type TestRedis } from './redis-server.js';

const binary = findRedisServer();
const required = process.env.SECAPI_REQUIRE_SYSTEM_SERVERS === '1';
if (binary === null && required) throw new Error('redis-server is required (apt-get install redis-server)');

interface Answer {
  status: number;
  body: string;
  ms: number;
}

function get(port: number, path: string, localAddress = '127.0.0.1'): Promise<Answer> {
  const start = Date.now();
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, localAddress, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, ms: Date.now() - start });
      });
    });
    req.on('error', () => {
      resolve({ status: 0, body: '', ms: Date.now() - start });
    });
    req.end();
  });
}

function post(port: number, path: string, json: unknown): Promise<Answer> {
  const start = Date.now();
  const body = JSON.stringify(json);
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: text, ms: Date.now() - start });
        });
      },
    );
    req.end(body);
  });
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe.skipIf(binary === null)('two instances on one Redis', () => {
  let redis: TestRedis;
  let a: Running;
  let b: Running;
  const computed: string[] = [];
  const ranges: string[] = [];
  let delayMs = 0;

  const instance = (url: string): Promise<Running> =>
    runServer(
      { REDIS_URL: url },
      {
        buildApp: (config, logger, runtime) =>
          createApp({
            config,
            logger,
            service: createService(config, {
              logger,
              ...runtime,
              context: createContext({ offline: true }),
              fetchPwnedRange: (prefix) => {
                ranges.push(prefix);
                return Promise.resolve({
                  prefix,
                  lines: [`${'0'.repeat(35)}:3`],
                  paddingRemoved: 0,
                  invalidLines: 0,
                  upstreamStatus: 200,
                  errorKey: null,
                  outcome: 'complete' as const,
                  parameters: null,
                });
              },
              analyzers: {
                analyzeUrl: async (u): Promise<UrlAnalysisResult> => {
                  computed.push(u);
                  if (delayMs > 0) await sleep(delayMs);
                  return fakeUrlResult(u);
                },
              },
            }),
          }),
      },
    );

  const ready = async (s: Running): Promise<number> => (await get(s.port, '/readyz')).status;
  const waitReady = async (s: Running, status: number, ms: number): Promise<number> => {
    const start = Date.now();
    while (Date.now() - start < ms) {
      if ((await ready(s)) === status) return Date.now() - start;
      await sleep(100);
    }
    throw new Error(`/readyz not ${status} within ${ms} ms`);
  };

  beforeAll(async () => {
    redis = await startRedis(binary!);
    a = await instance(redis.url);
    b = await instance(redis.url);
    await waitReady(a, 200, 5_000);
    await waitReady(b, 200, 5_000);
  });
  afterAll(async () => {
    await a.stop();
    await b.stop();
    await redis.dispose();
  });

  it('/readyz names redis ok', async () => {
    const r = await get(a.port, '/readyz');
    expect(JSON.parse(r.body)).toEqual({ status: 'ok', checks: { redis: 'ok', postgres: 'not-configured' } });
    expect(a.logs().find((l) => l.msg === 'listening')).toMatchObject({ redis: true });
  });

  it('rate limits are exact across instances: 10 answered over both, the 11th is 429 on either', async () => {
    const client = '127.0.0.41';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await get(i % 2 ? a.port : b.port, `/api/check-url?u=rl${i}.example`, client)).status);
    expect(statuses).toEqual(Array(10).fill(200));
    expect((await get(a.port, '/api/check-url?u=rl-a.example', client)).status).toBe(429);
    expect((await get(b.port, '/api/check-url?u=rl-b.example', client)).status).toBe(429);
  });

  it('a result computed on one instance is served from the memo by the other', async () => {
    computed.length = 0;
    expect((await get(a.port, '/api/check-url?u=shared.example', '127.0.0.42')).status).toBe(200);
    expect((await get(b.port, '/api/check-url?u=shared.example', '127.0.0.42')).status).toBe(200);
    expect((await get(b.port, '/api/check-url?u=shared.example', '127.0.0.42')).status).toBe(200);
    expect(computed).toEqual(['shared.example']);
  });

  it('a Pwned Passwords range fetched by one instance is served by the other', async () => {
    const first = await get(a.port, '/api/pwned-range?prefix=abcde', '127.0.0.47');
    const second = await get(b.port, '/api/pwned-range?prefix=ABCDE', '127.0.0.47');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toBe(first.body);
    expect(ranges).toEqual(['ABCDE']);
  });

  it('20 concurrent identical requests split over both instances: one computation', async () => {
    computed.length = 0;
    delayMs = 300;
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          get(i % 2 ? a.port : b.port, '/api/check-url?u=flight.example', `127.0.1.${i + 1}`),
        ),
      );
      expect(answers.map((x) => x.status)).toEqual(Array(20).fill(200));
      expect(computed).toEqual(['flight.example']);
    } finally {
      delayMs = 0;
    }
  });

  it('no message ever reaches Redis (MONITOR sees every command)', async () => {
    const seen: string[] = [];
    const monitor = connect({ host: '127.0.0.1', port: redis.port });
    await new Promise((r) => monitor.once('connect', r));
    monitor.on('data', (c: Buffer) => seen.push(c.toString('utf8')));
    monitor.write('MONITOR\r\n');
    await sleep(100);
    const marker = 'qzsecretmessagemarker';
    const r = await post(a.port, '/api/check-message', {
      message: `Your code is 4411 ${marker} https://x.example/`,
    });
    expect(r.status).toBe(200);
    // The URL path still goes through Redis (proof the monitor sees this instance's traffic).
    await get(a.port, '/api/check-url?u=monitored.example', '127.0.0.43');
    await sleep(200);
    monitor.destroy();
    const all = seen.join('');
    expect(all).toContain('secapi:memo:');
    expect(all).not.toContain(marker);
    expect(all).not.toContain('4411');
  });

  it('Redis killed: both keep answering within 3 s, /readyz 503; back: 200 within 30 s, sharing again', async () => {
    await redis.kill();
    const during: Answer[] = [];
    for (let i = 0; i < 6; i++) {
      during.push(await get(i % 2 ? a.port : b.port, `/api/check-url?u=down${i}.example`, '127.0.0.44'));
    }
    for (const d of during) {
      expect(d.status).toBe(200);
      expect(d.ms).toBeLessThan(3_000);
    }
    const r = await get(a.port, '/readyz');
    expect(r.status).toBe(503);
    expect(JSON.parse(r.body)).toMatchObject({ status: 'unavailable', checks: { redis: 'unavailable' } });
    expect(a.lines.join('')).toContain('redis does not answer');

    await redis.start();
    const back = await waitReady(a, 200, 30_000);
    await waitReady(b, 200, 30_000);
    expect(back).toBeLessThan(30_000);
    // Within 20 s of that: limits exact across both again, and the memo shared.
    await sleep(1_500);
    const client = '127.0.0.45';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await get(i % 2 ? a.port : b.port, `/api/check-url?u=again${i}.example`, client)).status,
      );
    expect(statuses).toEqual(Array(10).fill(200));
    expect((await get(b.port, '/api/check-url?u=again-x.example', client)).status).toBe(429);
    computed.length = 0;
    await get(a.port, '/api/check-url?u=shared-again.example', '127.0.0.46');
    await get(b.port, '/api/check-url?u=shared-again.example', '127.0.0.46');
    expect(computed).toEqual(['shared-again.example']);
  }, 60_000);

  it('Redis frozen (SIGSTOP): every request still answers within 3 s; thawed: ready again', async () => {
    redis.freeze();
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          get(i % 2 ? a.port : b.port, `/api/check-url?u=frozen${i}.example`, `127.0.2.${i + 1}`),
        ),
      );
      for (const x of answers) {
        expect(x.status).toBe(200);
        expect(x.ms).toBeLessThan(3_000);
      }
      const r = await get(a.port, '/readyz');
      expect(r.status).toBe(503);
      expect(r.ms).toBeLessThan(3_000);
    } finally {
      redis.thaw();
    }
    await waitReady(a, 200, 30_000);
  }, 40_000);

  it('after all of the above (Redis killed and frozen included): no error line, no rate-limit configuration problem', () => {
    for (const s of [a, b]) {
      expect(s.logs().filter((l) => l.level === 'error' || l.msg === 'rate-limit configuration')).toEqual([]);
    }
  });
});
