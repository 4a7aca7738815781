import { paginationQuery } from '@app/shared/common/pagination';
import { pathSegment } from '@app/shared/common/text-field';
import { reviewDto, reviewsPageDto } from '@app/shared/hotels/responses';
import { reviewInput } from '@app/shared/hotels/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../plugins/auth.ts';
import { cachedAs, changes } from '../../plugins/catalog-cache.ts';
import { sessionOptional } from '../../plugins/openapi-requests.ts';
import { responses } from '../../plugins/openapi-responses.ts';
import type { ReviewSubjectType } from './reviews.service.ts';

const idParam = z.object({ id: pathSegment(120) });

/** Where a subject type's reviews are served, and the cache tags a review touches. */
export interface ReviewRoutes {
  /** The subject's collection in the API: `hotels` serves `/hotels/:id/reviews`. */
  path: string;
  subject: ReviewSubjectType;
  tags: {
    /** The subject's lists, which show its rating. */
    list: string;
    /** One subject's content, as the reader named it (id or slug). */
    one: (idOrSlug: string) => string;
  };
}

/** `GET` and `POST /<path>/:id/reviews` for any registered subject type (see reviews.service.ts). */
export function registerReviewRoutes(app: FastifyInstance, { path, subject, tags }: ReviewRoutes) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.reviews;

  r.get(
    `/${path}/:id/reviews`,
    {
      // Every subject's reviews of the type: a new review changes the lists' ratings too.
      config: cachedAs(() => [tags.list]),
      schema: {
        tags: ['reviews'],
        ...sessionOptional,
        params: idParam,
        querystring: paginationQuery.extend({ limit: z.coerce.number().int().min(1).max(50).default(5) }),
        response: responses({ 200: reviewsPageDto }),
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const userId = (await request.getAuth())?.user.id;
      return service.page(subject, request.params.id, page, limit, userId);
    },
  );

  r.post(
    `/${path}/:id/reviews`,
    {
      preValidation: requireAuth,
      // Published at once: the subject's page (named as the reviewer named it) and every list.
      config: changes((_review, request) => [tags.list, tags.one((request.params as { id: string }).id)]),
      schema: {
        tags: ['reviews'],
        params: idParam,
        body: reviewInput,
        response: responses({ 201: reviewDto }),
      },
    },
    async (request, reply) => {
      const auth = await authOf(request);
      const review = await service.add(subject, request.params.id, auth.user, request.body, request.lang);
      return reply.code(201).send(review);
    },
  );
}
