import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheTags } from '../../lib/cache-tags.ts';
import {
  createRestaurantFixture,
  insertSitting,
  type RestaurantFixture,
  week,
} from '../../test/fixtures/restaurant-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';

// The test clock starts at 2027-06-01T09:00Z: Tuesday 12:00 in Istanbul (UTC+3).
const NOW = new Date('2027-06-01T09:00:00Z');
const local = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);
const WED = '2027-06-02';

let t: TestApp;
let meydan: RestaurantFixture;
let iskele: RestaurantFixture;
let lago: RestaurantFixture;
let gece: RestaurantFixture;
let single: RestaurantFixture;
let admin: { token: string };
let user: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  meydan = await createRestaurantFixture(db, {
    name: { en: 'Meydan Köfte House', tr: 'Meydan Köfte Evi', ar: 'بيت كفتة الميدان' },
    slug: 'meydan-kofte-house',
    destinationSlug: 'trabzon-area',
    cuisine: 'turkish',
    priceRange: 2,
    averageRating: 4.5,
    totalReviews: 20,
    maxPartySize: 6,
    tables: [
      [2, 'inside'],
      [4, 'window'],
      [6, 'terrace'],
    ],
  });
  iskele = await createRestaurantFixture(db, {
    name: { en: 'İSKELE Fish Restaurant', tr: 'İskele Balık Lokantası' },
    destinationSlug: 'coast-area',
    city: 'Sürmene',
    cuisine: 'mediterranean',
    priceRange: 3,
    averageRating: 4.8,
    totalReviews: 5,
    menuHighlights: {
      en: ['Fried anchovies', 'Grilled bluefish'],
      tr: ['Hamsi tava', 'Izgara lüfer'],
      ar: ['أنشوجة مقلية'],
    },
  });
  lago = await createRestaurantFixture(db, {
    name: { en: 'Lago Italiano' },
    destinationSlug: 'trabzon-area',
    cuisine: 'italian',
    priceRange: 4,
    averageRating: 3.9,
    maxPartySize: 12,
    // Closed on Mondays.
    openingHours: week(
      Object.fromEntries(['2', '3', '4', '5', '6', '7'].map((d) => [d, [{ from: '18:00', to: '23:00' }]])),
    ),
    tables: [
      [2, 'inside'],
      [12, 'garden'],
    ],
  });
  gece = await createRestaurantFixture(db, {
    name: { en: 'Gece Meyhane' },
    cuisine: 'middle_eastern',
    priceRange: 1,
    turnMinutes: 60,
    // Fridays from 20:00 to 02:00 on Saturday.
    openingHours: week({ '5': [{ from: '20:00', to: '02:00' }] }),
  });
  single = await createRestaurantFixture(db, {
    name: { en: 'Tek Masa' },
    published: false,
    tables: [[2, 'window']],
  });
  admin = await userWithRole(t, 'admin');
  user = await userWithRole(t, 'user');
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, body: res.json() };
};
const names = async (query: string) => {
  const { status, body } = await get(`/api/restaurants?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.map((r: { name: string }) => r.name) as string[];
};
const times = async (id: string, query: string, headers: Record<string, string> = {}) => {
  const { status, body } = await get(`/api/restaurants/${id}/slots?${query}`, headers);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.slots.map((s: { time: string }) => s.time) as string[];
};
const putDay = (id: string, date: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/restaurants/${id}/days/${date}`,
    headers: bearer(admin.token),
    payload,
  });

