import { z } from 'zod';
import { paginationQuery } from '../common/pagination.ts';
import { imageUrl } from '../hotels/schemas.ts';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import type { BlogTagRefDto } from './tags.ts';

/**
 * The blog's contract: what the public API answers, what the blog admin sends.
 * Posts carry content per language (en, tr, ar); a post is written in one of them first
 * (`originalLang`) and falls back to it where a translation is missing.
 */

export const POST_STATUSES = ['draft', 'published', 'archived'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const COMMENT_STATUSES = ['pending', 'approved'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** Where a reader came from, counted per view without keeping the address itself. */
export const REFERRER_CATEGORIES = ['direct', 'search', 'social', 'internal', 'other'] as const;
export type ReferrerCategory = (typeof REFERRER_CATEGORIES)[number];

export const BLOG_PAGE_SIZE = 9;
export const COMMENT_MAX = 2000;
export const SEARCH_QUERY_MAX = 100;

/** Lowercase letters of any script, digits and single hyphens: `sumela-manastiri`, `دير-سوميلا`. */
export const BLOG_SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;

const language = z.enum(LANGUAGES, { error: 'invalid_choice' });
const slugParam = z.string().trim().min(1).max(160);

// ---------------------------------------------------------------- public reads

/** GET /api/blog/posts */
export const blogPostListQuery = paginationQuery.extend({
  limit: z.coerce.number().int().min(1).max(50).default(BLOG_PAGE_SIZE),
  category: slugParam.optional(),
  tag: slugParam.optional(),
  q: z.string().trim().max(SEARCH_QUERY_MAX, { error: 'too_long' }).optional(),
  /** `YYYY` or `YYYY-MM`, in the site's time zone. */
  period: z
    .string()
    .regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, { error: 'invalid_value' })
    .optional(),
  featured: z.enum(['true', 'false']).optional(),
});
export type BlogPostListQuery = z.infer<typeof blogPostListQuery>;

export interface BlogCategoryDto {
  _id: string;
  slug: string;
  /** In the reader's language. */
  name: string;
  description: string;
  /** Published posts in it. */
  postCount: number;
}

export interface BlogAuthorDto {
  name: string;
}

/** A piece of text with the words that matched a search marked; rendered as text, never as HTML. */
export type HighlightedText = { text: string; match: boolean }[];

/** A post in a list. `lang` is the language the texts are in (the reader's, or the post's own). */
export interface BlogPostSummaryDto {
  _id: string;
  slug: string;
  lang: Language;
  dir: 'ltr' | 'rtl';
  /** True when the reader's language was missing and the post's own language is shown. */
  isFallback: boolean;
  title: string;
  excerpt: string;
  featuredImage: string;
  category: { slug: string; name: string } | null;
  /** Named in the reader's language where the tag has a spelling for it. */
  tags: BlogTagRefDto[];
  author: BlogAuthorDto;
  featured: boolean;
  /** ISO instant. */
  publishedAt: string;
  readingMinutes: number;
  /** Present on search results: the title and excerpt with the matched words marked. */
  highlight?: { title: HighlightedText; excerpt: HighlightedText };
}

/** GET /api/blog/posts/:slug — a public, published post. */
export interface BlogPostDto extends BlogPostSummaryDto {
  /** Sanitized HTML (the server cleans it on save). */
  content: string;
  originalLang: Language;
  /** Languages the post has content in. */
  languages: Language[];
  allowComments: boolean;
  seo: { title: string; description: string; keywords: string[] };
  /** ISO instant of the last change. */
  updatedAt: string;
  related: BlogPostSummaryDto[];
  approvedComments: number;
}

export interface BlogArchiveMonthDto {
  /** `YYYY-MM` in the site's time zone. */
  month: string;
  count: number;
}
export interface BlogArchiveYearDto {
  year: number;
  count: number;
  months: BlogArchiveMonthDto[];
}

// ---------------------------------------------------------------- comments

export interface BlogCommentDto {
  _id: string;
  authorName: string;
  /** Plain text; never HTML. */
  body: string;
  lang: Language;
  createdAt: string;
}

/** POST /api/blog/posts/:slug/comments. `website` is the honeypot: people leave it empty. */
export const commentInput = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(80, { error: 'too_long' }),
  email: z.string().trim().min(1, { error: 'required' }).max(254, { error: 'too_long' }),
  body: z.string().trim().min(2, { error: 'too_short' }).max(COMMENT_MAX, { error: 'too_long' }),
  lang: language.optional(),
  website: z.string().max(200).optional(),
});
export type CommentInput = z.infer<typeof commentInput>;

