import type { BookingStatus, BookingType } from '@app/shared/bookings/status';
import { and, type Column, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingEvents, bookings, idempotencyKeys } from '../../db/schema/bookings.ts';
import { hotels, roomTypes } from '../../db/schema/hotels.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { packages } from '../../db/schema/packages.ts';
import { restaurantSittings } from '../../db/schema/restaurant-sittings.ts';
import { restaurants, restaurantTables } from '../../db/schema/restaurants.ts';
import { users } from '../../db/schema/users.ts';
import { type OutboxLetter, outboxValues } from '../../integrations/mail/mail-outbox.repository.ts';
import { placeholdersOf, preparedShape } from '../../lib/prepared-rows.ts';
import type { BookingRow, BookingWithRefs, TripFirstStop } from './booking-dto.ts';

export type { BookingWithRefs } from './booking-dto.ts';

/**
 * The one rule for where a trip goes first: the first of its hotels, in the package's order, that
 * has a map position (null when none has). Written out in SQL: its own names (`first_stop`) keep
 * it apart from the hotel the query may join for a stay.
 */
const firstStopOf = (packageId: SQL | Column) =>
  sql<TripFirstStop | null>`(
    select json_build_object('name', first_stop.name, 'latitude', first_stop.latitude, 'longitude', first_stop.longitude)
    from package_hotels stop_of inner join hotels first_stop on first_stop.id = stop_of.hotel_id
    where stop_of.package_id = ${packageId}
      and first_stop.latitude is not null and first_stop.longitude is not null
    order by stop_of.sort_order, first_stop.id
    limit 1)`.mapWith((value: unknown) =>
    typeof value === 'string' ? (JSON.parse(value) as TripFirstStop) : (value as TripFirstStop | null),
  );

const packageColumns = {
  id: packages.id,
  slug: packages.slug,
  name: packages.name,
  durationDays: packages.durationDays,
  featuredImage: packages.featuredImage,
  firstStop: firstStopOf(bookings.packageId),
};

const hotelColumns = {
  id: hotels.id,
  slug: hotels.slug,
  name: hotels.name,
  city: hotels.city,
  cityNames: hotels.cityNames,
  featuredImage: hotels.featuredImage,
  checkInTime: hotels.checkInTime,
  checkOutTime: hotels.checkOutTime,
  addressLine: hotels.addressLine,
  latitude: hotels.latitude,
  longitude: hotels.longitude,
};

const restaurantColumns = {
  id: restaurants.id,
  slug: restaurants.slug,
  name: restaurants.name,
  city: restaurants.city,
  cityNames: restaurants.cityNames,
  featuredImage: restaurants.featuredImage,
  addressLine: restaurants.addressLine,
  phone: restaurants.phone,
  latitude: restaurants.latitude,
  longitude: restaurants.longitude,
};

const sittingColumns = {
  startsAt: restaurantSittings.startsAt,
  endsAt: sql<Date>`upper(${restaurantSittings.during})`.mapWith((v: string | Date) => new Date(v)),
  tableNumber: restaurantTables.number,
  tableLocation: restaurantTables.location,
};

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
  type?: BookingType;
  from?: string;
  to?: string;
  q?: string;
  reference?: string;
  /** Table reservations at this restaurant (its id or slug). */
  restaurant?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A restaurant named by id or by slug. */
const atRestaurant = (idOrSlug: string): SQL =>
  UUID.test(idOrSlug)
    ? eq(bookings.restaurantId, idOrSlug)
    : inArray(
        bookings.restaurantId,
        sql`(select ${restaurants.id} from ${restaurants} where ${restaurants.slug} = ${idOrSlug})`,
      );

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(f: BookingFilters): SQL | undefined {
  const q = f.q ? `%${escapeLike(f.q)}%` : undefined;
  return and(
    f.userId ? eq(bookings.userId, f.userId) : undefined,
    f.status ? eq(bookings.status, f.status) : undefined,
    f.type ? eq(bookings.type, f.type) : undefined,
    f.restaurant ? atRestaurant(f.restaurant) : undefined,
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
  const base = () =>
    db
      .select({
        booking: bookings,
        hotel: hotelColumns,
        room: { id: roomTypes.id, name: roomTypes.name },
        trip: packageColumns,
        restaurant: restaurantColumns,
        sitting: sittingColumns,
      })
      .from(bookings)
      .leftJoin(hotels, eq(hotels.id, bookings.hotelId))
      .leftJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
      .leftJoin(packages, eq(packages.id, bookings.packageId))
      .leftJoin(restaurants, eq(restaurants.id, bookings.restaurantId))
      .leftJoin(restaurantSittings, eq(restaurantSittings.bookingId, bookings.id))
      .leftJoin(restaurantTables, eq(restaurantTables.id, restaurantSittings.tableId));

  const normalize = (rows: Awaited<ReturnType<ReturnType<typeof base>['execute']>>): BookingWithRefs[] =>
    rows.map((r) => ({
      booking: r.booking,
      hotel: r.hotel?.id ? r.hotel : null,
      room: r.room?.id ? r.room : null,
      trip: r.trip?.id ? r.trip : null,
      restaurant: r.restaurant?.id ? r.restaurant : null,
      sitting:
        r.sitting?.startsAt && r.sitting.tableNumber && r.sitting.tableLocation
          ? {
              startsAt: r.sitting.startsAt,
              endsAt: r.sitting.endsAt,
              tableNumber: r.sitting.tableNumber,
              tableLocation: r.sitting.tableLocation,
            }
          : null,
    }));

  return {
    async byId(id: string): Promise<BookingWithRefs | null> {
      const rows = await base().where(eq(bookings.id, id)).limit(1);
      return normalize(rows)[0] ?? null;
    },

    /** Where a trip being booked goes first (see firstStopOf). */
    async tripFirstStop(packageId: string): Promise<TripFirstStop | null> {
      const [row] = await db
        .select({ stop: firstStopOf(sql`${packageId}::uuid`) })
        .from(packages)
        .where(eq(packages.id, packageId));
      return row?.stop ?? null;
    },

    async byReference(reference: string): Promise<BookingWithRefs | null> {
      const rows = await base().where(eq(bookings.reference, reference.trim().toUpperCase())).limit(1);
      return normalize(rows)[0] ?? null;
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
        base()
          .where(condition)
          .orderBy(...sort, desc(bookings.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(bookings).where(condition),
      ]);
      return { rows: normalize(rows), total: total?.n ?? 0 };
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
      // Built once per shape of the values (a hotel stay, a trip, a table…), then only bound.
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
