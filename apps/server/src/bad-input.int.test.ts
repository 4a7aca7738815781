import { addDays } from '@app/shared/common/dates';
import { lastSaleDay } from '@app/shared/common/sale-window';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, type Fingerprint, fingerprintReader } from './test/db-fingerprint.ts';
import { createHotelFixture, type HotelFixture } from './test/fixtures/hotel-fixtures.ts';
import { createPackageFixture, type PackageFixture } from './test/fixtures/package-fixtures.ts';
import { userWithRole } from './test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from './test/harness.ts';
import { bearer } from './test/http.ts';

/**
 * No input gives a 500: NUL and other control characters in any text, and dates no calendar or
 * hotel has, are refused by the input schemas with a 400 problem+json that names the field, and
 * nothing is written. (hostile-input.int.test.ts drives every route with generated input.)
 */
let t: TestApp;
let hotel: HotelFixture;
let trip: PackageFixture;
let user: { token: string };
let admin: { token: string };
let fingerprint: () => Promise<Fingerprint>;
let keys = 0;

beforeAll(async () => {
  t = await createTestApp();
  hotel = await createHotelFixture(t.database.db, {
    name: 'Uzungöl Lake Lodge',
    rooms: [{ name: 'Lake view double', pricePerNight: 250_000, totalRooms: 3, maxOccupancy: 2 }],
    paymentOptions: ['creditCard', 'payAtHotel'],
  });
  trip = await createPackageFixture(t.database.db, { startDate: '2027-07-10' });
  user = await userWithRole(t, 'user', 'Leyla Aydın');
  admin = await userWithRole(t, 'admin', 'Admin');
  fingerprint = await fingerprintReader(t.database.db);
});
afterAll(async () => {
  await t.close();
});

// The test clock stands at 2027-06-01 09:00 UTC: today is 2027-06-01 in Trabzon.
const TODAY = '2027-06-01';
const LAST = lastSaleDay(TODAY);

const stay = (overrides: Record<string, unknown> = {}) => ({
  type: 'hotel',
  hotelId: hotel.hotelId,
  roomTypeId: hotel.roomTypeIds[0],
  checkIn: '2027-07-10',
  checkOut: '2027-07-12',
  guests: 2,
  ...overrides,
});

const booking = (overrides: Record<string, unknown> = {}) => ({
  ...stay(),
  firstName: 'Leyla',
  lastName: 'Aydın',
  email: 'leyla@example.com',
  phone: '+90 532 000 00 00',
  specialRequests: 'A quiet room, please',
  paymentMethod: 'payAtHotel',
  ...overrides,
});

type Caller = 'guest' | 'user' | 'admin';

interface Case {
  what: string;
  method: 'GET' | 'POST' | 'PUT';
  url: () => string;
  payload?: () => Record<string, unknown>;
  caller?: Caller;
  field: string;
  code: string;
}

async function send(c: Pick<Case, 'method' | 'url' | 'payload' | 'caller'>) {
  const token = c.caller === 'user' ? user.token : c.caller === 'admin' ? admin.token : undefined;
  return t.app.inject({
    method: c.method,
    url: c.url(),
    headers: { 'idempotency-key': `bad-input-${keys++}-key`, ...(token ? bearer(token) : {}) },
    ...(c.payload ? { payload: c.payload() } : {}),
  });
}

/** Sends the request and expects a 400 naming `field` with `code`, and not a row written. */
async function expectRefused(c: Case) {
  await t.app.deps.tasks.idle();
  const before = await fingerprint();
  const res = await send(c);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.json().code).toBe('validation_failed');
  expect(res.json().errors).toContainEqual(expect.objectContaining({ field: c.field, code: c.code }));
  await t.app.deps.tasks.idle();
  expect(changedTables(before, await fingerprint())).toEqual([]);
  return res;
}

const NUL = '\u0000';

