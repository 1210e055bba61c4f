/**
 * The shared Redis of several instances (`REDIS_URL`, ioredis): its link with a health state, the
 * rate-limit store that falls back to the in-process one, and the shared memo (redis-memo.ts).
 *
 * Redis down or frozen never makes a request wait long nor fail: commands are refused at once while
 * disconnected (no offline queue) and time out after `COMMAND_TIMEOUT_MS` otherwise; a PING every
 * second decides whether the link is `up`. While it is not, the rate limits count in-process and the
 * memo is bypassed (each instance computes for itself); when Redis answers again (ioredis reconnects
 * on its own), sharing resumes within a couple of seconds. Each change is logged once.
 */
import { Redis } from 'ioredis';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { WindowStore } from './limits.js';
import type { Logger } from './logger.js';
import type { Metrics } from './metrics.js';

/** A command that takes longer is abandoned (the request goes on without Redis). */
export const COMMAND_TIMEOUT_MS = 400;
/** How often the link is checked with PING. */
export const PING_EVERY_MS = 1_000;

export interface RedisLink {
  readonly client: Redis;
  /** True when the last PING was answered in time (and the connection is ready). */
  readonly up: boolean;
  /** Records a failed command: store-error metric; the link goes down until the next good PING. */
  failed(): void;
  /** PING now; resolves with the new state. */
  check(): Promise<boolean>;
  close(): Promise<void>;
}

export interface RedisLinkOptions {
  logger: Logger;
  metrics?: Metrics | null;
  commandTimeoutMs?: number;
  pingEveryMs?: number;
}

/**
 * Connects to Redis in the background (the server starts whether or not Redis answers).
 * @example const link = connectRedis(process.env.REDIS_URL, { logger });
 */
export function connectRedis(url: string, options: RedisLinkOptions): RedisLink {
  const { logger } = options;
  const metrics = options.metrics ?? null;
  const timeout = options.commandTimeoutMs ?? COMMAND_TIMEOUT_MS;
  const client = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    commandTimeout: timeout,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    // Reconnect for ever, at most every 2 s.
    retryStrategy: (times) => Math.min(100 * times, 2_000),
    enableAutoPipelining: true,
  });
  let up = false;
  let closed = false;
  const setUp = (value: boolean): void => {
    if (value === up) return;
    up = value;
    metrics?.storeUp.set({ store: 'redis' }, value ? 1 : 0);
    if (value) logger.log('info', 'redis answers: rate limits and memo shared');
    else logger.log('warn', 'redis does not answer: rate limits in-process, memo not shared');
  };
  metrics?.storeUp.set({ store: 'redis' }, 0);
  // Connection errors are expected while Redis is away; the state change is what is logged.
  client.on('error', () => undefined);
  client.on('close', () => {
    setUp(false);
  });
  const check = async (): Promise<boolean> => {
    if (closed) return false;
    try {
      await client.ping();
      setUp(true);
    } catch {
      if (up) metrics?.storeErrors.inc({ store: 'redis' });
      setUp(false);
    }
    return up;
  };
  client.on('ready', () => {
    void check();
  });
  const timer = setInterval(() => {
    void check();
  }, options.pingEveryMs ?? PING_EVERY_MS);
  timer.unref();
  return {
    client,
    get up() {
      return up && client.status === 'ready';
    },
    failed() {
      metrics?.storeErrors.inc({ store: 'redis' });
      setUp(false);
    },
    check,
    async close() {
      closed = true;
      clearInterval(timer);
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
}

/**
 * An express-rate-limit store counting in Redis (rate-limit-redis: one window per partition and
 * client, atomic across instances) while the link is up, and in-process otherwise.
 */
export class FailoverStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private readonly redis: RedisStore;
  private readonly memory = new WindowStore();

  constructor(
    private readonly link: RedisLink,
    partition: string,
  ) {
    this.prefix = `secapi:rl:${partition}:`;
    this.redis = new RedisStore({
      prefix: this.prefix,
      sendCommand: (command: string, ...args: string[]) =>
        link.client.call(command, ...args) as Promise<RedisReply>,
    });
    // The scripts are loaded at construction: Redis may be away then (reloaded on first use).
    this.redis.incrementScriptSha.catch(() => undefined);
    this.redis.getScriptSha.catch(() => undefined);
  }

  init(options: Options): void {
    this.redis.init(options);
    this.memory.init(options);
  }

  private async either<T>(onRedis: () => Promise<T>, onMemory: () => Promise<T>): Promise<T> {
    if (!this.link.up) return onMemory();
    try {
      return await onRedis();
    } catch {
      this.link.failed();
      return onMemory();
    }
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.either(
      () => this.redis.get(key),
      () => this.memory.get(key),
    );
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    return this.either(
      () => this.redis.increment(key),
      () => this.memory.increment(key),
    );
  }

  async decrement(key: string): Promise<void> {
    await this.either(
      () => this.redis.decrement(key),
      () => this.memory.decrement(key),
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.either(
      () => this.redis.resetKey(key),
      () => this.memory.resetKey(key),
    );
  }

  shutdown(): void {
    void this.memory.resetAll();
  }
}
