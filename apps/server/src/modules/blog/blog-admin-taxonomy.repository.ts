import type { TagSpellings } from '@app/shared/blog/tags';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type BlogLocalizedText,
  blogCategories,
  blogPosts,
  blogPostTags,
  blogTags,
} from '../../db/schema/blog.ts';
import { foldedContainsPattern, foldForSearchSql } from '../../lib/text-fold.ts';
import { slugFamily } from '../../lib/unique-slug.ts';

const postCount = sql<number>`(select count(*)::int from ${blogPosts} p where p.category_id = ${sql.raw('"blog_categories"."id"')})`;
const tagPostCount = sql<number>`(select count(*)::int from ${blogPostTags} pt where pt.tag_id = ${sql.raw('"blog_tags"."id"')})`;
const tagColumns = {
  id: blogTags.id,
  slug: blogTags.slug,
  name: blogTags.name,
  nameLang: blogTags.nameLang,
  names: blogTags.names,
  postCount: tagPostCount,
};

export type CategoryRow = typeof blogCategories.$inferSelect;

export function blogAdminTaxonomyRepository(db: Db) {
  return {
    async category(id: string) {
      const [row] = await db
        .select({ category: blogCategories, postCount })
        .from(blogCategories)
        .where(eq(blogCategories.id, id));
      return row;
    },

    async categories() {
      return db
        .select({ category: blogCategories, postCount })
        .from(blogCategories)
        .orderBy(sql`lower(${blogCategories.name}->>'en')`, asc(blogCategories.id));
    },

    /** The slugs in use that are `base` or `base-…` (one query; see lib/unique-slug.ts). */
    async categorySlugsFrom(base: string, exceptId?: string): Promise<string[]> {
      const rows = await db
        .select({ id: blogCategories.id, slug: blogCategories.slug })
        .from(blogCategories)
        .where(slugFamily(blogCategories.slug, base));
      return rows.filter((row) => row.id !== exceptId).map((row) => row.slug);
    },

    async categorySlugInUse(slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: blogCategories.id })
        .from(blogCategories)
        .where(
          exceptId
            ? and(eq(blogCategories.slug, slug), ne(blogCategories.id, exceptId))
            : eq(blogCategories.slug, slug),
        );
      return !!row;
    },

    async insertCategory(values: { slug: string; name: BlogLocalizedText; description: BlogLocalizedText }) {
      const [row] = await db.insert(blogCategories).values(values).returning({ id: blogCategories.id });
      return row?.id;
    },

    /** Whether there was such a category. */
    async updateCategory(
      id: string,
      values: { slug: string; name: BlogLocalizedText; description: BlogLocalizedText },
    ): Promise<boolean> {
      const rows = await db
        .update(blogCategories)
        .set(values)
        .where(eq(blogCategories.id, id))
        .returning({ id: blogCategories.id });
      return rows.length > 0;
    },

    /** Whether there was such a category; its posts stay, without a category (the foreign key sets it to null). */
    async removeCategory(id: string): Promise<boolean> {
      const rows = await db
        .delete(blogCategories)
        .where(eq(blogCategories.id, id))
        .returning({ id: blogCategories.id });
      return rows.length > 0;
    },

    /** Tags most used first; `q` matches the name, any spelling or the slug (case and marks folded). */
    async tags(q: string | undefined, limit: number) {
      const pattern = q ? foldedContainsPattern(q) : null;
      const spelled = sql`${blogTags.name} || ' ' || coalesce(${blogTags.names}->>'en', '') || ' ' || coalesce(${blogTags.names}->>'tr', '') || ' ' || coalesce(${blogTags.names}->>'ar', '')`;
      return db
        .select(tagColumns)
        .from(blogTags)
        .where(
          pattern
            ? sql`(${foldForSearchSql(spelled)} like ${pattern} or ${blogTags.slug} like ${pattern})`
            : undefined,
        )
        .orderBy(desc(tagPostCount), asc(blogTags.name))
        .limit(limit);
    },

    async tag(id: string) {
      const [row] = await db.select(tagColumns).from(blogTags).where(eq(blogTags.id, id));
      return row;
    },

    /** Inside `db` as a transaction: the ids of the posts carrying the tag, or null when there is no such tag. */
    async setTagNames(id: string, names: TagSpellings): Promise<string[] | null> {
      const rows = await db
        .update(blogTags)
        .set({ names })
        .where(eq(blogTags.id, id))
        .returning({ id: blogTags.id });
      if (!rows.length) return null;
      const posts = await db
        .select({ postId: blogPostTags.postId })
        .from(blogPostTags)
        .where(eq(blogPostTags.tagId, id));
      return posts.map((p) => p.postId);
    },
  };
}
