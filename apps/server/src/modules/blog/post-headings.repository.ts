import type { Language } from '@app/shared/i18n/languages';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts, blogPostTranslations } from '../../db/schema/blog.ts';
import { titleIn } from './blog-admin-dto.ts';

export interface PostHeading {
  _id: string;
  slug: string;
  title: string;
}

/** Posts named for an admin list: slug and title in `lang`, else the post's own language. */
export async function postHeadings(db: Db, ids: string[], lang: Language): Promise<Map<string, PostHeading>> {
  const postIds = [...new Set(ids)];
  if (!postIds.length) return new Map();
  const [posts, titles] = await Promise.all([
    db
      .select({ id: blogPosts.id, slug: blogPosts.slug, originalLang: blogPosts.originalLang })
      .from(blogPosts)
      .where(inArray(blogPosts.id, postIds)),
    db
      .select({
        postId: blogPostTranslations.postId,
        lang: blogPostTranslations.lang,
        title: blogPostTranslations.title,
      })
      .from(blogPostTranslations)
      .where(inArray(blogPostTranslations.postId, postIds)),
  ]);
  return new Map(
    posts.map((post) => {
      const { title } = titleIn(
        titles.filter((t) => t.postId === post.id),
        lang,
        post.originalLang,
      );
      return [post.id, { _id: post.id, slug: post.slug, title }];
    }),
  );
}