describe('GET /api/restaurants', () => {
  it('lists the published restaurants with totals and pages', async () => {
    const { body } = await get('/api/restaurants?limit=3&sort=rating');
    expect(body).toMatchObject({ total: 4, page: 1, totalPages: 2 });
    expect(body.data.map((r: { name: string }) => r.name)).toEqual([
      'İSKELE Fish Restaurant',
      'Meydan Köfte House',
      'Lago Italiano',
    ]);
    expect((await get('/api/restaurants?limit=3&page=2&sort=rating')).body.data).toHaveLength(1);
    expect((await get('/api/restaurants?limit=3&page=9')).body).toMatchObject({
      data: [],
      total: 4,
      totalPages: 2,
    });
  });

  it('finds by any language, folding Turkish İ and ı and accents', async () => {
    expect(await names('q=iskele')).toEqual(['İSKELE Fish Restaurant']);
    expect((await get('/api/restaurants?q=%C4%B0SKELE')).body.data[0]._id).toBe(iskele.restaurantId);
    expect(await names('q=balik')).toEqual(['İSKELE Fish Restaurant']);
    expect(await names('q=surmene')).toEqual(['İSKELE Fish Restaurant']);
    expect(await names('q=kofte%20evi')).toEqual(['Meydan Köfte House']);
    expect(await names(`q=${encodeURIComponent('الميدان')}`)).toEqual(['Meydan Köfte House']);
    expect(await names('q=nowhere')).toEqual([]);
  });

  it('finds a restaurant by a dish it is known for, in any language', async () => {
    expect(await names('q=hamsi')).toEqual(['İSKELE Fish Restaurant']);
    expect(await names('q=LUFER')).toEqual(['İSKELE Fish Restaurant']);
    expect(await names('q=anchovies%20s%C3%BCrmene')).toEqual(['İSKELE Fish Restaurant']);
    expect(await names(`q=${encodeURIComponent('أنشوجة')}`)).toEqual(['İSKELE Fish Restaurant']);
  });

  it('filters by kitchen, price range, area and town', async () => {
    expect(await names('cuisine=italian')).toEqual(['Lago Italiano']);
    expect(await names('priceRange=3')).toEqual(['İSKELE Fish Restaurant']);
    expect((await names('destination=trabzon-area&sort=rating')).sort()).toEqual([
      'Lago Italiano',
      'Meydan Köfte House',
    ]);
    expect(await names('city=S%C3%9CRMENE')).toEqual(['İSKELE Fish Restaurant']);
    expect((await get('/api/restaurants?cuisine=french')).status).toBe(400);
  });

  it('sorts by price both ways', async () => {
    expect(await names('sort=price_asc')).toEqual([
      'Gece Meyhane',
      'Meydan Köfte House',
      'İSKELE Fish Restaurant',
      'Lago Italiano',
    ]);
    expect((await names('sort=price_desc'))[0]).toBe('Lago Italiano');
  });

  it('filters by a date it is open on and a party it has a table for', async () => {
    // 2027-06-07 is a Monday: Lago is closed, Gece opens on Fridays only.
    expect((await names('date=2027-06-07')).sort()).toEqual(['Meydan Köfte House', 'İSKELE Fish Restaurant']);
    expect((await names('date=2027-06-04')).includes('Gece Meyhane')).toBe(true);
    expect(await names('partySize=10')).toEqual(['Lago Italiano']);
    expect((await names('partySize=6')).sort()).toEqual(['Lago Italiano', 'Meydan Köfte House']);
    expect((await get('/api/restaurants?date=2020-01-01')).body.errors[0]).toMatchObject({
      field: 'date',
      code: 'date_in_past',
    });
  });

  it('a card tells today’s hours, whether it is open now and when it next opens', async () => {
    const { body } = await get('/api/restaurants?cuisine=turkish');
    expect(body.data[0]).toMatchObject({
      _id: meydan.restaurantId,
      slug: 'meydan-kofte-house',
      cuisine: 'turkish',
      priceRange: 2,
      averageRating: 4.5,
      featuredImage: '/images/restaurants/meydan-kofte-house-1.svg',
      destination: { slug: 'trabzon-area' },
      hoursToday: [
        { from: '12:00', to: '15:00', carried: false },
        { from: '18:00', to: '22:00', carried: false },
      ],
      openNow: true,
      nextOpening: { date: '2027-06-01', time: '18:00' },
    });
    const lagoCard = (await get('/api/restaurants?cuisine=italian')).body.data[0];
    expect(lagoCard).toMatchObject({ openNow: false, nextOpening: { date: '2027-06-01', time: '18:00' } });
    const tr = (await get('/api/restaurants?cuisine=turkish&lang=tr')).body.data[0];
    expect(tr.name).toBe('Meydan Köfte Evi');
  });
  it('ranks by reservations made in the last 90 days, cancelled ones aside', async () => {
    const book = (startsAt: string, bookedAt: Date, active = true) =>
      insertSitting(t.database.db, {
        restaurantId: gece.restaurantId,
        tableId: gece.tableIds[0] as string,
        startsAt: new Date(startsAt),
        bookedAt,
        active,
      });
    const before = await names('');
    expect(before[0]).not.toBe('Gece Meyhane');
    // Long ago, or cancelled: no rank.
    await book('2027-03-01T18:00:00Z', new Date('2027-02-01T10:00:00Z'));
    await book('2027-05-20T18:00:00Z', new Date('2027-05-20T10:00:00Z'), false);
    t.app.catalogChanges.publish([cacheTags.popularity]);
    expect(await names('')).toEqual(before);
    await book('2027-05-21T18:00:00Z', new Date('2027-05-20T10:00:00Z'));
    // What a reservation declares it changed (written here straight to the database).
    t.app.catalogChanges.publish([cacheTags.popularity]);
    expect((await names(''))[0]).toBe('Gece Meyhane');
  });
});