/** The answer to a comment: it waits for a moderator. */
export interface CommentReceiptDto {
  status: CommentStatus;
}

/** POST /api/blog/posts/:slug/views — sent by the page once it is shown. */
export const viewInput = z.object({
  referrer: z.string().max(2048).optional(),
  lang: language.optional(),
});

// ---------------------------------------------------------------- admin

const translationInput = z.object({
  title: z.string().trim().max(200, { error: 'too_long' }).default(''),
  excerpt: z.string().trim().max(500, { error: 'too_long' }).default(''),
  /** HTML from the editor; the server sanitizes it. */
  content: z.string().max(200_000, { error: 'too_long' }).default(''),
  seoTitle: z.string().trim().max(70, { error: 'too_long' }).default(''),
  seoDescription: z.string().trim().max(170, { error: 'too_long' }).default(''),
  seoKeywords: z
    .array(z.string().trim().min(1).max(60, { error: 'too_long' }))
    .max(20, { error: 'too_many' })
    .default([]),
});
export type BlogTranslationInput = z.infer<typeof translationInput>;

/**
 * POST /api/blog-admin/posts and PUT /api/blog-admin/posts/:id. The post's own language must have a
 * title and content; other languages are optional (an empty title leaves that language out).
 */
export const blogPostInput = z
  .object({
    originalLang: language,
    translations: z.object({
      en: translationInput.optional(),
      tr: translationInput.optional(),
      ar: translationInput.optional(),
    }),
    /** Empty: generated from the title in the post's own language. */
    slug: z
      .string()
      .trim()
      .max(160, { error: 'too_long' })
      .refine((v) => v === '' || BLOG_SLUG_PATTERN.test(v), { error: 'invalid_value' })
      .default(''),
    status: z.enum(POST_STATUSES, { error: 'invalid_choice' }).default('draft'),
    featured: z.boolean().default(false),
    allowComments: z.boolean().default(true),
    featuredImage: z.union([z.literal(''), imageUrl]).default(''),
    categoryId: z.uuid({ error: 'invalid_value' }).nullable().default(null),
    /** Tag names; unknown ones are created. */
    tags: z
      .array(z.string().trim().min(1).max(40, { error: 'too_long' }))
      .max(15, { error: 'too_many' })
      .default([]),
    /**
     * When the post goes public: a wall-clock date and time in the site's time zone,
     * `YYYY-MM-DDTHH:MM`. Empty with status published: now.
     */
    publishAt: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalid_date' })
      .or(z.literal(''))
      .default(''),
    /** The `updatedAt` the editor loaded; a newer one on the server answers 409. */
    expectedUpdatedAt: z.string().optional(),
  })
  .superRefine((post, ctx) => {
    const own = post.translations[post.originalLang];
    if (!own?.title) {
      ctx.addIssue({
        code: 'custom',
        path: ['translations', post.originalLang, 'title'],
        message: 'required',
      });
    }
    if (post.status !== 'draft' && !own?.content.replace(/<[^>]*>/g, '').trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['translations', post.originalLang, 'content'],
        message: 'required',
      });
    }
  });
export type BlogPostInput = z.infer<typeof blogPostInput>;

/** GET /api/blog-admin/posts */
export const adminPostListQuery = paginationQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum([...POST_STATUSES, 'scheduled']).optional(),
  q: z.string().trim().max(SEARCH_QUERY_MAX).optional(),
});

