import { and, eq, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogCategories, blogComments, blogPosts } from '../../db/schema/blog.ts';
import { preparedRows } from '../../lib/prepared-rows.ts';
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

/**
 * A post `p` the public may see: published, and its publish time has come (by the app's clock;
 * `now` may be a prepared statement's placeholder).
 */
export const isPublicSql = (now: Date | Placeholder) =>
  sql`p.status = 'published' and p.published_at <= ${now instanceof Date ? now.toISOString() : now}::timestamptz`;

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

/**
 * The outer post's columns, named with their table: the query builder leaves a single table's
 * columns unqualified, and a bare "id" in a subquery would name that subquery's own id.
 */
const POST_ID = sql.raw('"blog_posts"."id"');
const POST_CATEGORY = sql.raw('"blog_posts"."category_id"');

/** A category as a JSON column answers it: its creation time is text. */
type CategoryJson = Omit<CategoryRow, 'createdAt'> & { createdAt: string };

/**
 * A post's parts as JSON columns beside its row, read in the same statement: its translations
 * (with their content when a page shows it), its category and its tags.
 */
function partsColumns(withContent: boolean) {
  const content = withContent ? sql`, 'content', t.content` : sql``;
  return {
    translations: sql<TranslationRow[]>`coalesce((
      select json_agg(json_build_object('postId', t.post_id, 'lang', t.lang, 'title', t.title,
        'excerpt', t.excerpt, 'plainText', t.plain_text, 'seoTitle', t.seo_title,
        'seoDescription', t.seo_description, 'seoKeywords', t.seo_keywords${content}) order by t.lang)
      from blog_post_translations t where t.post_id = ${POST_ID}), '[]'::json)`,
    category: sql<CategoryJson | null>`(
      select json_build_object('id', c.id, 'slug', c.slug, 'name', c.name,
        'description', c.description, 'createdAt', c.created_at)
      from blog_categories c where c.id = ${POST_CATEGORY})`,
    tags: sql<TagRow[]>`coalesce((
      select json_agg(json_build_object('slug', tg.slug, 'name', tg.name, 'nameLang', tg.name_lang,
        'names', tg.names) order by tg.slug)
      from blog_post_tags pt join blog_tags tg on tg.id = pt.tag_id
      where pt.post_id = ${POST_ID}), '[]'::json)`,
  };
}

function toParts(row: { translations: TranslationRow[]; category: CategoryJson | null; tags: TagRow[] }) {
  const { category } = row;
  return {
    translations: row.translations,
    category: category ? { ...category, createdAt: new Date(category.createdAt) } : null,
    tags: row.tags,
  } satisfies PostParts;
}

/** The public post a slug names, now: `blog_posts` with the placeholders `slug` and `now`. */
const publicBySlug = and(
  eq(blogPosts.slug, sql.placeholder('slug')),
  eq(blogPosts.status, 'published'),
  sql`${blogPosts.publishedAt} <= ${sql.placeholder('now')}::timestamptz`,
);

/**
 * A post's page in one statement: the public post, its parts with content, its approved comments'
 * number and up to three other public posts, those sharing its category or tags first, then the
 * newest. (Inside the subqueries `blog_posts` is aliased, so `"blog_posts"` names the page's post.)
 */
function postPageQuery(db: Db) {
  return db
    .select({
      post: blogPosts,
      ...partsColumns(true),
      approvedComments: sql<number>`(select count(*)::int from blog_comments bc
        where bc.post_id = ${POST_ID} and bc.status = 'approved')`,
      relatedIds: sql<string[]>`array(
        select p.id::text from blog_posts p
        where ${isPublicSql(sql.placeholder('now'))} and p.id <> ${POST_ID}
        order by (case when p.category_id = ${POST_CATEGORY} then 1 else 0 end) + (
            select count(*) from blog_post_tags a
            join blog_post_tags b on b.tag_id = a.tag_id and b.post_id = ${POST_ID}
            where a.post_id = p.id
          ) desc, p.published_at desc, p.id
        limit 3)`,
    })
    .from(blogPosts)
    .where(publicBySlug)
    .limit(1)
    .prepare('blog_post_page');
}

/** Posts with their parts (no content), by a JSON array of ids: one statement for any number. */
function postCardsQuery(db: Db) {
  return db
    .select({ post: blogPosts, ...partsColumns(false) })
    .from(blogPosts)
    .where(
      sql`${POST_ID} in (select value::uuid from json_array_elements_text(${sql.placeholder('ids')}::json))`,
    )
    .prepare('blog_post_cards');
}

/** An approved comment as the public sees it: never its email. */
export type PublicComment = Pick<CommentRow, 'id' | 'authorName' | 'body' | 'lang' | 'createdAt'>;

/** A public post's approved comments: a page of them (`limit`, `offset`) and their number. */
function commentsPageQuery(db: Db) {
  const approved = sql`bc.post_id = ${POST_ID} and bc.status = 'approved'`;
  return db
    .select({
      total: sql<number>`(select count(*)::int from blog_comments bc where ${approved})`,
      comments: sql<(Omit<PublicComment, 'createdAt'> & { createdAt: string })[]>`coalesce((
        select json_agg(json_build_object('id', c.id, 'authorName', c.author_name, 'body', c.body,
          'lang', c.lang, 'createdAt', c.created_at) order by c.created_at, c.id)
        from (select * from blog_comments bc where ${approved}
          order by bc.created_at, bc.id
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) c), '[]'::json)`,
    })
    .from(blogPosts)
    .where(publicBySlug)
    .limit(1)
    .prepare('blog_post_comments');
}

