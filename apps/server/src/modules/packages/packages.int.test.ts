import { addDays } from '@app/shared/common/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageDepartures } from '../../db/schema/packages.ts';
import { insertBookings } from '../../test/fixtures/booking-rows.ts';
import { createHotelFixture, type HotelFixture } from '../../test/fixtures/hotel-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';

let t: TestApp;
let admin: { token: string };
let user: { id: string; token: string };
let lodge: HotelFixture;
const today = '2027-06-01';
const ids = { lake: '', coast: '', draft: '' };

const body = (en: string, extra: Record<string, unknown> = {}) => ({
  name: { en, tr: `${en} (TR)`, ar: `باقة ${en}` },
  description: { en: `${en}: three days of lakes, tea and plateaus along the Black Sea coast.` },
  durationDays: 3,
  pricePerPerson: 1_000_000,
  published: true,
  ...extra,
});

const as = (token: string) => ({ headers: bearer(token) });
async function create(payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/packages?lang=en',
    payload: payload as object,
    ...as(admin.token),
  });
}
async function addDeparture(id: string, startDate: string, seatsTotal: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/packages/${id}/departures?lang=en`,
    payload: { startDate, seatsTotal },
    ...as(admin.token),
  });
}
const names = (res: { json: () => { data: { name: string }[] } }) => res.json().data.map((p) => p.name);

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithRole(t, 'admin');
  user = await userWithRole(t, 'user');
  lodge = await createHotelFixture(t.database.db, { name: 'Lake Lodge', destinationSlug: 'uzungol' });
  const lake = await create(
    body('Lake Escape', {
      destinationId: lodge.destinationId,
      hotelIds: [lodge.hotelId],
      featured: true,
      activities: [{ en: 'Boat on the lake', tr: 'Gölde kayık' }],
      itinerary: [
        { day: 2, title: { en: 'Plateau walk' } },
        { day: 1, title: { en: 'Arrival at the lake', ar: 'الوصول إلى البحيرة' } },
      ],
    }),
  );
  const coast = await create(
    body('Coast Road', { durationDays: 5, pricePerPerson: 2_000_000, dealPercent: 25 }),
  );
  const draft = await create(body('Secret Draft', { published: false }));
  ids.lake = lake.json()._id;
  ids.coast = coast.json()._id;
  ids.draft = draft.json()._id;
  await addDeparture(ids.lake, addDays(today, 10), 12);
  await addDeparture(ids.lake, addDays(today, 40), 12);
  await addDeparture(ids.coast, addDays(today, 20), 2);
});
afterAll(async () => {
  await t.close();
});

describe('packages', () => {
  it('list only published packages with the deal price, next departure and destination', async () => {
    const res = await t.app.inject({ url: '/api/packages?lang=en&sort=price_asc' });
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Lake Escape', 'Coast Road']);
    const coast = res.json().data[1];
    expect(coast).toMatchObject({
      pricePerPerson: 2_000_000,
      dealPercent: 25,
      price: 1_500_000,
      durationDays: 5,
    });
    expect(coast.nextDeparture).toMatchObject({
      startDate: addDays(today, 20),
      endDate: addDays(today, 24),
      seatsLeft: 2,
    });
    const lake = res.json().data[0];
    expect(lake.destination.slug).toBe('uzungol');
    expect(lake.is_featured).toBe(true);
  });

  it('filter by destination, departure window, duration, price and deals', async () => {
    const q = async (query: string) => names(await t.app.inject({ url: `/api/packages?lang=en&${query}` }));
    expect(await q('destination=uzungol')).toEqual(['Lake Escape']);
    expect(await q(`from=${addDays(today, 15)}&to=${addDays(today, 25)}`)).toEqual(['Coast Road']);
    expect(await q(`from=${addDays(today, 30)}`)).toEqual(['Lake Escape']);
    expect(await q('minDays=4')).toEqual(['Coast Road']);
    expect(await q('maxPrice=12000')).toEqual(['Lake Escape']);
    expect(await q('minPrice=12000')).toEqual(['Coast Road']);
    expect(await q('deals=true')).toEqual(['Coast Road']);
    const bad = await t.app.inject({
      url: `/api/packages?from=${addDays(today, 9)}&to=${addDays(today, 2)}`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('to');
  });

  it('a page past the end answers no packages with the real total', async () => {
    const body = (await t.app.inject({ url: '/api/packages?limit=1&page=5' })).json();
    expect(body).toMatchObject({ data: [], total: 2, page: 5, totalPages: 2 });
  });

  it('with a departure window, the next departure shown is the first one inside it', async () => {
    const next = async (query: string) =>
      (await t.app.inject({ url: `/api/packages?lang=en&${query}` }))
        .json()
        .data.map((p: { name: string; nextDeparture: { startDate: string } | null }) => [
          p.name,
          p.nextDeparture?.startDate,
        ]);
    expect(await next(`from=${addDays(today, 30)}`)).toEqual([['Lake Escape', addDays(today, 40)]]);
    expect(await next(`to=${addDays(today, 50)}&from=${addDays(today, 11)}&destination=uzungol`)).toEqual([
      ['Lake Escape', addDays(today, 40)],
    ]);
    expect(await next('destination=uzungol')).toEqual([['Lake Escape', addDays(today, 10)]]);
  });

  it('featured and popular', async () => {
    const featured = await t.app.inject({ url: '/api/packages/featured?lang=en' });
    expect(featured.json().map((p: { name: string }) => p.name)).toEqual(['Lake Escape']);
    const popular = await t.app.inject({ url: '/api/packages/popular?lang=en' });
    expect(popular.json()).toHaveLength(2);
  });

  it('detail by slug or id: itinerary in day order in the reader language, hotels, future departures', async () => {
    const res = await t.app.inject({ url: '/api/packages/slug/lake-escape?lang=ar' });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.name).toBe('باقة Lake Escape');
    expect(p.itinerary.map((d: { day: number; title: string }) => [d.day, d.title])).toEqual([
      [1, 'الوصول إلى البحيرة'],
      [2, 'Plateau walk'],
    ]);
    expect(p.hotels.map((h: { _id: string }) => h._id)).toEqual([lodge.hotelId]);
    expect(p.departures.map((d: { startDate: string }) => d.startDate)).toEqual([
      addDays(today, 10),
      addDays(today, 40),
    ]);
    expect((await t.app.inject({ url: `/api/packages/${ids.lake}` })).json().slug).toBe('lake-escape');
    expect((await t.app.inject({ url: `/api/packages/${ids.draft}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/packages/slug/secret-draft' })).statusCode).toBe(404);
  });

  it('answers bad input field by field and writes nothing', async () => {
    const res = await create({
      name: { en: '' },
      description: { en: 'x' },
      durationDays: 0,
      pricePerPerson: -5,
      hotelIds: ['00000000-0000-4000-8000-000000000000'],
      images: ['javascript:alert(1)'],
    });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['durationDays', 'images.0', 'name.en', 'pricePerPerson']);
    const unknownHotel = await create(body('Ghost', { hotelIds: ['00000000-0000-4000-8000-000000000000'] }));
    expect(unknownHotel.statusCode).toBe(400);
    expect(unknownHotel.json().errors[0].field).toBe('hotelIds.0');
    const list = await t.app.inject({ url: '/api/admin/packages', ...as(admin.token) });
    expect(list.json().total).toBe(3);
  });

  it('answers 409 slug_taken for an address another package has, and changes nothing', async () => {
    const taken = await create(body('Lake Escape Again', { slug: 'lake-escape' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'conflict',
      errors: [
        { field: 'slug', code: 'slug_taken', message: 'This address is already used by another page' },
      ],
    });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/packages/${ids.coast}`,
      payload: body('Coast Road', { durationDays: 5, slug: 'lake-escape' }),
      ...as(admin.token),
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().errors).toEqual([expect.objectContaining({ field: 'slug', code: 'slug_taken' })]);
    expect((await t.app.inject({ url: `/api/packages/${ids.coast}` })).json().slug).toBe('coast-road');
  });

  it('PUT itinerary replaces the days, refuses days past the duration and repeated days', async () => {
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/packages/${ids.lake}/itinerary`,
      payload: {
        itinerary: [
          { day: 3, title: { en: 'Home' } },
          { day: 1, title: { en: 'Start' } },
        ],
      },
      ...as(admin.token),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().itinerary.map((d: { day: number }) => d.day)).toEqual([1, 3]);
    const beyond = await t.app.inject({
      method: 'PUT',
      url: `/api/packages/${ids.lake}/itinerary`,
      payload: { itinerary: [{ day: 4, title: { en: 'Too late' } }] },
      ...as(admin.token),
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().errors[0].field).toBe('itinerary.0.day');
    const twice = await t.app.inject({
      method: 'PUT',
      url: `/api/packages/${ids.lake}/itinerary`,
      payload: {
        itinerary: [
          { day: 1, title: { en: 'A' } },
          { day: 1, title: { en: 'B' } },
        ],
      },
      ...as(admin.token),
    });
    expect(twice.statusCode).toBe(400);
  });

  it('departures: no past dates or duplicates; seats never below what is booked; booked ones stay', async () => {
    expect((await addDeparture(ids.coast, today, 5)).statusCode).toBe(400);
    const twice = await addDeparture(ids.coast, addDays(today, 20), 5);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual([
      { field: 'startDate', code: 'date_taken', message: 'There is already a departure on this date' },
    ]);
    const [dep] = await t.database.db
      .select()
      .from(packageDepartures)
      .where(eq(packageDepartures.packageId, ids.coast));
    if (!dep) throw new Error('no departure');
    // Two seats held.
    await t.database.db
      .update(packageDepartures)
      .set({ seatsLeft: 0 })
      .where(eq(packageDepartures.id, dep.id));
    const url = `/api/packages/${ids.coast}/departures/${dep.id}?lang=en`;
    const shrink = await t.app.inject({
      method: 'PUT',
      url,
      payload: { startDate: dep.startDate, seatsTotal: 1 },
      ...as(admin.token),
    });
    expect(shrink.statusCode).toBe(409);
    expect(shrink.json().errors[0]).toMatchObject({ field: 'seatsTotal', code: 'seats_below_booked' });
    const grow = await t.app.inject({
      method: 'PUT',
      url,
      payload: { startDate: dep.startDate, seatsTotal: 6 },
      ...as(admin.token),
    });
    expect(grow.statusCode).toBe(200);
    expect(grow.json().departures[0]).toMatchObject({ seatsTotal: 6, seatsLeft: 4 });
    const remove = await t.app.inject({ method: 'DELETE', url, ...as(admin.token) });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().code).toBe('departure_has_bookings');
  });

  it('a departure a cancelled booking still points at is kept: 409, never a 500', async () => {
    const [dep] = await t.database.db
      .select()
      .from(packageDepartures)
      .where(eq(packageDepartures.packageId, ids.lake));
    if (!dep) throw new Error('no departure');
    await insertBookings(t.database.db, {
      reference: 'KT-PKGCANC1',
      type: 'package',
      status: 'cancelled',
      userId: user.id,
      packageId: ids.lake,
      departureId: dep.id,
      checkIn: dep.startDate,
      checkOut: addDays(dep.startDate, 2),
      guests: 1,
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      phone: '+905551112233',
      paymentMethod: 'creditCard',
      currency: 'TRY',
      nights: [],
      subtotal: 0,
      taxRate: 12,
      taxes: 0,
      total: 0,
    });
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/packages/${ids.lake}/departures/${dep.id}?lang=en`,
      ...as(admin.token),
    });
    expect(remove.statusCode, remove.body).toBe(409);
    expect(remove.json().code).toBe('departure_has_bookings');
  });

  it('a package with bookings is not deleted; one without is', async () => {
    await insertBookings(t.database.db, {
      reference: 'KT-PKGTEST1',
      type: 'package',
      status: 'confirmed',
      userId: user.id,
      packageId: ids.lake,
      departureId: await departureOf(ids.lake),
      checkIn: addDays(today, 10),
      checkOut: addDays(today, 12),
      guests: 2,
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      phone: '+905551112233',
      paymentMethod: 'creditCard',
      currency: 'TRY',
      nights: [],
      subtotal: 0,
      taxRate: 12,
      taxes: 0,
      total: 0,
    });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/packages/${ids.lake}`,
      ...as(admin.token),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('package_has_bookings');
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/packages/${ids.draft}`,
      ...as(admin.token),
    });
    expect(gone.statusCode).toBe(204);
  });

  it('reviews come from travellers whose trip is over', async () => {
    const review = { rating: 5, title: 'Wonderful', text: 'The plateau walk was the best day.' };
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/packages/${ids.coast}/reviews`,
        payload: review,
        ...as(user.token),
      });
    expect((await post()).statusCode).toBe(403);
    const mine = async () =>
      (await t.app.inject({ url: `/api/packages/${ids.coast}/reviews`, ...as(user.token) })).json();
    expect(await mine()).toMatchObject({ canReview: false, reviewedByMe: false });
    await insertBookings(t.database.db, {
      reference: 'KT-PKGTEST2',
      type: 'package',
      status: 'completed',
      userId: user.id,
      packageId: ids.coast,
      departureId: await departureOf(ids.coast),
      checkIn: '2027-01-10',
      checkOut: '2027-01-14',
      guests: 1,
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      phone: '+905551112233',
      paymentMethod: 'creditCard',
      currency: 'TRY',
      nights: [],
      subtotal: 0,
      taxRate: 12,
      taxes: 0,
      total: 0,
    });
    expect(await mine()).toMatchObject({ canReview: true, reviewedByMe: false });
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(409);
    expect(await mine()).toMatchObject({ canReview: false, reviewedByMe: true });
    const reviews = await t.app.inject({ url: `/api/packages/${ids.coast}/reviews` });
    expect(reviews.json()).toMatchObject({ total: 1, averageRating: 5, totalReviews: 1 });
  });

  it('admin endpoints answer 401 to anonymous callers and 403 to travellers', async () => {
    const dep = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/admin/packages'],
      ['GET', `/api/packages/${ids.lake}?admin=true`],
      ['POST', '/api/packages'],
      ['PUT', `/api/packages/${ids.lake}`],
      ['DELETE', `/api/packages/${ids.coast}`],
      ['PUT', `/api/packages/${ids.lake}/itinerary`],
      ['POST', `/api/packages/${ids.lake}/departures`],
      ['PUT', `/api/packages/${ids.lake}/departures/${dep}`],
      ['DELETE', `/api/packages/${ids.lake}/departures/${dep}`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method, url, payload: {}, ...as(user.token) })).statusCode, url).toBe(403);
    }
  });
});

