import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleBookings, vehicleClasses } from '../../db/schema/vehicles.ts';
import { seedVehicles } from '../../db/seed/vehicles/vehicles-seed.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// The last car of a class, raced for on PostgreSQL where requests really run at once.
let t: TestApp;
let classId = '';
beforeAll(async () => {
  t = await createTestApp();
  await seedVehicles(t.database.db);
  const [row] = await t.database.db
    .update(vehicleClasses)
    .set({ fleetSize: 1 })
    .where(eq(vehicleClasses.code, 'economy'))
    .returning({ id: vehicleClasses.id });
  classId = row?.id ?? '';
}, 120_000);
afterAll(() => t.close());

const rent = (
  key: string,
  pickupDate: string,
  returnDate: string,
  pickupTime = '10:00',
  returnTime = '10:00',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { 'idempotency-key': key },
    payload: {
      type: 'car_rental',
      classId,
      pickup: 'TZX',
      dropoff: 'TZX',
      pickupDate,
      pickupTime,
      returnDate,
      returnTime,
      passengers: 2,
      firstName: 'Racer',
      lastName: key,
      email: `${key}@example.com`,
      phone: '+90 532 000 00 00',
      paymentMethod: 'payAtHotel',
    },
  });

const heldFor = async (ids: string[]) =>
  (await t.database.db.select().from(vehicleBookings)).filter((b) => ids.includes(b.bookingId) && b.active);

describe('the last car of a class, on PostgreSQL', () => {
  it('goes to exactly one of 20 concurrent requests over overlapping intervals, five rounds; the others get a clean 409', async () => {
    for (let round = 0; round < 5; round++) {
      // Each round its own month; each request a different interval, all overlapping the 10th.
      const month = String(round + 7).padStart(2, '0');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => {
          const from = String(1 + (i % 9)).padStart(2, '0');
          const to = String(10 + (i % 7)).padStart(2, '0');
          return rent(`race-round-${round}-${i}`, `2027-${month}-${from}`, `2027-${month}-${to}`);
        }),
      );
      const won = answers.filter((a) => a.statusCode === 201);
      expect(won, `round ${round}`).toHaveLength(1);
      const lost = answers.filter((a) => a.statusCode !== 201);
      expect(lost.every((a) => a.statusCode === 409 && a.json().code === 'vehicle_unavailable')).toBe(true);
      expect(await heldFor(won.map((a) => a.json()._id))).toHaveLength(1);
    }
  });

  it('lets two rentals that only touch (returned at 10:00, out again at 10:00) both through, sent at once', async () => {
    const [before, after] = await Promise.all([
      rent('touching-rental-a', '2027-12-01', '2027-12-03'),
      rent('touching-rental-b', '2027-12-03', '2027-12-05'),
    ]);
    expect(before?.statusCode, before?.body).toBe(201);
    expect(after?.statusCode, after?.body).toBe(201);
  });
});
