/**
 * The shared memo's single-flight across instances, on a real Redis (Debian's redis-server on a free
 * loopback port), with the interleavings forced instead of left to timing: the race of two
 * instances that the two-instance server test (redis.test.ts) can only meet by chance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/logger.js';
import { createSharedMemo } from '../src/redis-memo.js';
import { connectRedis, type RedisLink } from '../src/redis.js';
import { findRedisServer, startRedis, type TestRedis } from './redis-server.js';

const binary = findRedisServer();
const required = process.env.SECAPI_REQUIRE_SYSTEM_SERVERS === '1';
if (binary === null && required) throw new Error('redis-server is required (apt-get install redis-server)');

/**
 * The link with its client wrapped: `beforeLock` runs once, just before this instance's first
 * `SET … NX` (its attempt to take the lock) reaches Redis.
 */
function withHookBeforeLock(link: RedisLink, beforeLock: () => Promise<void>): RedisLink {
  let hook: (() => Promise<void>) | null = beforeLock;
  const client = new Proxy(link.client, {
    get(target, prop) {
      if (prop === 'set') {
        return async (...args: unknown[]) => {
          if (hook !== null && args.includes('NX')) {
            const h = hook;
            hook = null;
            await h();
          }
          return (target.set as (...a: unknown[]) => Promise<unknown>)(...args);
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return Object.create(link, { client: { value: client } }) as RedisLink;
}

describe.skipIf(binary === null)('shared memo on one Redis: single-flight', () => {
  let redis: TestRedis;
  let linkA: RedisLink;
  let linkB: RedisLink;

  beforeAll(async () => {
    redis = await startRedis(binary!);
    linkA = connectRedis(redis.url, { logger: silentLogger, commandTimeoutMs: 5_000 });
    linkB = connectRedis(redis.url, { logger: silentLogger, commandTimeoutMs: 5_000 });
    const until = Date.now() + 10_000;
    while (!(linkA.up && linkB.up) && Date.now() < until) {
      await linkA.check();
      await linkB.check();
    }
    expect(linkA.up && linkB.up).toBe(true);
  });

  afterAll(async () => {
    await linkA.close();
    await linkB.close();
    await redis.dispose();
  });

  const memoOn = (link: RedisLink) =>
    createSharedMemo<{ n: number }>({
      link,
      name: 'check-test',
      maxEntries: 100,
      ttlMs: () => 60_000,
      lockMs: 10_000,
      pollMs: 10,
    });

  it('an instance that finds the lock free only after the other stored and released does not compute again', async () => {
    const computed: string[] = [];
    const a = memoOn(linkA);
    // B has read "nothing stored"; before its SET NX arrives, A takes the lock, computes, stores
    // and releases it. B's SET NX then succeeds: it must find A's stored result, not compute.
    const b = memoOn(
      withHookBeforeLock(linkB, async () => {
        const fromA = await a.get('race.example', () => {
          computed.push('a');
          return Promise.resolve({ n: 1 });
        });
        expect(fromA).toEqual({ n: 1 });
      }),
    );
    const fromB = await b.get('race.example', () => {
      computed.push('b');
      return Promise.resolve({ n: 2 });
    });
    expect(computed).toEqual(['a']);
    expect(fromB).toEqual({ n: 1 });
    // B's lock was released: no lock key is left behind.
    expect(await linkA.client.keys('secapi:lock:*')).toEqual([]);
  });

  it('the instance that takes a free lock with nothing stored computes once and stores the result', async () => {
    const computed: string[] = [];
    const a = memoOn(linkA);
    const b = memoOn(linkB);
    const first = await a.get('once.example', () => {
      computed.push('a');
      return Promise.resolve({ n: 7 });
    });
    const second = await b.get('once.example', () => {
      computed.push('b');
      return Promise.resolve({ n: 8 });
    });
    expect(computed).toEqual(['a']);
    expect([first, second]).toEqual([{ n: 7 }, { n: 7 }]);
  });
});
