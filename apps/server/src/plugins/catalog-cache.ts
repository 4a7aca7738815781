import { todayIn } from '@app/shared/common/dates';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ResponseCache } from '../lib/response-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
  interface FastifyContextConfig {
    /** A public GET whose answer, for a visitor who is not signed in, depends only on the URL. */
    publicCache?: boolean;
  }
  interface FastifyRequest {
    cacheSlot?: { key: string; generation: number };
  }
}

const CHANNEL = 'catalog_changed';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Writes that never touch what the cached reads show: sessions and passwords, a blog post's view
 * count and a new comment (it waits for approval; approving it empties the cache).
 */
const UNRELATED_WRITES = /^\/api\/(?:auth\/|blog\/posts\/[^/?#]+\/(?:comments|views)(?:[/?#]|$))/;

/**
 * Serves cached answers for routes marked `config: { publicCache: true }` and forgets them all
 * when any write succeeds here, or in another process on the same PostgreSQL (LISTEN/NOTIFY).
 * Registered before compression, so it stores the JSON text and each answer is compressed as asked.
 */
export const catalogCachePlugin = fp(async (app: FastifyInstance, opts: { enabled: boolean }) => {
  const { clock, config, database } = app.deps;
  const cache = new ResponseCache({ maxEntries: 1000, ttlMs: 30_000, now: () => clock.now().getTime() });
  app.decorate('responseCache', cache);
  if (!opts.enabled) return;

  const stopListening = await database.listen(CHANNEL, () => cache.invalidate());
  app.addHook('onClose', async () => stopListening());

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.publicCache) return;
    // Signed-in readers may see more (admins) or their own marks (reviewedByMe): never cached.
    if (request.headers.authorization) return;
    // The business date is part of the key: "tonight" and date checks move at midnight.
    const key = `${todayIn(config.BUSINESS_TIMEZONE, clock.now())} ${request.url}`;
    const body = cache.get(key);
    if (body !== undefined) {
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('x-cache', 'hit')
        .send(body);
    }
    request.cacheSlot = { key, generation: cache.current() };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.cacheSlot && reply.statusCode === 200 && typeof payload === 'string') {
      cache.set(request.cacheSlot.key, request.cacheSlot.generation, payload);
    } else if (
      MUTATING.has(request.method) &&
      reply.statusCode < 400 &&
      !UNRELATED_WRITES.test(request.url)
    ) {
      cache.invalidate();
      await database.notify(CHANNEL).catch((error) => request.log.warn({ err: error }, 'notify failed'));
    }
    return payload;
  });
});
