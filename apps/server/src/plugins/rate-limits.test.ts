import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors.ts';
import { langPlugin } from './lang.ts';
import { type RateLimitsOptions, rateLimitsPlugin } from './rate-limits.ts';

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

/** An app with one limited route (`?key=` names what is counted) and one that resets a key. */
async function limitedApp(
  max: number,
  windowMs: number,
  now: () => number,
  extra: { redis?: RateLimitsOptions['redis']; log?: string[] } = {},
) {
  const log = extra.log;
  app = Fastify(
    log ? { logger: { level: 'info', stream: { write: (line: string) => log.push(line) } } } : {},
  );
  await app.register(langPlugin);
  await app.register(errorsPlugin);
  await app.register(rateLimitsPlugin, { now, ...(extra.redis ? { redis: extra.redis } : {}) });
  const limiter = app.limiter('test', { max, windowMs });
  app.get<{ Querystring: { key?: string } }>('/hit', async (request) => {
    await limiter.hit(request, request.query.key);
    return { ok: true };
  });
  app.post<{ Querystring: { key: string } }>('/reset', async (request) => {
    await limiter.reset(request.query.key);
    return { ok: true };
  });
  return (key = 'a') => app.inject({ url: `/hit?key=${key}` });
}

describe('rate limits', () => {
  it('allows up to the limit in a window, then refuses with the seconds left', async () => {
    let now = 0;
    const hit = await limitedApp(2, 60_000, () => now);
    expect((await hit()).statusCode).toBe(200);
    expect((await hit()).statusCode).toBe(200);
    now = 15_000;
    const third = await hit();
    expect(third.statusCode).toBe(429);
    expect(third.headers['content-type']).toContain('application/problem+json');
    expect(third.json().code).toBe('rate_limited');
    expect(third.headers['retry-after']).toBe('45');
    expect((await hit('b')).statusCode).toBe(200);
  });

  it('opens again when the window has passed', async () => {
    let now = 0;
    const hit = await limitedApp(1, 1000, () => now);
    await hit();
    expect((await hit()).statusCode).toBe(429);
    now = 1000;
    expect((await hit()).statusCode).toBe(200);
  });

  it('forgets a key that is reset, and only that key', async () => {
    const hit = await limitedApp(1, 60_000, () => 0);
    await hit('a');
    await hit('b');
    await app.inject({ method: 'POST', url: '/reset?key=a' });
    expect((await hit('a')).statusCode).toBe(200);
    expect((await hit('b')).statusCode).toBe(429);
  });

  it('counts by the caller address when no key is given', async () => {
    const hit = await limitedApp(1, 60_000, () => 0);
    const from = (remoteAddress: string) => app.inject({ url: '/hit', remoteAddress });
    expect((await from('192.0.2.1')).statusCode).toBe(200);
    expect((await from('192.0.2.1')).statusCode).toBe(429);
    expect((await from('192.0.2.2')).statusCode).toBe(200);
    expect((await hit('192.0.2.2')).statusCode).toBe(429);
  });

  it('with a Redis that cannot be reached, still starts and counts in this process, saying so once', async () => {
    const log: string[] = [];
    // Nothing listens on port 1: every connection is refused at once.
    const hit = await limitedApp(2, 60_000, () => 0, {
      redis: { url: 'redis://127.0.0.1:1', keyPrefix: 'test:' },
      log,
    });
    expect((await hit()).statusCode).toBe(200);
    expect((await hit()).statusCode).toBe(200);
    expect((await hit()).statusCode).toBe(429);
    await app.inject({ method: 'POST', url: '/reset?key=a' });
    expect((await hit()).statusCode).toBe(200);
    const warnings = log.filter((line) => line.includes('Redis does not answer'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0] ?? '{}')).toMatchObject({ level: 40 });
  });
});
