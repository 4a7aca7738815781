import { and, asc, count, eq, getTableColumns, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  blogCategories,
  blogComments,
  blogPosts,
  blogPostTags,
  blogPostTranslations,
  blogTags,
} from '../../db/schema/blog.ts';
import { rowsOf } from '../../lib/db-rows.ts';
import type { CategoryRow, CommentRow, PostParts, PostRow, TagRow, TranslationRow } from './blog-dto.ts';

/** Filters of the public post list, all optional. */
export interface PostFilters {
  category?: string | undefined;
  tag?: string | undefined;
  /** Published in [from, to). */
  from?: Date | undefined;
  to?: Date | undefined;
  featured?: boolean | undefined;
}

/** A post the public may see: published, and its publish time has come (by the app's clock). */
export const isPublicSql = (now: Date) =>
  sql`p.status = 'published' and p.published_at <= ${now.toISOString()}::timestamptz`;

/** The conditions on `blog_posts p` (public, and each filter given). */
export function postConditions(f: PostFilters, now: Date): SQL {
  const where: SQL[] = [isPublicSql(now)];
  if (f.category)
    where.push(
      sql`exists (select 1 from blog_categories c where c.id = p.category_id and c.slug = ${f.category})`,
    );
  if (f.tag)
    where.push(
      sql`exists (select 1 from blog_post_tags pt join blog_tags tg on tg.id = pt.tag_id where pt.post_id = p.id and tg.slug = ${f.tag})`,
    );
  if (f.from) where.push(sql`p.published_at >= ${f.from.toISOString()}::timestamptz`);
  if (f.to) where.push(sql`p.published_at < ${f.to.toISOString()}::timestamptz`);
  if (f.featured !== undefined) where.push(sql`p.featured = ${f.featured}`);
  return sql.join(where, sql` and `);
}

const { content: _content, search: _search, ...summaryColumns } = getTableColumns(blogPostTranslations);

