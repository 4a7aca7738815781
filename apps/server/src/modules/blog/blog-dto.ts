import {
  type BlogCategoryDto,
  type BlogCommentDto,
  type BlogPostDto,
  type BlogPostSummaryDto,
  type HighlightedText,
  readingMinutes,
} from '@app/shared/blog/schemas';
import { type BlogTagRefDto, type TagNaming, tagNameIn } from '@app/shared/blog/tags';
import { directionOf, LANGUAGES, type Language } from '@app/shared/i18n/languages';
import { pickLocalized } from '@app/shared/i18n/localized';
import type { blogCategories, blogComments, blogPosts, blogPostTranslations } from '../../db/schema/blog.ts';

export type PostRow = typeof blogPosts.$inferSelect;
export type CategoryRow = typeof blogCategories.$inferSelect;
export type CommentRow = typeof blogComments.$inferSelect;
/** A translation without its search vector; `content` only where a page shows it. */
export type TranslationRow = Omit<typeof blogPostTranslations.$inferSelect, 'search' | 'content'> & {
  content?: string;
};

/** A tag as stored: its name, the language of that name and its spellings. */
export type TagRow = TagNaming & { slug: string };

/** What a list item needs beside the post row. */
export interface PostParts {
  translations: TranslationRow[];
  category: CategoryRow | null;
  tags: TagRow[];
}

/** Tags named for a reader of `lang`, in the reader's alphabetical order. */
export function tagRefs(tags: TagRow[], lang: Language): BlogTagRefDto[] {
  const collator = new Intl.Collator(lang);
  return tags
    .map((tag) => ({ slug: tag.slug, ...tagNameIn(tag, lang) }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.slug.localeCompare(b.slug));
}

/** The languages a post has content in (a translation with a title). */
export function languagesOf(translations: TranslationRow[]): Language[] {
  return LANGUAGES.filter((lang) => translations.some((t) => t.lang === lang && t.title.trim()));
}

/**
 * The translation a reader sees: their language when the post has it, else the language the post
 * was written in (then `isFallback`), else whatever there is.
 */
export function pickTranslation(
  translations: TranslationRow[],
  reader: Language,
  originalLang: Language,
): { translation: TranslationRow; isFallback: boolean } | null {
  const usable = translations.filter((t) => t.title.trim());
  const own = usable.find((t) => t.lang === reader);
  if (own) return { translation: own, isFallback: false };
  const fallback = usable.find((t) => t.lang === originalLang) ?? usable[0];
  return fallback ? { translation: fallback, isFallback: true } : null;
}

/** The excerpt as written, or the start of the text cut at a word. */
export function excerptOf(t: TranslationRow, max = 220): string {
  if (t.excerpt.trim()) return t.excerpt;
  const text = t.plainText.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function categoryName(c: CategoryRow, lang: Language): string {
  return pickLocalized(c.name, lang).text;
}

export function toCategoryDto(c: CategoryRow, postCount: number, lang: Language): BlogCategoryDto {
  return {
    _id: c.id,
    slug: c.slug,
    name: categoryName(c, lang),
    description: pickLocalized(c.description, lang).text,
    postCount,
  };
}

export function toPostSummary(
  p: PostRow,
  parts: PostParts,
  reader: Language,
  highlighter?: (text: string, lang: Language) => HighlightedText,
): BlogPostSummaryDto | null {
  const picked = pickTranslation(parts.translations, reader, p.originalLang);
  if (!picked || !p.publishedAt) return null;
  const { translation: t, isFallback } = picked;
  const excerpt = excerptOf(t);
  return {
    _id: p.id,
    slug: p.slug,
    lang: t.lang,
    dir: directionOf(t.lang),
    isFallback,
    title: t.title,
    excerpt,
    featuredImage: p.featuredImage,
    category: parts.category
      ? { slug: parts.category.slug, name: categoryName(parts.category, reader) }
      : null,
    tags: tagRefs(parts.tags, reader),
    author: { name: p.authorName },
    featured: p.featured,
    publishedAt: p.publishedAt.toISOString(),
    readingMinutes: readingMinutes(t.plainText),
    ...(highlighter
      ? { highlight: { title: highlighter(t.title, t.lang), excerpt: highlighter(excerpt, t.lang) } }
      : {}),
  };
}

export function toPostDto(
  p: PostRow,
  parts: PostParts,
  reader: Language,
  extra: { related: BlogPostSummaryDto[]; approvedComments: number },
): BlogPostDto | null {
  const summary = toPostSummary(p, parts, reader);
  if (!summary) return null;
  const t = parts.translations.find((x) => x.lang === summary.lang);
  if (!t) return null;
  return {
    ...summary,
    content: t.content ?? '',
    originalLang: p.originalLang,
    languages: languagesOf(parts.translations),
    allowComments: p.allowComments,
    seo: {
      title: t.seoTitle.trim() || t.title,
      description: t.seoDescription.trim() || summary.excerpt,
      keywords: t.seoKeywords,
    },
    updatedAt: p.updatedAt.toISOString(),
    related: extra.related,
    approvedComments: extra.approvedComments,
  };
}

export function toCommentDto(
  c: Pick<CommentRow, 'id' | 'authorName' | 'body' | 'lang' | 'createdAt'>,
): BlogCommentDto {
  return {
    _id: c.id,
    authorName: c.authorName,
    body: c.body,
    lang: c.lang,
    createdAt: c.createdAt.toISOString(),
  };
}
