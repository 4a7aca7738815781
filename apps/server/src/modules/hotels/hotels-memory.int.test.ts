import { hotelInput } from '@app/shared/hotels/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotelFixture, type HotelFixture } from '../../test/fixtures/hotel-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bookStay, cancelAsGuest, saveRoom } from '../../test/hotel-requests.ts';
import { bearer } from '../../test/http.ts';

// The search reads the hotels and their nights from memory (hotels-memory.ts). With the
// response cache off, so only that memory stands between a write and the next search: each kind of
// write that changes what a search shows is in the very next search (another process's change:
// hotels-memory.pg.test.ts). On PGlite and PostgreSQL.
let t: TestApp;
let lake: HotelFixture;
let sea: HotelFixture;
let admin: { token: string };

const STAY = 'checkIn=2027-08-01&checkOut=2027-08-03&guests=1&sort=price_asc';
const OTHER_STAY = 'checkIn=2027-09-01&checkOut=2027-09-03&guests=1&sort=price_asc';

beforeAll(async () => {
  t = await createTestApp({ RESPONSE_CACHE: 'false' });
  lake = await createHotelFixture(t.database.db, {
    name: 'Lakeside Lodge',
    rooms: [{ name: 'Lake double', pricePerNight: 300_000, totalRooms: 1, maxOccupancy: 2 }],
  });
  sea = await createHotelFixture(t.database.db, {
    name: 'Seafront Inn',
    rooms: [{ name: 'Sea double', pricePerNight: 250_000, totalRooms: 2, maxOccupancy: 2 }],
  });
  admin = await userWithRole(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});

async function found(query: string): Promise<{ name: string; priceFrom: number }[]> {
  const res = await t.app.inject({ url: `/api/hotels?${query}&lang=en` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['x-cache']).toBeUndefined();
  return res
    .json()
    .data.map((h: { name: string; priceFrom: number }) => ({ name: h.name, priceFrom: h.priceFrom }));
}
const names = async (query: string) => (await found(query)).map((h) => h.name);

describe('the search held in memory', () => {
  it('loses a hotel whose last room is booked over those nights, and finds it again once cancelled', async () => {
    expect(await names(STAY)).toEqual(['Seafront Inn', 'Lakeside Lodge']);
    expect(await names(OTHER_STAY)).toEqual(['Seafront Inn', 'Lakeside Lodge']);
    const booked = await bookStay(t.app, {
      hotelId: lake.hotelId,
      roomTypeId: lake.roomTypeIds[0],
      checkIn: '2027-08-02',
      checkOut: '2027-08-03',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await names(STAY)).toEqual(['Seafront Inn']);
    expect(await names(OTHER_STAY)).toEqual(['Seafront Inn', 'Lakeside Lodge']);

    const cancelled = await cancelAsGuest(t.app, booked.json());
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await names(STAY)).toEqual(['Seafront Inn', 'Lakeside Lodge']);
  });

  it("shows a night's new price and a blocked night at once", async () => {
    const night = `/api/inventory/hotels/${sea.hotelId}/${sea.roomTypeIds[0]}/2027-08-01`;
    const dearer = await t.app.inject({
      method: 'PUT',
      url: night,
      headers: bearer(admin.token),
      payload: { totalRooms: 2, availableRooms: 2, basePrice: 450_000 },
    });
    expect(dearer.statusCode, dearer.body).toBe(200);
    // Two nights: 4,500 and 2,500 make 3,500 a night; the lodge is now the cheaper.
    expect(await found(STAY)).toEqual([
      { name: 'Lakeside Lodge', priceFrom: 300_000 },
      { name: 'Seafront Inn', priceFrom: 350_000 },
    ]);
    const blocked = await t.app.inject({
      method: 'PUT',
      url: night,
      headers: bearer(admin.token),
      payload: {
        totalRooms: 2,
        availableRooms: 2,
        basePrice: 450_000,
        blocked: true,
        blockReason: 'Repairs',
      },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await names(STAY)).toEqual(['Lakeside Lodge']);
  });

  it("shows a hotel's new name, a room's new price and an unpublished hotel at once, in lists and on pages", async () => {
    // The pages read before the changes.
    expect((await t.app.inject({ url: `/api/hotels/${sea.hotelSlug}?lang=en` })).json().name).toBe(
      'Seafront Inn',
    );
    expect((await t.app.inject({ url: `/api/hotels/${lake.hotelId}?lang=en` })).statusCode).toBe(200);
    const room = await saveRoom(t.app, admin.token, {
      hotelId: lake.hotelId,
      roomTypeId: lake.roomTypeIds[0],
      name: 'Lake double',
      pricePerNight: 200_000,
      totalRooms: 1,
    });
    expect(room.statusCode, room.body).toBe(200);
    expect(await found(OTHER_STAY)).toEqual([
      { name: 'Lakeside Lodge', priceFrom: 200_000 },
      { name: 'Seafront Inn', priceFrom: 250_000 },
    ]);
    const edited = await t.app.inject({
      url: `/api/hotels/${sea.hotelId}?admin=true`,
      headers: bearer(admin.token),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The editor sends back what it read, with the change.
    const body = hotelInput.parse(edited.json());
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/hotels/${sea.hotelId}`,
      headers: bearer(admin.token),
      payload: { ...body, name: { ...body.name, en: 'Seafront Hotel' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await names(OTHER_STAY)).toEqual(['Lakeside Lodge', 'Seafront Hotel']);
    const page = await t.app.inject({ url: `/api/hotels/${sea.hotelSlug}?lang=en` });
    expect(page.json()).toMatchObject({ name: 'Seafront Hotel' });
    const hidden = await t.app.inject({
      method: 'PUT',
      url: `/api/hotels/${sea.hotelId}`,
      headers: bearer(admin.token),
      payload: { ...body, name: { ...body.name, en: 'Seafront Hotel' }, published: false },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await names(OTHER_STAY)).toEqual(['Lakeside Lodge']);
    expect((await t.app.inject({ url: `/api/hotels/${sea.hotelSlug}?lang=en` })).statusCode).toBe(404);
    const lodge = await t.app.inject({ url: `/api/hotels/${lake.hotelId}?lang=en` });
    expect(lodge.json().roomTypes[0]).toMatchObject({ pricePerNight: 200_000 });
  });

  it('ranks by the bookings of the last 90 days, and forgets one as it grows older', async () => {
    await createHotelFixture(t.database.db, {
      name: 'Featured Inn',
      featured: true,
      destinationSlug: 'popular-coast',
    });
    const booked = await createHotelFixture(t.database.db, {
      name: 'Booked Inn',
      destinationSlug: 'popular-coast',
    });
    const popular = 'destination=popular-coast&sort=popularity';
    // The hotels were written to the database directly: the app hears of them as of an admin's write.
    t.app.catalogChanges.publish(['hotels']);
    expect(await names(popular)).toEqual(['Featured Inn', 'Booked Inn']);
    const stay = { hotelId: booked.hotelId, roomTypeId: booked.roomTypeIds[0] };
    const res = await bookStay(t.app, { ...stay, checkIn: '2027-06-10', checkOut: '2027-06-11' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await names(popular)).toEqual(['Booked Inn', 'Featured Inn']);
    t.clock.advance(90 * 86_400_000 - 60_000);
    expect(await names(popular)).toEqual(['Booked Inn', 'Featured Inn']);
    t.clock.advance(2 * 60_000);
    expect(await names(popular)).toEqual(['Featured Inn', 'Booked Inn']);
    // Back to the test's day for the tests after this one.
    t.clock.advance(-(90 * 86_400_000 + 60_000));
    expect(await names(popular)).toEqual(['Booked Inn', 'Featured Inn']);
  });
});
