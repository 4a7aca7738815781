import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotelFixture, type HotelFixture } from '../../test/fixtures/hotel-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bookStay, cancelAsGuest, saveRoom } from '../../test/hotel-requests.ts';

// Two server processes on one PostgreSQL database, with the response cache off: what one process's
// write changes reaches the other's search held in memory with the change message (LISTEN/NOTIFY).
let a: TestApp;
let b: TestApp;
let hotel: HotelFixture;
let admin: { token: string };
const STAY = 'checkIn=2027-09-10&checkOut=2027-09-12&guests=2&sort=price_asc&lang=en';

beforeAll(async () => {
  if (process.env.TEST_DB !== 'postgres') throw new Error('this suite needs TEST_DB=postgres');
  a = await createTestApp({ RESPONSE_CACHE: 'false' });
  b = await createTestApp({ RESPONSE_CACHE: 'false' }, { peerOf: a });
  hotel = await createHotelFixture(a.database.db, {
    name: 'Two Process Lodge',
    rooms: [{ name: 'Double', pricePerNight: 200_000, totalRooms: 1, maxOccupancy: 2 }],
  });
  admin = await userWithRole(a, 'admin');
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const namesOn = async (app: TestApp) =>
  ((await app.app.inject({ url: `/api/hotels?${STAY}` })).json().data as { name: string }[]).map(
    (h) => h.name,
  );

describe('the search held in memory across processes', () => {
  it("drops a hotel whose last room another process sold, finds it again once cancelled there, and shows a room's new price", async () => {
    expect(await namesOn(b)).toContain('Two Process Lodge');
    const booked = await bookStay(a.app, {
      hotelId: hotel.hotelId,
      roomTypeId: hotel.roomTypeIds[0],
      checkIn: '2027-09-11',
      checkOut: '2027-09-12',
      guests: 2,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await expect.poll(() => namesOn(b), { timeout: 3000, interval: 50 }).not.toContain('Two Process Lodge');

    const cancelled = await cancelAsGuest(a.app, booked.json());
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expect.poll(() => namesOn(b), { timeout: 3000, interval: 50 }).toContain('Two Process Lodge');

    const renamed = await saveRoom(a.app, admin.token, {
      hotelId: hotel.hotelId,
      roomTypeId: hotel.roomTypeIds[0],
      name: 'Double',
      pricePerNight: 180_000,
      totalRooms: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expect
      .poll(async () => (await b.app.inject({ url: `/api/hotels?${STAY}` })).json().data[0]?.priceFrom, {
        timeout: 3000,
        interval: 50,
      })
      // The booked night kept its own record at 2,000; the other night has the room's new 1,800.
      .toBe(190_000);
  });
});
