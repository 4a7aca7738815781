import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { MemoryRateLimitStore } from './rate-limiter-store.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * The counters behind `@fastify/rate-limit` kept in Redis, so every server process on the same
 * Redis counts together: the library's own Redis store (fixed windows on Redis's clock), plus
 * `reset`. When Redis fails to answer, requests are not refused for it: each process counts in its
 * own memory (`fallback`) until Redis answers again. Losing and finding Redis are logged once each.
 */
export class RedisRateLimitStore implements FastifyRateLimitStore {
  private readonly shared: FastifyRateLimitStore;
  private down = false;

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly fallback: MemoryRateLimitStore,
    private readonly log: FastifyBaseLogger,
  ) {
    this.shared = new RedisStore(false, false, redis, keyPrefix);
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.shared.incr(
      key,
      (error, result) => {
        if (error || !result) {
          this.failed(error);
          this.fallback.incr(key, callback, timeWindow);
          return;
        }
        this.answered();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    try {
      await this.redis.del(`${this.keyPrefix}${key}`);
      this.answered();
    } catch (error) {
      this.failed(error);
    }
  }

  /** Every limiter shares this store: their keys never meet. */
  child(): FastifyRateLimitStore {
    return this;
  }

  /** Marks Redis as lost, logging it when it was not already. */
  failed(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.log.warn(
      { err: error },
      'Redis does not answer: rate limits count in each process until it does again',
    );
  }

  private answered(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info('Redis answers again: rate limits are shared by every process');
  }
}
