import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheTags } from '../lib/cache-tags.ts';
import { createHotelFixture, type HotelFixture } from '../test/fixtures/hotel-fixtures.ts';
import { userWithRole } from '../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { bearer } from '../test/http.ts';

let t: TestApp;
let hotel: HotelFixture;
let admin: { token: string };
let user: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  hotel = await createHotelFixture(t.database.db, {
    name: 'Cache Bay Hotel',
    rooms: [{ name: 'Sea double', pricePerNight: 300_000, totalRooms: 2, maxOccupancy: 2 }],
  });
  admin = await userWithRole(t, 'admin');
  user = await userWithRole(t, 'user');
});
afterAll(async () => {
  await t.close();
});

const availabilityUrl = () =>
  `/api/inventory/hotels/${hotel.hotelId}/${hotel.roomTypeIds[0]}/availability?checkIn=2027-08-01&checkOut=2027-08-03&guests=2&lang=en`;
const searchUrl = '/api/hotels?checkIn=2027-08-01&checkOut=2027-08-03&guests=2&lang=en';

function book(key: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings?lang=en',
    headers: { 'idempotency-key': key },
    payload: {
      type: 'hotel',
      hotelId: hotel.hotelId,
      roomTypeId: hotel.roomTypeIds[0],
      checkIn: '2027-08-01',
      checkOut: '2027-08-03',
      guests: 2,
      firstName: 'Deniz',
      lastName: 'Kaya',
      email: 'deniz@example.com',
      phone: '+90 532 000 00 00',
      paymentMethod: 'payAtHotel',
    },
  });
}

describe('cached catalogue reads', () => {
  it('serves a repeated anonymous read from memory, byte for byte', async () => {
    const first = await t.app.inject({ url: searchUrl });
    const second = await t.app.inject({ url: searchUrl });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
  });

  it('never serves a stale answer after a booking: rooms left drop at once, and come back on cancel', async () => {
    const before = await t.app.inject({ url: availabilityUrl() });
    expect(before.json().roomsLeft).toBe(2);
    expect((await t.app.inject({ url: availabilityUrl() })).headers['x-cache']).toBe('hit');

    const booked = await book(`cache-${Date.now()}`);
    expect(booked.statusCode, booked.body).toBe(201);
    const after = await t.app.inject({ url: availabilityUrl() });
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().roomsLeft).toBe(1);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booked.json()._id}/cancel?lang=en`,
      headers: bearer(admin.token),
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    expect((await t.app.inject({ url: availabilityUrl() })).json().roomsLeft).toBe(2);
  });

  it('shows an admin block in search and availability straight away', async () => {
    const search = await t.app.inject({ url: searchUrl });
    expect(search.json().data.map((h: { name: string }) => h.name)).toContain('Cache Bay Hotel');
    await t.app.inject({ url: searchUrl });

    const blocked = await t.app.inject({
      method: 'PUT',
      url: `/api/inventory/hotels/${hotel.hotelId}/${hotel.roomTypeIds[0]}/2027-08-02`,
      headers: bearer(admin.token),
      payload: {
        totalRooms: 2,
        availableRooms: 2,
        basePrice: 300_000,
        blocked: true,
        blockReason: 'Maintenance',
      },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);

    const searchAfter = await t.app.inject({ url: searchUrl });
    expect(searchAfter.json().data.map((h: { name: string }) => h.name)).not.toContain('Cache Bay Hotel');
    const availability = await t.app.inject({ url: availabilityUrl() });
    expect(availability.json()).toMatchObject({ available: false, unavailableDates: ['2027-08-02'] });
  });

  it('never caches for a signed-in reader, whose answer can be their own', async () => {
    const url = `/api/hotels/${hotel.hotelId}/reviews?lang=en`;
    await t.app.inject({ url });
    const anonymous = await t.app.inject({ url });
    expect(anonymous.headers['x-cache']).toBe('hit');
    const signedIn = await t.app.inject({ url, headers: bearer(user.token) });
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.json().reviewedByMe).toBe(false);
  });

  it('keeps separate answers per language and per query', async () => {
    const en = await t.app.inject({ url: '/api/hotels?lang=en&limit=5' });
    const tr = await t.app.inject({ url: '/api/hotels?lang=tr&limit=5' });
    expect(tr.headers['x-cache']).toBeUndefined();
    expect(en.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/hotels?lang=en&limit=4' })).headers['x-cache']).toBeUndefined();
    expect((await t.app.inject({ url: '/api/hotels?lang=tr&limit=5' })).headers['x-cache']).toBe('hit');
  });
});

// Last: it adds hotels, which the searches above do not expect.
describe('compressed copies of kept answers', () => {
  it('sends a kept answer compressed as the reader accepts, the same JSON in each encoding', async () => {
    // A short answer goes as it is: compressing it would save less than it costs.
    const short = await t.app.inject({
      url: `${searchUrl}&sort=price_asc`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(short.body.length).toBeLessThan(1024);
    expect(short.headers['content-encoding']).toBeUndefined();
    for (const name of ['Cache Cove Hotel', 'Cache Hill Hotel', 'Cache Port Hotel'])
      await createHotelFixture(t.database.db, {
        name,
        rooms: [{ name: 'Double', pricePerNight: 200_000, totalRooms: 1, maxOccupancy: 2 }],
      });
    // Written to the database directly: the app hears of them as it would of an admin's write.
    t.app.catalogChanges.publish([cacheTags.hotels]);
    const url = `${searchUrl}&sort=rating`;
    const plain = await t.app.inject({ url });
    expect(plain.body.length).toBeGreaterThan(1024);
    const asked = (acceptEncoding: string) =>
      t.app.inject({ url, headers: { 'accept-encoding': acceptEncoding } });
    const br = await asked('gzip, deflate, br');
    const gzip = await asked('br;q=0, gzip');
    expect(br.headers['x-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
  });
});
