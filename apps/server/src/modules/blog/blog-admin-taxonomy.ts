import { adminBlogCategoryDto, adminBlogTagDto } from '@app/shared/blog/admin-responses';
import { type AdminBlogCategoryDto, blogCategoryInput, SEARCH_QUERY_MAX } from '@app/shared/blog/schemas';
import { blogSlugify } from '@app/shared/blog/slug';
import { type AdminBlogTagDto, blogTagNamesInput, type TagSpellings } from '@app/shared/blog/tags';
import type { Language } from '@app/shared/i18n/languages';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogCategories, blogPosts, blogPostTags, blogTags } from '../../db/schema/blog.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { foldedContainsPattern, foldForSearchSql } from '../../lib/text-fold.ts';
import { noContent, responses } from '../../plugins/openapi-responses.ts';
import { rebuildSearchVectors } from './post-writer.ts';

const idParam = z.object({ id: z.uuid() });
const slugTaken = () => new AppError(409, 'conflict', { errors: [{ field: 'slug', code: 'slug_taken' }] });

/**
 * Categories (create, rename, delete — their posts become uncategorised), and tags: the picker's
 * list and each tag's spelling per language.
 */
export async function blogAdminTaxonomyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  const postCount = sql<number>`(select count(*)::int from ${blogPosts} p where p.category_id = ${sql.raw('"blog_categories"."id"')})`;

  async function categoryDto(id: string): Promise<AdminBlogCategoryDto> {
    const [row] = await db
      .select({ category: blogCategories, postCount })
      .from(blogCategories)
      .where(eq(blogCategories.id, id));
    if (!row) throw new AppError(404, 'not_found');
    return toCategoryDto(row.category, row.postCount);
  }

  async function slugInUse(slug: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: blogCategories.id })
      .from(blogCategories)
      .where(
        exceptId
          ? and(eq(blogCategories.slug, slug), ne(blogCategories.id, exceptId))
          : eq(blogCategories.slug, slug),
      );
    return !!row;
  }

  /** The slug given (409 when another category has it), else the next free one from the English name. */
  async function slugFor(body: z.infer<typeof blogCategoryInput>, exceptId?: string): Promise<string> {
    if (body.slug) {
      if (await slugInUse(body.slug, exceptId)) throw slugTaken();
      return body.slug;
    }
    const base = blogSlugify(body.name.en) || 'category';
    for (let n = 1; n < 100; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!(await slugInUse(candidate, exceptId))) return candidate;
    }
    return `${base}-${crypto.randomUUID().slice(0, 8)}`;
  }

  async function uniqueSlug<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'blog_categories_slug_key')) throw slugTaken();
      throw error;
    }
  }

  r.get(
    '/blog-admin/categories',
    { schema: { tags: ['blog-admin'], response: responses({ 200: z.array(adminBlogCategoryDto) }) } },
    async () => {
      const rows = await db
        .select({ category: blogCategories, postCount })
        .from(blogCategories)
        .orderBy(sql`lower(${blogCategories.name}->>'en')`, asc(blogCategories.id));
      return rows.map((row) => toCategoryDto(row.category, row.postCount));
    },
  );

  r.post(
    '/blog-admin/categories',
    {
      schema: {
        tags: ['blog-admin'],
        body: blogCategoryInput,
        response: responses({ 201: adminBlogCategoryDto }),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const slug = await slugFor(body);
      const [row] = await uniqueSlug(() =>
        db
          .insert(blogCategories)
          .values({ slug, name: body.name, description: body.description })
          .returning({ id: blogCategories.id }),
      );
      if (!row) throw new AppError(500, 'internal_error');
      return reply.code(201).send(await categoryDto(row.id));
    },
  );

  r.put(
    '/blog-admin/categories/:id',
    {
      schema: {
        tags: ['blog-admin'],
        params: idParam,
        body: blogCategoryInput,
        response: responses({ 200: adminBlogCategoryDto }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const slug = await slugFor(body, id);
      const rows = await uniqueSlug(() =>
        db
          .update(blogCategories)
          .set({ slug, name: body.name, description: body.description })
          .where(eq(blogCategories.id, id))
          .returning({ id: blogCategories.id }),
      );
      if (!rows.length) throw new AppError(404, 'not_found');
      return categoryDto(id);
    },
  );

  r.delete(
    '/blog-admin/categories/:id',
    { schema: { tags: ['blog-admin'], params: idParam, response: responses({ 204: noContent }) } },
    async (request, reply) => {
      // Its posts stay, without a category (the foreign key sets it to null).
      const rows = await db
        .delete(blogCategories)
        .where(eq(blogCategories.id, request.params.id))
        .returning({ id: blogCategories.id });
      if (!rows.length) throw new AppError(404, 'not_found');
      return reply.code(204).send(null);
    },
  );

  const tagPostCount = sql<number>`(select count(*)::int from ${blogPostTags} pt where pt.tag_id = ${sql.raw('"blog_tags"."id"')})`;
  const tagColumns = {
    id: blogTags.id,
    slug: blogTags.slug,
    name: blogTags.name,
    nameLang: blogTags.nameLang,
    names: blogTags.names,
    postCount: tagPostCount,
  };

  /** Tags most used first; `q` matches the name, any spelling or the slug (case and marks folded). */
  r.get(
    '/blog-admin/tags',
    {
      schema: {
        tags: ['blog-admin'],
        querystring: z.object({
          q: z.string().trim().max(SEARCH_QUERY_MAX, { error: 'too_long' }).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: responses({ 200: z.array(adminBlogTagDto) }),
      },
    },
    async (request): Promise<AdminBlogTagDto[]> => {
      const { q, limit } = request.query;
      const pattern = q ? foldedContainsPattern(q) : null;
      const spelled = sql`${blogTags.name} || ' ' || coalesce(${blogTags.names}->>'en', '') || ' ' || coalesce(${blogTags.names}->>'tr', '') || ' ' || coalesce(${blogTags.names}->>'ar', '')`;
      const rows = await db
        .select(tagColumns)
        .from(blogTags)
        .where(
          pattern
            ? sql`(${foldForSearchSql(spelled)} like ${pattern} or ${blogTags.slug} like ${pattern})`
            : undefined,
        )
        .orderBy(desc(tagPostCount), asc(blogTags.name))
        .limit(limit);
      return rows.map(toTagDto);
    },
  );

  /**
   * A tag's spellings. The posts carrying it are found by the new spellings at once: their search
   * vectors are computed again in the same transaction.
   */
  r.put(
    '/blog-admin/tags/:id',
    {
      schema: {
        tags: ['blog-admin'],
        params: idParam,
        body: blogTagNamesInput,
        response: responses({ 200: adminBlogTagDto }),
      },
    },
    async (request): Promise<AdminBlogTagDto> => {
      const { id } = request.params;
      const { names } = request.body;
      await db.transaction(async (tx) => {
        const rows = await tx
          .update(blogTags)
          .set({ names })
          .where(eq(blogTags.id, id))
          .returning({ id: blogTags.id });
        if (!rows.length) throw new AppError(404, 'not_found');
        const posts = await tx
          .select({ postId: blogPostTags.postId })
          .from(blogPostTags)
          .where(eq(blogPostTags.tagId, id));
        await rebuildSearchVectors(
          tx,
          posts.map((p) => p.postId),
        );
      });
      const [row] = await db.select(tagColumns).from(blogTags).where(eq(blogTags.id, id));
      if (!row) throw new AppError(404, 'not_found');
      return toTagDto(row);
    },
  );
}

function toTagDto(t: {
  id: string;
  slug: string;
  name: string;
  nameLang: Language;
  names: Partial<TagSpellings>;
  postCount: number;
}): AdminBlogTagDto {
  return {
    _id: t.id,
    slug: t.slug,
    name: t.name,
    nameLang: t.nameLang,
    names: { en: t.names.en ?? '', tr: t.names.tr ?? '', ar: t.names.ar ?? '' },
    postCount: Number(t.postCount),
  };
}

function toCategoryDto(c: typeof blogCategories.$inferSelect, postCount: number): AdminBlogCategoryDto {
  return {
    _id: c.id,
    slug: c.slug,
    name: { en: c.name.en ?? '', tr: c.name.tr ?? '', ar: c.name.ar ?? '' },
    description: {
      en: c.description.en ?? '',
      tr: c.description.tr ?? '',
      ar: c.description.ar ?? '',
    },
    postCount: Number(postCount),
  };
}
