/** The Redis store `@fastify/rate-limit` ships (CommonJS, without its own type declarations). */
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  /** Fixed windows in Redis: INCR, and PEXPIRE on a key's first request, in one Lua script. */
  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    keyPrefix: string,
  ) => FastifyRateLimitStore;
  export default RedisStore;
}
