import {
  adminBlogPostDto,
  adminBlogPostRowDto,
  blogOverviewDto,
  bulkPostResultDto,
} from '@app/shared/blog/admin-responses';
import {
  type AdminBlogPostRowDto,
  adminPostListQuery,
  type BlogPostInput,
  blogPostInput,
  bulkPostAction,
} from '@app/shared/blog/schemas';
import { addDays, todayIn } from '@app/shared/common/dates';
import { paginatedSchema } from '@app/shared/common/pagination';
import { wallClock } from '@app/shared/common/wall-clock';
import { LANGUAGES } from '@app/shared/i18n/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { zonedInstant } from '../../lib/zoned-time.ts';
import { authOf, requireBlogAccess } from '../../plugins/auth.ts';
import { noContent, responses } from '../../plugins/openapi-responses.ts';
import { blogAdminRepository } from './blog-admin.repository.ts';
import { blogAdminAnalyticsRoutes } from './blog-admin-analytics.routes.ts';
import { blogAdminCommentsRoutes } from './blog-admin-comments.routes.ts';
import { type PostRow, titleIn, toAdminPost } from './blog-admin-dto.ts';
import { blogAdminTaxonomyRoutes } from './blog-admin-taxonomy.ts';
import { writePost } from './post-writer.ts';

const idParam = z.object({ id: z.uuid() });
const fieldError = (field: string, code: string) =>
  new AppError(400, 'validation_failed', { errors: [{ field, code }] });

/**
 * The blog admin API under /api/blog-admin: posts, comments, categories, tags and analytics, for an
 * admin, a blog-admin or a user granted the blog permission (401 anonymous, 403 anyone else).
 */
export async function blogAdminRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    scope.addHook('preValidation', requireBlogAccess);
    await scope.register(blogAdminPostRoutes);
    await scope.register(blogAdminCommentsRoutes);
    await scope.register(blogAdminTaxonomyRoutes);
    await scope.register(blogAdminAnalyticsRoutes);
  });
}

