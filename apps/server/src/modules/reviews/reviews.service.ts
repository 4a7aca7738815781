import type { ReviewInput, ReviewsPageDto } from '@app/shared/hotels/schemas';
import type { Language } from '@app/shared/i18n/languages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { toReviewDto } from '../hotels/hotel-dto.ts';

type ReviewRow = Parameters<typeof toReviewDto>[0];

export interface NewReview extends ReviewInput {
  userId: string;
  authorName: string;
  lang: Language;
  createdAt: Date;
}

/** What the reviews need from a hotel, a package or a restaurant. */
export interface ReviewSubjects {
  /** By id or slug. */
  find(
    idOrSlug: string,
  ): Promise<{ id: string; published: boolean; averageRating: number; totalReviews: number } | null>;
  page(id: string, page: number, limit: number): Promise<{ rows: ReviewRow[]; total: number }>;
  reviewedBy(id: string, userId: string): Promise<boolean>;
  /** The stay, trip or meal is over. */
  eligible(id: string, userId: string, today: string): Promise<boolean>;
  /** Stores the review and recomputes the subject's average and count, inside `tx`. */
  add(tx: Db, id: string, review: NewReview): Promise<ReviewRow | undefined>;
  onePerUserConstraint: string;
  notEligible: 'review_needs_stay' | 'review_needs_trip' | 'review_needs_visit';
}

/**
 * Reviews of hotels and packages alike: a page of reviews with the totals and whether the reader
 * may write one; one review per user, only once the stay or trip is over.
 */
export function reviewsService(deps: {
  db: Db;
  clock: Clock;
  subjects: ReviewSubjects;
  today: () => string;
}) {
  const { db, clock, subjects, today } = deps;
  const published = async (id: string) => {
    const subject = await subjects.find(id);
    if (!subject?.published) throw new AppError(404, 'not_found');
    return subject;
  };

  return {
    async page(
      idOrSlug: string,
      page: number,
      limit: number,
      userId: string | undefined,
    ): Promise<ReviewsPageDto> {
      const subject = await published(idOrSlug);
      const [{ rows, total }, reviewedByMe, eligible] = await Promise.all([
        subjects.page(subject.id, page, limit),
        userId ? subjects.reviewedBy(subject.id, userId) : Promise.resolve(false),
        userId ? subjects.eligible(subject.id, userId, today()) : Promise.resolve(false),
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

    async add(idOrSlug: string, author: { id: string; name: string }, body: ReviewInput, lang: Language) {
      const subject = await published(idOrSlug);
      if (!(await subjects.eligible(subject.id, author.id, today())))
        throw new AppError(403, subjects.notEligible);
      try {
        const review = await db.transaction((tx) =>
          subjects.add(tx, subject.id, {
            ...body,
            userId: author.id,
            authorName: author.name,
            lang,
            createdAt: clock.now(),
          }),
        );
        if (!review) throw new AppError(500, 'internal_error');
        return toReviewDto(review);
      } catch (error) {
        if (isUniqueViolation(error, subjects.onePerUserConstraint))
          throw new AppError(409, 'already_reviewed');
        throw error;
      }
    },
  };
}
