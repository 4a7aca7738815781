import { desc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogComments } from '../../db/schema/blog.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { hotelStayBookings } from '../../db/schema/hotel-stay-bookings.ts';
import { hotels, roomTypes } from '../../db/schema/hotels.ts';
import { hotelInventory } from '../../db/schema/inventory.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { packageDepartures, packages } from '../../db/schema/packages.ts';
import { restaurantSittings } from '../../db/schema/restaurant-sittings.ts';
import { restaurants, restaurantTables } from '../../db/schema/restaurants.ts';
import { vehicleBookings } from '../../db/schema/vehicles.ts';
import { rowsOf } from '../../lib/db-rows.ts';

/** Business days [from, to] (inclusive) in `timeZone`, and the zone itself. */
export interface DayRange {
  from: string;
  to: string;
  timeZone: string;
}

/** The instant a business day starts, as SQL: midnight of `date` in `timeZone`. */
const dayStart = (date: string, timeZone: string) =>
  sql`((${date}::date)::timestamp at time zone ${timeZone})`;
/** The first instant after business day `date`. */
const dayEnd = (date: string, timeZone: string) =>
  sql`(((${date}::date) + 1)::timestamp at time zone ${timeZone})`;
/** The business day of an instant column. */
const businessDay = (column: SQL | typeof bookings.createdAt, timeZone: string) =>
  sql`((${column} at time zone ${timeZone})::date)`;

/** Made in the range: an index-friendly range on created_at, bounded by the business days. */
const madeIn = (r: DayRange) =>
  sql`${bookings.createdAt} >= ${dayStart(r.from, r.timeZone)} and ${bookings.createdAt} < ${dayEnd(r.to, r.timeZone)}`;

/** Bookings made on one business day of one kind, status and currency: how many, and their totals. */
export interface BookingDayRow {
  day: string;
  type: string;
  status: string;
  currency: string;
  count: number;
  /** Sum of the bookings' totals, minor units. */
  amount: number;
}

/**
 * The travel admin's figures, each one aggregate statement over the other modules' tables
 * (a read-only reporting module: module-tables.test-support.ts lists why it may read them).
 */
