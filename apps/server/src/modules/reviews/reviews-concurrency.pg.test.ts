import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRestaurantFixture,
  insertRestaurantBooking,
  type RestaurantFixture,
} from '../../test/fixtures/restaurant-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';

// Reviews written at the same moment: each counted in the subject's totals, one per guest.
let t: TestApp;
let place: RestaurantFixture;

beforeAll(async () => {
  if (process.env.TEST_DB !== 'postgres') throw new Error('this suite needs TEST_DB=postgres');
  t = await createTestApp({ RESPONSE_CACHE: 'false' });
  place = await createRestaurantFixture(t.database.db, { name: { en: 'Busy Review Köfte' } });
});
afterAll(async () => {
  await t?.close();
});

/** A guest who had a table at the restaurant last month (the test clock says 2027-06-01). */
async function pastGuest(name: string) {
  const guest = await userWithRole(t, 'user', name);
  await insertRestaurantBooking(t.database.db, {
    restaurantId: place.restaurantId,
    startsAt: new Date('2027-05-03T17:00:00Z'),
    userId: guest.id,
  });
  return guest;
}

const review = (rating: number) => ({ rating, title: 'Our dinner', text: 'Köfte and pide by the harbour.' });

describe('reviews written at once', () => {
  it('are all counted in the average and count, and one guest sending one many times gets one', async () => {
    const guests = await Promise.all(Array.from({ length: 10 }, (_, i) => pastGuest(`Guest ${i}`)));
    const ratings = guests.map((_, i) => (i % 5) + 1);
    const url = `/api/restaurants/${place.restaurantId}/reviews`;
    const answers = await Promise.all(
      guests.map((g, i) =>
        t.app.inject({ method: 'POST', url, payload: review(ratings[i] ?? 3), headers: bearer(g.token) }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(guests.map(() => 201));

    // A guest who has not reviewed yet sends the same review five times at once: one is kept.
    const eager = await pastGuest('Eager');
    const repeated = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'POST', url, payload: review(1), headers: bearer(eager.token) }),
      ),
    );
    expect(repeated.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(repeated.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual(
      Array(4).fill('already_reviewed'),
    );

    const all = [...ratings, 1];
    const average = Math.round((all.reduce((s, r) => s + r, 0) / all.length) * 10) / 10;
    const page = (await t.app.inject({ url })).json();
    expect(page).toMatchObject({ total: 11, totalReviews: 11, averageRating: average });
    const card = (await t.app.inject({ url: `/api/restaurants/${place.restaurantId}` })).json();
    expect(card).toMatchObject({ totalReviews: 11, averageRating: average });
  });

  it('refuses guests whose table was at another restaurant, however many ask at once', async () => {
    const other = await createRestaurantFixture(t.database.db, { name: { en: 'Second Review Pide' } });
    const guests = await Promise.all(Array.from({ length: 6 }, (_, i) => pastGuest(`Late ${i}`)));
    // Their tables were at the first restaurant: none may review the second.
    const refused = await Promise.all(
      guests.map((g) =>
        t.app.inject({
          method: 'POST',
          url: `/api/restaurants/${other.restaurantId}/reviews`,
          payload: review(5),
          headers: bearer(g.token),
        }),
      ),
    );
    expect(refused.map((a) => a.statusCode)).toEqual(guests.map(() => 403));
  });
});
