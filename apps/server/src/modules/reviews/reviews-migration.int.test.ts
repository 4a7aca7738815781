import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabaseAt, type RunSql } from '../../test/database-at.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer, loginUser } from '../../test/http.ts';
import { hashPassword } from '../auth/passwords.ts';

/**
 * Migration 0012 on a database that release 0010 left: hotels, packages and restaurants each with
 * their own table of reviews. (Reviews have no moderation state or replies to carry: they are
 * published as written.) Afterwards every review reads back through the API as it was written.
 */

const ids = {
  ayse: '00000000-0000-4000-8000-0000000000a1',
  omar: '00000000-0000-4000-8000-0000000000a2',
  hotel: '00000000-0000-4000-8000-0000000000b1',
  trip: '00000000-0000-4000-8000-0000000000b2',
  restaurant: '00000000-0000-4000-8000-0000000000b3',
};
const PASSWORD = 'Secret123!';

interface OldReview {
  id: string;
  userId: string | null;
  author: string;
  rating: number;
  title: string;
  text: string;
  lang: 'en' | 'tr' | 'ar';
  at: string;
}

const hotelReviews: OldReview[] = [
  {
    id: '10000000-0000-4000-8000-000000000001',
    userId: ids.ayse,
    author: 'Ayşe K.',
    rating: 5,
    title: 'Deniz manzarası',
    text: 'Odamız denize bakıyordu.\nKahvaltı çok iyiydi — “harika”.',
    lang: 'tr',
    at: '2027-03-02T08:15:30.123Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000002',
    // The guest's account was deleted: the review stays, without its user.
    userId: null,
    author: 'A guest',
    rating: 3,
    title: 'Fine',
    text: 'Clean, a bit noisy.',
    lang: 'en',
    at: '2027-03-02T08:15:30.123Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000003',
    userId: ids.omar,
    author: 'عمر',
    rating: 4,
    title: 'إقامة جميلة',
    text: 'الفندق قريب من الميدان.',
    lang: 'ar',
    at: '2026-11-20T19:00:00.000Z',
  },
];
const tripReviews: OldReview[] = [
  {
    id: '20000000-0000-4000-8000-000000000001',
    userId: ids.ayse,
    author: 'Ayşe K.',
    rating: 4,
    title: 'Uzungöl day',
    text: 'Lovely lake, long drive.',
    lang: 'en',
    at: '2027-04-11T10:00:00.000Z',
  },
  {
    id: '20000000-0000-4000-8000-000000000002',
    userId: ids.omar,
    author: 'Omar',
    rating: 2,
    title: 'Too short',
    text: 'We wanted more time at Sumela.',
    lang: 'en',
    at: '2027-04-12T10:00:00.000Z',
  },
];
const restaurantReviews: OldReview[] = [
  {
    id: '30000000-0000-4000-8000-000000000001',
    userId: ids.ayse,
    author: 'Ayşe K.',
    rating: 5,
    title: 'Köfte!',
    text: 'En iyi köfte.',
    lang: 'tr',
    at: '2027-05-01T18:30:00.000Z',
  },
  {
    id: '30000000-0000-4000-8000-000000000002',
    userId: null,
    author: 'Anonymous',
    rating: 4,
    title: 'Good',
    text: 'Quick and tasty.',
    lang: 'en',
    at: '2027-05-02T18:30:00.000Z',
  },
];

const localized = (en: string) => JSON.stringify({ en, tr: en, ar: en });
const average = (list: OldReview[]) =>
  Math.round((list.reduce((s, r) => s + r.rating, 0) / list.length) * 10) / 10;

