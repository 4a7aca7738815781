import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { MemoryRateLimitStore } from '../lib/rate-limiter-store.ts';
import { closeRedisClient, createRedisClient } from '../lib/redis-client.ts';
import { RedisRateLimitStore } from '../lib/redis-rate-limit-store.ts';

/** One named limit: `max` requests per key in a window of `windowMs`. */
export interface Limiter {
  /**
   * Counts a request against `key` (the caller's address unless given, e.g. an email); over the
   * limit it throws 429 `rate_limited` with Retry-After, the seconds left in the window.
   */
  hit(request: FastifyRequest, key?: string): Promise<void>;
  /** Forgets the count of `key`. */
  reset(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    limiter(name: string, opts: { max: number; windowMs: number }): Limiter;
  }
}

export interface RateLimitsOptions {
  /** The app's clock, for windows counted in this process's memory. */
  now: () => number;
  /**
   * Counts in this Redis (its URL, and the prefix of every key this app writes there), shared by
   * every process using it; without it, in this process.
   */
  redis?: { url: string; keyPrefix: string };
}

/**
 * Rate limits through `@fastify/rate-limit`, used from the handlers (a limit may count only what
 * passed validation, or an email from the body). Counters live in Redis when `redisUrl` is given,
 * so several server processes enforce one limit together, else in this process; the limiter name
 * prefixes every key so limiters never share a count.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, opts: RateLimitsOptions) => {
  const memory = new MemoryRateLimitStore(opts.now);
  let store: MemoryRateLimitStore | RedisRateLimitStore = memory;
  if (opts.redis) {
    const redis = await createRedisClient(opts.redis.url);
    app.addHook('onClose', async () => closeRedisClient(redis));
    const shared = new RedisRateLimitStore(redis, `${opts.redis.keyPrefix}rate-limit:`, memory, app.log);
    // A Redis that is down at start does not keep the site from starting (see RedisRateLimitStore).
    await redis.connect().catch((error: unknown) => shared.failed(error));
    store = shared;
  }
  // The library builds its store itself from a class; every instance is this one store.
  class AppStore implements FastifyRateLimitStore {
    incr: FastifyRateLimitStore['incr'] = (...args) => store.incr(...args);
    child = () => this;
  }
  await app.register(fastifyRateLimit, { global: false, store: AppStore });
  const keys = new WeakMap<FastifyRequest, string>();

  app.decorate('limiter', (name: string, { max, windowMs }: { max: number; windowMs: number }) => {
    const check = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => `${name}:${keys.get(request) ?? request.ip}`,
    });
    return {
      async hit(request: FastifyRequest, key = request.ip) {
        keys.set(request, key);
        const result = await check(request);
        keys.delete(request);
        if (!result.isAllowed && result.isExceeded)
          throw new AppError(429, 'rate_limited', {
            headers: { 'Retry-After': String(Math.max(1, result.ttlInSeconds)) },
          });
      },
      reset: (key: string) => store.reset(`${name}:${key}`),
    };
  });
});
