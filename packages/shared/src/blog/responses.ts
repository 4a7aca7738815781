import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { COMMENT_STATUSES } from './schemas.ts';

/**
 * What the public blog API answers. The web app imports these as types only, so the blog's pages
 * carry no schema code.
 */

const language = z.enum(LANGUAGES);

/** A tag on a post: `name` in the reader's language where it has one, `lang` the language of `name`. */
export const blogTagRefDto = z.object({ slug: z.string(), name: z.string(), lang: language });
export type BlogTagRefDto = z.infer<typeof blogTagRefDto>;

/** GET /api/blog/tags */
export const blogTagDto = blogTagRefDto.extend({
  _id: z.string(),
  /** Published posts carrying it. */
  postCount: z.number().int(),
});
export type BlogTagDto = z.infer<typeof blogTagDto>;

export const blogCategoryDto = z.object({
  _id: z.string(),
  slug: z.string(),
  /** In the reader's language. */
  name: z.string(),
  description: z.string(),
  /** Published posts in it. */
  postCount: z.number().int(),
});
export type BlogCategoryDto = z.infer<typeof blogCategoryDto>;

export const blogAuthorDto = z.object({ name: z.string() });
export type BlogAuthorDto = z.infer<typeof blogAuthorDto>;

/** A piece of text with the words that matched a search marked; rendered as text, never as HTML. */
export const highlightedText = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type HighlightedText = z.infer<typeof highlightedText>;

/** A post in a list. `lang` is the language the texts are in (the reader's, or the post's own). */
export const blogPostSummaryDto = z.object({
  _id: z.string(),
  slug: z.string(),
  lang: language,
  dir: z.enum(['ltr', 'rtl']),
  /** True when the reader's language was missing and the post's own language is shown. */
  isFallback: z.boolean(),
  title: z.string(),
  excerpt: z.string(),
  featuredImage: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** Named in the reader's language where the tag has a spelling for it. */
  tags: z.array(blogTagRefDto),
  author: blogAuthorDto,
  featured: z.boolean(),
  /** ISO instant. */
  publishedAt: z.string(),
  readingMinutes: z.number().int(),
  /** Present on search results: the title and excerpt with the matched words marked. */
  highlight: z.object({ title: highlightedText, excerpt: highlightedText }).optional(),
});
export type BlogPostSummaryDto = z.infer<typeof blogPostSummaryDto>;

/** GET /api/blog/posts/:slug — a public, published post. */
export const blogPostDto = blogPostSummaryDto.extend({
  /** Sanitized HTML (the server cleans it on save). */
  content: z.string(),
  originalLang: language,
  /** Languages the post has content in. */
  languages: z.array(language),
  allowComments: z.boolean(),
  seo: z.object({ title: z.string(), description: z.string(), keywords: z.array(z.string()) }),
  /** ISO instant of the last change. */
  updatedAt: z.string(),
  related: z.array(blogPostSummaryDto),
  approvedComments: z.number().int(),
});
export type BlogPostDto = z.infer<typeof blogPostDto>;

export const blogArchiveMonthDto = z.object({
  /** `YYYY-MM` in the site's time zone. */
  month: z.string(),
  count: z.number().int(),
});
export type BlogArchiveMonthDto = z.infer<typeof blogArchiveMonthDto>;

export const blogArchiveYearDto = z.object({
  year: z.number().int(),
  count: z.number().int(),
  months: z.array(blogArchiveMonthDto),
});
export type BlogArchiveYearDto = z.infer<typeof blogArchiveYearDto>;

export const blogCommentDto = z.object({
  _id: z.string(),
  authorName: z.string(),
  /** Plain text; never HTML. */
  body: z.string(),
  lang: language,
  createdAt: z.string(),
});
export type BlogCommentDto = z.infer<typeof blogCommentDto>;

/** The answer to a comment: it waits for a moderator. */
export const commentReceiptDto = z.object({ status: z.enum(COMMENT_STATUSES) });
export type CommentReceiptDto = z.infer<typeof commentReceiptDto>;
