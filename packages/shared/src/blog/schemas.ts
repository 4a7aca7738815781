import { z } from 'zod';
import { paginationQuery } from '../common/pagination.ts';
import { imageUrl } from '../hotels/schemas.ts';
import { LANGUAGES } from '../i18n/languages.ts';

export type {
  AdminBlogCategoryDto,
  AdminBlogPostDto,
  AdminBlogPostRowDto,
  AdminBlogTranslationDto,
  AdminCommentDto,
  AdminCommentListDto,
  BlogAnalyticsDto,
  BlogOverviewDto,
} from './admin-responses.ts';
export type {
  BlogArchiveMonthDto,
  BlogArchiveYearDto,
  BlogAuthorDto,
  BlogCategoryDto,
  BlogCommentDto,
  BlogPostDto,
  BlogPostSummaryDto,
  CommentReceiptDto,
  HighlightedText,
} from './responses.ts';

/**
 * The blog's contract: what the blog admin and readers send (the answers are in responses.ts and
 * admin-responses.ts).
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

// ---------------------------------------------------------------- comments

/** POST /api/blog/posts/:slug/comments. `website` is the honeypot: people leave it empty. */
export const commentInput = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(80, { error: 'too_long' }),
  email: z.string().trim().min(1, { error: 'required' }).max(254, { error: 'too_long' }),
  body: z.string().trim().min(2, { error: 'too_short' }).max(COMMENT_MAX, { error: 'too_long' }),
  lang: language.optional(),
  website: z.string().max(200).optional(),
});
export type CommentInput = z.infer<typeof commentInput>;

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

/** GET /api/blog-admin/comments?status= */
export const adminCommentListQuery = paginationQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(COMMENT_STATUSES).default('pending'),
});

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

/** GET /api/blog-admin/analytics?from=&to= (dates in the site's time zone, at most 366 days). */
export const analyticsQuery = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' }),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' }),
});

/** Reading time at 200 words a minute, never less than one. */
export function readingMinutes(plainText: string): number {
  const words = plainText.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
