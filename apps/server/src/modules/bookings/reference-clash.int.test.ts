import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHotelFixture, type HotelFixture } from '../../test/fixtures/hotel-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// The reference generator, made to hand out an already used reference once on demand.
const clash = vi.hoisted(() => ({ next: null as string | null }));
vi.mock('./reference.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./reference.ts')>();
  return {
    newReference: () => {
      const forced = clash.next;
      clash.next = null;
      return forced ?? real.newReference();
    },
  };
});

let t: TestApp;
let hotel: HotelFixture;

beforeAll(async () => {
  t = await createTestApp();
  hotel = await createHotelFixture(t.database.db, {
    name: 'Reference Clash Inn',
    rooms: [{ name: 'Double', pricePerNight: 200_000, totalRooms: 3, maxOccupancy: 2 }],
  });
});
afterAll(async () => {
  await t.close();
});

function book(key: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings?lang=en',
    headers: { 'idempotency-key': key },
    payload: {
      type: 'hotel',
      hotelId: hotel.hotelId,
      roomTypeId: hotel.roomTypeIds[0],
      checkIn: '2027-08-10',
      checkOut: '2027-08-12',
      guests: 2,
      firstName: 'Deniz',
      lastName: 'Kaya',
      email: 'deniz@example.com',
      phone: '+90 532 111 22 33',
      paymentMethod: 'payAtHotel',
    },
  });
}

describe('a new booking whose first reference is already taken', () => {
  it('is still booked, under another reference, and the first booking is untouched', async () => {
    const first = await book('clash-first');
    expect(first.statusCode).toBe(201);
    const taken: string = first.json().reference;

    clash.next = taken;
    const second = await book('clash-second');
    expect(second.statusCode).toBe(201);
    expect(second.json().reference).not.toBe(taken);
    expect(second.json().reference).toMatch(/^KT-[0-9A-Z]{8}$/);

    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/lookup?reference=${taken}&email=deniz@example.com`,
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().id).toBe(first.json().id);
  });
});
