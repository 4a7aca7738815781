import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema/restaurants.ts';
import { createRestaurantFixture, type RestaurantFixture } from '../../test/fixtures/restaurant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { mailsAbout } from '../../test/mail-parsing.ts';

// A restaurant's address as every answer shows it: each part once, whatever the reader's script.
const MEYDAN_LINE = 'Kahramanmaraş Cad. No: 12, Meydan, Ortahisar / Trabzon';

let t: TestApp;
let meydan: RestaurantFixture;
let coast: RestaurantFixture;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // The area is named "trabzon" in every language, like the town.
  meydan = await createRestaurantFixture(db, { name: { en: 'Meydan Köfte' }, destinationSlug: 'trabzon' });
  coast = await createRestaurantFixture(db, { name: { en: 'Sahil Balık' }, destinationSlug: 'trabzon' });
  await db
    .update(restaurants)
    .set({ addressLine: MEYDAN_LINE, city: 'Trabzon', cityNames: { en: '', tr: '', ar: 'طرابزون' } })
    .where(eq(restaurants.id, meydan.restaurantId));
  await db
    .update(restaurants)
    .set({
      addressLine: 'Sahil Cad. No: 41',
      city: 'Akçaabat',
      cityNames: { en: '', tr: '', ar: 'أقجة آباد' },
    })
    .where(eq(restaurants.id, coast.restaurantId));
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('a restaurant’s address', () => {
  it('names the town once on its page, in English and in Arabic', async () => {
    expect((await get(`/api/restaurants/${meydan.slug}?lang=en`)).address).toEqual([MEYDAN_LINE]);
    // "طرابزون" is the Trabzon the line already names.
    expect((await get(`/api/restaurants/${meydan.slug}?lang=ar`)).address).toEqual([MEYDAN_LINE]);
    expect((await get(`/api/restaurants/${coast.slug}?lang=en`)).address).toEqual([
      'Sahil Cad. No: 41',
      'Akçaabat',
    ]);
    expect((await get(`/api/restaurants/${coast.slug}?lang=ar`)).address).toEqual([
      'Sahil Cad. No: 41',
      'أقجة آباد',
    ]);
  });

  it('on a card, names the town and the area once', async () => {
    const places = async (lang: string) =>
      Object.fromEntries(
        (await get(`/api/restaurants?lang=${lang}`)).data.map((r: { slug: string; place: string[] }) => [
          r.slug,
          r.place,
        ]),
      );
    expect(await places('en')).toEqual({ [meydan.slug]: ['Trabzon'], [coast.slug]: ['Akçaabat', 'trabzon'] });
    expect(await places('ar')).toEqual({
      [meydan.slug]: ['طرابزون'],
      [coast.slug]: ['أقجة آباد', 'trabzon'],
    });
  });

  it('names the town once in a reservation and in the calendar event its mail carries', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings?lang=ar',
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: {
        type: 'restaurant',
        restaurantId: meydan.restaurantId,
        date: '2027-06-10',
        time: '19:00',
        partySize: 2,
        firstName: 'Layla',
        lastName: 'Hassan',
        email: 'layla@example.com',
        phone: '+90 532 000 00 00',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json();
    expect(booking.restaurant.address).toEqual([MEYDAN_LINE]);
    await t.app.deps.tasks.idle();
    const [mail] = await mailsAbout(await t.outbox(), booking.reference);
    expect(mail?.event?.location).toBe(`Meydan Köfte، ${MEYDAN_LINE}`);
  });
});
