import type { Language } from '@app/shared/i18n/languages';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { readAppSettings } from '../settings/settings.service.ts';
import { feedsRepository } from './feeds.repository.ts';
import { robotsTxt } from './robots.ts';
import { RSS_ITEMS, rssFeed } from './rss.ts';
import { sitemap } from './sitemap.ts';

/** The blog's RSS feed per language, the sitemap and robots.txt, with absolute addresses. */
export function feedsService(deps: { db: Db; config: Config; clock: Clock }) {
  const { db, config, clock } = deps;
  const origin = config.publicUrl.replace(/\/+$/, '');
  const repository = feedsRepository(db);

  return {
    async rss(lang: Language): Promise<string> {
      const now = clock.now();
      const [posts, settings] = await Promise.all([
        repository.latestPosts(now, RSS_ITEMS),
        readAppSettings(db, config),
      ]);
      return rssFeed(posts, { origin, lang, siteName: settings.siteName, now });
    },

    async sitemap(): Promise<string> {
      const now = clock.now();
      const [hotels, packages, restaurants, posts, categories, tags] = await Promise.all([
        repository.publishedHotels(),
        repository.publishedPackages(),
        repository.publishedRestaurants(),
        repository.publicPosts(now),
        repository.categoriesWithPublicPosts(now),
        repository.tagsWithPublicPosts(now),
      ]);
      return sitemap({ hotels, packages, restaurants, posts, categories, tags }, origin);
    },

    robots: (): string => robotsTxt(origin),
  };
}
