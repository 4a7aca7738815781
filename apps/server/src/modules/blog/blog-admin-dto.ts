import type { AdminBlogPostDto, AdminBlogTranslationDto } from '@app/shared/blog/schemas';
import { wallClock } from '@app/shared/common/wall-clock';
import type { Language } from '@app/shared/i18n/languages';
import type { blogPosts, blogPostTranslations } from '../../db/schema/blog.ts';

export type PostRow = typeof blogPosts.$inferSelect;
export type TranslationRow = Omit<typeof blogPostTranslations.$inferSelect, 'search'>;

/** The title in the reader's language, else the post's own. */
export function titleIn(
  translations: { lang: Language; title: string }[],
  lang: Language,
  originalLang: Language,
): { title: string; lang: Language } {
  const pick =
    translations.find((t) => t.lang === lang) ??
    translations.find((t) => t.lang === originalLang) ??
    translations[0];
  return { title: pick?.title ?? '', lang: pick?.lang ?? originalLang };
}

/** Published with a publish time still ahead. */
export const isScheduled = (post: Pick<PostRow, 'status' | 'publishedAt'>, now: Date): boolean =>
  post.status === 'published' && !!post.publishedAt && post.publishedAt.getTime() > now.getTime();

export function toAdminPost(
  post: PostRow,
  translations: TranslationRow[],
  tags: string[],
  now: Date,
  timeZone: string,
): AdminBlogPostDto {
  const byLang: Partial<Record<Language, AdminBlogTranslationDto>> = {};
  for (const t of translations) {
    byLang[t.lang] = {
      title: t.title,
      excerpt: t.excerpt,
      content: t.content,
      seoTitle: t.seoTitle,
      seoDescription: t.seoDescription,
      seoKeywords: t.seoKeywords,
    };
  }
  return {
    _id: post.id,
    slug: post.slug,
    originalLang: post.originalLang,
    translations: byLang,
    status: post.status,
    scheduled: isScheduled(post, now),
    featured: post.featured,
    allowComments: post.allowComments,
    featuredImage: post.featuredImage,
    categoryId: post.categoryId,
    tags,
    publishAt: post.publishedAt ? wallClock(post.publishedAt, timeZone) : '',
    publishedAt: post.publishedAt?.toISOString() ?? null,
    author: { name: post.authorName },
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}
