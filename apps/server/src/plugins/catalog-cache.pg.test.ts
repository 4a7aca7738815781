import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotelFixture, type HotelFixture } from '../test/fixtures/hotel-fixtures.ts';
import { userWithRole } from '../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { bearer } from '../test/http.ts';

// Two server processes on one PostgreSQL database: a change made through one is never hidden by
// the other's cached answers (LISTEN/NOTIFY). Runs in the api-postgres project only.
let a: TestApp;
let b: TestApp;
let hotel: HotelFixture;
let admin: { token: string };

beforeAll(async () => {
  if (process.env.TEST_DB !== 'postgres') throw new Error('this suite needs TEST_DB=postgres');
  a = await createTestApp();
  b = await createTestApp({}, { peerOf: a });
  hotel = await createHotelFixture(a.database.db, {
    name: 'Two Process Inn',
    rooms: [{ name: 'Double', pricePerNight: 200_000, totalRooms: 3, maxOccupancy: 2 }],
  });
  admin = await userWithRole(a, 'admin');
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('the catalogue cache across processes', () => {
  it('drops what another process cached when this one changes the inventory', async () => {
    const url = `/api/inventory/hotels/${hotel.hotelId}/${hotel.roomTypeIds[0]}/availability?checkIn=2027-09-01&checkOut=2027-09-02&guests=2&lang=en`;
    expect((await b.app.inject({ url })).json().roomsLeft).toBe(3);
    expect((await b.app.inject({ url })).headers['x-cache']).toBe('hit');

    const put = await a.app.inject({
      method: 'PUT',
      url: `/api/inventory/hotels/${hotel.hotelId}/${hotel.roomTypeIds[0]}/2027-09-01`,
      headers: bearer(admin.token),
      payload: { totalRooms: 3, availableRooms: 1, basePrice: 200_000 },
    });
    expect(put.statusCode, put.body).toBe(200);

    // The notification travels over the database connection: allow it a moment.
    await expect
      .poll(async () => (await b.app.inject({ url })).json().roomsLeft, { timeout: 3000, interval: 50 })
      .toBe(1);
  });

  it('tells the other process what changed: it forgets that, and keeps serving the rest', async () => {
    const other = await createHotelFixture(a.database.db, {
      name: 'Other Process Inn',
      rooms: [{ name: 'Single', pricePerNight: 150_000, totalRooms: 1, maxOccupancy: 1 }],
    });
    const changed = `/api/hotels/${hotel.hotelSlug}?lang=en`;
    const unrelated = [
      `/api/hotels/${other.hotelId}?lang=en`,
      '/api/blog/posts?lang=en',
      '/api/settings/public',
    ];
    for (const url of [changed, ...unrelated]) {
      await b.app.inject({ url });
      expect((await b.app.inject({ url })).headers['x-cache'], url).toBe('hit');
    }
    const put = await a.app.inject({
      method: 'PUT',
      url: `/api/hotels/${hotel.hotelId}/rooms/${hotel.roomTypeIds[0]}`,
      headers: bearer(admin.token),
      payload: {
        name: { en: 'Double' },
        roomType: 'standard',
        pricePerNight: 210_000,
        maxOccupancy: 2,
        totalRooms: 3,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    await expect
      .poll(async () => (await b.app.inject({ url: changed })).json().roomTypes[0].pricePerNight, {
        timeout: 3000,
        interval: 50,
      })
      .toBe(210_000);
    for (const url of unrelated) expect((await b.app.inject({ url })).headers['x-cache'], url).toBe('hit');
  });
});
