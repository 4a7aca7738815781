import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** A mail ready for the outbox: its kind, its recipient and the sealed message. */
export interface OutboxLetter {
  kind: string;
  recipient: string;
  message: string;
  now: Date;
}

/** The outbox row of a new mail, due at once; for a caller that writes it within its own statement. */
export function outboxValues(letter: OutboxLetter): typeof mailOutbox.$inferInsert {
  return {
    kind: letter.kind,
    recipient: letter.recipient,
    message: letter.message,
    nextAttemptAt: letter.now,
    createdAt: letter.now,
  };
}

/** The outbox's SQL: enqueue (in the caller's transaction), claim, and record each outcome. */
export function mailOutboxRepository(db: Db) {
  const waiting = and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt));
  return {
    async insert(letter: OutboxLetter): Promise<void> {
      await db.insert(mailOutbox).values(outboxValues(letter));
    },

    /**
     * Takes up to `limit` due mails for this process: the rows are locked with SKIP LOCKED (another
     * process's claim is passed over, never waited for), counted as an attempt and leased until
     * `leaseUntil`, so no other process takes them while this one sends; a process that dies
     * mid-send leaves them to be taken again once the lease ends.
     */
    claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(waiting, lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
        .where(inArray(mailOutbox.id, due))
        .returning();
    },

    /** Sent: the message (with its links and personal data) is no longer kept. */
    async markSent(id: string, now: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ sentAt: now, message: null, nextAttemptAt: null, lastError: null })
        .where(eq(mailOutbox.id, id));
    },

    async retryAt(id: string, at: Date, error: string): Promise<void> {
      await db.update(mailOutbox).set({ nextAttemptAt: at, lastError: error }).where(eq(mailOutbox.id, id));
    },

    async markFailed(id: string, now: Date, error: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ failedAt: now, nextAttemptAt: null, message: null, lastError: error })
        .where(eq(mailOutbox.id, id));
    },

    /** How many mails still wait to be sent (sent and failed ones aside). */
    async waitingCount(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(waiting);
      return row?.n ?? 0;
    },
  };
}
