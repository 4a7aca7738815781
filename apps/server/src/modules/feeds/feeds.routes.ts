import { PREFERENCE_COOKIES } from '@app/shared/common/preference-cookies';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@app/shared/i18n/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CacheTags, cacheTags } from '../../lib/cache-tags.ts';
import { ResponseCache } from '../../lib/response-cache.ts';
import { feedResponse } from '../../plugins/openapi-responses.ts';

/** Feeds are kept until what they list changes, and at most five minutes so scheduled posts appear. */
const FEED_TTL_MS = 5 * 60_000;
const SITEMAP_SHOWS = [
  cacheTags.hotels,
  cacheTags.packages,
  cacheTags.restaurants,
  cacheTags.destinations,
  cacheTags.posts,
];

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
  const { clock, config } = app.deps;
  const service = app.services.feeds;
  const cache = new ResponseCache<string>({
    maxEntries: 10,
    ttlMs: FEED_TTL_MS,
    now: () => clock.now().getTime(),
  });
  app.catalogChanges.subscribe((tags) => cache.forget(tags));

  /** The kept answer for `key`, or a fresh one (kept unless what it shows changed while it was made). */
  async function cached(key: string, tags: CacheTags, compute: () => Promise<string>): Promise<string> {
    if (!config.RESPONSE_CACHE) return compute();
    const hit = cache.get(key);
    if (hit !== undefined) return hit.body;
    const mark = cache.mark();
    const body = await compute();
    cache.set(key, mark, body, tags);
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
      const body = await cached(`rss ${lang}`, [cacheTags.posts], () => service.rss(lang));
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
      const body = await cached('sitemap', SITEMAP_SHOWS, () => service.sitemap());
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