describe('featured restaurants', () => {
  // What the editor's Featured switch promises: ahead of those with as many recent reservations.
  it('come before restaurants with as many recent reservations in the popularity sort, whatever their rating', async () => {
    const town = 'Çamburnu';
    await createRestaurantFixture(t.database.db, {
      name: { en: 'Plain Cove' },
      city: town,
      averageRating: 4.9,
    });
    await createRestaurantFixture(t.database.db, {
      name: { en: 'Featured Cove' },
      city: town,
      averageRating: 3.1,
      featured: true,
    });
    expect(await names(`city=${encodeURIComponent(town)}`)).toEqual(['Featured Cove', 'Plain Cove']);
    const card = (await get(`/api/restaurants?city=${encodeURIComponent(town)}`)).body.data[0];
    expect(card.featured).toBe(true);
  });
});

describe('GET /api/restaurants/:id', () => {
  it('answers by id and by slug with hours, tables by size and place, contact and map position', async () => {
    const byId = await get(`/api/restaurants/${meydan.restaurantId}`);
    const bySlug = await get('/api/restaurants/meydan-kofte-house');
    expect(byId.status).toBe(200);
    expect(bySlug.body).toEqual(byId.body);
    expect(byId.body).toMatchObject({
      name: 'Meydan Köfte House',
      turnMinutes: 90,
      maxPartySize: 6,
      // Parties up to the instant limit are confirmed at once (the column's default).
      instantLimit: 6,
      tables: {
        total: 3,
        byLocation: expect.arrayContaining([
          { location: 'inside', count: 1 },
          { location: 'window', count: 1 },
          { location: 'terrace', count: 1 },
        ]),
        bySize: [
          { seats: '1-2', count: 1 },
          { seats: '3-4', count: 1 },
          { seats: '5-6', count: 1 },
        ],
      },
    });
    expect(byId.body.openingHours['3']).toEqual([
      { from: '12:00', to: '15:00' },
      { from: '18:00', to: '22:00' },
    ]);
    expect(JSON.stringify(byId.body)).not.toContain(meydan.tableIds[0]);
  });

  it('hides an unpublished restaurant from the public, not from an admin', async () => {
    expect((await get(`/api/restaurants/${single.restaurantId}`)).status).toBe(404);
    expect((await get('/api/restaurants/no-such-place')).status).toBe(404);
    expect((await get(`/api/restaurants/${single.restaurantId}`, bearer(admin.token))).status).toBe(200);
  });
});

