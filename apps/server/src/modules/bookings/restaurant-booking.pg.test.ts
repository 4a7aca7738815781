import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/db-rows.ts';
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

/** Deadlocks PostgreSQL has counted in this database (its statistics, flushed once a backend is idle). */
async function deadlocks(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await t.database.db.execute(sql`select pg_stat_clear_snapshot()`);
  const result = await t.database.db.execute(
    sql`select deadlocks from pg_stat_database where datname = current_database()`,
  );
  return Number(rowsOf<{ deadlocks: string }>(result)[0]?.deadlocks ?? 0);
}

describe('the last table at one time, twenty parties at once (PostgreSQL)', () => {
  it('answers exactly one 201 and nineteen 409 per round, five rounds, and no two active sittings overlap', async () => {
    // Parties take the restaurant's turn before choosing a table: none races another into the
    // exclusion constraint, where racing inserts deadlocked until, under load, every party failed.
    const deadlocksBefore = await deadlocks();
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
    expect(await deadlocks()).toBe(deadlocksBefore);
  });

  it('seats one party of a restaurant at a time: a reservation waits its turn, then is seated', async () => {
    // Another reservation of the restaurant, mid-way: it holds the restaurant's seating turn.
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select id from restaurants where id = $1 for no key update', [place.restaurantId]);
      let answered: number | null = null;
      const waiting = reserve('2027-06-20', '19:00').then((status) => {
        answered = status;
        return status;
      });
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(answered).toBeNull();
      await other.query('commit');
      expect(await waiting).toBe(201);
    } finally {
      await other.end();
    }
  });
});
