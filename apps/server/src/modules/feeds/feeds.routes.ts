import { PREFERENCE_COOKIES } from '@app/shared/common/preference-cookies';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@app/shared/i18n/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ResponseCache } from '../../lib/response-cache.ts';
import { feedResponse } from '../../plugins/openapi-responses.ts';
import { feedsService } from './feeds.service.ts';

/** Feeds are kept until anything is written, and at most five minutes so scheduled posts appear. */
const FEED_TTL_MS = 5 * 60_000;

/** `?lang=` first, then the reader's saved language, else the site's default. */
function feedLanguage(request: FastifyRequest): Language {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(asked)) return asked;
  const saved = request.cookies[PREFERENCE_COOKIES.language];
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

/**
 * What crawlers and feed readers ask for outside the API: the blog's RSS feed per language, the
 * sitemap and robots.txt. Registered before the web app's pages, and works without a web build.
 */
export async function feedsRoutes(app: FastifyInstance) {
  const { clock, config, database } = app.deps;
  const service = feedsService({ db: database.db, config, clock });
  const cache = new ResponseCache<string>({
    maxEntries: 10,
    ttlMs: FEED_TTL_MS,
    now: () => clock.now().getTime(),
  });
  let seenGeneration = app.responseCache.current();

  /** The kept answer for `key`, or a fresh one (kept unless a write happened while it was made). */
  async function cached(key: string, compute: () => Promise<string>): Promise<string> {
    if (!config.RESPONSE_CACHE) return compute();
    if (seenGeneration !== app.responseCache.current()) {
      seenGeneration = app.responseCache.current();
      cache.invalidate();
    }
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const generation = cache.current();
    const body = await compute();
    cache.set(key, generation, body);
    return body;
  }

  app.get(
    '/blog/rss.xml',
    {
      schema: {
        tags: ['feeds'],
        response: feedResponse('application/rss+xml', 'The blog’s latest posts (RSS 2.0)'),
      },
    },
    async (request, reply) => {
      const lang = feedLanguage(request);
      const body = await cached(`rss ${lang}`, () => service.rss(lang));
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=300')
        .header('Vary', 'Cookie')
        .header('Content-Language', lang)
        .send(body);
    },
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['feeds'],
        response: feedResponse('application/xml', 'Every public page (sitemaps.org)'),
      },
    },
    async (_request, reply) => {
      const body = await cached('sitemap', () => service.sitemap());
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=300')
        .send(body);
    },
  );

  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['feeds'],
        response: feedResponse('text/plain', 'Rules for crawlers, with the sitemap’s address'),
      },
    },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(service.robots()),
  );
}