export function blogRepository(db: Db) {
  const isPublic = (now: Date) => and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, now));

  return {
    /** A page of public posts, newest first (featured ones first when asked), and the total. */
    async listIds(
      f: PostFilters,
      now: Date,
      page: { page: number; limit: number; featuredFirst: boolean },
    ): Promise<{ ids: string[]; total: number }> {
      const where = postConditions(f, now);
      const order = page.featuredFirst
        ? sql`p.featured desc, p.published_at desc, p.id`
        : sql`p.published_at desc, p.id`;
      const rows = rowsOf<{ id: string; total: number }>(
        await db.execute(sql`
          select p.id, count(*) over ()::int as total
          from blog_posts p
          where ${where}
          order by ${order}
          limit ${page.limit} offset ${(page.page - 1) * page.limit}`),
      );
      if (rows.length === 0 && page.page > 1) {
        const [row] = rowsOf<{ n: number }>(
          await db.execute(sql`select count(*)::int as n from blog_posts p where ${where}`),
        );
        return { ids: [], total: Number(row?.n ?? 0) };
      }
      return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
    },

    async postsByIds(ids: string[]): Promise<PostRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(blogPosts).where(inArray(blogPosts.id, ids));
    },

    async publicPostBySlug(slug: string, now: Date): Promise<PostRow | null> {
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), isPublic(now)))
        .limit(1);
      return row ?? null;
    },

    /** Translations (with their content when asked: a post's page), category and tags of each post. */
    async parts(posts: PostRow[], opts: { withContent?: boolean } = {}): Promise<Map<string, PostParts>> {
      const map = new Map<string, PostParts>();
      if (posts.length === 0) return map;
      const ids = posts.map((p) => p.id);
      const categoryIds = [...new Set(posts.map((p) => p.categoryId).filter((c): c is string => !!c))];
      const [translations, categories, tags] = await Promise.all([
        db
          .select(
            opts.withContent ? { ...summaryColumns, content: blogPostTranslations.content } : summaryColumns,
          )
          .from(blogPostTranslations)
          .where(inArray(blogPostTranslations.postId, ids)),
        categoryIds.length
          ? db.select().from(blogCategories).where(inArray(blogCategories.id, categoryIds))
          : Promise.resolve([] as CategoryRow[]),
        db
          .select({
            postId: blogPostTags.postId,
            slug: blogTags.slug,
            name: blogTags.name,
            nameLang: blogTags.nameLang,
            names: blogTags.names,
          })
          .from(blogPostTags)
          .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
          .where(inArray(blogPostTags.postId, ids)),
      ]);
      const categoryById = new Map(categories.map((c) => [c.id, c]));
      for (const p of posts)
        map.set(p.id, {
          translations: [],
          category: p.categoryId ? (categoryById.get(p.categoryId) ?? null) : null,
          tags: [],
        });
      for (const t of translations as TranslationRow[]) map.get(t.postId)?.translations.push(t);
      for (const { postId, ...tag } of tags) map.get(postId)?.tags.push(tag);
      return map;
    },

    /** Up to `limit` other public posts: those sharing the category or tags first, then the newest. */
    async relatedIds(post: PostRow, now: Date, limit = 3): Promise<string[]> {
      const sameCategory = post.categoryId
        ? sql`case when p.category_id = ${post.categoryId} then 1 else 0 end`
        : sql`0`;
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          select p.id
          from blog_posts p
          where ${isPublicSql(now)} and p.id <> ${post.id}
          order by ${sameCategory} + (
              select count(*) from blog_post_tags a
              join blog_post_tags b on b.tag_id = a.tag_id and b.post_id = ${post.id}
              where a.post_id = p.id
            ) desc,
            p.published_at desc, p.id
          limit ${limit}`),
      );
      return rows.map((r) => r.id);
    },

    /** Every category with its number of public posts. */
    async categoriesWithCounts(now: Date): Promise<{ category: CategoryRow; postCount: number }[]> {
      const [categories, counts] = await Promise.all([
        db.select().from(blogCategories),
        db.execute(sql`
          select p.category_id, count(*)::int as n
          from blog_posts p
          where ${isPublicSql(now)} and p.category_id is not null
          group by p.category_id`),
      ]);
      const byId = new Map(
        rowsOf<{ category_id: string; n: number }>(counts).map((r) => [r.category_id, Number(r.n)]),
      );
      return categories.map((category) => ({ category, postCount: byId.get(category.id) ?? 0 }));
    },

    /** Tags on at least one public post, with their number of public posts. */
    async tagsWithCounts(now: Date): Promise<(TagRow & { id: string; postCount: number })[]> {
      const rows = rowsOf<{
        id: string;
        slug: string;
        name: string;
        name_lang: TagRow['nameLang'];
        names: TagRow['names'];
        post_count: number;
      }>(
        await db.execute(sql`
          select tg.id, tg.slug, tg.name, tg.name_lang, tg.names, count(*)::int as post_count
          from blog_tags tg
          join blog_post_tags pt on pt.tag_id = tg.id
          join blog_posts p on p.id = pt.post_id
          where ${isPublicSql(now)}
          group by tg.id`),
      );
      return rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        name: r.name,
        nameLang: r.name_lang,
        names: r.names,
        postCount: Number(r.post_count),
      }));
    },

    /** Public posts per month (`YYYY-MM` in the time zone), newest month first. */
    async months(now: Date, timeZone: string): Promise<{ month: string; count: number }[]> {
      const rows = rowsOf<{ month: string; count: number }>(
        await db.execute(sql`
          select to_char(p.published_at at time zone ${timeZone}, 'YYYY-MM') as month, count(*)::int as count
          from blog_posts p
          where ${isPublicSql(now)}
          group by 1
          order by 1 desc`),
      );
      return rows.map((r) => ({ month: r.month, count: Number(r.count) }));
    },

    async approvedComments(
      postId: string,
      page: number,
      limit: number,
    ): Promise<{ rows: CommentRow[]; total: number }> {
      const where = and(eq(blogComments.postId, postId), eq(blogComments.status, 'approved'));
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(blogComments)
          .where(where)
          .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(blogComments).where(where),
      ]);
      return { rows, total: Number(totals?.n ?? 0) };
    },

    async approvedCommentCount(postId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(blogComments)
        .where(and(eq(blogComments.postId, postId), eq(blogComments.status, 'approved')));
      return Number(row?.n ?? 0);
    },

    async addComment(values: typeof blogComments.$inferInsert): Promise<void> {
      await db.insert(blogComments).values(values);
    },
  };
}

export type BlogRepository = ReturnType<typeof blogRepository>;
