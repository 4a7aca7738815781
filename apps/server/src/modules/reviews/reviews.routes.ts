import { paginationQuery } from '@app/shared/common/pagination';
import { pathSegment } from '@app/shared/common/text-field';
import { reviewDto, reviewsPageDto } from '@app/shared/hotels/responses';
import { reviewInput } from '@app/shared/hotels/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheTags } from '../../lib/cache-tags.ts';
import { authOf, requireAuth } from '../../plugins/auth.ts';
import { cachedAs, changes } from '../../plugins/catalog-cache.ts';
import { sessionOptional } from '../../plugins/openapi-requests.ts';
import { responses } from '../../plugins/openapi-responses.ts';
import { type ReviewSubjects, reviewsService } from './reviews.service.ts';

export type { NewReview, ReviewSubjects } from './reviews.service.ts';

const idParam = z.object({ id: pathSegment(120) });

/** `GET` and `POST /<base>/:id/reviews` for hotels, packages and restaurants alike (see reviews.service.ts). */
export function registerReviewRoutes(
  app: FastifyInstance,
  base: 'hotels' | 'packages' | 'restaurants',
  subjects: ReviewSubjects,
  today: () => string,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const subjectTag = {
    hotels: cacheTags.hotel,
    packages: cacheTags.package,
    restaurants: cacheTags.restaurant,
  }[base];
  const service = reviewsService({ db: app.deps.database.db, clock: app.deps.clock, subjects, today });

  r.get(
    `/${base}/:id/reviews`,
    {
      // Every hotel's (package's) reviews: a new review changes the lists' ratings too.
      config: cachedAs(() => [cacheTags[base]]),
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
      return service.page(request.params.id, page, limit, userId);
    },
  );

  r.post(
    `/${base}/:id/reviews`,
    {
      preValidation: requireAuth,
      // Published at once: the subject's page (named as the reviewer named it) and every list.
      config: changes((_review, request) => [
        cacheTags[base],
        subjectTag((request.params as { id: string }).id),
      ]),
      schema: {
        tags: ['reviews'],
        params: idParam,
        body: reviewInput,
        response: responses({ 201: reviewDto }),
      },
    },
    async (request, reply) => {
      const auth = await authOf(request);
      const review = await service.add(request.params.id, auth.user, request.body, request.lang);
      return reply.code(201).send(review);
    },
  );
}
