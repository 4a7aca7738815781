import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.ts';
import { hotelStayBookings } from '../../db/schema/hotel-stay-bookings.ts';
import { hotelInventory } from '../../db/schema/inventory.ts';
import { packageTripBookings } from '../../db/schema/package-trip-bookings.ts';
import { packageDepartures } from '../../db/schema/packages.ts';
import { createHotelFixture } from '../../test/fixtures/hotel-fixtures.ts';
import { createPackageFixture } from '../../test/fixtures/package-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// PostgreSQL only (PGlite has one connection and cannot race): runs in the api-postgres project.
let t: TestApp;
beforeAll(async () => {
  if (process.env.TEST_DB !== 'postgres') throw new Error('this suite needs TEST_DB=postgres');
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('hotel rooms under concurrent load', () => {
  it('sells exactly the 2 rooms left to 40 parallel buyers, 5 times over', async () => {
    const { hotelId, roomTypeIds } = await createHotelFixture(t.database.db, {
      rooms: [{ totalRooms: 5, pricePerNight: 150_000 }],
    });
    const roomTypeId = roomTypeIds[0] as string;
    for (let round = 0; round < 5; round++) {
      const night = `2027-08-${String(10 + round * 2).padStart(2, '0')}`;
      const next = `2027-08-${String(11 + round * 2).padStart(2, '0')}`;
      await t.database.db.insert(hotelInventory).values({
        hotelId,
        roomTypeId,
        date: night,
        totalRooms: 5,
        availableRooms: 2,
        basePrice: 150_000,
      });
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/bookings',
            headers: { 'idempotency-key': `race-${round}-${i}-${crypto.randomUUID()}` },
            payload: {
              type: 'hotel',
              hotelId,
              roomTypeId,
              checkIn: night,
              checkOut: next,
              guests: 1,
              firstName: 'Race',
              lastName: `Guest ${i}`,
              email: `race${i}@example.com`,
              phone: '+90 462 000 00 00',
              paymentMethod: 'payAtHotel',
            },
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(2);
      expect(codes.filter((c) => c === 409)).toHaveLength(38);
      expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'sold_out')).toBe(
        true,
      );
      const [row] = await t.database.db
        .select({ left: hotelInventory.availableRooms })
        .from(hotelInventory)
        .where(and(eq(hotelInventory.roomTypeId, roomTypeId), eq(hotelInventory.date, night)));
      expect(row?.left).toBe(0);
      const sold = await t.database.db
        .select({ id: bookings.id })
        .from(bookings)
        .innerJoin(hotelStayBookings, eq(hotelStayBookings.bookingId, bookings.id))
        .where(and(eq(hotelStayBookings.roomTypeId, roomTypeId), eq(bookings.checkIn, night)));
      expect(sold).toHaveLength(2);
    }
  });

  it('sells overlapping stays of several nights to 30 parallel buyers without overselling any night or failing', async () => {
    const { hotelId, roomTypeIds } = await createHotelFixture(t.database.db, {
      rooms: [{ totalRooms: 3, pricePerNight: 150_000 }],
    });
    const roomTypeId = roomTypeIds[0] as string;
    const nights = [
      '2027-11-01',
      '2027-11-02',
      '2027-11-03',
      '2027-11-04',
      '2027-11-05',
      '2027-11-06',
      '2027-11-07',
    ];
    // Stays of 2 to 4 nights starting on each of the first nights, so every pair of buyers
    // competes for some nights, in whatever order their requests arrive.
    const stays = Array.from({ length: 30 }, (_, i) => {
      const start = i % 3;
      return {
        checkIn: nights[start] as string,
        checkOut: nights[start + 2 + (i % 2) + (i % 5 === 0 ? 1 : 0)] as string,
      };
    });
    const answers = await Promise.all(
      stays.map((stay, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: { 'idempotency-key': `overlap-${i}-${crypto.randomUUID()}` },
          payload: {
            type: 'hotel',
            hotelId,
            roomTypeId,
            ...stay,
            guests: 1,
            firstName: 'Overlap',
            lastName: `Guest ${i}`,
            email: `overlap${i}@example.com`,
            phone: '+90 462 000 00 00',
            paymentMethod: 'payAtHotel',
          },
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 201 || a.json().code === 'sold_out')).toBe(true);
    const sold = stays.filter((_, i) => answers[i]?.statusCode === 201);
    expect(sold.length).toBeGreaterThan(0);
    const rows = await t.database.db
      .select({ date: hotelInventory.date, left: hotelInventory.availableRooms })
      .from(hotelInventory)
      .where(eq(hotelInventory.roomTypeId, roomTypeId));
    for (const date of nights) {
      const taken = sold.filter((s) => s.checkIn <= date && date < s.checkOut).length;
      expect(taken).toBeLessThanOrEqual(3);
      const left = rows.find((r) => r.date === date)?.left ?? 3;
      expect(left).toBe(3 - taken);
    }
    const written = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(hotelStayBookings, eq(hotelStayBookings.bookingId, bookings.id))
      .where(eq(hotelStayBookings.roomTypeId, roomTypeId));
    expect(written).toHaveLength(sold.length);
  });

  it('creates one booking when the same Idempotency-Key arrives 10 times at once', async () => {
    const { hotelId, roomTypeIds } = await createHotelFixture(t.database.db, { rooms: [{ totalRooms: 20 }] });
    const key = `same-${crypto.randomUUID()}`;
    const payload = {
      type: 'hotel',
      hotelId,
      roomTypeId: roomTypeIds[0],
      checkIn: '2027-09-01',
      checkOut: '2027-09-03',
      guests: 2,
      firstName: 'Twice',
      lastName: 'Clicked',
      email: 'twice@example.com',
      phone: '+90 462 000 00 00',
      paymentMethod: 'payAtHotel',
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: '/api/bookings', headers: { 'idempotency-key': key }, payload }),
      ),
    );
    const created = answers.filter((a) => a.statusCode === 201);
    expect(answers.every((a) => a.statusCode === 201 || a.json().code === 'idempotency_in_progress')).toBe(
      true,
    );
    expect(new Set(created.map((a) => a.json()._id)).size).toBe(1);
    const rows = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(hotelStayBookings, eq(hotelStayBookings.bookingId, bookings.id))
      .where(eq(hotelStayBookings.roomTypeId, roomTypeIds[0] as string));
    expect(rows).toHaveLength(1);
    const [night] = await t.database.db
      .select({ left: hotelInventory.availableRooms })
      .from(hotelInventory)
      .where(
        and(eq(hotelInventory.roomTypeId, roomTypeIds[0] as string), eq(hotelInventory.date, '2027-09-01')),
      );
    expect(night?.left).toBe(19);
  });
});

