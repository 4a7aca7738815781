import { paginationQuery } from '@app/shared/common/pagination';
import { type ReviewInput, type ReviewsPageDto, reviewInput } from '@app/shared/hotels/schemas';
import type { Language } from '@app/shared/i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { authOf, requireAuth } from '../../plugins/auth.ts';
import { toReviewDto } from '../hotels/hotel-dto.ts';

type ReviewRow = Parameters<typeof toReviewDto>[0];

export interface NewReview extends ReviewInput {
  userId: string;
  authorName: string;
  lang: Language;
  createdAt: Date;
}

/** What the review routes need from a hotel or a package. */
export interface ReviewSubjects {
  /** By id or slug. */
  find(
    idOrSlug: string,
  ): Promise<{ id: string; published: boolean; averageRating: number; totalReviews: number } | null>;
  page(id: string, page: number, limit: number): Promise<{ rows: ReviewRow[]; total: number }>;
  reviewedBy(id: string, userId: string): Promise<boolean>;
  /** The stay or trip is over. */
  eligible(id: string, userId: string, today: string): Promise<boolean>;
  /** Stores the review and recomputes the subject's average and count, inside `tx`. */
  add(tx: Db, id: string, review: NewReview): Promise<ReviewRow | undefined>;
  onePerUserConstraint: string;
  notEligible: 'review_needs_stay' | 'review_needs_trip';
}

const idParam = z.object({ id: z.string().trim().min(1).max(120) });

/**
 * `GET` and `POST /<base>/:id/reviews` for hotels and packages alike: a page of reviews with the
 * totals and whether the reader may write one; one review per user, only once the stay or trip is over.
 */
export function registerReviewRoutes(
  app: FastifyInstance,
  base: 'hotels' | 'packages',
  subjects: ReviewSubjects,
  today: () => string,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const published = async (id: string) => {
    const subject = await subjects.find(id);
    if (!subject?.published) throw new AppError(404, 'not_found');
    return subject;
  };

  r.get(
    `/${base}/:id/reviews`,
    {
      config: { publicCache: true },
      schema: {
        params: idParam,
        querystring: paginationQuery.extend({ limit: z.coerce.number().int().min(1).max(50).default(5) }),
      },
    },
    async (request): Promise<ReviewsPageDto> => {
      const subject = await published(request.params.id);
      const { page, limit } = request.query;
      const auth = await request.getAuth();
      const [{ rows, total }, reviewedByMe, eligible] = await Promise.all([
        subjects.page(subject.id, page, limit),
        auth ? subjects.reviewedBy(subject.id, auth.user.id) : Promise.resolve(false),
        auth ? subjects.eligible(subject.id, auth.user.id, today()) : Promise.resolve(false),
      ]);
      return {
        data: rows.map(toReviewDto),
        total,
        page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
        averageRating: Math.round(subject.averageRating * 10) / 10,
        totalReviews: subject.totalReviews,
        reviewedByMe,
        canReview: eligible && !reviewedByMe,
      };
    },
  );

  r.post(
    `/${base}/:id/reviews`,
    { preValidation: requireAuth, schema: { params: idParam, body: reviewInput } },
    async (request, reply) => {
      const auth = await authOf(request);
      const subject = await published(request.params.id);
      if (!(await subjects.eligible(subject.id, auth.user.id, today())))
        throw new AppError(403, subjects.notEligible);
      try {
        const review = await db.transaction((tx) =>
          subjects.add(tx, subject.id, {
            ...request.body,
            userId: auth.user.id,
            authorName: auth.user.name,
            lang: request.lang,
            createdAt: app.deps.clock.now(),
          }),
        );
        if (!review) throw new AppError(500, 'internal_error');
        return reply.code(201).send(toReviewDto(review));
      } catch (error) {
        if (isUniqueViolation(error, subjects.onePerUserConstraint))
          throw new AppError(409, 'already_reviewed');
        throw error;
      }
    },
  );
}
