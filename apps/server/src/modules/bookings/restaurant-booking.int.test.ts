import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.ts';
import { restaurantSittings } from '../../db/schema/restaurant-sittings.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  createRestaurantFixture,
  insertRestaurantBooking,
  type RestaurantFixture,
} from '../../test/fixtures/restaurant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { changeStatus } from './booking-status.ts';
import { prepareRestaurantBooking } from './restaurant-booking.ts';

const CTX = { now: new Date('2027-06-01T09:00:00Z'), timeZone: 'Europe/Istanbul' };
let t: TestApp;
let place: RestaurantFixture;
beforeAll(async () => {
  t = await createTestApp();
  place = await createRestaurantFixture(t.database.db, {
    maxPartySize: 8,
    tables: [
      [2, 'inside'],
      [8, 'terrace'],
    ],
  });
  await t.database.db
    .update(restaurants)
    .set({ instantLimit: 4 })
    .where(eq(restaurants.id, place.restaurantId));
});
afterAll(async () => {
  await t.close();
});

const request = (
  o: Partial<{ restaurantId: string; date: string; time: string; partySize: number }> = {},
) => ({
  type: 'restaurant' as const,
  restaurantId: place.restaurantId,
  date: '2027-06-10',
  time: '19:00',
  partySize: 2,
  firstName: 'Ayşe',
  lastName: 'Kaya',
  email: 'ayse@example.com',
  phone: '+90 532 000 00 00',
  specialRequests: '',
  ...o,
});
const problem = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) =>
      e instanceof AppError ? { status: e.status, code: e.code, detail: e.options.detail } : e,
  );

/** Prepares, seats and holds the table for a new booking row in one transaction. */
async function reserve(o: Parameters<typeof request>[0] = {}) {
  const take = await prepareRestaurantBooking(t.database.db, request(o), 'en');
  return t.database.db.transaction(async (tx) => {
    const seated = await take(tx, CTX);
    const bookingId = await insertRestaurantBooking(tx, {
      restaurantId: place.restaurantId,
      startsAt: seated.slot.startsAt,
      partySize: o.partySize ?? 2,
    });
    await seated.hold(tx, bookingId);
    return { ...seated, bookingId };
  });
}

describe('a table reservation', () => {
  it('is refused before any transaction for an unknown restaurant and a party larger than it takes', async () => {
    expect(
      await problem(
        prepareRestaurantBooking(t.database.db, request({ restaurantId: crypto.randomUUID() }), 'en'),
      ),
    ).toMatchObject({ status: 404, code: 'not_found' });
    expect(
      await problem(prepareRestaurantBooking(t.database.db, request({ partySize: 9 }), 'en')),
    ).toMatchObject({
      status: 400,
      code: 'party_too_large',
      detail: expect.stringContaining('8'),
    });
  });

  it("is confirmed at once up to the instant limit and pending above it, each holding the engine's table", async () => {
    const small = await reserve({ partySize: 2 });
    expect(small.status).toBe('confirmed');
    expect(small.slot.table.id).toBe(place.tableIds[0]);
    const large = await reserve({ partySize: 6 });
    expect(large.status).toBe('pending');
    expect(large.slot.table.id).toBe(place.tableIds[1]);
    const held = await t.database.db
      .select()
      .from(restaurantSittings)
      .where(eq(restaurantSittings.bookingId, large.bookingId));
    expect(held).toMatchObject([{ tableId: place.tableIds[1], partySize: 6, active: true }]);
  });

  it('refuses the time once no fitting table is free, and writes nothing', async () => {
    expect(await problem(reserve({ partySize: 6 }))).toMatchObject({
      status: 409,
      code: 'time_not_available',
    });
    const sittings = await t.database.db
      .select()
      .from(restaurantSittings)
      .where(eq(restaurantSittings.restaurantId, place.restaurantId));
    expect(sittings).toHaveLength(2);
  });

  it('refuses a closed hour and a time within 30 minutes with the same 409', async () => {
    expect(await problem(reserve({ time: '16:00' }))).toMatchObject({
      status: 409,
      code: 'time_not_available',
    });
    expect(await problem(reserve({ date: '2027-06-01', time: '12:00' }))).toMatchObject({
      status: 409,
      code: 'time_not_available',
    });
  });
});

describe('a cancelled table reservation', () => {
  it('frees the table: the time is offered again to the same party', async () => {
    const first = await reserve({ date: '2027-06-20', partySize: 6 });
    expect(await problem(reserve({ date: '2027-06-20', partySize: 6 }))).toMatchObject({ status: 409 });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, first.bookingId));
    if (!row) throw new Error('booking missing');
    await changeStatus(t.database.db, row, 'cancelled', {
      actorId: null,
      now: CTX.now,
      note: 'Cancelled by the guest',
    });
    const again = await reserve({ date: '2027-06-20', partySize: 6 });
    expect(again.slot.table.id).toBe(first.slot.table.id);
  });
});

describe('a large party', () => {
  it('is held by the database up to thirty at a restaurant, never more', async () => {
    const big = await createRestaurantFixture(t.database.db, { maxPartySize: 30, tables: [[30, 'garden']] });
    const at = { restaurantId: big.restaurantId, startsAt: new Date('2027-06-10T16:00:00Z') };
    await expect(insertRestaurantBooking(t.database.db, { ...at, partySize: 30 })).resolves.toBeTypeOf(
      'string',
    );
    await expect(insertRestaurantBooking(t.database.db, { ...at, partySize: 31 })).rejects.toThrow();
  });
});