describe('package departures under concurrent load', () => {
  it('sells exactly the 3 seats of a departure to 30 parallel travellers, 5 times over', async () => {
    for (let round = 0; round < 5; round++) {
      const { packageId, departureId } = await createPackageFixture(t.database.db, {
        seats: 3,
        startDate: `2027-10-${String(10 + round).padStart(2, '0')}`,
      });
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/bookings',
            headers: { 'idempotency-key': `seat-${round}-${i}-${crypto.randomUUID()}` },
            payload: {
              type: 'package',
              packageId,
              departureId,
              guests: 1,
              firstName: 'Race',
              lastName: `Traveller ${i}`,
              email: `seat${i}@example.com`,
              phone: '+90 462 000 00 00',
              paymentMethod: 'payAtHotel',
            },
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(3);
      expect(codes.filter((c) => c === 409)).toHaveLength(27);
      const [departure] = await t.database.db
        .select({ left: packageDepartures.seatsLeft })
        .from(packageDepartures)
        .where(eq(packageDepartures.id, departureId));
      expect(departure?.left).toBe(0);
      const sold = await t.database.db
        .select({ id: bookings.id })
        .from(bookings)
        .innerJoin(packageTripBookings, eq(packageTripBookings.bookingId, bookings.id))
        .where(eq(packageTripBookings.departureId, departureId));
      expect(sold).toHaveLength(3);
    }
  });
});
