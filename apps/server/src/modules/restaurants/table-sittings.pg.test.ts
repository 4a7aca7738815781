import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isExclusionViolation } from '../../lib/db-errors.ts';
import {
  createRestaurantFixture,
  insertSitting,
  type RestaurantFixture,
} from '../../test/fixtures/restaurant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// PostgreSQL only: parallel connections trying to hold one table at once. Runs in api-postgres.
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

const tryToSit = (startsAt: string, active = true) =>
  insertSitting(t.database.db, {
    restaurantId: place.restaurantId,
    tableId: place.tableIds[0] as string,
    startsAt: new Date(startsAt),
    active,
  }).then(
    () => 'seated' as const,
    (error: unknown) => {
      if (isExclusionViolation(error, 'restaurant_sittings_no_overlap')) return 'refused' as const;
      throw error;
    },
  );

describe('one table, many parties at once (PostgreSQL)', () => {
  it('of 20 parallel overlapping sittings exactly one holds the table', async () => {
    const starts = Array.from(
      { length: 20 },
      (_, i) => `2027-08-01T16:${String(i * 2).padStart(2, '0')}:00Z`,
    );
    const outcomes = await Promise.all(starts.map((s) => tryToSit(s)));
    expect(outcomes.filter((o) => o === 'seated')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(19);
  });

  it('two overlapping active sittings are refused; a cancelled one does not block', async () => {
    expect(await tryToSit('2027-08-02T16:00:00Z')).toBe('seated');
    expect(await tryToSit('2027-08-02T17:00:00Z')).toBe('refused');
    expect(await tryToSit('2027-08-03T16:00:00Z', false)).toBe('seated');
    expect(await tryToSit('2027-08-03T16:30:00Z')).toBe('seated');
  });
});
