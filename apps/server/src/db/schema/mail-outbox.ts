import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Mail waiting to be sent, written in the same transaction as what it tells about (a booking, a
 * status change, a reset token), so a committed change always has its mail (docs/decisions/014).
 * The rendered message is sealed (lib/secret-box) and cleared once sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** booking-made, booking-confirmed, booking-cancelled, password-reset */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    /** The rendered MailMessage as sealed JSON; null once sent. */
    message: text('message'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take it next: due now, after a backoff, or after a claimed send's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** The error's class and code only, never its text (an SMTP answer may quote the address). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);
