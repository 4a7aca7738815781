import { viewInput } from '@app/shared/blog/schemas';
import { pathSegment } from '@app/shared/common/text-field';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changesNothing } from '../../plugins/catalog-cache.ts';
import { noContent, responses } from '../../plugins/openapi-responses.ts';

const slugParams = z.object({ slug: pathSegment(160) });

/**
 * POST /blog/posts/:slug/views, sent by a post's page once it is shown: 204 whether or not the
 * visitor was already counted today. Neither the address nor the referring page is kept.
 */
export async function blogViewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.blogViews;

  r.post(
    '/blog/posts/:slug/views',
    {
      // Views are counted for the editors' analytics only; no public answer shows them.
      config: changesNothing,
      schema: {
        tags: ['blog'],
        params: slugParams,
        body: viewInput.nullish(),
        response: responses({ 204: noContent }),
      },
    },
    async (request, reply) => {
      await service.record(request.params.slug, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        lang: request.body?.lang ?? request.lang,
        referrer: request.body?.referrer,
        host: request.headers.host,
      });
      return reply.code(204).send(null);
    },
  );
}