describe('NUL in any text', () => {
  const cases: Case[] = (
    [
      { what: 'hotel search', method: 'GET', url: () => '/api/hotels?q=Uzung%00%C3%B6l', field: 'q' },
      {
        what: 'the Where box',
        method: 'GET',
        url: () => '/api/hotels/suggestions?q=uzun%00',
        field: 'q',
      },
      { what: 'blog search', method: 'GET', url: () => '/api/blog/posts?q=%00', field: 'q' },
      {
        what: 'a hotel’s address',
        method: 'GET',
        url: () => '/api/hotels/uzungol%00lodge',
        field: 'id',
      },
      {
        what: 'a post’s address',
        method: 'GET',
        url: () => '/api/blog/posts/sumela%00',
        field: 'slug',
      },
      {
        what: 'a destination’s address',
        method: 'GET',
        url: () => '/api/destinations/slug/ayder%00',
        field: 'slug',
      },
      {
        what: 'the name at registration',
        method: 'POST',
        url: () => '/api/auth/register',
        payload: () => ({ name: `Leyla${NUL}`, email: 'new-traveller@example.com', password: 'secret123' }),
        field: 'name',
      },
      {
        what: 'the email at registration',
        method: 'POST',
        url: () => '/api/auth/register',
        payload: () => ({ name: 'Leyla', email: `new${NUL}traveller@example.com`, password: 'secret123' }),
        field: 'email',
      },
      {
        what: 'the email at login',
        method: 'POST',
        url: () => '/api/auth/login',
        payload: () => ({ email: `leyla${NUL}@example.com`, password: 'secret123' }),
        field: 'email',
      },
      {
        what: 'the contact form',
        method: 'POST',
        url: () => '/api/contact',
        payload: () => ({
          name: `Ali${NUL}`,
          email: 'ali@example.com',
          message: 'Is the lake road open in March?',
        }),
        field: 'name',
      },
      {
        what: 'the newsletter',
        method: 'POST',
        url: () => '/api/newsletter',
        payload: () => ({ email: `news${NUL}@example.com` }),
        field: 'email',
      },
      {
        what: 'the traveller’s own name',
        method: 'PUT',
        url: () => '/api/users/profile',
        payload: () => ({ name: `Leyla${NUL}Aydın` }),
        caller: 'user',
        field: 'name',
      },
      {
        what: 'special requests of a booking',
        method: 'POST',
        url: () => '/api/bookings',
        payload: () => booking({ specialRequests: `Late arrival${NUL}` }),
        field: 'specialRequests',
      },
      {
        what: 'a blog comment',
        method: 'POST',
        url: () => '/api/blog/posts/any-post/comments',
        payload: () => ({ name: 'Ali', email: 'ali@example.com', body: `Lovely${NUL} walk` }),
        field: 'body',
      },
      {
        what: 'a hotel review',
        method: 'POST',
        url: () => `/api/hotels/${hotel.hotelId}/reviews`,
        payload: () => ({ rating: 5, title: `Quiet${NUL}`, text: 'A quiet lake and kind staff.' }),
        caller: 'user',
        field: 'title',
      },
      {
        what: 'a hotel’s name in the admin',
        method: 'PUT',
        url: () => `/api/hotels/${hotel.hotelId}`,
        payload: () => ({
          name: { en: `Lodge${NUL}` },
          description: { en: 'By the lake.' },
          city: 'Uzungöl',
          starRating: 4,
        }),
        caller: 'admin',
        field: 'name.en',
      },
    ] satisfies Omit<Case, 'code'>[]
  ).map((c) => ({ ...c, code: 'invalid_characters' }));

  it.each(cases.map((c) => [c.what, c] as const))(
    '%s: 400 invalid_characters, nothing written',
    async (_w, c) => {
      await expectRefused(c);
    },
  );

  it('says so in the reader’s language', async () => {
    const res = await t.app.inject({ url: '/api/hotels?q=%00&lang=tr' });
    expect(res.json().errors[0].message).toBe('Bu metinde izin verilmeyen karakterler var');
    const ar = await t.app.inject({ url: '/api/hotels?q=%00&lang=ar' });
    expect(ar.json().errors[0].message).toBe('يحتوي هذا النص على أحرف غير مسموح بها');
  });

  it('lets line breaks into multi-line text only', async () => {
    const ok = await send({
      method: 'POST',
      url: () => '/api/bookings',
      payload: () => booking({ specialRequests: 'Late arrival,\n\tafter 23:00' }),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().specialRequests).toBe('Late arrival,\n\tafter 23:00');
    await expectRefused({
      what: 'a line break in a name',
      method: 'POST',
      url: () => '/api/bookings',
      payload: () => booking({ firstName: 'Leyla\nAydın', checkIn: '2027-07-20', checkOut: '2027-07-21' }),
      field: 'firstName',
      code: 'invalid_characters',
    });
  });
});

describe('dates no calendar or hotel has', () => {
  it('refuses a stay in year 0000 (PostgreSQL cannot hold it) with invalid_date', async () => {
    for (const url of [
      '/api/bookings/quote',
      `/api/inventory/hotels/${hotel.hotelId}/${hotel.roomTypeIds[0]}/availability?checkIn=0000-01-01&checkOut=0000-01-03`,
      '/api/hotels?checkIn=0000-01-01&checkOut=0000-01-03',
    ])
      await expectRefused({
        what: url,
        method: url === '/api/bookings/quote' ? 'POST' : 'GET',
        url: () => url,
        ...(url === '/api/bookings/quote'
          ? { payload: () => stay({ checkIn: '0000-01-01', checkOut: '0000-01-03' }) }
          : {}),
        field: 'checkIn',
        code: 'invalid_date',
      });
  });

  it('books no stay in 9999, nor one more than two years ahead', async () => {
    await expectRefused({
      what: '9999',
      method: 'POST',
      url: () => '/api/bookings',
      payload: () => booking({ checkIn: '9999-12-10', checkOut: '9999-12-12' }),
      field: 'checkIn',
      code: 'invalid_date',
    });
    await expectRefused({
      what: 'in 2035',
      method: 'POST',
      url: () => '/api/bookings',
      payload: () => booking({ checkIn: '2035-06-10', checkOut: '2035-06-12' }),
      field: 'checkIn',
      code: 'date_too_far',
    });
  });

  it('sells stays up to two years ahead, to the day', async () => {
    expect(LAST).toBe('2029-05-31');
    const last = await send({
      method: 'POST',
      url: () => '/api/bookings/quote',
      payload: () => stay({ checkIn: addDays(LAST, -1), checkOut: LAST }),
    });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().available).toBe(true);
    await expectRefused({
      what: 'a day past',
      method: 'POST',
      url: () => '/api/bookings/quote',
      payload: () => stay({ checkIn: LAST, checkOut: addDays(LAST, 1) }),
      field: 'checkOut',
      code: 'date_too_far',
    });
  });

  it('refuses a booking that starts before today; a quote says why', async () => {
    await expectRefused({
      what: 'past',
      method: 'POST',
      url: () => '/api/bookings',
      payload: () => booking({ checkIn: '2027-05-30', checkOut: '2027-06-02' }),
      field: 'checkIn',
      code: 'date_in_past',
    });
    const quote = await send({
      method: 'POST',
      url: () => '/api/bookings/quote',
      payload: () => stay({ checkIn: '2027-05-30', checkOut: '2027-06-02' }),
    });
    expect(quote.json()).toMatchObject({ available: false, reason: 'past_dates' });
  });

  it.each([
    ['a quote', 'POST', '/api/bookings/quote', 'checkIn'],
    ['the hotel search', 'GET', '/api/hotels?checkIn=2027-02-30&checkOut=2027-03-02', 'checkIn'],
    ['the package search', 'GET', '/api/packages?from=2027-02-30', 'from'],
    ['the offers', 'GET', '/api/offers/filter?from=2027-02-30', 'from'],
    ['the admin’s bookings', 'GET', '/api/admin/bookings?from=2027-02-30', 'from'],
    ['the blog analytics', 'GET', '/api/blog-admin/analytics?from=2027-02-30&to=2027-03-02', 'from'],
  ] as const)('refuses 30 February in %s', async (_w, method, url, field) => {
    await expectRefused({
      what: url,
      method,
      url: () => url,
      ...(method === 'POST'
        ? { payload: () => stay({ checkIn: '2027-02-30', checkOut: '2027-03-02' }) }
        : {}),
      caller: 'admin',
      field,
      code: 'invalid_date',
    });
  });

  it('refuses year 0000 in every date filter', async () => {
    for (const [url, field] of [
      ['/api/packages?from=0000-01-01', 'from'],
      ['/api/offers/filter?to=0000-01-01', 'to'],
      ['/api/admin/bookings?from=0000-01-01', 'from'],
      ['/api/blog/posts?period=0000-01', 'period'],
    ] as const)
      await expectRefused({
        what: url,
        method: 'GET',
        url: () => url,
        caller: 'admin',
        field,
        code: url.includes('period') ? 'invalid_value' : 'invalid_date',
      });
  });

  it('keeps departures, room nights and scheduled posts inside the sale window', async () => {
    const far = addDays(LAST, 1);
    await expectRefused({
      what: 'departure',
      method: 'POST',
      url: () => `/api/packages/${trip.packageId}/departures`,
      payload: () => ({ startDate: far, seatsTotal: 10 }),
      caller: 'admin',
      field: 'startDate',
      code: 'date_too_far',
    });
    await expectRefused({
      what: 'night',
      method: 'PUT',
      url: () => `/api/inventory/hotels/${hotel.hotelId}/${hotel.roomTypeIds[0]}/${far}`,
      payload: () => ({ totalRooms: 3, availableRooms: 3, basePrice: 250_000 }),
      caller: 'admin',
      field: 'date',
      code: 'date_too_far',
    });
    await expectRefused({
      what: 'bulk',
      method: 'POST',
      url: () => `/api/inventory/hotels/${hotel.hotelId}/${hotel.roomTypeIds[0]}/bulk`,
      payload: () => ({
        startDate: addDays(LAST, -3),
        endDate: far,
        dayTypes: ['weekday', 'weekend'],
        basePrice: 1,
      }),
      caller: 'admin',
      field: 'endDate',
      code: 'date_too_far',
    });
    const post = (publishAt: string) => () => ({
      originalLang: 'en',
      translations: { en: { title: 'Tea harvest', content: '<p>In May the first leaves.</p>' } },
      status: 'published',
      publishAt,
    });
    await expectRefused({
      what: 'post',
      method: 'POST',
      url: () => '/api/blog-admin/posts',
      payload: post(`${far}T09:00`),
      caller: 'admin',
      field: 'publishAt',
      code: 'date_too_far',
    });
    await expectRefused({
      what: 'post',
      method: 'POST',
      url: () => '/api/blog-admin/posts',
      payload: post('2027-02-30T09:00'),
      caller: 'admin',
      field: 'publishAt',
      code: 'invalid_date',
    });
    const old = await send({
      method: 'POST',
      url: () => '/api/blog-admin/posts',
      payload: post('2026-05-01T09:00'),
      caller: 'admin',
    });
    expect(old.statusCode, old.body).toBe(201);
  });
});

