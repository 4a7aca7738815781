import { blogPostListQuery } from '@app/shared/blog/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogService } from './blog.service.ts';
import { blogCommentRoutes } from './blog-comments.routes.ts';
import { blogViewRoutes } from './blog-views.routes.ts';

const slugParams = z.object({ slug: z.string().trim().min(1).max(160) });

/** The public blog (see blog.service.ts), its comments and its view counting. */
export async function blogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { clock, config, database } = app.deps;
  const service = blogService({ db: database.db, clock, timeZone: config.BUSINESS_TIMEZONE });

  r.get(
    '/blog/posts',
    { config: { publicCache: true }, schema: { querystring: blogPostListQuery } },
    async (request) => service.list(request.query, request.lang),
  );

  r.get(
    '/blog/posts/:slug',
    { config: { publicCache: true }, schema: { params: slugParams } },
    async (request) => service.post(request.params.slug, request.lang),
  );

  r.get('/blog/categories', { config: { publicCache: true } }, async (request) =>
    service.categories(request.lang),
  );

  r.get('/blog/tags', { config: { publicCache: true } }, async (request) => service.tags(request.lang));

  r.get('/blog/archive', { config: { publicCache: true } }, async () => service.archive());

  await app.register(blogCommentRoutes);
  await app.register(blogViewRoutes);
}