describe('package search text', () => {
  it('finds a name typed without its Turkish marks, by the start of its words, in any language', async () => {
    const res = await create(
      body('Monastery Day', {
        name: { en: 'Monastery Day', tr: 'Sümela Manastırı Günü', ar: 'يوم دير سوميلا' },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const q = async (text: string) =>
      names(await t.app.inject({ url: `/api/packages?lang=en&q=${encodeURIComponent(text)}` }));
    expect(await q('sumela manastiri')).toEqual(['Monastery Day']);
    expect(await q('SÜMELA')).toEqual(['Monastery Day']);
    expect(await q('manas gun')).toEqual(['Monastery Day']);
    expect(await q('سوميلا')).toEqual(['Monastery Day']);
    expect(await q('sumela coast')).toEqual([]);
  });

  it('the admin list finds it the same way', async () => {
    const q = async (text: string) => {
      const res = await t.app.inject({
        url: `/api/admin/packages?q=${encodeURIComponent(text)}`,
        ...as(admin.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { name: { en: string } }[]).map((p) => p.name.en);
    };
    expect(await q('sumela manastiri')).toEqual(['Monastery Day']);
    expect(await q('SUMELA')).toEqual(['Monastery Day']);
    expect(await q('LAKE escape')).toContain('Lake Escape');
    expect(await q('sumela coast')).toEqual([]);
  });
});

/** A departure of the package, for a booking the test writes itself. */
async function departureOf(packageId: string): Promise<string> {
  const [dep] = await t.database.db
    .select({ id: packageDepartures.id })
    .from(packageDepartures)
    .where(eq(packageDepartures.packageId, packageId));
  if (!dep) throw new Error('no departure');
  return dep.id;
}