describe('numbers the database cannot keep', () => {
  it('lists and filters packages whatever their price (no integer overflow in SQL)', async () => {
    const dear = await send({
      method: 'POST',
      url: () => '/api/packages',
      payload: () => ({
        name: { en: 'Private yacht week' },
        description: { en: 'The whole coast, one boat.' },
        durationDays: 7,
        pricePerPerson: 99_000_000,
        dealPercent: 10,
        published: true,
      }),
      caller: 'admin',
    });
    expect(dear.statusCode, dear.body).toBe(201);
    const departure = await send({
      method: 'POST',
      url: () => `/api/packages/${dear.json()._id}/departures`,
      payload: () => ({ startDate: '2027-08-01', seatsTotal: 4 }),
      caller: 'admin',
    });
    expect(departure.statusCode, departure.body).toBe(201);
    for (const url of [
      '/api/packages?sort=price_desc',
      '/api/packages?maxPrice=1000000',
      '/api/offers/filter?type=package&maxPrice=0',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
    const list = await t.app.inject({ url: '/api/packages?sort=price_desc' });
    expect(list.json().data[0]).toMatchObject({ name: 'Private yacht week' });
  });

  it('searches and offers hotels whatever a night costs (no integer overflow in SQL)', async () => {
    const night = await send({
      method: 'PUT',
      url: () => `/api/inventory/hotels/${hotel.hotelId}/${hotel.roomTypeIds[0]}/2027-08-03`,
      payload: () => ({
        totalRooms: 3,
        availableRooms: 3,
        basePrice: 100_000_000,
        priceModifier: 10,
        seasonalAdjustment: 500,
        promotionDiscountPercent: 5,
      }),
      caller: 'admin',
    });
    expect(night.statusCode, night.body).toBe(200);
    const search = await t.app.inject({
      url: '/api/hotels?checkIn=2027-08-03&checkOut=2027-08-04&q=Uzungol',
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().data[0].priceFrom).toBe(5_700_000_000);
    const offers = await t.app.inject({ url: '/api/offers/filter?type=hotel' });
    expect(offers.statusCode, offers.body).toBe(200);
  });

  it('refuses a price modifier that would be stored as zero', async () => {
    await expectRefused({
      what: 'modifier',
      method: 'PUT',
      url: () => `/api/inventory/hotels/${hotel.hotelId}/${hotel.roomTypeIds[0]}/2027-07-01`,
      payload: () => ({ totalRooms: 3, availableRooms: 3, basePrice: 250_000, priceModifier: 0.0001 }),
      caller: 'admin',
      field: 'priceModifier',
      code: 'out_of_range',
    });
    await expectRefused({
      what: 'seasonal',
      method: 'PUT',
      url: () => `/api/inventory/hotels/${hotel.hotelId}/${hotel.roomTypeIds[0]}/2027-07-01`,
      payload: () => ({ totalRooms: 3, availableRooms: 3, basePrice: 250_000, seasonalAdjustment: -99.999 }),
      caller: 'admin',
      field: 'seasonalAdjustment',
      code: 'out_of_range',
    });
  });
});
