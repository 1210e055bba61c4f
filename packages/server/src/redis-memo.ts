/**
 * The memo shared by several instances through Redis, with a bounded in-process LRU in front.
 *
 * `get(key, compute)`:
 * 1. the in-process LRU (a hit costs no round trip), then a computation already in flight here;
 * 2. Redis `GET` of the stored result (kept there for its outcome-based lifetime, as in-process);
 * 3. else a lock `SET … NX PX <deadline>`: the instance that takes it reads again (the holder
 *    before it may have stored and released in between), then computes and stores the result; the others poll for the stored result until the lock goes (then take it or compute)
 *    or the deadline passes (then compute): single-flight across instances.
 * Any Redis failure or timeout, or the link down: the value is computed here (memo bypassed for
 * sharing; the in-process LRU still works). Results are language-neutral JSON; keys are a SHA-256
 * of the analysis id and its normalised input. Messages never come here (check-message is never
 * memoised).
 */
import { createHash, randomUUID } from 'node:crypto';
import QuickLRU from 'quick-lru';
import type { Memo } from './memo.js';
import type { RedisLink } from './redis.js';

export interface SharedMemoOptions<T> {
  link: RedisLink;
  /** Namespace of the keys (the analysis id). */
  name: string;
  maxEntries: number;
  /** Lifetime of a value in ms; <= 0: not stored. */
  ttlMs: (value: T) => number;
  /** How long another instance's computation may take (the analysis deadline + a margin). */
  lockMs: number;
  /** Poll interval while another instance computes. */
  pollMs?: number;
  onHit?: () => void;
  onJoin?: () => void;
  onMiss?: () => void;
}

const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export function createSharedMemo<T>(options: SharedMemoOptions<T>): Memo<T> {
  const { link } = options;
  const pollMs = options.pollMs ?? 50;
  const lru = new QuickLRU<string, T>({ maxSize: options.maxEntries, maxAge: 6 * 60 * 60 * 1000 });
  const inflight = new Map<string, Promise<T>>();
  const owner = randomUUID();
  // Read through a function: the link's state changes while this code awaits.
  const isUp = (): boolean => link.up;

  const keep = (key: string, value: T, ttl: number): T => {
    deepFreeze(value);
    if (ttl > 0) lru.set(key, value, { maxAge: ttl });
    return value;
  };

  /** The stored value and its remaining lifetime, or null; throws on a Redis failure. */
  const fetch = async (redisKey: string): Promise<{ value: T; ttl: number } | null> => {
    const [[getError, text], [ttlError, pttl]] = (await link.client
      .multi()
      .get(redisKey)
      .pttl(redisKey)
      .exec()) as [[Error | null, string | null], [Error | null, number]];
    const failure = getError ?? ttlError;
    if (failure !== null) throw failure;
    if (text === null) return null;
    return { value: JSON.parse(text) as T, ttl: pttl > 0 ? pttl : 1_000 };
  };

  /** Releases the lock if it is still ours (another instance may hold it after ours expired). */
  const release = async (lockKey: string): Promise<void> => {
    if (!link.up) return;
    await link.client
      .eval(
        "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end",
        1,
        lockKey,
        owner,
      )
      .catch(() => undefined);
  };

  const computeAndStore = async (
    redisKey: string,
    lockKey: string,
    compute: () => Promise<T>,
  ): Promise<T> => {
    options.onMiss?.();
    try {
      const value = await compute();
      const ttl = options.ttlMs(value);
      if (ttl > 0 && link.up) {
        await link.client.set(redisKey, JSON.stringify(value), 'PX', ttl).catch(() => {
          link.failed();
        });
      }
      return value;
    } finally {
      await release(lockKey);
    }
  };

  const digestOf = (key: string): string =>
    createHash('sha256').update(`${options.name}\u0000${key}`).digest('hex');

  const shared = async (key: string, compute: () => Promise<T>): Promise<{ value: T; ttl: number }> => {
    if (!link.up) {
      options.onMiss?.();
      const value = await compute();
      return { value, ttl: options.ttlMs(value) };
    }
    const digest = digestOf(key);
    const redisKey = `secapi:memo:${digest}`;
    const lockKey = `secapi:lock:${digest}`;
    const deadline = Date.now() + options.lockMs;
    let joined = false;
    try {
      for (;;) {
        const stored = await fetch(redisKey);
        if (stored !== null) {
          if (joined) options.onJoin?.();
          else options.onHit?.();
          return stored;
        }
        const locked = await link.client.set(lockKey, owner, 'PX', options.lockMs, 'NX');
        if (locked === 'OK') {
          // Read again under the lock: the instance that held it may have stored its result and
          // released the lock between our read above and our SET (it stores before it releases),
          // and computing again then would break single-flight.
          const storedMeanwhile = await fetch(redisKey).catch(async (error: unknown) => {
            await release(lockKey);
            throw error;
          });
          if (storedMeanwhile !== null) {
            await release(lockKey);
            if (joined) options.onJoin?.();
            else options.onHit?.();
            return storedMeanwhile;
          }
          const value = await computeAndStore(redisKey, lockKey, compute);
          return { value, ttl: options.ttlMs(value) };
        }
        joined = true;
        if (Date.now() >= deadline) break;
        await sleep(pollMs);
        if (!isUp()) break;
      }
    } catch (error) {
      // A Redis failure (never the computation's own error, which is rethrown as is).
      if (error instanceof ComputeError) throw error.cause;
      link.failed();
    }
    options.onMiss?.();
    const value = await compute();
    return { value, ttl: options.ttlMs(value) };
  };

  return {
    async has(key) {
      if (lru.has(key) || inflight.has(key)) return true;
      if (!isUp()) return false;
      const digest = digestOf(key);
      try {
        return (await link.client.exists(`secapi:memo:${digest}`)) === 1;
      } catch {
        return false;
      }
    },
    get(key, compute) {
      const hit = lru.get(key);
      if (hit !== undefined) {
        options.onHit?.();
        return Promise.resolve(hit);
      }
      const pending = inflight.get(key);
      if (pending !== undefined) {
        options.onJoin?.();
        return pending;
      }
      // A rejection of `compute` is the caller's error: wrapped so it is not taken for Redis's.
      const guarded = (): Promise<T> =>
        Promise.resolve()
          .then(compute)
          .catch((error: unknown) => {
            throw new ComputeError(error);
          });
      const promise: Promise<T> = shared(key, guarded)
        .then(({ value, ttl }) => keep(key, value, ttl))
        .catch((error: unknown) => {
          throw error instanceof ComputeError ? error.cause : error;
        })
        .finally(() => {
          if (inflight.get(key) === promise) inflight.delete(key);
        });
      inflight.set(key, promise);
      return promise;
    },
    get size() {
      return lru.size;
    },
    get pending() {
      return inflight.size;
    },
    clear() {
      lru.clear();
    },
  };
}

class ComputeError extends Error {
  constructor(override readonly cause: unknown) {
    super('computation failed');
  }
}