/** What release 0010 wrote: two guests, a hotel, a trip and a restaurant with their reviews. */
async function fillRelease0010(run: RunSql) {
  const hash = await hashPassword(PASSWORD);
  for (const [id, name, email] of [
    [ids.ayse, 'Ayşe K.', 'ayse@example.com'],
    [ids.omar, 'Omar', 'omar@example.com'],
  ] as const)
    await run(
      'insert into users (id, name, email, email_normalized, password_hash) values ($1, $2, $3, $3, $4)',
      [id, name, email, hash],
    );
  await run(
    `insert into hotels (id, slug, name, description, city, star_rating, cancellation_policy, rules,
       additional_details, published, average_rating, total_reviews)
     values ($1, 'old-harbour-hotel', $2, $2, 'Trabzon', 4, $2, $2, $2, true, $3, $4)`,
    [ids.hotel, localized('Old Harbour Hotel'), average(hotelReviews), hotelReviews.length],
  );
  await run(
    `insert into packages (id, slug, name, description, duration_days, price_per_person, published,
       average_rating, total_reviews)
     values ($1, 'uzungol-day', $2, $2, 1, 150000, true, $3, $4)`,
    [ids.trip, localized('Uzungöl day'), average(tripReviews), tripReviews.length],
  );
  await run(
    `insert into restaurants (id, slug, name, description, cuisine, price_range, city, opening_hours,
       published, average_rating, total_reviews)
     values ($1, 'old-kofte', $2, $2, 'turkish', 2, 'Trabzon', $5::jsonb, true, $3, $4)`,
    [
      ids.restaurant,
      localized('Old Köfte'),
      average(restaurantReviews),
      restaurantReviews.length,
      JSON.stringify(
        Object.fromEntries(
          ['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [{ from: '11:00', to: '22:00' }]]),
        ),
      ),
    ],
  );
  const tables = [
    ['hotel_reviews', 'hotel_id', ids.hotel, hotelReviews],
    ['package_reviews', 'package_id', ids.trip, tripReviews],
    ['restaurant_reviews', 'restaurant_id', ids.restaurant, restaurantReviews],
  ] as const;
  for (const [table, column, subject, list] of tables)
    for (const r of list)
      await run(
        `insert into ${table} (id, ${column}, user_id, author_name, rating, title, text, lang, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [r.id, subject, r.userId, r.author, r.rating, r.title, r.text, r.lang, r.at],
      );
  // Both guests ate at the restaurant; only Ayşe reviewed it.
  for (const [n, userId] of [ids.ayse, ids.omar].entries())
    await run(
      `insert into bookings (reference, type, status, user_id, restaurant_id, check_in, check_out, guests,
         first_name, last_name, email, phone, payment_method, currency, nights, subtotal, tax_rate, taxes, total)
       values ($1, 'restaurant', 'completed', $2, $3, '2027-04-30', '2027-04-30', 2,
         'G', 'Guest', 'guest@example.com', '+905551112233', 'none', 'TRY', '[]'::jsonb, 0, 0, 0, 0)`,
      [`KT-OLDTABLE${n}`, userId, ids.restaurant],
    );
}

/** A review as the API answered it before the migration (toReviewDto of the old tables' rows). */
const asAnswered = (r: OldReview) => ({
  _id: r.id,
  rating: r.rating,
  title: r.title,
  text: r.text,
  author: r.author,
  date: r.at,
  lang: r.lang,
});
/** Newest first, ties by id, as every subject's reviews were listed. */
const newestFirst = (list: OldReview[]) =>
  [...list].sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id)).map(asAnswered);

describe('migration 0012: the three review tables become one', () => {
  let t: TestApp;
  // A database created, migrated in two steps and opened again: may take minutes on a busy machine.
  beforeAll(async () => {
    const database = await openTestDatabaseAt('0010_restaurant_party_sizes', fillRelease0010);
    t = await createTestApp({ RESPONSE_CACHE: 'false' }, { database });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['hotels', 'old-harbour-hotel', hotelReviews],
    ['packages', 'uzungol-day', tripReviews],
    ['restaurants', 'old-kofte', restaurantReviews],
  ] as const)(
    'every review of %s reads back as it was written, with the totals',
    async (path, slug, list) => {
      const res = await t.app.inject({ url: `/api/${path}/${slug}/reviews?limit=50` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: newestFirst(list),
        total: list.length,
        page: 1,
        totalPages: 1,
        averageRating: average(list),
        totalReviews: list.length,
        reviewedByMe: false,
        canReview: false,
      });
    },
  );

  it('keeps each review its author: one per guest and subject still holds, and a guest who has not reviewed may', async () => {
    const ayse = bearer((await loginUser(t.app, 'ayse@example.com', PASSWORD)).token);
    const omar = bearer((await loginUser(t.app, 'omar@example.com', PASSWORD)).token);
    for (const path of ['hotels/old-harbour-hotel', 'packages/uzungol-day', 'restaurants/old-kofte']) {
      const mine = (await t.app.inject({ url: `/api/${path}/reviews`, headers: ayse })).json();
      expect(mine.reviewedByMe, path).toBe(true);
      expect(mine.canReview, path).toBe(false);
    }
    const body = { rating: 5, title: 'Again', text: 'Still the best köfte in town.' };
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/restaurants/old-kofte/reviews',
      headers: ayse,
      payload: body,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_reviewed');

    const before = (await t.app.inject({ url: '/api/restaurants/old-kofte/reviews', headers: omar })).json();
    expect(before).toMatchObject({ reviewedByMe: false, canReview: true });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/restaurants/old-kofte/reviews',
      headers: omar,
      payload: { rating: 3, title: 'Busy', text: 'Good köfte, but a long wait for a table.' },
    });
    expect(added.statusCode).toBe(201);
    const after = (await t.app.inject({ url: '/api/restaurants/old-kofte/reviews?limit=50' })).json();
    expect(after.totalReviews).toBe(3);
    expect(after.averageRating).toBe(4);
    expect(after.data.slice(1)).toEqual(newestFirst(restaurantReviews));
    const page = (await t.app.inject({ url: '/api/restaurants/old-kofte' })).json();
    expect(page).toMatchObject({ averageRating: 4, totalReviews: 3 });
  });
});
