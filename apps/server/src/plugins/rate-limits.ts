import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { MemoryRateLimitStore } from '../lib/rate-limiter-store.ts';

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

/**
 * Rate limits through `@fastify/rate-limit`, used from the handlers (a limit may count only what
 * passed validation, or an email from the body). Counters live in this process; the limiter name
 * prefixes every key so limiters never share a count.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, opts: { now: () => number }) => {
  // The library builds its store itself; this app keeps a hold on it to reset keys.
  let store = new MemoryRateLimitStore(opts.now);
  class AppStore extends MemoryRateLimitStore {
    constructor() {
      super(opts.now);
      store = this;
    }
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
