import type { BookingStatus } from '@app/shared/bookings/status';
import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingEvents, bookings, idempotencyKeys } from '../../db/schema/bookings.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { users } from '../../db/schema/users.ts';
import { type OutboxLetter, outboxValues } from '../../integrations/mail/mail-outbox.repository.ts';
import { placeholdersOf, preparedShape } from '../../lib/prepared-rows.ts';
import type { BookingRow } from './booking-dto.ts';

export type NewBooking = typeof bookings.$inferInsert;
export type NewBookingEvent = typeof bookingEvents.$inferInsert;
export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Everything a new booking writes, in one statement of its transaction. */
export interface NewBookingWrite {
  booking: NewBooking & { id: string };
  event: NewBookingEvent;
  /** The Idempotency-Key with the answer replays will get. */
  key: { scope: string; key: string; requestHash: string; status: number; body: unknown };
  mail: OutboxLetter;
}

export interface BookingFilters {
  userId?: string;
  status?: BookingStatus;
  type?: string;
  from?: string;
  to?: string;
  q?: string;
  reference?: string;
  /** Conditions of the kinds' own filters (see BookingKind.filters). */
  kindConditions?: SQL[];
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(f: BookingFilters): SQL | undefined {
  const q = f.q ? `%${escapeLike(f.q)}%` : undefined;
  return and(
    f.userId ? eq(bookings.userId, f.userId) : undefined,
    f.status ? eq(bookings.status, f.status) : undefined,
    f.type ? eq(bookings.type, f.type) : undefined,
    ...(f.kindConditions ?? []),
    f.from ? gte(bookings.checkIn, f.from) : undefined,
    f.to ? lte(bookings.checkIn, f.to) : undefined,
    f.reference ? eq(bookings.reference, f.reference.trim().toUpperCase()) : undefined,
    q
      ? or(
          ilike(bookings.reference, q),
          ilike(bookings.email, q),
          ilike(sql`${bookings.firstName} || ' ' || ${bookings.lastName}`, q),
        )
      : undefined,
  );
}

export function bookingsRepository(db: Db) {
  return {
    async byId(id: string): Promise<BookingRow | null> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
      return row ?? null;
    },

    async byReference(reference: string): Promise<BookingRow | null> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(eq(bookings.reference, reference.trim().toUpperCase()))
        .limit(1);
      return row ?? null;
    },

    /**
     * Newest booking first; or, with `upcomingFrom` (today's date), stays not over by then
     * (check-out on or after it) soonest check-in first, then past stays latest first.
     */
    async list(filters: BookingFilters, page: number, limit: number, order: { upcomingFrom?: string } = {}) {
      const condition = where(filters);
      const upcoming = order.upcomingFrom ? sql`${bookings.checkOut} >= ${order.upcomingFrom}` : undefined;
      const sort = upcoming
        ? [
            sql`case when ${upcoming} then 0 else 1 end`,
            sql`case when ${upcoming} then ${bookings.checkIn} end asc`,
            desc(bookings.checkIn),
          ]
        : [desc(bookings.createdAt)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(bookings)
          .where(condition)
          .orderBy(...sort, desc(bookings.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(bookings).where(condition),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async events(bookingId: string) {
      return db
        .select({ event: bookingEvents, actor: users.name })
        .from(bookingEvents)
        .leftJoin(users, eq(users.id, bookingEvents.actorId))
        .where(eq(bookingEvents.bookingId, bookingId))
        .orderBy(bookingEvents.createdAt, sql`${bookingEvents.fromStatus} is not null`);
    },

    async usersByIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, ids));
    },

    /**
     * Writes the booking, its first event, its mail in the outbox and its Idempotency-Key with the
     * stored answer, in one statement. False, with the rest written (the caller rolls back), when
     * another request holds the key; waits for that request when it is still running. A reference
     * already taken fails the statement with the unique violation on `bookings_reference_key`.
     */
    async insertNew(write: NewBookingWrite): Promise<boolean> {
      const { booking, event, key, mail } = write;
      // Built once per shape of the values, then only bound.
      const parts = {
        booking: placeholdersOf('b_', booking),
        event: placeholdersOf('e_', event),
        mail: placeholdersOf('m_', outboxValues(mail)),
        key: placeholdersOf('k_', {
          scope: key.scope,
          key: key.key,
          requestHash: key.requestHash,
          responseStatus: key.status,
          responseBody: key.body,
        }),
      };
      const shape = `insert booking ${Object.values(parts)
        .map((p) => p.shape)
        .join(' | ')}`;
      const [row] = await preparedShape<{ claimed: number }>(
        db,
        shape,
        () => sql`
          with new_booking as (${db.insert(bookings).values(parts.booking.placeholders).getSQL()}),
            first_event as (${db.insert(bookingEvents).values(parts.event.placeholders).getSQL()}),
            mail as (${db.insert(mailOutbox).values(parts.mail.placeholders).getSQL()}),
            claimed as (${db
              .insert(idempotencyKeys)
              .values(parts.key.placeholders)
              .onConflictDoNothing()
              .returning({ key: idempotencyKeys.key })
              .getSQL()})
          select count(*)::int as claimed from claimed`,
        {
          ...parts.booking.params,
          ...parts.event.params,
          ...parts.mail.params,
          ...parts.key.params,
        },
      );
      return Number(row?.claimed ?? 0) === 1;
    },

    async addEvent(event: NewBookingEvent): Promise<void> {
      await db.insert(bookingEvents).values(event);
    },

    /** Updates the booking only while it still has status `from`; null when it no longer has. */
    async updateFromStatus(
      id: string,
      from: BookingStatus,
      values: Partial<Pick<NewBooking, 'status' | 'updatedAt' | 'cancelledAt' | 'cancelReason'>>,
    ): Promise<BookingRow | null> {
      const [updated] = await db
        .update(bookings)
        .set(values)
        .where(and(eq(bookings.id, id), eq(bookings.status, from)))
        .returning();
      return updated ?? null;
    },

    async idempotencyKey(scope: string, key: string): Promise<IdempotencyRow | null> {
      const [stored] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      return stored ?? null;
    },
  };
}