/** POST /api/blog-admin/posts/bulk */
export const bulkPostAction = z.object({
  ids: z.array(z.uuid()).min(1, { error: 'required' }).max(100, { error: 'too_many' }),
  action: z.enum(['publish', 'archive'], { error: 'invalid_choice' }),
});

export interface AdminBlogTranslationDto {
  title: string;
  excerpt: string;
  content: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
}

/** A post as the editor loads it. */
export interface AdminBlogPostDto {
  _id: string;
  slug: string;
  originalLang: Language;
  translations: Partial<Record<Language, AdminBlogTranslationDto>>;
  status: PostStatus;
  /** Published with a publish time still ahead. */
  scheduled: boolean;
  featured: boolean;
  allowComments: boolean;
  featuredImage: string;
  categoryId: string | null;
  tags: string[];
  /** Wall-clock `YYYY-MM-DDTHH:MM` in the site's time zone, or ''. */
  publishAt: string;
  /** ISO instant, or null. */
  publishedAt: string | null;
  author: BlogAuthorDto;
  createdAt: string;
  updatedAt: string;
}

/** A row of the admin post list. */
export interface AdminBlogPostRowDto {
  _id: string;
  slug: string;
  title: string;
  lang: Language;
  languages: Language[];
  status: PostStatus;
  scheduled: boolean;
  featured: boolean;
  category: string | null;
  publishedAt: string | null;
  updatedAt: string;
  views: number;
  comments: { pending: number; approved: number };
}

/** GET /api/blog-admin/comments?status= */
export const adminCommentListQuery = paginationQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(COMMENT_STATUSES).default('pending'),
});

export interface AdminCommentDto extends BlogCommentDto {
  authorEmail: string;
  status: CommentStatus;
  post: { _id: string; slug: string; title: string };
}

export interface AdminCommentListDto {
  data: AdminCommentDto[];
  total: number;
  page: number;
  totalPages: number;
  counts: { pending: number; approved: number };
}

/** POST/PUT /api/blog-admin/categories */
export const blogCategoryInput = z.object({
  name: z.object({
    en: z.string().trim().min(1, { error: 'required' }).max(60, { error: 'too_long' }),
    tr: z.string().trim().max(60, { error: 'too_long' }).default(''),
    ar: z.string().trim().max(60, { error: 'too_long' }).default(''),
  }),
  description: z
    .object({
      en: z.string().trim().max(300, { error: 'too_long' }).default(''),
      tr: z.string().trim().max(300, { error: 'too_long' }).default(''),
      ar: z.string().trim().max(300, { error: 'too_long' }).default(''),
    })
    .default({ en: '', tr: '', ar: '' }),
  slug: z
    .string()
    .trim()
    .max(80, { error: 'too_long' })
    .refine((v) => v === '' || BLOG_SLUG_PATTERN.test(v), { error: 'invalid_value' })
    .default(''),
});

export interface AdminBlogCategoryDto {
  _id: string;
  slug: string;
  name: { en: string; tr: string; ar: string };
  description: { en: string; tr: string; ar: string };
  postCount: number;
}

/** GET /api/blog-admin/overview */
export interface BlogOverviewDto {
  posts: Record<PostStatus | 'scheduled', number>;
  comments: { pending: number; approved: number };
  viewsLast30Days: number;
}

/** GET /api/blog-admin/analytics?from=&to= (dates in the site's time zone, at most 366 days). */
export const analyticsQuery = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' }),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' }),
});

export interface BlogAnalyticsDto {
  from: string;
  to: string;
  total: number;
  /** Every day of the period, zeros included. */
  perDay: { day: string; views: number }[];
  topPosts: { _id: string; slug: string; title: string; views: number }[];
  byLanguage: { lang: Language; views: number }[];
  byReferrer: { category: ReferrerCategory; views: number }[];
}

/** Reading time at 200 words a minute, never less than one. */
export function readingMinutes(plainText: string): number {
  const words = plainText.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