describe('GET /api/restaurants/:id/slots', () => {
  it('offers every 30 minutes while the whole turn fits, with the table’s place', async () => {
    const { body } = await get(`/api/restaurants/${meydan.restaurantId}/slots?date=${WED}&partySize=2`);
    expect(body.slots.map((s: { time: string }) => s.time)).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
    ]);
    expect(body.slots[0]).toEqual({ time: '12:00', location: 'inside' });
    expect(body).toMatchObject({ restaurantId: meydan.restaurantId, closed: false, partySize: 2 });
    // Five guests get the six-seat terrace table.
    expect(
      (await get(`/api/restaurants/meydan-kofte-house/slots?date=${WED}&partySize=5`)).body.slots[0],
    ).toEqual({
      time: '12:00',
      location: 'terrace',
    });
  });

  it('offers nothing sooner than 30 minutes from now', async () => {
    // Now is 12:00 on 2027-06-01.
    expect((await times(meydan.restaurantId, 'date=2027-06-01&partySize=2'))[0]).toBe('12:30');
    t.clock.set(new Date(NOW.getTime() + 60_000));
    try {
      expect((await times(meydan.restaurantId, 'date=2027-06-01&partySize=3'))[0]).toBe('13:00');
    } finally {
      t.clock.set(NOW);
    }
  });

  it('refuses a party over the restaurant’s largest, naming it, in the reader’s language', async () => {
    const res = await t.app.inject({
      url: `/api/restaurants/${meydan.restaurantId}/slots?date=${WED}&partySize=7`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'party_too_large',
      detail: 'The largest party this restaurant takes is 6 guests',
      errors: [{ field: 'partySize', code: 'out_of_range' }],
    });
    const tr = await t.app.inject({
      url: `/api/restaurants/${meydan.restaurantId}/slots?date=${WED}&partySize=7&lang=tr`,
    });
    expect(tr.json().detail).toContain('6');
    expect((await get(`/api/restaurants/${meydan.restaurantId}/slots?date=${WED}&partySize=31`)).status).toBe(
      400,
    );
    expect((await get(`/api/restaurants/${meydan.restaurantId}/slots?date=${WED}&partySize=0`)).status).toBe(
      400,
    );
  });

  it('refuses a date outside the sale window with a clear field code', async () => {
    const past = await get(`/api/restaurants/${meydan.restaurantId}/slots?date=2027-05-31&partySize=2`);
    expect(past.status).toBe(400);
    expect(past.body.errors[0]).toMatchObject({ field: 'date', code: 'date_in_past' });
    const far = await get(`/api/restaurants/${meydan.restaurantId}/slots?date=2031-01-01&partySize=2`);
    expect(far.body.errors[0]).toMatchObject({ field: 'date', code: 'date_too_far' });
  });

  it('gives the after-midnight times of a late sitting to the next date', async () => {
    expect(await times(gece.restaurantId, 'date=2027-06-04')).toEqual([
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
      '23:00',
      '23:30',
    ]);
    expect(await times(gece.restaurantId, 'date=2027-06-05')).toEqual(['00:00', '00:30', '01:00']);
  });

  it('a table held until a time is free from that time on, not a minute before', async () => {
    const place = await createRestaurantFixture(t.database.db, {
      openingHours: week({ '3': [{ from: '18:00', to: '22:00' }] }),
      tables: [[2, 'window']],
    });
    await insertSitting(t.database.db, {
      restaurantId: place.restaurantId,
      tableId: place.tableIds[0] as string,
      startsAt: local(WED, '19:30'),
    });
    // Held 19:30–21:00: 18:00 ends as it starts; 18:30 to 20:30 overlap it; 21:00 would end after closing.
    expect(await times(place.restaurantId, `date=${WED}`)).toEqual(
      ['18:00', '20:30'].filter((x) => x !== '20:30'),
    );
    await insertSitting(t.database.db, {
      restaurantId: place.restaurantId,
      tableId: place.tableIds[0] as string,
      startsAt: local(WED, '18:00'),
      active: false,
    });
    // A cancelled sitting at 18:00 holds nothing.
    expect(await times(place.restaurantId, `date=${WED}`)).toEqual(['18:00']);
  });

  it('a closed date offers nothing and says why; the list leaves it out', async () => {
    expect(
      (await putDay(lago.restaurantId, '2027-06-09', { closed: true, reason: 'Private event' })).statusCode,
    ).toBe(200);
    const { body } = await get(`/api/restaurants/${lago.restaurantId}/slots?date=2027-06-09`);
    expect(body).toMatchObject({ closed: true, closedReason: 'Private event', slots: [] });
    expect(await names('date=2027-06-09&cuisine=italian')).toEqual([]);
    const refused = await putDay(lago.restaurantId, '2027-06-10', { closed: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ field: 'reason', code: 'block_reason_required' });
  });

  it('closing a date answers with the reservations standing on it, which stay; cancelled ones aside', async () => {
    const date = '2027-06-12';
    const [small, big] = lago.tableIds as [string, string];
    const late = await insertSitting(t.database.db, {
      restaurantId: lago.restaurantId,
      tableId: big,
      startsAt: local(date, '20:30'),
      partySize: 9,
    });
    const early = await insertSitting(t.database.db, {
      restaurantId: lago.restaurantId,
      tableId: small,
      startsAt: local(date, '18:00'),
    });
    await insertSitting(t.database.db, {
      restaurantId: lago.restaurantId,
      tableId: small,
      startsAt: local(date, '21:00'),
      active: false,
    });
    await insertSitting(t.database.db, {
      restaurantId: lago.restaurantId,
      tableId: small,
      startsAt: local('2027-06-13', '18:00'),
    });
    const closed = await putDay(lago.restaurantId, date, { closed: true, reason: 'Kitchen repairs' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().standing).toEqual([
      expect.objectContaining({
        bookingId: early,
        time: '18:00',
        partySize: 2,
        status: 'confirmed',
        table: '1',
      }),
      expect.objectContaining({
        bookingId: late,
        time: '20:30',
        partySize: 9,
        status: 'confirmed',
        table: '2',
      }),
    ]);
    expect(closed.json().standing[0].reference).toMatch(/^KT-/);
    const read = await get(`/api/admin/restaurants/${lago.restaurantId}/days/${date}`, bearer(admin.token));
    expect(read.body.standing.map((r: { bookingId: string }) => r.bookingId)).toEqual([early, late]);
    // The guests keep their reservations until someone calls them.
    const timeline = await get(
      `/api/admin/restaurants/${lago.restaurantId}/sittings?date=${date}`,
      bearer(admin.token),
    );
    const held = timeline.body.tables.flatMap((x: { sittings: { bookingId: string; status: string }[] }) =>
      x.sittings.filter((y) => y.status !== 'cancelled').map((y) => y.bookingId),
    );
    expect(held.sort()).toEqual([early, late].sort());
  });

  it('removes and adds times of one date, and a cached answer follows the change', async () => {
    const date = '2027-06-10';
    const before = await times(lago.restaurantId, `date=${date}`);
    expect(before[0]).toBe('18:00');
    expect(before).not.toContain('17:00');
    const res = await putDay(lago.restaurantId, date, {
      removedTimes: ['18:00', '18:30'],
      addedTimes: ['17:00'],
    });
    expect(res.json()).toMatchObject({ removedTimes: ['18:00', '18:30'], addedTimes: ['17:00'] });
    expect(res.json().usualTimes[0]).toBe('18:00');
    const after = await times(lago.restaurantId, `date=${date}`);
    expect(after.slice(0, 2)).toEqual(['17:00', '19:00']);
    const read = await get(`/api/admin/restaurants/${lago.restaurantId}/days/${date}`, bearer(admin.token));
    expect(read.body).toMatchObject({ closed: false, addedTimes: ['17:00'], maxTablesPerTime: null });
  });

  it('caps the parties sitting down at one time', async () => {
    const date = '2027-06-11';
    await insertSitting(t.database.db, {
      restaurantId: lago.restaurantId,
      tableId: lago.tableIds[1] as string,
      startsAt: local(date, '18:00'),
      partySize: 10,
    });
    expect((await times(lago.restaurantId, `date=${date}`))[0]).toBe('18:00');
    await putDay(lago.restaurantId, date, { maxTablesPerTime: 1 });
    expect((await times(lago.restaurantId, `date=${date}`))[0]).toBe('18:30');
  });
});