async function blogAdminPostRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const repo = blogAdminRepository(db);
  const { clock, config } = app.deps;
  const zone = config.BUSINESS_TIMEZONE;

  async function adminDto(id: string) {
    const post = await repo.findPost(id);
    if (!post) throw new AppError(404, 'not_found');
    const [translations, tags] = await Promise.all([repo.translations([id]), repo.tagNames([id])]);
    return toAdminPost(post, translations, tags.get(id) ?? [], clock.now(), zone);
  }

  /**
   * When the post goes public. Published: the time given (in the site's time zone), else the time
   * it already went public at, else now (clearing a scheduled time publishes at once, as the editor
   * says). Draft and archived keep what they had.
   */
  function publishedAt(body: BlogPostInput, existing: PostRow | undefined, now: Date): Date | null {
    const had = existing?.publishedAt ?? null;
    if (body.status !== 'published') return had;
    if (body.publishAt) {
      // The editor shows minutes: the same minute sent back keeps the stored instant exactly.
      if (had && wallClock(had, zone) === body.publishAt) return had;
      const [date, time] = body.publishAt.split('T') as [string, string];
      return zonedInstant(date, time, zone);
    }
    if (existing?.status === 'published' && had && had.getTime() <= now.getTime()) return had;
    return now;
  }

  function expectedUpdatedAt(body: BlogPostInput): Date | undefined {
    if (!body.expectedUpdatedAt) return undefined;
    const when = new Date(body.expectedUpdatedAt);
    if (Number.isNaN(when.getTime())) throw fieldError('expectedUpdatedAt', 'invalid_value');
    return when;
  }

  async function save(request: FastifyRequest, body: BlogPostInput, existing?: PostRow) {
    if (body.categoryId && !(await repo.categoryExists(body.categoryId)))
      throw fieldError('categoryId', 'invalid_value');
    const auth = await authOf(request);
    const now = clock.now();
    const { id } = await writePost(
      db,
      {
        originalLang: body.originalLang,
        slug: body.slug,
        status: body.status,
        featured: body.featured,
        allowComments: body.allowComments,
        featuredImage: body.featuredImage,
        categoryId: body.categoryId,
        tags: body.tags,
        publishedAt: publishedAt(body, existing, now),
        authorId: existing ? existing.authorId : auth.user.id,
        authorName: existing ? existing.authorName : auth.user.name,
        translations: body.translations,
        now,
        ...(existing ? { expectedUpdatedAt: expectedUpdatedAt(body) } : {}),
      },
      existing?.id,
    );
    return adminDto(id);
  }

  r.get(
    '/blog-admin/overview',
    { schema: { tags: ['blog-admin'], response: responses({ 200: blogOverviewDto }) } },
    async () => {
      const now = clock.now();
      const today = todayIn(zone, now);
      return repo.overview(now, { from: addDays(today, -29), to: today });
    },
  );

  r.get(
    '/blog-admin/posts',
    {
      schema: {
        tags: ['blog-admin'],
        querystring: adminPostListQuery,
        response: responses({ 200: paginatedSchema(adminBlogPostRowDto) }),
      },
    },
    async (request) => {
      const { page, limit, status, q } = request.query;
      const now = clock.now();
      const { rows, total } = await repo.listPosts({ page, limit, status, q }, request.lang, now);
      const translations = await repo.translations(rows.map((r) => r.post.id));
      const data = rows.map(({ post, category, views, pending, approved }): AdminBlogPostRowDto => {
        const own = translations.filter((t) => t.postId === post.id);
        const { title, lang } = titleIn(own, request.lang, post.originalLang);
        return {
          _id: post.id,
          slug: post.slug,
          title,
          lang,
          languages: LANGUAGES.filter((l) => own.some((t) => t.lang === l)),
          status: post.status,
          scheduled: post.status === 'published' && !!post.publishedAt && post.publishedAt > now,
          featured: post.featured,
          category: category ?? null,
          publishedAt: post.publishedAt?.toISOString() ?? null,
          updatedAt: post.updatedAt.toISOString(),
          views: Number(views),
          comments: { pending: Number(pending), approved: Number(approved) },
        };
      });
      return { data, total, page, totalPages: Math.max(1, Math.ceil(total / limit)) };
    },
  );

  r.get(
    '/blog-admin/posts/:id',
    { schema: { tags: ['blog-admin'], params: idParam, response: responses({ 200: adminBlogPostDto }) } },
    (request) => adminDto(request.params.id),
  );

  r.post(
    '/blog-admin/posts',
    { schema: { tags: ['blog-admin'], body: blogPostInput, response: responses({ 201: adminBlogPostDto }) } },
    async (request, reply) => {
      return reply.code(201).send(await save(request, request.body));
    },
  );

  r.put(
    '/blog-admin/posts/:id',
    {
      schema: {
        tags: ['blog-admin'],
        params: idParam,
        body: blogPostInput,
        response: responses({ 200: adminBlogPostDto }),
      },
    },
    async (request) => {
      const existing = await repo.findPost(request.params.id);
      if (!existing) throw new AppError(404, 'not_found');
      return save(request, request.body, existing);
    },
  );

  r.delete(
    '/blog-admin/posts/:id',
    { schema: { tags: ['blog-admin'], params: idParam, response: responses({ 204: noContent }) } },
    async (request, reply) => {
      if (!(await repo.deletePost(request.params.id))) throw new AppError(404, 'not_found');
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/blog-admin/posts/bulk',
    {
      schema: { tags: ['blog-admin'], body: bulkPostAction, response: responses({ 200: bulkPostResultDto }) },
    },
    async (request) => {
      const ids = [...new Set(request.body.ids)];
      const now = clock.now();
      return request.body.action === 'publish' ? repo.bulkPublish(ids, now) : repo.bulkArchive(ids, now);
    },
  );
}
