import { existsSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@app/shared/i18n/languages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { loginUser } from '../../../test/http.ts';
import { bookings } from '../../schema/bookings.ts';
import { destinations } from '../../schema/destinations.ts';
import { hotelStayBookings } from '../../schema/hotel-stay-bookings.ts';
import { hotels, roomTypes } from '../../schema/hotels.ts';
import { hotelInventory } from '../../schema/inventory.ts';
import { packageDepartures } from '../../schema/packages.ts';
import { reviews } from '../../schema/reviews.ts';
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

describe('the demo catalogue', () => {
  it('has at least 15 published hotels across 5+ destinations, each with 2-4 room types', async () => {
    const db = t.database.db;
    const all = await db.select().from(hotels);
    expect(all.filter((h) => h.published).length).toBeGreaterThanOrEqual(15);
    expect(new Set(all.map((h) => h.destinationId)).size).toBeGreaterThanOrEqual(5);
    const rooms = await db.select().from(roomTypes);
    for (const h of all) {
      const n = rooms.filter((r) => r.hotelId === h.id).length;
      expect(n, h.slug).toBeGreaterThanOrEqual(2);
      expect(n, h.slug).toBeLessThanOrEqual(4);
    }
  });

  it('has every text in every language the site speaks', async () => {
    const db = t.database.db;
    const texts = [
      ...(
        await db
          .select({ a: hotels.name, b: hotels.description, c: hotels.cancellationPolicy, d: hotels.rules })
          .from(hotels)
      ).flatMap((h) => [h.a, h.b, h.c, h.d]),
      ...(await db.select({ a: roomTypes.name }).from(roomTypes)).map((r) => r.a),
      ...(await db.select({ a: destinations.name, b: destinations.description }).from(destinations)).flatMap(
        (d) => [d.a, d.b],
      ),
    ];
    for (const text of texts)
      for (const lang of LANGUAGES) expect(text[lang]?.trim(), JSON.stringify(text)).toBeTruthy();
    expect(texts.some((x) => /[\u0600-\u06FF]/.test(x.ar ?? ''))).toBe(true);
  });

  it('keeps each hotel average rating and review count equal to its reviews', async () => {
    const rows = await t.database.db.execute(sql`
      select h.slug, h.average_rating as avg, h.total_reviews as total,
        (select count(*)::int from reviews r where r.subject_type = 'hotel' and r.subject_id = h.id) as n,
        (select round(avg(rating)::numeric, 1)::float from reviews r where r.subject_type = 'hotel' and r.subject_id = h.id) as real_avg
      from hotels h`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
      avg: number;
      total: number;
      n: number;
      real_avg: number;
    }[];
    expect(list.length).toBeGreaterThan(0);
    for (const h of list) {
      expect(h.total).toBe(h.n);
      expect(Number(h.avg)).toBeCloseTo(Number(h.real_avg), 5);
    }
    expect(
      (await t.database.db.select().from(reviews).where(eq(reviews.subjectType, 'hotel'))).length,
    ).toBeGreaterThan(30);
  });

  it('points only at images that ship with the app', async () => {
    const all = await t.database.db.select().from(hotels);
    const rooms = await t.database.db.select().from(roomTypes);
    const dests = await t.database.db.select().from(destinations);
    const urls = [
      ...all.flatMap((h) => [h.featuredImage, ...h.images]),
      ...rooms.flatMap((r) => r.images),
      ...dests.map((d) => d.image),
    ];
    expect(urls.length).toBeGreaterThan(50);
    for (const url of urls) expect(existsSync(path.join(publicDir, url)), url).toBe(true);
  });

  it('gives the demo user a completed and an upcoming booking whose nights hold a room', async () => {
    const { token } = await loginUser(t.app, 'user@karadeniz.travel', 'User123!');
    const mine = await t.app.inject({ url: '/api/bookings', headers: { authorization: `Bearer ${token}` } });
    const statuses = mine
      .json()
      .data.filter((b: { type: string }) => b.type === 'hotel')
      .map((b: { status: string }) => b.status)
      .sort();
    expect(statuses).toEqual(['completed', 'confirmed']);
    const [upcoming] = await t.database.db
      .select({ roomTypeId: hotelStayBookings.roomTypeId, checkIn: bookings.checkIn })
      .from(bookings)
      .innerJoin(hotelStayBookings, eq(hotelStayBookings.bookingId, bookings.id))
      .where(and(eq(bookings.status, 'confirmed'), eq(bookings.type, 'hotel')));
    const [room] = await t.database.db
      .select()
      .from(roomTypes)
      .where(eq(roomTypes.id, upcoming?.roomTypeId as string));
    const [night] = await t.database.db
      .select()
      .from(hotelInventory)
      .where(
        and(
          eq(hotelInventory.roomTypeId, room?.id as string),
          eq(hotelInventory.date, upcoming?.checkIn as string),
        ),
      );
    expect(night?.availableRooms).toBe((room?.totalRooms ?? 0) - 1);
  });

  it('lists the seeded hotels through the API, and seeding again adds nothing', async () => {
    const res = await t.app.inject({ url: '/api/hotels?limit=50' });
    expect(res.json().total).toBeGreaterThanOrEqual(15);
    expect(await seedIfEmpty(t.database.db, t.config, { info: () => {} })).toBe(false);
    expect((await t.app.inject({ url: '/api/hotels?limit=50' })).json().total).toBe(res.json().total);
  });

  it('has published tour packages in every language, each with its hotels and future departures', async () => {
    const res = await t.app.inject({ url: '/api/packages?lang=ar' });
    expect(res.json().total).toBeGreaterThanOrEqual(3);
    // The seed dates departures from the real today; the test clock is elsewhere.
    const realToday = new Date().toISOString().slice(0, 10);
    for (const summary of res.json().data as { _id: string; slug: string }[]) {
      const future = await t.database.db
        .select()
        .from(packageDepartures)
        .where(
          and(
            eq(packageDepartures.packageId, summary._id),
            sql`${packageDepartures.startDate} > ${realToday}`,
          ),
        );
      expect(future.length).toBeGreaterThan(0);
      for (const lang of LANGUAGES) {
        const url = `/api/packages/slug/${summary.slug}?lang=${lang}`;
        expect((await t.app.inject({ url })).json().contentLang, url).toBe(lang);
      }
      const detail = (await t.app.inject({ url: `/api/packages/slug/${summary.slug}?lang=ar` })).json();
      expect(detail.hotels.length).toBeGreaterThan(0);
      expect(detail.itinerary).toHaveLength(detail.durationDays);
      expect(existsSync(path.join(publicDir, detail.featuredImage))).toBe(true);
    }
    const featured = await t.app.inject({ url: '/api/packages/featured' });
    expect(featured.json().length).toBeGreaterThan(0);
  });
});