describe('admin: restaurants, tables, dates', () => {
  const body = {
    name: { en: 'Boztepe Terrace Grill', tr: 'Boztepe Teras Izgara', ar: 'مشاوي تراس بوزتبه' },
    description: { en: 'Grill over the city lights.' },
    cuisine: 'turkish',
    priceRange: 3,
    city: 'Trabzon',
    openingHours: { '6': [{ from: '19:00', to: '23:30' }] },
    turnMinutes: 120,
    maxPartySize: 10,
    menuHighlights: { en: ['Lamb chops'], tr: ['Kuzu pirzola'] },
  };

  it('only an admin writes', async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/api/restaurants', payload: body });
    expect(anon.statusCode).toBe(401);
    const asUser = await t.app.inject({
      method: 'POST',
      url: '/api/restaurants',
      headers: bearer(user.token),
      payload: body,
    });
    expect(asUser.statusCode).toBe(403);
  });

  it('creates, edits, lists and deletes a restaurant', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/restaurants',
      headers: bearer(admin.token),
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const r = created.json();
    expect(r).toMatchObject({ slug: 'boztepe-terrace-grill', turnMinutes: 120, tables: [] });
    expect(r.openingHours['1']).toEqual([]);
    const page = await get('/api/restaurants/boztepe-terrace-grill');
    expect(page.body).toMatchObject({ name: 'Boztepe Terrace Grill', menuHighlights: ['Lamb chops'] });

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${r._id}`,
      headers: bearer(admin.token),
      payload: { ...body, priceRange: 4 },
    });
    expect(edited.json().priceRange).toBe(4);
    expect((await get('/api/restaurants/boztepe-terrace-grill')).body.priceRange).toBe(4);

    const list = await get('/api/admin/restaurants?q=boztepe', bearer(admin.token));
    expect(list.body.data.map((x: { _id: string }) => x._id)).toEqual([r._id]);

    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${r._id}`,
      headers: bearer(admin.token),
      payload: { ...body, openingHours: { '1': [{ from: '25:00', to: '26:00' }] } },
    });
    expect(bad.statusCode).toBe(400);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/restaurants/${r._id}`,
      headers: bearer(admin.token),
    });
    expect(del.statusCode).toBe(204);
    expect((await get('/api/restaurants/boztepe-terrace-grill')).status).toBe(404);
  });

  it('refuses to delete a restaurant with reservations', async () => {
    const place = await createRestaurantFixture(t.database.db);
    await insertSitting(t.database.db, {
      restaurantId: place.restaurantId,
      tableId: place.tableIds[0] as string,
      startsAt: local('2027-05-01', '19:00'),
      active: false,
    });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/restaurants/${place.restaurantId}`,
      headers: bearer(admin.token),
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe('restaurant_has_reservations');
  });

  it('adds, renumbers, deactivates and deletes tables; the times free follow', async () => {
    const place = await createRestaurantFixture(t.database.db, { tables: [] });
    const url = `/api/restaurants/${place.restaurantId}/tables`;
    expect(await times(place.restaurantId, `date=${WED}`)).toEqual([]);
    const added = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(admin.token),
      payload: { number: '7', capacity: 4, location: 'garden' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const table = added.json();
    expect((await get(`/api/restaurants/${place.restaurantId}/slots?date=${WED}`)).body.slots[0]).toEqual({
      time: '12:00',
      location: 'garden',
    });
    const twice = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(admin.token),
      payload: { number: '7', capacity: 2 },
    });
    expect(twice.statusCode).toBe(409);
    const off = await t.app.inject({
      method: 'PUT',
      url: `${url}/${table._id}`,
      headers: bearer(admin.token),
      payload: { number: '7', capacity: 4, location: 'garden', active: false },
    });
    expect(off.json()).toMatchObject({ active: false });
    expect(await times(place.restaurantId, `date=${WED}`)).toEqual([]);
    const listed = await get(`/api/admin/restaurants/${place.restaurantId}/tables`, bearer(admin.token));
    expect(listed.body).toEqual([
      { _id: table._id, number: '7', capacity: 4, location: 'garden', active: false, deletable: true },
    ]);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${url}/${table._id}`,
      headers: bearer(admin.token),
    });
    expect(del.statusCode).toBe(204);
  });

  // A table that ever seated a party is kept, coming or not: that party's booking still names it.
  it.each([
    ['a coming party', { startsAt: local(WED, '19:00') }],
    ['only a past party', { startsAt: local('2027-05-20', '19:00') }],
    ['only a cancelled party', { startsAt: local(WED, '19:00'), active: false }],
  ])('refuses to delete a table that seated %s and says to deactivate it', async (_, sitting) => {
    const place = await createRestaurantFixture(t.database.db);
    const tableId = place.tableIds[0] as string;
    await insertSitting(t.database.db, { restaurantId: place.restaurantId, tableId, ...sitting });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/restaurants/${place.restaurantId}/tables/${tableId}`,
      headers: bearer(admin.token),
    });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({ code: 'table_has_sittings' });
    expect(del.json().title).toContain('Deactivate');
    const { body: tables } = await get(
      `/api/admin/restaurants/${place.restaurantId}/tables`,
      bearer(admin.token),
    );
    expect(tables.map((x: { _id: string }) => x._id)).toContain(tableId);
    // The list says so before anyone tries: that table cannot go, the other one can.
    const deletable = Object.fromEntries(
      tables.map((x: { _id: string; deletable: boolean }) => [x._id, x.deletable]),
    );
    expect(deletable).toEqual({ [tableId]: false, [place.tableIds[1] as string]: true });
  });

  it('lists a table’s coming reservations to move, on the restaurant clock, past and cancelled ones aside', async () => {
    const place = await createRestaurantFixture(t.database.db);
    const [tableId, otherId] = place.tableIds as [string, string];
    const at = (startsAt: Date, extra: { active?: boolean; partySize?: number; tableId?: string } = {}) =>
      insertSitting(t.database.db, { restaurantId: place.restaurantId, tableId, startsAt, ...extra });
    await at(local('2027-05-31', '19:00'));
    await at(local('2027-06-03', '13:00'), { active: false });
    await at(local('2027-06-03', '20:00'), { tableId: otherId });
    const later = await at(local('2027-06-04', '20:30'), { partySize: 5 });
    const sooner = await at(local(WED, '12:30'), { partySize: 3 });
    const url = `/api/admin/restaurants/${place.restaurantId}/tables/${tableId}/reservations`;

    const { status, body: list } = await get(url, bearer(admin.token));
    expect(status).toBe(200);
    expect(list).toEqual([
      expect.objectContaining({
        bookingId: sooner,
        date: WED,
        time: '12:30',
        partySize: 3,
        guestName: 'Ayşe Kaya',
      }),
      expect.objectContaining({ bookingId: later, date: '2027-06-04', time: '20:30', partySize: 5 }),
    ]);
    expect(list[0].reference).toMatch(/^KT-R/);

    expect((await get(url, bearer(user.token))).status).toBe(403);
    const other = await createRestaurantFixture(t.database.db);
    expect(
      (
        await get(
          `/api/admin/restaurants/${other.restaurantId}/tables/${tableId}/reservations`,
          bearer(admin.token),
        )
      ).status,
    ).toBe(404);
  });

  it('shows a date’s sittings per table on the restaurant clock', async () => {
    const place = await createRestaurantFixture(t.database.db);
    const tableId = place.tableIds[1] as string;
    const booking = await insertSitting(t.database.db, {
      restaurantId: place.restaurantId,
      tableId,
      startsAt: local(WED, '19:00'),
      partySize: 3,
    });
    const { status, body: timeline } = await get(
      `/api/admin/restaurants/${place.restaurantId}/sittings?date=${WED}`,
      bearer(admin.token),
    );
    expect(status).toBe(200);
    expect(timeline.tables).toHaveLength(2);
    expect(timeline.tables[0].sittings).toEqual([]);
    expect(timeline.tables[1].sittings).toEqual([
      expect.objectContaining({
        bookingId: booking,
        partySize: 3,
        guestName: 'Ayşe Kaya',
        from: '19:00',
        to: '20:30',
        status: 'confirmed',
      }),
    ]);
  });
});

