import { z } from 'zod';
import { emailField } from '../auth/schemas.ts';
import { isCalendarDate, isCalendarYear, isoDate } from '../common/iso-date.ts';
import { paginationQuery } from '../common/pagination.ts';
import { saleDateIssue, type Today } from '../common/sale-window.ts';
import { SLUG_PATTERN } from '../common/slug.ts';
import { pathSegment, text } from '../common/text-field.ts';
import { imageUrl } from '../hotels/schemas.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { emptyLocalized } from '../i18n/localized-input.ts';
import { perLanguage, perOtherLanguage } from '../i18n/per-language.ts';

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
 * Posts carry content per language (any of the list); a post is written in one of them first
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

const language = z.enum(LANGUAGES, { error: 'invalid_choice' });
const slugParam = pathSegment(160);

// ---------------------------------------------------------------- public reads

/** GET /api/blog/posts */
export const blogPostListQuery = paginationQuery.extend({
  limit: z.coerce.number().int().min(1).max(50).default(BLOG_PAGE_SIZE),
  category: slugParam.optional(),
  tag: slugParam.optional(),
  q: text(SEARCH_QUERY_MAX).optional(),
  /** `YYYY` or `YYYY-MM`, in the site's time zone, a year of the agency's calendar. */
  period: z
    .string()
    .regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, { error: 'invalid_value' })
    .refine((v) => isCalendarYear(Number(v.slice(0, 4))), { error: 'invalid_value' })
    .optional(),
  featured: z.enum(['true', 'false']).optional(),
});
export type BlogPostListQuery = z.infer<typeof blogPostListQuery>;

// ---------------------------------------------------------------- comments

/** POST /api/blog/posts/:slug/comments. `website` is the honeypot: people leave it empty. */
export const commentInput = z.object({
  name: text(80).min(1, { error: 'required' }),
  email: emailField,
  body: text(COMMENT_MAX, { multiline: true }).min(2, { error: 'too_short' }),
  lang: language.optional(),
  website: text(200, { trim: false }).optional(),
});
export type CommentInput = z.infer<typeof commentInput>;

/** POST /api/blog/posts/:slug/views — sent by the page once it is shown. */
export const viewInput = z.object({
  referrer: text(2048, { trim: false }).optional(),
  lang: language.optional(),
});

// ---------------------------------------------------------------- admin

const translationInput = z.object({
  title: text(200).default(''),
  excerpt: text(500, { multiline: true }).default(''),
  /** HTML from the editor; the server sanitizes it. */
  content: text(200_000, { multiline: true, trim: false }).default(''),
  seoTitle: text(70).default(''),
  seoDescription: text(170, { multiline: true }).default(''),
  seoKeywords: z.array(text(60).min(1)).max(20, { error: 'too_many' }).default([]),
});
export type BlogTranslationInput = z.infer<typeof translationInput>;

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;

/**
 * When a post goes public: a wall-clock date and time in the site's time zone, `YYYY-MM-DDTHH:MM`,
 * on a real calendar day (`invalid_date`); a past time is fine (a post written earlier), a time
 * more than two years ahead is not (`date_too_far`, by the server's `today`). Empty: now.
 */
const publishAtField = (today?: Today) =>
  z
    .string({ error: 'invalid_date' })
    .max(16, { error: 'invalid_date' })
    .superRefine((value, ctx) => {
      if (value === '') return;
      const date = value.slice(0, 10);
      if (!WALL_CLOCK.test(value) || !isCalendarDate(date)) {
        ctx.addIssue({ code: 'custom', message: 'invalid_date' });
        return;
      }
      const problem = today ? saleDateIssue(date, today(), { pastAllowed: true }) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    // For the API document: the shape above, or empty.
    .meta({ pattern: `^(${WALL_CLOCK.source.slice(1, -1)})?$` })
    .default('');

/**
 * POST /api/blog-admin/posts and PUT /api/blog-admin/posts/:id. The post's own language must have a
 * title and content; other languages are optional (an empty title leaves that language out). The
 * server passes `today` to keep publish times inside the sale window; the editor checks the rest.
 */
export const blogPostInputAt = (today?: Today) =>
  z
    .object({
      originalLang: language,
      translations: z.object(perLanguage(() => translationInput.optional())),
      /** Empty: generated from the title in the post's own language. */
      slug: text(160)
        .refine((v) => v === '' || SLUG_PATTERN.test(v), { error: 'invalid_value' })
        .default(''),
      status: z.enum(POST_STATUSES, { error: 'invalid_choice' }).default('draft'),
      featured: z.boolean().default(false),
      allowComments: z.boolean().default(true),
      featuredImage: z.union([z.literal(''), imageUrl]).default(''),
      categoryId: z.uuid({ error: 'invalid_value' }).nullable().default(null),
      /** Tag names; unknown ones are created. */
      tags: z.array(text(40).min(1)).max(15, { error: 'too_many' }).default([]),
      /** When the post goes public (see publishAtField). Empty with status published: now. */
      publishAt: publishAtField(today),
      /** The `updatedAt` the editor loaded; a newer one on the server answers 409. */
      expectedUpdatedAt: text(40).optional(),
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
export const blogPostInput = blogPostInputAt();
export type BlogPostInput = z.infer<typeof blogPostInput>;

/** GET /api/blog-admin/posts */
export const adminPostListQuery = paginationQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum([...POST_STATUSES, 'scheduled']).optional(),
  q: text(SEARCH_QUERY_MAX).optional(),
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
    en: text(60).min(1, { error: 'required' }),
    ...perOtherLanguage(() => text(60).default('')),
  }),
  description: z
    .object(perLanguage(() => text(300, { multiline: true }).default('')))
    .default(emptyLocalized),
  slug: text(80)
    .refine((v) => v === '' || SLUG_PATTERN.test(v), { error: 'invalid_value' })
    .default(''),
});

/** GET /api/blog-admin/analytics?from=&to= (dates in the site's time zone, at most 366 days). */
export const analyticsQuery = z.object({ from: isoDate, to: isoDate });

/** Reading time at 200 words a minute, never less than one. */
export function readingMinutes(plainText: string): number {
  const words = plainText.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
