import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBookings } from '../../test/fixtures/booking-rows.ts';
import { createHotelFixture, type HotelFixture } from '../../test/fixtures/hotel-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';

let t: TestApp;
let admin: { token: string };
let user: { token: string };
let ids: Record<'sea' | 'lake' | 'empty', string>;
let lakeHotel: HotelFixture;

const body = (en: string, extra: Record<string, unknown> = {}) => ({
  name: { en, tr: `${en} TR`, ar: `وجهة ${en}` },
  description: { en: `About ${en}.`, tr: '', ar: '' },
  country: 'Türkiye',
  ...extra,
});

async function create(payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/destinations?lang=en',
    payload: payload as object,
    headers: bearer(admin.token),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithRole(t, 'admin');
  user = await userWithRole(t, 'user');
  const sea = await create(body('Sürmene Coast', { featured: true, sortOrder: 2 }));
  const lake = await create(body('Lake Zone', { featured: true, sortOrder: 1, slug: 'lake-zone' }));
  const empty = await create(body('Quiet Valley'));
  ids = { sea: sea.json().id, lake: lake.json().id, empty: empty.json().id };
  await createHotelFixture(t.database.db, { destinationId: ids.sea });
  await createHotelFixture(t.database.db, { destinationId: ids.sea, published: false });
  lakeHotel = await createHotelFixture(t.database.db, { destinationId: ids.lake });
  await createHotelFixture(t.database.db, { destinationId: ids.lake });
  await createHotelFixture(t.database.db, { destinationId: ids.lake });
});
afterAll(async () => {
  await t.close();
});

