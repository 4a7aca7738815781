import type { BlogOverviewDto, PostStatus } from '@app/shared/blog/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  blogCategories,
  blogComments,
  blogPosts,
  blogPostTags,
  blogPostTranslations,
  blogPostViews,
  blogTags,
} from '../../db/schema/blog.ts';
import { foldedContainsPattern, foldForSearchSql } from '../../lib/text-fold.ts';
import type { PostRow, TranslationRow } from './blog-admin-dto.ts';

const tagOrder = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

export type AdminStatusFilter = PostStatus | 'scheduled';

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
/**
 * The outer post's columns inside a correlated subquery, always qualified: drizzle leaves columns
 * unqualified in a single-table select, where they would resolve to the subquery's own table.
 */
const outerPostId = sql.raw('"blog_posts"."id"');
const outerPostLang = sql.raw('"blog_posts"."original_lang"');

/** Published and public now, published with a time ahead, or simply the stored status. */
function statusCondition(status: AdminStatusFilter, now: Date): SQL | undefined {
  if (status === 'scheduled')
    return and(eq(blogPosts.status, 'published'), sql`${blogPosts.publishedAt} > ${at(now)}`);
  if (status === 'published')
    return and(eq(blogPosts.status, 'published'), sql`${blogPosts.publishedAt} <= ${at(now)}`);
  return eq(blogPosts.status, status);
}

/** A title in any language, or the slug, containing the words (Turkish and Arabic folded). */
function titleMatches(q: string): SQL {
  const pattern = foldedContainsPattern(q);
  return sql`(exists (select 1 from ${blogPostTranslations} t where t.post_id = ${outerPostId}
    and ${foldForSearchSql(sql`t.title`)} like ${pattern}) or ${foldForSearchSql(sql`${blogPosts.slug}`)} like ${pattern})`;
}

const translationColumns = {
  postId: blogPostTranslations.postId,
  lang: blogPostTranslations.lang,
  title: blogPostTranslations.title,
  excerpt: blogPostTranslations.excerpt,
  content: blogPostTranslations.content,
  plainText: blogPostTranslations.plainText,
  seoTitle: blogPostTranslations.seoTitle,
  seoDescription: blogPostTranslations.seoDescription,
  seoKeywords: blogPostTranslations.seoKeywords,
};

