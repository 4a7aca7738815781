import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import {
  createRestaurantFixture,
  insertRestaurantBooking,
  insertSitting,
  type RestaurantFixture,
} from '../../test/fixtures/restaurant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { restaurantsRepository } from './restaurants.repository.ts';
import { holdTable, seatParty } from './table-seating.ts';

// A reservation asks the slot engine inside its transaction and holds the table it chose; a time
// not offered and a table taken meanwhile are one 409 `time_not_available`.
const TZ = 'Europe/Istanbul';
const NOW = new Date('2027-06-01T09:00:00Z'); // 12:00 in Trabzon
let t: TestApp;
let place: RestaurantFixture;
beforeAll(async () => {
  t = await createTestApp();
  place = await createRestaurantFixture(t.database.db, {
    tables: [
      [2, 'inside'],
      [4, 'terrace'],
    ],
  });
});
afterAll(async () => {
  await t.close();
});

const restaurant = async () => {
  const row = await restaurantsRepository(t.database.db).find(place.restaurantId);
  if (!row) throw new Error('restaurant missing');
  return row;
};
const seat = async (date: string, time: string, partySize = 2, now = NOW) =>
  seatParty(t.database.db, await restaurant(), { date, time, partySize }, { now, timeZone: TZ });
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof AppError ? { status: e.status, code: e.code } : e),
  );

describe('seating a party', () => {
  it('gives the smallest free table for an offered time', async () => {
    const slot = await seat('2027-06-10', '19:00', 2);
    expect(slot.time).toBe('19:00');
    expect(slot.table.id).toBe(place.tableIds[0]);
    expect(slot.startsAt.toISOString()).toBe('2027-06-10T16:00:00.000Z');
    expect(slot.endsAt.toISOString()).toBe('2027-06-10T17:30:00.000Z');
  });

  it('refuses a time the restaurant does not offer, and one within 30 minutes', async () => {
    expect(await refusal(seat('2027-06-10', '16:00'))).toEqual({ status: 409, code: 'time_not_available' });
    expect(await refusal(seat('2027-06-01', '12:00'))).toEqual({ status: 409, code: 'time_not_available' });
  });

  it('refuses a time whose every fitting table is held', async () => {
    await insertSitting(t.database.db, {
      restaurantId: place.restaurantId,
      tableId: place.tableIds[1] as string,
      startsAt: new Date('2027-06-11T16:00:00Z'),
      partySize: 4,
    });
    expect(await refusal(seat('2027-06-11', '19:00', 4))).toEqual({
      status: 409,
      code: 'time_not_available',
    });
    expect((await seat('2027-06-11', '19:00', 2)).table.id).toBe(place.tableIds[0]);
  });

  it('a table taken between the reading and the holding is the same 409', async () => {
    const slot = await seat('2027-06-12', '19:00', 2);
    await insertSitting(t.database.db, {
      restaurantId: place.restaurantId,
      tableId: slot.table.id,
      startsAt: new Date('2027-06-12T16:30:00Z'),
    });
    const bookingId = await insertRestaurantBooking(t.database.db, {
      restaurantId: place.restaurantId,
      startsAt: slot.startsAt,
    });
    const hold = holdTable(t.database.db, {
      bookingId,
      restaurantId: place.restaurantId,
      partySize: 2,
      slot,
    });
    expect(await refusal(hold)).toEqual({ status: 409, code: 'time_not_available' });
  });
});
