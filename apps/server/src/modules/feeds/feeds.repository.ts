import type { TagNaming } from '@app/shared/blog/tags';
import type { Language } from '@app/shared/i18n/languages';
import { and, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type BlogLocalizedText,
  blogCategories,
  blogPosts,
  blogPostTags,
  blogPostTranslations,
  blogTags,
} from '../../db/schema/blog.ts';
import { hotels } from '../../db/schema/hotels.ts';
import { packages } from '../../db/schema/packages.ts';
import { restaurants } from '../../db/schema/restaurants.ts';

export interface FeedPostText {
  lang: Language;
  title: string;
  excerpt: string;
  seoDescription: string;
  /** The start of the content as plain text. */
  plainStart: string;
}

export interface FeedPost {
  id: string;
  slug: string;
  originalLang: Language;
  authorName: string;
  publishedAt: Date;
  updatedAt: Date;
  category: { slug: string; name: BlogLocalizedText } | null;
  tags: TagNaming[];
  texts: FeedPostText[];
}

export interface Dated {
  slug: string;
  updatedAt: Date;
}

export interface SitemapPost extends Dated {
  languages: Language[];
}

/** What readers may see: published, and its time has come (a scheduled post needs nobody). */
const isPublic = (now: Date) => and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, now));

/** When a post last changed for a reader: an edit, or its scheduled time coming. */
const postChanged = () =>
  sql<Date>`greatest(${blogPosts.updatedAt}, ${blogPosts.publishedAt})`.mapWith(blogPosts.updatedAt);
/** The newest change among the grouped posts. */
const newestChange = () =>
  sql<Date>`max(greatest(${blogPosts.updatedAt}, ${blogPosts.publishedAt}))`.mapWith(blogPosts.updatedAt);

/** Reads for the RSS feed and the sitemap, straight from the tables. */
export function feedsRepository(db: Db) {
  return {
    /** The newest public posts with their texts in every language they have, newest first. */
    async latestPosts(now: Date, limit: number): Promise<FeedPost[]> {
      const rows = await db
        .select({
          id: blogPosts.id,
          slug: blogPosts.slug,
          originalLang: blogPosts.originalLang,
          authorName: blogPosts.authorName,
          publishedAt: blogPosts.publishedAt,
          updatedAt: blogPosts.updatedAt,
          categorySlug: blogCategories.slug,
          categoryName: blogCategories.name,
        })
        .from(blogPosts)
        .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
        .where(isPublic(now))
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(limit);
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      const [texts, tags] = await Promise.all([
        db
          .select({
            postId: blogPostTranslations.postId,
            lang: blogPostTranslations.lang,
            title: blogPostTranslations.title,
            excerpt: blogPostTranslations.excerpt,
            seoDescription: blogPostTranslations.seoDescription,
            plainStart: sql<string>`left(${blogPostTranslations.plainText}, 400)`,
          })
          .from(blogPostTranslations)
          .where(and(inArray(blogPostTranslations.postId, ids), ne(blogPostTranslations.title, ''))),
        db
          .select({
            postId: blogPostTags.postId,
            name: blogTags.name,
            nameLang: blogTags.nameLang,
            names: blogTags.names,
          })
          .from(blogPostTags)
          .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
          .where(inArray(blogPostTags.postId, ids))
          .orderBy(blogTags.name),
      ]);
      return rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        originalLang: r.originalLang,
        authorName: r.authorName,
        // Public posts always have one (a check constraint); the fallback only satisfies the type.
        publishedAt: r.publishedAt ?? r.updatedAt,
        updatedAt: r.updatedAt,
        category: r.categorySlug && r.categoryName ? { slug: r.categorySlug, name: r.categoryName } : null,
        tags: tags.filter((t) => t.postId === r.id).map(({ postId: _, ...tag }) => tag),
        texts: texts
          .filter((t) => t.postId === r.id)
          .map(({ postId: _, ...text }) => ({ ...text, plainStart: text.plainStart ?? '' })),
      }));
    },

    async publishedHotels(): Promise<Dated[]> {
      return db
        .select({ slug: hotels.slug, updatedAt: hotels.updatedAt })
        .from(hotels)
        .where(eq(hotels.published, true))
        .orderBy(hotels.slug);
    },

    async publishedPackages(): Promise<Dated[]> {
      return db
        .select({ slug: packages.slug, updatedAt: packages.updatedAt })
        .from(packages)
        .where(eq(packages.published, true))
        .orderBy(packages.slug);
    },

    async publishedRestaurants(): Promise<Dated[]> {
      return db
        .select({ slug: restaurants.slug, updatedAt: restaurants.updatedAt })
        .from(restaurants)
        .where(eq(restaurants.published, true))
        .orderBy(restaurants.slug);
    },

    /** Every public post with the languages it is written in. */
    async publicPosts(now: Date): Promise<SitemapPost[]> {
      const rows = await db
        .select({
          id: blogPosts.id,
          slug: blogPosts.slug,
          updatedAt: postChanged(),
          lang: blogPostTranslations.lang,
        })
        .from(blogPosts)
        .innerJoin(
          blogPostTranslations,
          and(eq(blogPostTranslations.postId, blogPosts.id), ne(blogPostTranslations.title, '')),
        )
        .where(isPublic(now))
        .orderBy(desc(blogPosts.publishedAt), blogPosts.id, blogPostTranslations.lang);
      const posts = new Map<string, SitemapPost>();
      for (const row of rows) {
        const post = posts.get(row.id) ?? { slug: row.slug, updatedAt: row.updatedAt, languages: [] };
        post.languages.push(row.lang);
        posts.set(row.id, post);
      }
      return [...posts.values()];
    },

    /** Categories that hold a public post, each dated by its newest change. */
    async categoriesWithPublicPosts(now: Date): Promise<Dated[]> {
      return db
        .select({ slug: blogCategories.slug, updatedAt: newestChange() })
        .from(blogCategories)
        .innerJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
        .where(isPublic(now))
        .groupBy(blogCategories.slug)
        .orderBy(blogCategories.slug);
    },

    /** Tags on a public post, each dated by its newest change. */
    async tagsWithPublicPosts(now: Date): Promise<Dated[]> {
      return db
        .select({ slug: blogTags.slug, updatedAt: newestChange() })
        .from(blogTags)
        .innerJoin(blogPostTags, eq(blogPostTags.tagId, blogTags.id))
        .innerJoin(blogPosts, eq(blogPosts.id, blogPostTags.postId))
        .where(isPublic(now))
        .groupBy(blogTags.slug)
        .orderBy(blogTags.slug);
    },
  };
}
