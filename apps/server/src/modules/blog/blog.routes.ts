import {
  blogArchiveYearDto,
  blogCategoryDto,
  blogPostDto,
  blogPostSummaryDto,
  blogTagDto,
} from '@app/shared/blog/responses';
import { blogPostListQuery } from '@app/shared/blog/schemas';
import { paginatedSchema } from '@app/shared/common/pagination';
import { pathSegment } from '@app/shared/common/text-field';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheTags } from '../../lib/cache-tags.ts';
import { cachedAs } from '../../plugins/catalog-cache.ts';
import { responses } from '../../plugins/openapi-responses.ts';
import { blogCommentRoutes } from './blog-comments.routes.ts';
import { blogViewRoutes } from './blog-views.routes.ts';

const slugParams = z.object({ slug: pathSegment(160) });

/** The public blog (see blog.service.ts), its comments and its view counting. */
export async function blogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.blog;

  r.get(
    '/blog/posts',
    {
      config: cachedAs(() => [cacheTags.posts]),
      schema: {
        tags: ['blog'],
        querystring: blogPostListQuery,
        response: responses({ 200: paginatedSchema(blogPostSummaryDto) }),
      },
    },
    async (request) => service.list(request.query, request.lang),
  );

  r.get(
    '/blog/posts/:slug',
    {
      // Related posts are other posts: any post's change may show here.
      config: cachedAs((post: { _id: string; slug: string }) => [
        cacheTags.post(post._id),
        cacheTags.post(post.slug),
        cacheTags.posts,
      ]),
      schema: { tags: ['blog'], params: slugParams, response: responses({ 200: blogPostDto }) },
    },
    async (request) => service.post(request.params.slug, request.lang),
  );

  r.get(
    '/blog/categories',
    {
      schema: { tags: ['blog'], response: responses({ 200: z.array(blogCategoryDto) }) },
      config: cachedAs(() => [cacheTags.posts]),
    },
    async (request) => service.categories(request.lang),
  );

  r.get(
    '/blog/tags',
    {
      schema: { tags: ['blog'], response: responses({ 200: z.array(blogTagDto) }) },
      config: cachedAs(() => [cacheTags.posts]),
    },
    async (request) => service.tags(request.lang),
  );

  r.get(
    '/blog/archive',
    {
      schema: { tags: ['blog'], response: responses({ 200: z.array(blogArchiveYearDto) }) },
      config: cachedAs(() => [cacheTags.posts]),
    },
    async () => service.archive(),
  );

  await app.register(blogCommentRoutes);
  await app.register(blogViewRoutes);
}