describe('admin reads by slug', () => {
  // The public pages name a restaurant by its slug: an admin screen opened with one answers alike.
  it('answers a restaurant’s tables, date, sittings and a table’s reservations by slug as by id', async () => {
    const place = await createRestaurantFixture(t.database.db);
    const tableId = place.tableIds[0] as string;
    await insertSitting(t.database.db, {
      restaurantId: place.restaurantId,
      tableId,
      startsAt: local(WED, '19:00'),
    });
    for (const path of [
      '/tables',
      `/days/${WED}`,
      `/sittings?date=${WED}`,
      `/tables/${tableId}/reservations`,
    ]) {
      const byId = await get(`/api/admin/restaurants/${place.restaurantId}${path}`, bearer(admin.token));
      const bySlug = await get(`/api/admin/restaurants/${place.slug}${path}`, bearer(admin.token));
      expect(byId.status, path).toBe(200);
      expect(bySlug, path).toEqual(byId);
    }
  });

  it('says a restaurant that does not exist is not found, by slug or by id', async () => {
    for (const id of ['no-such-restaurant', '00000000-0000-4000-8000-000000000000']) {
      const { status, body } = await get(`/api/admin/restaurants/${id}/days/${WED}`, bearer(admin.token));
      expect(status).toBe(404);
      expect(body.code).toBe('not_found');
      expect(
        (await get(`/api/admin/restaurants/${id}/sittings?date=${WED}`, bearer(admin.token))).status,
      ).toBe(404);
    }
  });
});

