import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurantFixture, type RestaurantFixture } from '../../test/fixtures/restaurant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { restaurantsRepository } from '../restaurants/restaurants.repository.ts';

// PostgreSQL only: parallel reservations for the last fitting table at one time, through the API.
// Runs in api-postgres.
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

/** One reservation for three, each with its own Idempotency-Key: the answer's status. */
async function reserve(date: string, time: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { 'idempotency-key': crypto.randomUUID() },
    payload: {
      type: 'restaurant',
      restaurantId: place.restaurantId,
      date,
      time,
      partySize: 3,
      firstName: 'Ayşe',
      lastName: 'Kaya',
      email: 'ayse@example.com',
      phone: '+90 532 000 00 00',
    },
  });
  if (res.statusCode === 409) expect(res.json().code).toBe('time_not_available');
  return res.statusCode;
}

describe('the last table at one time, twenty parties at once (PostgreSQL)', () => {
  it('answers exactly one 201 and nineteen 409 per round, five rounds, and no two active sittings overlap', async () => {
    for (let round = 0; round < 5; round++) {
      const date = `2027-06-${String(10 + round).padStart(2, '0')}`;
      const answers = await Promise.all(Array.from({ length: 20 }, () => reserve(date, '19:00')));
      expect(answers.filter((s) => s === 201)).toHaveLength(1);
      expect(answers.filter((s) => s === 409)).toHaveLength(19);
    }
    const held = await restaurantsRepository(t.database.db).activeSittings(
      [place.restaurantId],
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
