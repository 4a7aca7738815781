import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { reviews } from '../../db/schema/reviews.ts';
import type { ReviewRow } from './review-dto.ts';

export type NewReviewRow = Omit<typeof reviews.$inferInsert, 'id'>;

/** A subject's average rating (one decimal) and number of reviews, computed from its reviews. */
export interface ReviewTotals {
  averageRating: number;
  totalReviews: number;
}

/**
 * Which booking lets a guest review a subject: its kind (`bookings.type`) and when it is over. A
 * stay is over on its check-out day; a trip or a table (whose check-out is its last day) the day after.
 */
export interface ReviewingBooking {
  kind: string;
  over: 'on_check_out' | 'after_check_out';
  /** The kind's detail table and its column naming the subject, e.g. `hotel_stay_bookings.hotel_id`. */
  detail: { table: string; subject: string };
}

const ofSubject = (type: string, id: string) => and(eq(reviews.subjectType, type), eq(reviews.subjectId, id));

/** The reviews of every subject type: the only SQL over `reviews`. */
export function reviewsRepository(db: Db) {
  return {
    async page(type: string, id: string, page: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(ofSubject(type, id))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(reviews).where(ofSubject(type, id)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async reviewedBy(type: string, id: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(ofSubject(type, id), eq(reviews.userId, userId)))
        .limit(1);
      return !!row;
    },

    /**
     * Inside a transaction: waits for any other write to this subject's reviews to commit, so the
     * totals computed next count every review (freed when the transaction ends).
     */
    async lockSubject(type: string, id: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`review:${type}:${id}`}, 0))`);
    },

    async insert(values: NewReviewRow): Promise<ReviewRow | undefined> {
      const [row] = await db.insert(reviews).values(values).returning();
      return row;
    },

    async totals(type: string, id: string): Promise<ReviewTotals> {
      const [row] = await db
        .select({
          averageRating: sql<number>`coalesce(round(avg(${reviews.rating})::numeric, 1), 0)::float8`,
          totalReviews: count(),
        })
        .from(reviews)
        .where(ofSubject(type, id));
      return { averageRating: Number(row?.averageRating ?? 0), totalReviews: row?.totalReviews ?? 0 };
    },

    async removeAllOf(type: string, id: string): Promise<void> {
      await db.delete(reviews).where(ofSubject(type, id));
    },

    /** How many reviews one account wrote, and its latest `limit`. */
    async byAuthor(userId: string, limit: number) {
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(eq(reviews.userId, userId))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(limit),
        db.select({ total: count() }).from(reviews).where(eq(reviews.userId, userId)),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /**
     * The account's reviews keep their words and ratings but no longer name or link it: the author
     * becomes `names[lang]` of the language each was written in. Answers the subjects touched.
     */
    async anonymiseAuthor(userId: string, names: Readonly<Record<string, string>>, fallback: string) {
      const name = sql`case ${reviews.lang} ${sql.join(
        Object.entries(names).map(([lang, text]) => sql`when ${lang} then ${text}`),
        sql` `,
      )} else ${fallback} end`;
      return db
        .update(reviews)
        .set({ authorName: name, userId: null })
        .where(eq(reviews.userId, userId))
        .returning({ subjectType: reviews.subjectType, subjectId: reviews.subjectId });
    },

    /**
     * THE eligibility rule, the one place that reads bookings for reviews: this user has a booking
     * of this kind and subject that is completed, or confirmed and over by `today` (Trabzon's date).
     */
    async completedBooking(
      booking: ReviewingBooking,
      subjectId: string,
      userId: string,
      today: string,
    ): Promise<boolean> {
      const over =
        booking.over === 'on_check_out'
          ? sql`${bookings.checkOut} <= ${today}::date`
          : sql`${bookings.checkOut} < ${today}::date`;
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.userId, userId),
            sql`${bookings.type} = ${booking.kind}`,
            sql`exists (select 1 from ${sql.identifier(booking.detail.table)} d where d.booking_id = ${bookings.id} and d.${sql.identifier(booking.detail.subject)} = ${subjectId}::uuid)`,
            or(eq(bookings.status, 'completed'), and(eq(bookings.status, 'confirmed'), over)),
          ),
        )
        .limit(1);
      return !!row;
    },
  };
}
