import { existsSync } from 'node:fs';
import path from 'node:path';
import { addDays, todayIn } from '@app/shared/common/dates';
import { LANGUAGES, type Language } from '@app/shared/i18n/languages';
import { openingHoursInput } from '@app/shared/restaurants/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { bearer, loginUser } from '../../../test/http.ts';
import { restaurants, restaurantTables } from '../../schema/restaurants.ts';
import { reviews as reviewsTable } from '../../schema/reviews.ts';
import { seedIfEmpty } from '../seed.ts';

const publicDir = path.resolve(import.meta.dirname, '../../../../../web/public');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database.db, t.config, { info: () => {} });
});
afterAll(async () => {
  await t.close();
});

describe('the demo restaurants', () => {
  it('are 12 or more, in every kitchen, across the region, each text in every language', async () => {
    const all = await t.database.db.select().from(restaurants);
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((r) => r.cuisine)).size).toBe(5);
    expect(new Set(all.map((r) => r.destinationId)).size).toBeGreaterThanOrEqual(5);
    for (const r of all) {
      const menu: Partial<Record<Language, string[]>> = r.menuHighlights;
      for (const lang of LANGUAGES) {
        expect(r.name[lang]?.trim(), r.slug).toBeTruthy();
        expect(r.description[lang]?.trim(), r.slug).toBeTruthy();
        expect(menu[lang]?.length ?? 0, `${r.slug} ${lang}`).toBeGreaterThanOrEqual(3);
        expect(menu[lang]?.length, `${r.slug} ${lang}`).toBe(r.menuHighlights.en.length);
      }
      expect(r.images).toEqual([
        `/images/restaurants/${r.slug}/cover.svg`,
        `/images/restaurants/${r.slug}/dish.svg`,
      ]);
      // Every picture is drawn (scripts/generate-images.mjs) and served from the web app.
      for (const url of r.images) expect(existsSync(path.join(publicDir, url)), url).toBe(true);
      expect(r.turnMinutes).toBeGreaterThanOrEqual(60);
      expect(r.turnMinutes).toBeLessThanOrEqual(120);
      expect(openingHoursInput.safeParse(r.openingHours).success, r.slug).toBe(true);
      // Near the Black Sea coast of Trabzon and Rize.
      expect(r.latitude).toBeGreaterThan(40.5);
      expect(r.longitude).toBeGreaterThan(39.4);
      expect(r.longitude).toBeLessThan(41.3);
    }
    const week = all.map((r) => Object.values(r.openingHours));
    expect(week.some((days) => days.some((d) => d.length === 0))).toBe(true); // a closed weekday
    expect(week.some((days) => days.some((d) => d.length === 2))).toBe(true); // lunch and dinner apart
    expect(week.some((days) => days.some((d) => d.some((s) => s.to <= s.from)))).toBe(true); // past midnight
  });

  it('have 6 to 20 tables each, of mixed sizes and places, each large enough for the largest party', async () => {
    const all = await t.database.db.select().from(restaurants);
    const tables = await t.database.db.select().from(restaurantTables);
    for (const r of all) {
      const own = tables.filter((x) => x.restaurantId === r.id);
      expect(own.length, r.slug).toBeGreaterThanOrEqual(6);
      expect(own.length, r.slug).toBeLessThanOrEqual(20);
      expect(new Set(own.map((x) => x.capacity)).size, r.slug).toBeGreaterThanOrEqual(3);
      expect(new Set(own.map((x) => x.location)).size, r.slug).toBeGreaterThanOrEqual(2);
      expect(Math.max(...own.map((x) => x.capacity)), r.slug).toBe(r.maxPartySize);
    }
    expect(new Set(tables.map((x) => x.location)).size).toBe(4);
  });

  it('are listed, and one open every day offers tomorrow’s times for two', async () => {
    const list = (await t.app.inject({ url: '/api/restaurants?limit=50' })).json();
    expect(list.total).toBeGreaterThanOrEqual(12);
    const tomorrow = addDays(todayIn(t.config.BUSINESS_TIMEZONE, t.clock.now()), 1);
    const slots = (
      await t.app.inject({ url: `/api/restaurants/akcaabat-kofte-evi/slots?date=${tomorrow}&partySize=2` })
    ).json();
    expect(slots.slots[0]).toEqual({ time: '10:30', location: 'inside' });
    expect(slots.slots.at(-1).time).toBe('20:30');
  });

  it('have a few reviews each, the rating and count being those of the reviews', async () => {
    const all = await t.database.db.select().from(restaurants);
    const reviews = await t.database.db
      .select()
      .from(reviewsTable)
      .where(eq(reviewsTable.subjectType, 'restaurant'));
    for (const r of all) {
      const own = reviews.filter((x) => x.subjectId === r.id);
      expect(own.length, r.slug).toBeGreaterThanOrEqual(3);
      expect(r.totalReviews, r.slug).toBe(own.length);
      const average = Math.round((own.reduce((s, x) => s + x.rating, 0) / own.length) * 10) / 10;
      expect(r.averageRating, r.slug).toBeCloseTo(average, 5);
    }
  });

  it('hold a table for the demo user a week ahead, shown with their bookings and on the admin’s timeline of the day', async () => {
    const { token } = await loginUser(t.app, 'user@karadeniz.travel', 'User123!');
    const mine = (await t.app.inject({ url: '/api/bookings?limit=50', headers: bearer(token) })).json();
    const table = mine.data.find((b: { type: string }) => b.type === 'restaurant');
    // The seed runs on the real clock, not the tests' fixed one.
    const inAWeek = addDays(todayIn(t.config.BUSINESS_TIMEZONE, new Date()), 7);
    expect(table).toMatchObject({
      reference: 'KT-DEMOTABLE',
      status: 'confirmed',
      checkIn: inAWeek,
      guests: 2,
      restaurant: { slug: 'meydan-kofte-ve-pide' },
      sitting: { time: '19:00' },
    });
    const sittings = (
      await t.app.inject({
        url: `/api/admin/restaurants/${table.restaurant._id}/sittings?date=${inAWeek}`,
        headers: bearer((await loginUser(t.app, 'admin@karadeniz.travel', 'Admin123!')).token),
      })
    ).json();
    expect(JSON.stringify(sittings)).toContain('KT-DEMOTABLE');
  });

  it('a later start keeps the restaurants as they are', async () => {
    const before = await t.database.db.select().from(restaurants);
    expect(await seedIfEmpty(t.database.db, t.config, { info: () => {} })).toBe(false);
    const after = await t.database.db.select().from(restaurants);
    expect(after.map((r) => r.id).sort()).toEqual(before.map((r) => r.id).sort());
  });
});
