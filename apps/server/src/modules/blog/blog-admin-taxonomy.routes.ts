import { blogCategoryInput, SEARCH_QUERY_MAX } from '@app/shared/blog/schemas';
import { blogTagNamesInput } from '@app/shared/blog/tags';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogAdminTaxonomyService } from './blog-admin-taxonomy.service.ts';

const idParam = z.object({ id: z.uuid() });

/** Categories and tags (see blog-admin-taxonomy.service.ts). */
export async function blogAdminTaxonomyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = blogAdminTaxonomyService(app.deps.database.db);

  r.get('/blog-admin/categories', async () => service.categories());

  r.post('/blog-admin/categories', { schema: { body: blogCategoryInput } }, async (request, reply) =>
    reply.code(201).send(await service.createCategory(request.body)),
  );

  r.put(
    '/blog-admin/categories/:id',
    { schema: { params: idParam, body: blogCategoryInput } },
    async (request) => service.updateCategory(request.params.id, request.body),
  );

  r.delete('/blog-admin/categories/:id', { schema: { params: idParam } }, async (request, reply) => {
    await service.removeCategory(request.params.id);
    return reply.code(204).send();
  });

  r.get(
    '/blog-admin/tags',
    {
      schema: {
        querystring: z.object({
          q: z.string().trim().max(SEARCH_QUERY_MAX, { error: 'too_long' }).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
      },
    },
    async (request) => service.tags(request.query.q, request.query.limit),
  );

  r.put('/blog-admin/tags/:id', { schema: { params: idParam, body: blogTagNamesInput } }, async (request) =>
    service.setTagNames(request.params.id, request.body.names),
  );
}
