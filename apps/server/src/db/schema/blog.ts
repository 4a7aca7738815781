import type { TagSpellings } from '@app/shared/blog/tags';
import { LANGUAGES } from '@app/shared/i18n/languages';
import type { Localized } from '@app/shared/i18n/localized';
import { EMPTY_LOCALIZED } from '@app/shared/i18n/localized-input';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  check,
  customType,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A language column holds a language code; which languages the site speaks is the language list's
 * to say (inputs are checked against it), so adding one needs no migration (docs/decisions/034).
 */
const languageCode = (column: AnyPgColumn): SQL => sql`${column} ~ '^[a-z]{2,3}$'`;

/** A category's name or line: English always, the other languages when written. */
export type BlogLocalizedText = Localized;

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<BlogLocalizedText>().notNull(),
    description: jsonb('description').$type<BlogLocalizedText>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blog_categories_slug_key').on(t.slug)],
);

/**
 * A tag is one label as an author first typed it (`name`, in `name_lang`); `slug` keeps one tag per
 * spelling. `names` holds its spelling in each language where that differs (`yürüyüş`, `طرابزون`);
 * an empty one shows `name`.
 */
export const blogTags = pgTable(
  'blog_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameLang: text('name_lang', { enum: LANGUAGES }).notNull().default('en'),
    names: jsonb('names').$type<TagSpellings>().notNull().default(EMPTY_LOCALIZED),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_tags_slug_key').on(t.slug),
    check('blog_tags_name_lang_check', languageCode(t.nameLang)),
  ],
);

/**
 * A post. Public when status is published and published_at has passed: a post scheduled for
 * later needs nobody to act when its time comes.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    originalLang: text('original_lang', { enum: LANGUAGES }).notNull(),
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('draft'),
    featured: boolean('featured').notNull().default(false),
    allowComments: boolean('allow_comments').notNull().default(true),
    featuredImage: text('featured_image').notNull().default(''),
    categoryId: uuid('category_id').references(() => blogCategories.id, { onDelete: 'set null' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name as shown, kept when the account goes. */
    authorName: text('author_name').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_key').on(t.slug),
    index('blog_posts_public_idx').on(t.status, t.publishedAt),
    index('blog_posts_category_idx').on(t.categoryId),
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'published', 'archived')`),
    check('blog_posts_lang_check', languageCode(t.originalLang)),
    check('blog_posts_published_at_check', sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
  ],
);

/** A post's content in one language; `search` is its full-text vector (stemmed + folded words). */
export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    lang: text('lang', { enum: LANGUAGES }).notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Sanitized HTML. */
    content: text('content').notNull().default(''),
    /** The content as plain text (for reading time, excerpts and search). */
    plainText: text('plain_text').notNull().default(''),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    seoKeywords: text('seo_keywords').array().notNull().default(sql`'{}'::text[]`),
    search: tsvector('search'),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.lang] }),
    index('blog_post_translations_search_idx').using('gin', t.search),
    check('blog_post_translations_lang_check', languageCode(t.lang)),
  ],
);

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index('blog_post_tags_tag_idx').on(t.tagId)],
);

/** Comments are plain text and wait for a moderator; the email is never shown. */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    lang: text('lang', { enum: LANGUAGES }).notNull(),
    status: text('status', { enum: ['pending', 'approved'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    index('blog_comments_post_idx').on(t.postId, t.status, t.createdAt),
    index('blog_comments_status_idx').on(t.status, t.createdAt),
    check('blog_comments_status_check', sql`${t.status} in ('pending', 'approved')`),
  ],
);

/**
 * One row per post, day and visitor. The visitor is a hash of the address and browser with a salt
 * that changes every day and is then deleted: a view is counted once per visitor per day, and no
 * address is kept or can be recovered.
 */
export const blogPostViews = pgTable(
  'blog_post_views',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    /** The day in the site's time zone. */
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    lang: text('lang', { enum: LANGUAGES }).notNull(),
    referrer: text('referrer', { enum: ['direct', 'search', 'social', 'internal', 'other'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day, t.visitor] }), index('blog_post_views_day_idx').on(t.day)],
);

/** The salt of one day's visitor hashes; rows older than yesterday are deleted. */
export const blogViewSalts = pgTable('blog_view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