describe('kept answers', () => {
  const getRaw = (path: string) => t.app.inject({ url: path });
  it('a table edit forgets that restaurant’s times and page (named by slug too), nothing else', async () => {
    const place = await createRestaurantFixture(t.database.db, {
      slug: 'kept-answers-place',
      tables: [[2, 'inside']],
    });
    const slots = `/api/restaurants/kept-answers-place/slots?date=${WED}&partySize=2`;
    const page = '/api/restaurants/kept-answers-place';
    const other = `/api/restaurants/${lago.restaurantId}/slots?date=${WED}&partySize=2`;
    const hotels = '/api/hotels';
    for (const path of [slots, page, other, hotels]) {
      expect((await getRaw(path)).statusCode, path).toBe(200);
      expect((await getRaw(path)).headers['x-cache'], path).toBe('hit');
    }
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${place.restaurantId}/tables/${place.tableIds[0]}`,
      headers: bearer(admin.token),
      payload: { number: '1', capacity: 2, location: 'inside', active: false },
    });
    expect(res.statusCode).toBe(200);
    const fresh = await getRaw(slots);
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(fresh.json().slots).toEqual([]);
    expect((await getRaw(page)).json().tables.total).toBe(0);
    expect((await getRaw(other)).headers['x-cache']).toBe('hit');
    expect((await getRaw(hotels)).headers['x-cache']).toBe('hit');
  });
});

describe('reviews of a restaurant', () => {
  const review = {
    rating: 4,
    title: 'Lovely köfte',
    text: 'Crisp outside, juicy inside, and the piyaz was fresh.',
  };
  it('come from diners whose reserved date is past, once each, and update the rating', async () => {
    const place = await createRestaurantFixture(t.database.db);
    const url = `/api/restaurants/${place.restaurantId}/reviews`;
    const early = await t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload: review });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('review_needs_visit');
    // A table today does not count yet; one yesterday does.
    await insertSitting(t.database.db, {
      restaurantId: place.restaurantId,
      tableId: place.tableIds[0] as string,
      startsAt: local('2027-06-01', '13:00'),
      userId: user.id,
    });
    expect(
      (await t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload: review })).statusCode,
    ).toBe(403);
    await insertSitting(t.database.db, {
      restaurantId: place.restaurantId,
      tableId: place.tableIds[0] as string,
      startsAt: local('2027-05-31', '19:00'),
      userId: user.id,
    });
    const posted = await t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload: review });
    expect(posted.statusCode, posted.body).toBe(201);
    const again = await t.app.inject({ method: 'POST', url, headers: bearer(user.token), payload: review });
    expect(again.json().code).toBe('already_reviewed');
    const page = (await get(url)).body;
    expect(page).toMatchObject({ total: 1, averageRating: 4, totalReviews: 1 });
    expect(page.data[0]).toMatchObject({ title: 'Lovely köfte', rating: 4 });
    expect((await get(`/api/restaurants/${place.restaurantId}`)).body).toMatchObject({
      averageRating: 4,
      totalReviews: 1,
    });
  });
});
