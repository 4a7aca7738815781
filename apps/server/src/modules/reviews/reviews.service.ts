import { todayIn } from '@app/shared/common/dates';
import type { ErrorCode } from '@app/shared/errors/codes';
import type { ReviewInput, ReviewsPageDto } from '@app/shared/hotels/schemas';
import type { Language } from '@app/shared/i18n/languages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { toReviewDto } from './review-dto.ts';
import { type ReviewingBooking, type ReviewTotals, reviewsRepository } from './reviews.repository.ts';

export type { ReviewingBooking, ReviewTotals } from './reviews.repository.ts';

/** The database's rule of one review per guest and subject (`reviews_one_per_user`). */
const ONE_PER_USER = 'reviews_one_per_user';

/**
 * A kind of thing that can be reviewed, registered by the module that owns it (hotels, packages,
 * restaurants; car rentals or transfers alike): the reviews module knows no subject by name.
 */
export interface ReviewSubjectType {
  /** Its name in `reviews.subject_type`: lower case letters, digits and dashes, e.g. `hotel`. */
  type: string;
  /** By id or slug, with the totals it keeps. */
  find(
    idOrSlug: string,
  ): Promise<{ id: string; published: boolean; averageRating: number; totalReviews: number } | null>;
  /** Keeps the average and count on the subject (its lists show and sort by them), inside `tx`. */
  storeTotals(tx: Db, id: string, totals: ReviewTotals): Promise<void>;
  /** The booking of the subject that lets its guest review it. */
  booking: ReviewingBooking;
  /** The 403's code when the reader has no such booking (yet). */
  notEligible: ErrorCode;
}

/**
 * Reviews of any subject: a page of reviews with the totals and whether the reader may write one;
 * one review per guest and subject, only after a completed booking of it; the subject's average
 * and count recomputed in the transaction of every write.
 */
export function reviewsService(deps: { db: Db; clock: Clock; timeZone: string }) {
  const { db, clock, timeZone } = deps;
  const repo = reviewsRepository(db);
  const today = () => todayIn(timeZone, clock.now());

  const published = async (subject: ReviewSubjectType, idOrSlug: string) => {
    const found = await subject.find(idOrSlug);
    if (!found?.published) throw new AppError(404, 'not_found');
    return found;
  };

  /**
   * Every write to a subject's reviews: in one transaction, after the other writes to the same
   * subject, then its totals recomputed from the reviews themselves and stored on it.
   */
  function writing<T>(
    subject: ReviewSubjectType,
    id: string,
    work: (reviews: ReturnType<typeof reviewsRepository>) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const reviews = reviewsRepository(tx);
      await reviews.lockSubject(subject.type, id);
      const result = await work(reviews);
      await subject.storeTotals(tx, id, await reviews.totals(subject.type, id));
      return result;
    });
  }

  const eligible = (subject: ReviewSubjectType, id: string, userId: string) =>
    repo.completedBooking(subject.booking, id, userId, today());

  return {
    async page(
      subject: ReviewSubjectType,
      idOrSlug: string,
      page: number,
      limit: number,
      userId: string | undefined,
    ): Promise<ReviewsPageDto> {
      const found = await published(subject, idOrSlug);
      const [{ rows, total }, reviewedByMe, mayReview] = await Promise.all([
        repo.page(subject.type, found.id, page, limit),
        userId ? repo.reviewedBy(subject.type, found.id, userId) : Promise.resolve(false),
        userId ? eligible(subject, found.id, userId) : Promise.resolve(false),
      ]);
      return {
        data: rows.map(toReviewDto),
        total,
        page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
        averageRating: Math.round(found.averageRating * 10) / 10,
        totalReviews: found.totalReviews,
        reviewedByMe,
        canReview: mayReview && !reviewedByMe,
      };
    },

    async add(
      subject: ReviewSubjectType,
      idOrSlug: string,
      author: { id: string; name: string },
      body: ReviewInput,
      lang: Language,
    ) {
      const found = await published(subject, idOrSlug);
      if (!(await eligible(subject, found.id, author.id))) throw new AppError(403, subject.notEligible);
      try {
        const review = await writing(subject, found.id, (reviews) =>
          reviews.insert({
            ...body,
            subjectType: subject.type,
            subjectId: found.id,
            userId: author.id,
            authorName: author.name,
            lang,
            createdAt: clock.now(),
          }),
        );
        if (!review) throw new AppError(500, 'internal_error');
        return toReviewDto(review);
      } catch (error) {
        if (isUniqueViolation(error, ONE_PER_USER)) throw new AppError(409, 'already_reviewed');
        throw error;
      }
    },

    /** A subject being deleted takes its reviews along, in the deletion's transaction `tx`. */
    removeAllOf: (subject: Pick<ReviewSubjectType, 'type'>, id: string, { tx }: { tx: Db }) =>
      reviewsRepository(tx).removeAllOf(subject.type, id),

    /** How many reviews an account wrote and its latest `limit` (for the admin's view of it). */
    async byAuthor(userId: string, limit: number) {
      const { rows, total } = await repo.byAuthor(userId, limit);
      return {
        total,
        latest: rows.map((r) => ({
          _id: r.id,
          subjectType: r.subjectType,
          subjectId: r.subjectId,
          rating: r.rating,
          title: r.title,
          text: r.text,
          lang: r.lang,
          date: r.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Before an account is deleted, in its transaction: its reviews stay (ratings and totals do not
     * move) with the author shown as `names` in each review's language and no link to the account.
     * Answers the subjects whose reviews changed.
     */
    anonymiseAuthor: (
      userId: string,
      names: Readonly<Record<Language, string>>,
      { tx }: { tx: Db },
    ): Promise<{ subjectType: string; subjectId: string }[]> =>
      reviewsRepository(tx).anonymiseAuthor(userId, names, names.en),
  };
}

export type ReviewsService = ReturnType<typeof reviewsService>;
