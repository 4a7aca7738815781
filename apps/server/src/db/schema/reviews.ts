import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every review, whatever it reviews: a hotel, a package, a restaurant, or any subject type that
 * registers with the reviews module (`subject_type` names it, `subject_id` is its row). One per
 * guest and subject; the subject keeps its average and count, recomputed with each write.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The registered subject type, e.g. `hotel`, `package`, `restaurant`. */
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** Language the review was written in. */
    lang: text('lang').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
    uniqueIndex('reviews_one_per_user').on(t.subjectType, t.subjectId, t.userId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_subject_type_check', sql`${t.subjectType} ~ '^[a-z][a-z0-9-]*$'`),
  ],
);