export function dashboardRepository(db: Db) {
  return {
    /**
     * Bookings made in the range, counted and summed per business day, kind, status and currency: one
     * pass over the range of the created_at index (which carries these columns), grouped by a hash.
     */
    async bookingsByDay(r: DayRange, byDay = true): Promise<BookingDayRow[]> {
      // Without the days (a period only compared by its totals), one row per kind, status and currency.
      const day = byDay ? businessDay(bookings.createdAt, r.timeZone) : sql`null::date`;
      return rowsOf<BookingDayRow>(
        await db.execute(sql`
          select day::text as day, type, status, currency, count, amount
          from (
            select ${day} as day, ${bookings.type} as type, ${bookings.status} as status,
              ${bookings.currency} as currency, count(*)::int as count, sum(${bookings.total})::float8 as amount
            from ${bookings}
            where ${madeIn(r)}
            group by 1, 2, 3, 4
          ) as made
          order by 1, 2, 3, 4`),
      );
    },

    /**
     * Per hotel over the nights [from, to]: the rooms on sale and taken from the inventory (a night
     * without its row has the room type's defaults, nothing taken; a blocked night is not on sale).
     */
    async hotelNights(r: DayRange, lang: string) {
      return rowsOf<{ hotelId: string; name: string; roomNights: number; roomNightsSold: number }>(
        await db.execute(sql`
          select ${hotels.id} as "hotelId",
            coalesce(nullif(${hotels.name} ->> ${lang}, ''), ${hotels.name} ->> 'en') as name,
            coalesce(sum(coalesce(${hotelInventory.totalRooms}, ${roomTypes.totalRooms}))
              filter (where not coalesce(${hotelInventory.blocked}, false)), 0)::int as "roomNights",
            coalesce(sum(${hotelInventory.totalRooms} - ${hotelInventory.availableRooms}), 0)::int as "roomNightsSold"
          from ${hotels}
          join ${roomTypes} on ${roomTypes.hotelId} = ${hotels.id}
          cross join generate_series(${r.from}::timestamp, ${r.to}::timestamp, interval '1 day') as night(d)
          left join ${hotelInventory}
            on ${hotelInventory.roomTypeId} = ${roomTypes.id} and ${hotelInventory.date} = night.d::date
              -- The same nights said as a range, so that only the range's rows are read.
              and ${hotelInventory.date} between ${r.from}::date and ${r.to}::date
          where ${hotels.published}
          group by ${hotels.id}
          order by 2, 1`),
      );
    },

    /** Per hotel and currency: the booked stays' nights in [from, to] (not cancelled), after promotions. */
    async hotelRevenue(r: DayRange) {
      return rowsOf<{ hotelId: string; currency: string; amount: number; roomNights: number }>(
        await db.execute(sql`
          select ${hotelStayBookings.hotelId} as "hotelId", ${bookings.currency} as currency,
            coalesce(sum((night.n ->> 'price')::int - coalesce((night.n ->> 'discount')::int, 0)), 0)::float8 as amount,
            coalesce(sum(${hotelStayBookings.rooms}), 0)::int as "roomNights"
          from ${hotelStayBookings}
          join ${bookings} on ${bookings.id} = ${hotelStayBookings.bookingId}
          cross join lateral jsonb_array_elements(${bookings.nights}) as night(n)
          -- The stays among the bookings that meet the nights, these found first by their dates'
          -- indexes: never a pass over every stay ever booked.
          where ${hotelStayBookings.bookingId} = any(array(
              select ${bookings.id} from ${bookings}
              where ${bookings.status} <> 'cancelled'
                and ${bookings.checkOut} > ${r.from}::date and ${bookings.checkIn} <= ${r.to}::date))
            and (night.n ->> 'date')::date between ${r.from}::date and ${r.to}::date
          group by 1, 2
          order by 1, 2`),
      );
    },

    /** Package departures from `from` on, soonest first, with their seats sold. */
    async departuresFrom(from: string, lang: string, limit: number) {
      return rowsOf<{
        departureId: string;
        packageId: string;
        packageName: string;
        startDate: string;
        seatsTotal: number;
        seatsSold: number;
      }>(
        await db.execute(sql`
          select ${packageDepartures.id} as "departureId", ${packages.id} as "packageId",
            coalesce(nullif(${packages.name} ->> ${lang}, ''), ${packages.name} ->> 'en') as "packageName",
            ${packageDepartures.startDate}::text as "startDate",
            ${packageDepartures.seatsTotal}::int as "seatsTotal",
            (${packageDepartures.seatsTotal} - ${packageDepartures.seatsLeft})::int as "seatsSold"
          from ${packageDepartures}
          join ${packages} on ${packages.id} = ${packageDepartures.packageId}
          where ${packageDepartures.startDate} >= ${from}::date
          order by ${packageDepartures.startDate}, 3, 1
          limit ${limit}`),
      );
    },

    /** Per restaurant and business day in the range: its active tables, those held and the guests. */
    async restaurantDays(r: DayRange, lang: string) {
      const day = businessDay(sql`${restaurantSittings.startsAt}`, r.timeZone);
      return rowsOf<{
        restaurantId: string;
        restaurantName: string;
        date: string;
        tables: number;
        tablesTaken: number;
        guests: number;
      }>(
        await db.execute(sql`
          select ${restaurants.id} as "restaurantId",
            coalesce(nullif(${restaurants.name} ->> ${lang}, ''), ${restaurants.name} ->> 'en') as "restaurantName",
            ${day}::text as date,
            (select count(*) from ${restaurantTables}
              where ${restaurantTables.restaurantId} = ${restaurants.id} and ${restaurantTables.active})::int as tables,
            count(distinct ${restaurantSittings.tableId})::int as "tablesTaken",
            coalesce(sum(${restaurantSittings.partySize}), 0)::int as guests
          from ${restaurantSittings}
          join ${restaurants} on ${restaurants.id} = ${restaurantSittings.restaurantId}
          where ${restaurantSittings.active}
            and ${restaurantSittings.startsAt} >= ${dayStart(r.from, r.timeZone)}
            and ${restaurantSittings.startsAt} < ${dayEnd(r.to, r.timeZone)}
          group by ${restaurants.id}, 3
          order by 3, 2, 1`),
      );
    },

    /** Hotel stays (not cancelled) checking in on each day of the range. */
    async arrivals(r: DayRange) {
      return rowsOf<{ date: string; count: number }>(
        await db.execute(sql`
          select ${bookings.checkIn}::text as date, count(*)::int as count
          from ${bookings}
          join ${hotelStayBookings} on ${hotelStayBookings.bookingId} = ${bookings.id}
          where ${bookings.status} <> 'cancelled'
            and ${bookings.checkIn} between ${r.from}::date and ${r.to}::date
          group by 1`),
      );
    },

    /** Vehicles (active holds) picked up on each business day of the range. */
    async pickups(r: DayRange) {
      const day = businessDay(sql`${vehicleBookings.pickupAt}`, r.timeZone);
      return rowsOf<{ date: string; count: number }>(
        await db.execute(sql`
          select ${day}::text as date, count(*)::int as count
          from ${vehicleBookings}
          join ${bookings} on ${bookings.id} = ${vehicleBookings.bookingId}
          where ${vehicleBookings.active} and ${bookings.status} <> 'cancelled'
            and ${vehicleBookings.pickupAt} >= ${dayStart(r.from, r.timeZone)}
            and ${vehicleBookings.pickupAt} < ${dayEnd(r.to, r.timeZone)}
          group by 1`),
      );
    },

    /** Restaurant reservations (active sittings) on each business day of the range. */
    async reservations(r: DayRange) {
      const day = businessDay(sql`${restaurantSittings.startsAt}`, r.timeZone);
      return rowsOf<{ date: string; count: number }>(
        await db.execute(sql`
          select ${day}::text as date, count(*)::int as count
          from ${restaurantSittings}
          where ${restaurantSittings.active}
            and ${restaurantSittings.startsAt} >= ${dayStart(r.from, r.timeZone)}
            and ${restaurantSittings.startsAt} < ${dayEnd(r.to, r.timeZone)}
          group by 1`),
      );
    },

    /** The latest bookings made, newest first. */
    latest(limit: number) {
      return db
        .select({
          id: bookings.id,
          reference: bookings.reference,
          type: bookings.type,
          status: bookings.status,
          firstName: bookings.firstName,
          lastName: bookings.lastName,
          currency: bookings.currency,
          total: bookings.total,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit);
    },

    /** What waits for someone, in one statement; contact messages from business day `since` on. */
    async waiting(since: string, timeZone: string) {
      const [row] = rowsOf<{ pending: number; comments: number; contact: number; mailFailed: number }>(
        await db.execute(sql`
          select
            (select count(*) from ${bookings} where ${bookings.status} = 'pending')::int as pending,
            (select count(*) from ${blogComments} where ${blogComments.status} = 'pending')::int as comments,
            (select count(*) from ${contactMessages}
              where ${contactMessages.createdAt} >= ${dayStart(since, timeZone)})::int as contact,
            (select count(*) from ${mailOutbox} where ${mailOutbox.failedAt} is not null)::int as "mailFailed"`),
      );
      return row ?? { pending: 0, comments: 0, contact: 0, mailFailed: 0 };
    },
  };
}
