import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createRestaurantFixture,
  type RestaurantFixture,
  week,
} from '../../test/fixtures/restaurant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// The test clock starts at 2027-06-01T09:00Z: Tuesday 12:00 in Istanbul (UTC+3).
const TUE = '2027-06-01';
const WED = '2027-06-02';

let t: TestApp;
let oneTable: RestaurantFixture;
let twoTables: RestaurantFixture;
let dinners: RestaurantFixture;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // One table for four: a reservation for four takes every time its turn overlaps.
  oneTable = await createRestaurantFixture(db, {
    name: { en: 'Tek Masa Balık' },
    tables: [
      [2, 'inside'],
      [4, 'window'],
    ],
  });
  twoTables = await createRestaurantFixture(db, {
    name: { en: 'İki Masa Köfte' },
    tables: [
      [4, 'inside'],
      [6, 'terrace'],
    ],
  });
  // Dinner only on Wednesdays, from 18:00 to 23:00.
  dinners = await createRestaurantFixture(db, {
    name: { en: 'Akşam Sofrası' },
    openingHours: week({ '3': [{ from: '18:00', to: '23:00' }] }),
    tables: [[4, 'garden']],
  });
  // Takes parties of two at most: a search for four leaves it out.
  await createRestaurantFixture(db, {
    name: { en: 'Küçük Kahve' },
    maxPartySize: 2,
    tables: [[2, 'inside']],
  });
});
afterAll(async () => {
  await t.close();
});

type Card = {
  _id: string;
  name: string;
  onDate: { date: string; hours: unknown[]; freeTimes: string[] | null };
};

const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/restaurants?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { cards: res.json().data as Card[], cache: res.headers['x-cache'] };
};
const slots = async (id: string, date: string, partySize: number) => {
  const res = await t.app.inject({ url: `/api/restaurants/${id}/slots?date=${date}&partySize=${partySize}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().slots as { time: string }[]).map((s) => s.time);
};

describe('free times on the results', () => {
  it('each restaurant carries the times free for the party that date, as its own times answer', async () => {
    const { cards } = await list(`date=${WED}&partySize=4`);
    expect(cards.map((c) => c.name).sort()).toEqual(['Akşam Sofrası', 'Tek Masa Balık', 'İki Masa Köfte']);
    for (const card of cards) {
      expect(card.onDate.date).toBe(WED);
      expect(card.onDate.freeTimes, card.name).toEqual(await slots(card._id, WED, 4));
    }
    const evening = cards.find((c) => c._id === dinners.restaurantId);
    expect(evening?.onDate.hours).toEqual([{ from: '18:00', to: '23:00' }]);
    expect(evening?.onDate.freeTimes).toEqual([
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
    ]);
    // Today: none sooner than 30 minutes from now (12:00 in Istanbul).
    const today = await list(`date=${TUE}&partySize=2`);
    for (const card of today.cards) expect(card.onDate.freeTimes).toEqual(await slots(card._id, TUE, 2));
    expect(today.cards.find((c) => c._id === twoTables.restaurantId)?.onDate.freeTimes?.[0]).toBe('12:30');
  });

  it('says the hours of a date without a party, and nothing of a date without one', async () => {
    const { cards } = await list(`date=${WED}`);
    expect(cards.find((c) => c._id === dinners.restaurantId)?.onDate).toEqual({
      date: WED,
      hours: [{ from: '18:00', to: '23:00' }],
      freeTimes: null,
    });
    for (const card of (await list('')).cards) expect(card.onDate).toBeNull();
  });

  it('a reservation that takes the last table at a time removes that time from the list at once', async () => {
    const query = `date=${WED}&partySize=4&sort=rating`;
    const before = (await list(query)).cards.find((c) => c._id === oneTable.restaurantId);
    expect(before?.onDate.freeTimes).toContain('19:00');
    expect((await list(query)).cache).toBe('hit');
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: {
        type: 'restaurant',
        restaurantId: oneTable.restaurantId,
        date: WED,
        time: '19:00',
        partySize: 4,
        firstName: 'Ayşe',
        lastName: 'Kaya',
        email: 'ayse@example.com',
        phone: '+90 532 000 00 00',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const after = await list(query);
    expect(after.cache).not.toBe('hit');
    const card = after.cards.find((c) => c._id === oneTable.restaurantId);
    expect(card?.onDate.freeTimes).not.toContain('19:00');
    expect(card?.onDate.freeTimes).toEqual(await slots(oneTable.restaurantId, WED, 4));
    // The other restaurant's table is still free at 19:00.
    expect(after.cards.find((c) => c._id === twoTables.restaurantId)?.onDate.freeTimes).toContain('19:00');
  });

  it('costs the same few database statements for a page of one restaurant as for a page of three', async () => {
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const statements = async (query: string) => {
      // What runs in the background (the mail of the reservation booked above) is not the page's.
      await t.app.deps.tasks.idle();
      const spy = vi.spyOn(client, 'query');
      await list(query);
      const count = spy.mock.calls.length;
      spy.mockRestore();
      return count;
    };
    const one = await statements(`date=${WED}&partySize=4&limit=1&sort=price_asc`);
    const three = await statements(`date=${WED}&partySize=4&limit=3&sort=price_asc`);
    expect(one).toBeGreaterThan(0);
    expect(three).toBeLessThanOrEqual(one);
  });
});
