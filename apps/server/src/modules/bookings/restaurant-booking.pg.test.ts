import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import {
  createRestaurantFixture,
  insertRestaurantBooking,
  type RestaurantFixture,
} from '../../test/fixtures/restaurant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { restaurantsRepository } from '../restaurants/restaurants.repository.ts';
import { prepareRestaurantBooking } from './restaurant-booking.ts';

// PostgreSQL only: parallel reservations for the last fitting table at one time. Runs in api-postgres.
const CTX = { now: new Date('2027-06-01T09:00:00Z'), timeZone: 'Europe/Istanbul' };
let t: TestApp;
let place: RestaurantFixture;
beforeAll(async () => {
  if (process.env.TEST_DB !== 'postgres') throw new Error('this suite needs TEST_DB=postgres');
  t = await createTestApp();
  place = await createRestaurantFixture(t.database.db, { tables: [[4, 'window']] });
});
afterAll(async () => {
  await t?.close();
});

/** One reservation: prepare, then seat and hold the table for a new booking row in one transaction. */
async function reserve(date: string, time: string) {
  const body = {
    type: 'restaurant' as const,
    restaurantId: place.restaurantId,
    date,
    time,
    partySize: 3,
    firstName: 'Ayşe',
    lastName: 'Kaya',
    email: 'ayse@example.com',
    phone: '+90 532 000 00 00',
    specialRequests: '',
  };
  const take = await prepareRestaurantBooking(t.database.db, body, 'en');
  return t.database.db
    .transaction(async (tx) => {
      const seated = await take(tx, CTX);
      const bookingId = await insertRestaurantBooking(tx, {
        restaurantId: place.restaurantId,
        startsAt: seated.slot.startsAt,
        partySize: 3,
      });
      await seated.hold(tx, bookingId);
    })
    .then(
      () => 201,
      (e: unknown) => {
        if (e instanceof AppError && e.code === 'time_not_available') return e.status;
        throw e;
      },
    );
}

describe('the last table at one time, twenty parties at once (PostgreSQL)', () => {
  it('seats exactly one party per round, five rounds, and no two active sittings overlap', async () => {
    for (let round = 0; round < 5; round++) {
      const date = `2027-06-${String(10 + round).padStart(2, '0')}`;
      const answers = await Promise.all(Array.from({ length: 20 }, () => reserve(date, '19:00')));
      expect(answers.filter((s) => s === 201)).toHaveLength(1);
      expect(answers.filter((s) => s === 409)).toHaveLength(19);
    }
    const held = await restaurantsRepository(t.database.db).activeSittings(
      place.restaurantId,
      new Date('2027-06-01T00:00:00Z'),
      new Date('2027-07-01T00:00:00Z'),
    );
    expect(held).toHaveLength(5);
    const overlaps = held.filter((a, i) =>
      held.some(
        (b, j) => i !== j && a.tableId === b.tableId && a.startsAt < b.endsAt && b.startsAt < a.endsAt,
      ),
    );
    expect(overlaps).toEqual([]);
  });
});
