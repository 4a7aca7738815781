import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantSittings } from '../../db/schema/restaurant-sittings.ts';
import { isExclusionViolation } from '../../lib/db-errors.ts';
import {
  createRestaurantFixture,
  insertSitting,
  type RestaurantFixture,
} from '../../test/fixtures/restaurant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// The database itself keeps one party per table at a time, on PGlite and on PostgreSQL alike.
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

const at = (iso: string) => new Date(iso);
const sit = (table: number, startsAt: string, opts: { minutes?: number; active?: boolean } = {}) =>
  insertSitting(t.database.db, {
    restaurantId: place.restaurantId,
    tableId: place.tableIds[table] as string,
    startsAt: at(startsAt),
    ...opts,
  });

describe('sittings of one table', () => {
  it('refuses a second active sitting overlapping the first', async () => {
    await sit(0, '2027-07-01T16:00:00Z');
    const error = await sit(0, '2027-07-01T17:00:00Z').catch((e: unknown) => e);
    expect(isExclusionViolation(error, 'restaurant_sittings_no_overlap')).toBe(true);
  });

  it('takes a sitting that starts when the other ends, and one at another table', async () => {
    await sit(0, '2027-07-02T16:00:00Z');
    await expect(sit(0, '2027-07-02T17:30:00Z')).resolves.toBeTypeOf('string');
    await expect(sit(1, '2027-07-02T16:30:00Z')).resolves.toBeTypeOf('string');
  });

  it('a cancelled (inactive) sitting holds nothing', async () => {
    await sit(0, '2027-07-03T16:00:00Z', { active: false });
    await expect(sit(0, '2027-07-03T16:30:00Z')).resolves.toBeTypeOf('string');
  });

  it('a sitting made active again over a taken table is refused', async () => {
    const cancelled = await sit(0, '2027-07-04T16:00:00Z', { active: false });
    await sit(0, '2027-07-04T16:00:00Z');
    const error = await t.database.db
      .update(restaurantSittings)
      .set({ active: true })
      .where(eq(restaurantSittings.bookingId, cancelled))
      .catch((e: unknown) => e);
    expect(isExclusionViolation(error)).toBe(true);
  });
});
