import { blogCommentDto, commentReceiptDto } from '@app/shared/blog/responses';
import { commentInput } from '@app/shared/blog/schemas';
import { paginatedSchema, paginationQuery } from '@app/shared/common/pagination';
import { pathSegment } from '@app/shared/common/text-field';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheTags } from '../../lib/cache-tags.ts';
import { cachedAs, changesNothing } from '../../plugins/catalog-cache.ts';
import { sessionOptional } from '../../plugins/openapi-requests.ts';
import { responses } from '../../plugins/openapi-responses.ts';

const slugParams = z.object({ slug: pathSegment(160) });
const commentListQuery = paginationQuery.extend({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** The while in which one address may send `COMMENT_RATE_LIMIT_PER_IP` comments. */
const WINDOW_MS = 10 * 60_000;

/**
 * A public post's comments: approved ones oldest first (never an email), and the form, whose
 * comments wait for a moderator. Five comments per ten minutes from one address (the
 * `COMMENT_RATE_LIMIT_PER_IP` setting); a filled honeypot field gets the same answer as a real
 * comment and nothing is stored.
 */
export async function blogCommentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;
  const service = app.services.blogComments;
  const perIp = app.limiter('comment-ip', { max: config.COMMENT_RATE_LIMIT_PER_IP, windowMs: WINDOW_MS });

  r.get(
    '/blog/posts/:slug/comments',
    {
      config: cachedAs((_answer, request) => [cacheTags.post((request.params as { slug: string }).slug)]),
      schema: {
        tags: ['blog'],
        params: slugParams,
        querystring: commentListQuery,
        response: responses({ 200: paginatedSchema(blogCommentDto) }),
      },
    },
    async (request) => service.approved(request.params.slug, request.query.page, request.query.limit),
  );

  r.post(
    '/blog/posts/:slug/comments',
    {
      // A new comment waits for a moderator: nothing shown changes until it is approved.
      config: changesNothing,
      schema: {
        tags: ['blog'],
        ...sessionOptional,
        params: slugParams,
        body: commentInput,
        response: responses({ 202: commentReceiptDto }),
      },
    },
    async (request, reply) => {
      const receipt = await service.add(request.params.slug, request.body, {
        userId: async () => (await request.getAuth())?.user.id ?? null,
        lang: request.lang,
        throttle: () => perIp.hit(request),
      });
      return reply.code(202).send(receipt);
    },
  );
}