/** A public post's page: the post, its parts, its approved comments' number and related posts. */
export interface PostPageRow {
  post: PostRow;
  parts: PostParts;
  approvedComments: number;
  relatedIds: string[];
}

export function blogRepository(db: Db) {
  const isPublic = (now: Date) => and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, now));
  let pageQuery: ReturnType<typeof postPageQuery> | null = null;
  let cardsQuery: ReturnType<typeof postCardsQuery> | null = null;
  let commentsQuery: ReturnType<typeof commentsPageQuery> | null = null;

  return {
    /** A public post's page (see `postPageQuery`), or null when no public post has that slug. */
    async publicPostPage(slug: string, now: Date): Promise<PostPageRow | null> {
      pageQuery ??= postPageQuery(db);
      const [row] = await pageQuery.execute({ slug, now: now.toISOString() });
      if (!row) return null;
      return {
        post: row.post,
        parts: toParts(row),
        approvedComments: Number(row.approvedComments),
        relatedIds: row.relatedIds,
      };
    },

    /** The posts of `ids` with their parts (no content), in one statement; missing ids are left out. */
    async postCards(ids: string[]): Promise<{ post: PostRow; parts: PostParts }[]> {
      if (ids.length === 0) return [];
      cardsQuery ??= postCardsQuery(db);
      const rows = await cardsQuery.execute({ ids: JSON.stringify(ids) });
      return rows.map((row) => ({ post: row.post, parts: toParts(row) }));
    },

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
      const rows = await preparedRows<{ id: string; total: number }>(
        db,
        sql`
          select p.id, count(*) over ()::int as total
          from blog_posts p
          where ${where}
          order by ${order}
          limit ${page.limit} offset ${(page.page - 1) * page.limit}`,
      );
      if (rows.length === 0 && page.page > 1) {
        const [row] = await preparedRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from blog_posts p where ${where}`,
        );
        return { ids: [], total: Number(row?.n ?? 0) };
      }
      return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
    },

    async publicPostBySlug(slug: string, now: Date): Promise<PostRow | null> {
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), isPublic(now)))
        .limit(1);
      return row ?? null;
    },

    /** Every category with its number of public posts. */
    async categoriesWithCounts(now: Date): Promise<{ category: CategoryRow; postCount: number }[]> {
      const [categories, counts] = await Promise.all([
        db.select().from(blogCategories),
        preparedRows<{ category_id: string; n: number }>(
          db,
          sql`
          select p.category_id, count(*)::int as n
          from blog_posts p
          where ${isPublicSql(now)} and p.category_id is not null
          group by p.category_id`,
        ),
      ]);
      const byId = new Map(counts.map((r) => [r.category_id, Number(r.n)]));
      return categories.map((category) => ({ category, postCount: byId.get(category.id) ?? 0 }));
    },

    /** Tags on at least one public post, with their number of public posts. */
    async tagsWithCounts(now: Date): Promise<(TagRow & { id: string; postCount: number })[]> {
      const rows = await preparedRows<{
        id: string;
        slug: string;
        name: string;
        name_lang: TagRow['nameLang'];
        names: TagRow['names'];
        post_count: number;
      }>(
        db,
        sql`
          select tg.id, tg.slug, tg.name, tg.name_lang, tg.names, count(*)::int as post_count
          from blog_tags tg
          join blog_post_tags pt on pt.tag_id = tg.id
          join blog_posts p on p.id = pt.post_id
          where ${isPublicSql(now)}
          group by tg.id`,
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
      const rows = await preparedRows<{ month: string; count: number }>(
        db,
        sql`
          select to_char(p.published_at at time zone ${timeZone}, 'YYYY-MM') as month, count(*)::int as count
          from blog_posts p
          where ${isPublicSql(now)}
          group by 1
          order by 1 desc`,
      );
      return rows.map((r) => ({ month: r.month, count: Number(r.count) }));
    },

    /**
     * A page of a public post's approved comments, oldest first, and their number, in one
     * statement; null when no public post has that slug.
     */
    async approvedCommentsPage(
      slug: string,
      now: Date,
      page: number,
      limit: number,
    ): Promise<{ rows: PublicComment[]; total: number } | null> {
      commentsQuery ??= commentsPageQuery(db);
      const [row] = await commentsQuery.execute({
        slug,
        now: now.toISOString(),
        limit,
        offset: (page - 1) * limit,
      });
      if (!row) return null;
      return {
        rows: row.comments.map((c) => ({ ...c, createdAt: new Date(c.createdAt) })),
        total: Number(row.total),
      };
    },

    async addComment(values: typeof blogComments.$inferInsert): Promise<void> {
      await db.insert(blogComments).values(values);
    },
  };
}

export type BlogRepository = ReturnType<typeof blogRepository>;
