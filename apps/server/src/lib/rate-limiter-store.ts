import type { FastifyRateLimitStore } from '@fastify/rate-limit';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * The counters behind `@fastify/rate-limit`, kept in this process's memory: fixed windows that
 * start with a key's first request and run on the app's clock, plus `reset` (a successful login
 * forgets the failed ones), which the library's own stores lack. Keys carry their limiter's
 * name, so one store serves every limiter.
 */
export class MemoryRateLimitStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = this.now();
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + timeWindow };
      this.windows.set(key, entry);
      if (this.windows.size > this.maxKeys) this.sweep(now);
    }
    entry.count += 1;
    callback(null, { current: entry.count, ttl: entry.resetAt - now });
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** Every limiter shares this store: their keys never meet. */
  child(): FastifyRateLimitStore {
    return this;
  }

  private sweep(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}