export function blogAdminRepository(db: Db) {
  return {
    async findPost(id: string): Promise<PostRow | undefined> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
      return row;
    },

    async translations(postIds: string[]): Promise<TranslationRow[]> {
      if (!postIds.length) return [];
      return db
        .select(translationColumns)
        .from(blogPostTranslations)
        .where(inArray(blogPostTranslations.postId, postIds));
    },

    /** Tag names per post, in alphabetical order (the same on every database collation). */
    async tagNames(postIds: string[]): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>();
      if (!postIds.length) return out;
      const rows = await db
        .select({ postId: blogPostTags.postId, name: blogTags.name })
        .from(blogPostTags)
        .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
        .where(inArray(blogPostTags.postId, postIds));
      for (const r of rows) out.set(r.postId, [...(out.get(r.postId) ?? []), r.name]);
      for (const names of out.values()) names.sort(tagOrder.compare);
      return out;
    },

    async categoryExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: blogCategories.id })
        .from(blogCategories)
        .where(eq(blogCategories.id, id));
      return !!row;
    },

    async listPosts(
      f: { status?: AdminStatusFilter | undefined; q?: string | undefined; page: number; limit: number },
      lang: Language,
      now: Date,
    ) {
      const where = and(
        f.status ? statusCondition(f.status, now) : undefined,
        f.q ? titleMatches(f.q) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            post: blogPosts,
            category: sql<
              string | null
            >`coalesce(nullif(${blogCategories.name}->>${lang}::text, ''), ${blogCategories.name}->>'en')`,
            views: sql<number>`(select count(*)::int from ${blogPostViews} v where v.post_id = ${outerPostId})`,
            pending: sql<number>`(select count(*)::int from ${blogComments} c where c.post_id = ${outerPostId} and c.status = 'pending')`,
            approved: sql<number>`(select count(*)::int from ${blogComments} c where c.post_id = ${outerPostId} and c.status = 'approved')`,
          })
          .from(blogPosts)
          .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
          .where(where)
          .orderBy(desc(blogPosts.updatedAt), asc(blogPosts.id))
          .limit(f.limit)
          .offset((f.page - 1) * f.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(blogPosts).where(where),
      ]);
      return { rows, total: Number(counted?.n ?? 0) };
    },

    async overview(now: Date, days: { from: string; to: string }): Promise<BlogOverviewDto> {
      const [[posts], [comments], [views]] = await Promise.all([
        db
          .select({
            draft: sql<number>`count(*) filter (where ${blogPosts.status} = 'draft')::int`,
            published: sql<number>`count(*) filter (where ${blogPosts.status} = 'published' and ${blogPosts.publishedAt} <= ${at(now)})::int`,
            scheduled: sql<number>`count(*) filter (where ${blogPosts.status} = 'published' and ${blogPosts.publishedAt} > ${at(now)})::int`,
            archived: sql<number>`count(*) filter (where ${blogPosts.status} = 'archived')::int`,
          })
          .from(blogPosts),
        db
          .select({
            pending: sql<number>`count(*) filter (where ${blogComments.status} = 'pending')::int`,
            approved: sql<number>`count(*) filter (where ${blogComments.status} = 'approved')::int`,
          })
          .from(blogComments),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(blogPostViews)
          .where(sql`${blogPostViews.day} between ${days.from}::date and ${days.to}::date`),
      ]);
      return {
        posts: {
          draft: Number(posts?.draft ?? 0),
          published: Number(posts?.published ?? 0),
          scheduled: Number(posts?.scheduled ?? 0),
          archived: Number(posts?.archived ?? 0),
        },
        comments: { pending: Number(comments?.pending ?? 0), approved: Number(comments?.approved ?? 0) },
        viewsLast30Days: Number(views?.n ?? 0),
      };
    },

    async deletePost(id: string): Promise<boolean> {
      const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
      return rows.length > 0;
    },

    /**
     * Publishes the posts that have content in their own language (a publish time already set is
     * kept, so a scheduled post stays scheduled); the others are skipped and named.
     */
    async bulkPublish(ids: string[], now: Date): Promise<{ updated: number; skipped: string[] }> {
      return db.transaction(async (tx) => {
        const found = await tx
          .select({
            id: blogPosts.id,
            ready: sql<boolean>`exists (select 1 from ${blogPostTranslations} t where t.post_id = ${outerPostId}
              and t.lang = ${outerPostLang} and t.plain_text <> '')`,
          })
          .from(blogPosts)
          .where(inArray(blogPosts.id, ids))
          .for('update');
        const ready = found.filter((p) => p.ready).map((p) => p.id);
        const skipped = found.filter((p) => !p.ready).map((p) => p.id);
        if (!ready.length) return { updated: 0, skipped };
        const updated = await tx
          .update(blogPosts)
          .set({
            status: 'published',
            publishedAt: sql`coalesce(${blogPosts.publishedAt}, ${at(now)})`,
            updatedAt: now,
          })
          .where(and(inArray(blogPosts.id, ready), ne(blogPosts.status, 'published')))
          .returning({ id: blogPosts.id });
        return { updated: updated.length, skipped };
      });
    },

    async bulkArchive(ids: string[], now: Date): Promise<{ updated: number; skipped: string[] }> {
      const updated = await db
        .update(blogPosts)
        .set({ status: 'archived', updatedAt: now })
        .where(and(inArray(blogPosts.id, ids), ne(blogPosts.status, 'archived')))
        .returning({ id: blogPosts.id });
      return { updated: updated.length, skipped: [] };
    },
  };
}
