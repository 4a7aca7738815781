import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { perLanguage } from '../i18n/per-language.ts';
import { blogAuthorDto, blogCommentDto } from './responses.ts';
import { COMMENT_STATUSES, POST_STATUSES, REFERRER_CATEGORIES } from './schemas.ts';

/** What the blog admin API answers. */

const language = z.enum(LANGUAGES);
const postStatus = z.enum(POST_STATUSES);
const commentCounts = z.object({ pending: z.number().int(), approved: z.number().int() });

export const adminBlogTranslationDto = z.object({
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  seoKeywords: z.array(z.string()),
});
export type AdminBlogTranslationDto = z.infer<typeof adminBlogTranslationDto>;

/** A post as the editor loads it. */
export const adminBlogPostDto = z.object({
  _id: z.string(),
  slug: z.string(),
  originalLang: language,
  translations: z.partialRecord(language, adminBlogTranslationDto),
  status: postStatus,
  /** Published with a publish time still ahead. */
  scheduled: z.boolean(),
  featured: z.boolean(),
  allowComments: z.boolean(),
  featuredImage: z.string(),
  categoryId: z.string().nullable(),
  tags: z.array(z.string()),
  /** Wall-clock `YYYY-MM-DDTHH:MM` in the site's time zone, or ''. */
  publishAt: z.string(),
  /** ISO instant, or null. */
  publishedAt: z.string().nullable(),
  author: blogAuthorDto,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBlogPostDto = z.infer<typeof adminBlogPostDto>;

/** A row of the admin post list. */
export const adminBlogPostRowDto = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  lang: language,
  languages: z.array(language),
  status: postStatus,
  scheduled: z.boolean(),
  featured: z.boolean(),
  category: z.string().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  views: z.number().int(),
  comments: commentCounts,
});
export type AdminBlogPostRowDto = z.infer<typeof adminBlogPostRowDto>;

export const adminCommentDto = blogCommentDto.extend({
  authorEmail: z.string(),
  status: z.enum(COMMENT_STATUSES),
  post: z.object({ _id: z.string(), slug: z.string(), title: z.string() }),
});
export type AdminCommentDto = z.infer<typeof adminCommentDto>;

export const adminCommentListDto = z.object({
  data: z.array(adminCommentDto),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  counts: commentCounts,
});
export type AdminCommentListDto = z.infer<typeof adminCommentListDto>;

const allLanguages = z.object(perLanguage(() => z.string()));

export const adminBlogCategoryDto = z.object({
  _id: z.string(),
  slug: z.string(),
  name: allLanguages,
  description: allLanguages,
  postCount: z.number().int(),
});
export type AdminBlogCategoryDto = z.infer<typeof adminBlogCategoryDto>;

/** GET /api/blog-admin/tags: the tag with every spelling; empty spellings show `name`. */
export const adminBlogTagDto = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  nameLang: language,
  names: allLanguages,
  /** Posts carrying it, any status. */
  postCount: z.number().int(),
});
export type AdminBlogTagDto = z.infer<typeof adminBlogTagDto>;

/** GET /api/blog-admin/overview */
export const blogOverviewDto = z.object({
  posts: z.record(z.enum([...POST_STATUSES, 'scheduled']), z.number().int()),
  comments: commentCounts,
  viewsLast30Days: z.number().int(),
});
export type BlogOverviewDto = z.infer<typeof blogOverviewDto>;

export const blogAnalyticsDto = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  /** Every day of the period, zeros included. */
  perDay: z.array(z.object({ day: z.string(), views: z.number().int() })),
  topPosts: z.array(
    z.object({ _id: z.string(), slug: z.string(), title: z.string(), views: z.number().int() }),
  ),
  byLanguage: z.array(z.object({ lang: language, views: z.number().int() })),
  byReferrer: z.array(z.object({ category: z.enum(REFERRER_CATEGORIES), views: z.number().int() })),
});
export type BlogAnalyticsDto = z.infer<typeof blogAnalyticsDto>;

/** POST /api/blog-admin/posts/bulk: how many changed, and the ids left as they were. */
export const bulkPostResultDto = z.object({ updated: z.number().int(), skipped: z.array(z.string()) });
export type BulkPostResultDto = z.infer<typeof bulkPostResultDto>;
