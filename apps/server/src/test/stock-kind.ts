import { addDays } from '@app/shared/common/dates';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { type BookingKind, freeCancellationUntil, NOTHING_PAID } from '../modules/bookings/booking-kind.ts';

/**
 * A kind of booking only tests know: a unit of a stock of N per day, in tables the test creates.
 * It is registered like the kinds sold (see createTestApp's bookingKinds) and proves the booking
 * core takes a new kind without a line of it changing.
 */
export const STOCK_TYPE = 'stock-unit';

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

/** Creates the kind's tables and puts `units` on sale for `day`. */
export async function createStock(db: Db, day: string, units: number): Promise<void> {
  await db.execute(sql`create table if not exists stock_days (
    day date primary key, units_left integer not null check (units_left >= 0))`);
  await db.execute(sql`create table if not exists stock_unit_bookings (
    booking_id uuid primary key references bookings(id) on delete cascade, day date not null)`);
  await db.execute(
    sql`insert into stock_days (day, units_left) values (${day}, ${units}) on conflict (day) do update set units_left = excluded.units_left`,
  );
}

export async function unitsLeft(db: Db, day: string): Promise<number | undefined> {
  const [row] = rowsOf<{ units_left: number }>(
    await db.execute(sql`select units_left from stock_days where day = ${day}`),
  );
  return row?.units_left;
}

const words = {
  name: 'Stock unit',
  intro: {
    pending: 'Your unit is reserved, not confirmed yet.',
    confirmed: 'Your unit is confirmed.',
    cancelled: 'Your unit has been cancelled.',
  },
  pending: 'It waits for the depot.',
  calendar: {
    pending: 'The calendar file adds the unit, tentative.',
    confirmed: 'The calendar file adds the unit.',
    cancelled: 'The calendar file removes the unit.',
  },
  price: { unpaid: 'Nothing to pay' },
  day: 'Unit day',
};

/** Its own words (a kind sold has its words in the texts, mail.json's `kinds`). */
const WORDS = { en: words, fr: { ...words, day: 'Jour de l’unité' } };

export const stockKind: BookingKind<
  { type: string; day: string; firstName: string; lastName: string; email: string; phone: string },
  { day: string },
  typeof WORDS
> = {
  type: STOCK_TYPE,
  body: () =>
    z.object({
      type: z.literal(STOCK_TYPE),
      day: z.iso.date(),
      firstName: z.string().min(1),
      lastName: z.string().min(1),
      email: z.email(),
      phone: z.string().min(1),
      specialRequests: z.string().default(''),
    }),
  async prepare(_db, body) {
    return async (tx) => {
      // One guarded statement: a unit is taken only while one is left.
      const taken = rowsOf(
        await tx.execute(
          sql`update stock_days set units_left = units_left - 1 where day = ${body.day} and units_left >= 1 returning day`,
        ),
      );
      if (taken.length === 0) throw new AppError(409, 'sold_out');
      return {
        facts: {
          status: 'confirmed',
          checkIn: body.day,
          checkOut: body.day,
          guests: 1,
          ...NOTHING_PAID,
        },
        detail: { day: body.day },
        record: async (inner, bookingId) => {
          await inner.execute(
            sql`insert into stock_unit_bookings (booking_id, day) values (${bookingId}, ${body.day})`,
          );
        },
      };
    };
  },
  async release(tx, { detail }) {
    await tx.execute(sql`update stock_days set units_left = units_left + 1 where day = ${detail.day}`);
  },
  async details(db, ids) {
    const list: SQL = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const rows = rowsOf<{ booking_id: string; day: string | Date }>(
      await db.execute(
        sql`select booking_id, day::text as day from stock_unit_bookings where booking_id in (${list})`,
      ),
    );
    return new Map(rows.map((r) => [r.booking_id, { day: String(r.day) }]));
  },
  fields: [],
  read: () => ({ fields: {}, place: null }),
  freeCancellationUntil: ({ booking }, timeZone) => freeCancellationUntil(booking.checkIn, '10:00', timeZone),
  mail: {
    words: WORDS,
    title: (b) => `Unit of ${b.checkIn}`,
    rows: (b, t, { date }) => [[t('day'), date(b.checkIn)]],
    summary: (b) => `Unit of ${b.checkIn}`,
    when: (b) => ({ checkIn: b.checkIn, checkOut: addDays(b.checkIn, 1) }),
    location: async () => 'Stock depot, Trabzon',
  },
  changes: () => [],
};