describe('destinations', () => {
  it('are created with a slug made from the English name, Turkish letters transliterated', async () => {
    const sea = await t.app.inject({ url: `/api/destinations/${ids.sea}?lang=tr` });
    expect(sea.statusCode).toBe(200);
    expect(sea.json()).toMatchObject({ slug: 'surmene-coast', name: 'Sürmene Coast TR', country: 'Türkiye' });
    expect(sea.json()._id).toBe(sea.json().id);
  });

  it('count published hotels only as properties', async () => {
    const list = await t.app.inject({ url: '/api/destinations?lang=en' });
    const byId = new Map(list.json().data.map((d: { id: string }) => [d.id, d]));
    expect(byId.get(ids.sea)).toMatchObject({ properties: 1 });
    expect(byId.get(ids.lake)).toMatchObject({ properties: 3 });
    expect(byId.get(ids.empty)).toMatchObject({ properties: 0 });
  });

  it('featured: only featured ones, in their order, in the reader language with English fallback', async () => {
    const ar = await t.app.inject({ url: '/api/destinations/featured?lang=ar' });
    const names = ar.json().map((d: { name: string }) => d.name);
    expect(names.indexOf('وجهة Lake Zone')).toBeLessThan(names.indexOf('وجهة Sürmene Coast'));
    expect(names).not.toContain('وجهة Quiet Valley');
    const sea = ar.json().find((d: { id: string }) => d.id === ids.sea);
    expect(sea.description).toBe('About Sürmene Coast.');
  });

  it('popular: most booked in the last 90 days first, cancelled bookings not counted', async () => {
    const db = t.database.db;
    const row = (status: 'confirmed' | 'cancelled', daysAgo: number, hotel: HotelFixture) => ({
      reference: `KT-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      type: 'hotel' as const,
      status,
      hotelId: hotel.hotelId,
      roomTypeId: hotel.roomTypeIds[0],
      checkIn: '2030-01-01',
      checkOut: '2030-01-02',
      guests: 2,
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      phone: '+905551112233',
      paymentMethod: 'payAtHotel' as const,
      currency: 'TRY',
      nights: [],
      subtotal: 0,
      taxRate: 12,
      taxes: 0,
      total: 0,
      createdAt: new Date(t.clock.now().getTime() - daysAgo * 86_400_000),
    });
    const quiet = await createHotelFixture(db, { destinationId: ids.empty });
    await insertBookings(db, [
      row('confirmed', 1, quiet),
      row('confirmed', 2, quiet),
      row('cancelled', 1, lakeHotel),
      row('cancelled', 1, lakeHotel),
      row('cancelled', 1, lakeHotel),
      row('confirmed', 120, lakeHotel),
      row('confirmed', 120, lakeHotel),
      row('confirmed', 120, lakeHotel),
    ]);
    const popular = await t.app.inject({ url: '/api/destinations/popular?lang=en' });
    const order = popular.json().map((d: { id: string }) => d.id);
    expect(order[0]).toBe(ids.empty);
    // Three cancelled and three old bookings do not count: Lake Zone ties with Sürmene Coast at
    // zero and comes next by its own order.
    expect(order.slice(1, 3)).toEqual([ids.lake, ids.sea]);
  });

  it('slug lookup finds by slug only; unknown ids and slugs are 404', async () => {
    const bySlug = await t.app.inject({ url: '/api/destinations/slug/lake-zone' });
    expect(bySlug.json().id).toBe(ids.lake);
    expect((await t.app.inject({ url: `/api/destinations/slug/${ids.lake}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/destinations/slug/nowhere' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/destinations/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
  });

  it('searches names in every language, folding Turkish case', async () => {
    const res = await t.app.inject({ url: `/api/destinations?q=${encodeURIComponent('SÜRMENE')}` });
    expect(res.json().data.map((d: { id: string }) => d.id)).toEqual([ids.sea]);
    const ar = await t.app.inject({ url: `/api/destinations?q=${encodeURIComponent('وجهة Lake')}` });
    expect(ar.json().data.map((d: { id: string }) => d.id)).toEqual([ids.lake]);
  });

  it('answers bad input field by field and changes nothing', async () => {
    const res = await create({
      name: { en: '' },
      slug: 'Not A Slug',
      image: 'javascript:alert(1)',
      latitude: 200,
    });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['image', 'latitude', 'name.en', 'slug']);
    const taken = await create(body('Another Lake', { slug: 'lake-zone' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([expect.objectContaining({ field: 'slug', code: 'slug_taken' })]);
    const list = await t.app.inject({ url: '/api/admin/destinations', headers: bearer(admin.token) });
    expect(list.json().total).toBe(3);
  });

  it('updates translations, featured flag and slug; keeps the slug when none is sent', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/destinations/${ids.empty}`,
      payload: body('Quiet Valley', { featured: true, image: '/uploads/2026/11/valley' }),
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      slug: 'quiet-valley',
      featured: true,
      image: '/uploads/2026/11/valley',
    });
    const admin1 = await t.app.inject({
      url: `/api/destinations/${ids.empty}?admin=true`,
      headers: bearer(admin.token),
    });
    expect(admin1.json().name).toEqual({
      en: 'Quiet Valley',
      tr: 'Quiet Valley TR',
      ar: 'وجهة Quiet Valley',
      fr: '',
      es: '',
    });
  });

  it('refuses to delete a destination hotels still use (409), deletes an unused one', async () => {
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/destinations/${ids.sea}`,
      headers: bearer(admin.token),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('destination_in_use');
    const fresh = await create(body('Short Lived'));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/destinations/${fresh.json().id}`,
      headers: bearer(admin.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/destinations/${fresh.json().id}` })).statusCode).toBe(404);
  });

  it('admin endpoints answer 401 to anonymous callers and 403 to travellers', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/destinations'],
      ['GET', `/api/destinations/${ids.sea}?admin=true`],
      ['POST', '/api/destinations'],
      ['PUT', `/api/destinations/${ids.sea}`],
      ['DELETE', `/api/destinations/${ids.empty}`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: body('X') })).statusCode, url).toBe(401);
      expect(
        (await t.app.inject({ method, url, payload: body('X'), headers: bearer(user.token) })).statusCode,
        url,
      ).toBe(403);
    }
  });
});
