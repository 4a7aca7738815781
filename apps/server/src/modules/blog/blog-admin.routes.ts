import {
  adminBlogPostDto,
  adminBlogPostRowDto,
  blogOverviewDto,
  bulkPostResultDto,
} from '@app/shared/blog/admin-responses';
import { adminPostListQuery, blogPostInputAt, bulkPostAction } from '@app/shared/blog/schemas';
import { todayIn } from '@app/shared/common/dates';
import { paginatedSchema } from '@app/shared/common/pagination';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheTags } from '../../lib/cache-tags.ts';
import { audited, createdId, param } from '../../plugins/audit-trail.ts';
import { authOf, guardEveryRoute, requireBlogAccess } from '../../plugins/auth.ts';
import { changes } from '../../plugins/catalog-cache.ts';
import { noContent, responses } from '../../plugins/openapi-responses.ts';
import { blogAdminAnalyticsRoutes } from './blog-admin-analytics.routes.ts';
import { blogAdminCommentsRoutes } from './blog-admin-comments.routes.ts';
import { blogAdminTaxonomyRoutes } from './blog-admin-taxonomy.routes.ts';

const idParam = z.object({ id: z.uuid() });

/**
 * The blog admin API under /api/blog-admin: posts, comments, categories, tags and analytics, for an
 * admin, a blog-admin or a user granted the blog permission (401 anonymous, 403 anyone else).
 */
/** Posts, categories and tags show in every list and, as related posts, on other posts' pages. */
const changesPosts = changes(() => [cacheTags.posts]);

export async function blogAdminRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    guardEveryRoute(scope, requireBlogAccess);
    await scope.register(blogAdminPostRoutes);
    await scope.register(blogAdminCommentsRoutes);
    await scope.register(blogAdminTaxonomyRoutes);
    await scope.register(blogAdminAnalyticsRoutes);
  });
}

async function blogAdminPostRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { clock, config } = app.deps;
  const service = app.services.blogAdmin;
  // The audit trail reads a post as its editor sees it, named by its title in its own language.
  const post = (
    action: 'create' | 'update' | 'delete' | ((request: FastifyRequest) => 'publish' | 'archive'),
  ) =>
    audited({
      entity: 'blog-post',
      action,
      id:
        action === 'create'
          ? createdId
          : typeof action === 'function'
            ? (request) => (request.body as { ids: string[] }).ids
            : param(),
      read: (id) => service.detail(id),
      label: (_request, record) => {
        const p = record as
          | { originalLang?: string; translations?: Record<string, { title?: string }> }
          | undefined;
        const titles = p?.translations ?? {};
        return (
          (p?.originalLang ? titles[p.originalLang]?.title : undefined) ??
          Object.values(titles)[0]?.title ??
          ''
        );
      },
    });
  const blogPostInput = blogPostInputAt(() => todayIn(config.BUSINESS_TIMEZONE, clock.now()));

  r.get(
    '/blog-admin/overview',
    { schema: { tags: ['blog-admin'], response: responses({ 200: blogOverviewDto }) } },
    async () => service.overview(),
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
    async (request) => service.list(request.query, request.lang),
  );

  r.get(
    '/blog-admin/posts/:id',
    { schema: { tags: ['blog-admin'], params: idParam, response: responses({ 200: adminBlogPostDto }) } },
    (request) => service.detail(request.params.id),
  );

  r.post(
    '/blog-admin/posts',
    {
      config: { ...changesPosts, ...post('create') },
      schema: { tags: ['blog-admin'], body: blogPostInput, response: responses({ 201: adminBlogPostDto }) },
    },
    async (request, reply) => {
      const auth = await authOf(request);
      return reply.code(201).send(await service.create(auth.user, request.body));
    },
  );

  r.put(
    '/blog-admin/posts/:id',
    {
      config: { ...changesPosts, ...post('update') },
      schema: {
        tags: ['blog-admin'],
        params: idParam,
        body: blogPostInput,
        response: responses({ 200: adminBlogPostDto }),
      },
    },
    async (request) => service.update(request.params.id, (await authOf(request)).user, request.body),
  );

  r.delete(
    '/blog-admin/posts/:id',
    {
      config: { ...changesPosts, ...post('delete') },
      schema: { tags: ['blog-admin'], params: idParam, response: responses({ 204: noContent }) },
    },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/blog-admin/posts/bulk',
    {
      config: {
        ...changesPosts,
        ...post((request) => (request.body as { action: 'publish' | 'archive' }).action),
      },
      schema: { tags: ['blog-admin'], body: bulkPostAction, response: responses({ 200: bulkPostResultDto }) },
    },
    async (request) => service.bulk(request.body.action, request.body.ids),
  );
}
