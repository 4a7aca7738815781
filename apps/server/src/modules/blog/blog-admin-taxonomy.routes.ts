import { adminBlogCategoryDto, adminBlogTagDto } from '@app/shared/blog/admin-responses';
import { blogCategoryInput, SEARCH_QUERY_MAX } from '@app/shared/blog/schemas';
import { blogTagNamesInput } from '@app/shared/blog/tags';
import { text } from '@app/shared/common/text-field';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheTags } from '../../lib/cache-tags.ts';
import { audited, createdId, param } from '../../plugins/audit-trail.ts';
import { changes } from '../../plugins/catalog-cache.ts';
import { noContent, responses } from '../../plugins/openapi-responses.ts';

const idParam = z.object({ id: z.uuid() });

/** Categories and tags (see blog-admin-taxonomy.service.ts). */
/** Posts, categories and tags show in every list and, as related posts, on other posts' pages. */
const changesPosts = changes(() => [cacheTags.posts]);

export async function blogAdminTaxonomyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.blogAdminTaxonomy;
  const category = (action: 'create' | 'update' | 'delete') =>
    audited({
      entity: 'blog-category',
      action,
      id: action === 'create' ? createdId : param(),
      read: (id) => service.category(id),
    });
  const tag = audited({ entity: 'blog-tag', action: 'update', id: param(), read: (id) => service.tag(id) });

  r.get(
    '/blog-admin/categories',
    { schema: { tags: ['blog-admin'], response: responses({ 200: z.array(adminBlogCategoryDto) }) } },
    async () => service.categories(),
  );

  r.post(
    '/blog-admin/categories',
    {
      config: { ...changesPosts, ...category('create') },
      schema: {
        tags: ['blog-admin'],
        body: blogCategoryInput,
        response: responses({ 201: adminBlogCategoryDto }),
      },
    },
    async (request, reply) => reply.code(201).send(await service.createCategory(request.body)),
  );

  r.put(
    '/blog-admin/categories/:id',
    {
      config: { ...changesPosts, ...category('update') },
      schema: {
        tags: ['blog-admin'],
        params: idParam,
        body: blogCategoryInput,
        response: responses({ 200: adminBlogCategoryDto }),
      },
    },
    async (request) => service.updateCategory(request.params.id, request.body),
  );

  r.delete(
    '/blog-admin/categories/:id',
    {
      config: { ...changesPosts, ...category('delete') },
      schema: { tags: ['blog-admin'], params: idParam, response: responses({ 204: noContent }) },
    },
    async (request, reply) => {
      await service.removeCategory(request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/blog-admin/tags',
    {
      schema: {
        tags: ['blog-admin'],
        querystring: z.object({
          q: text(SEARCH_QUERY_MAX).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: responses({ 200: z.array(adminBlogTagDto) }),
      },
    },
    async (request) => service.tags(request.query.q, request.query.limit),
  );

  r.put(
    '/blog-admin/tags/:id',
    {
      config: { ...changesPosts, ...tag },
      schema: {
        tags: ['blog-admin'],
        params: idParam,
        body: blogTagNamesInput,
        response: responses({ 200: adminBlogTagDto }),
      },
    },
    async (request) => service.setTagNames(request.params.id, request.body.names),
  );
}
