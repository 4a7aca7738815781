import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogComments } from '../db/schema/blog.ts';
import { writePost } from '../modules/blog/post-writer.service.ts';
import { createHotelFixture, type HotelFixture } from '../test/fixtures/hotel-fixtures.ts';
import { createPackageFixture, type PackageFixture } from '../test/fixtures/package-fixtures.ts';
import { userWithRole } from '../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { bearer } from '../test/http.ts';

/**
 * A write forgets only the cached answers it can change (lib/cache-tags.ts). For each kind of
 * write: the next read of what it changed shows the change (never a stale answer), and what it
 * cannot change is still served from the cache. Runs on PGlite and on PostgreSQL.
 */
let t: TestApp;
let lake: HotelFixture;
let sea: HotelFixture;
let trip: PackageFixture;
let admin: { token: string };
const posts: Record<string, { id: string; slug: string }> = {};

const STAY = 'checkIn=2027-08-01&checkOut=2027-08-03&guests=2&sort=price_asc';
const OTHER_STAY = 'checkIn=2027-10-01&checkOut=2027-10-03&guests=2&sort=price_asc';

const url = {
  lakeAvailability: () =>
    `/api/inventory/hotels/${lake.hotelId}/${lake.roomTypeIds[0]}/availability?${STAY}&lang=en`,
  lakePage: () => `/api/hotels/${lake.hotelSlug}?lang=en`,
  seaPage: () => `/api/hotels/${sea.hotelId}?lang=en`,
  search: `/api/hotels?${STAY}&lang=en`,
  otherSearch: `/api/hotels?${OTHER_STAY}&lang=en`,
  tripPage: () => `/api/packages/${trip.packageId}?lang=en`,
  packages: '/api/packages?sort=price_asc&lang=en',
  destinations: '/api/destinations?lang=en',
  blog: '/api/blog/posts?lang=en',
  firstPost: () => `/api/blog/posts/${posts.first?.slug}?lang=en`,
  firstComments: () => `/api/blog/posts/${posts.first?.slug}/comments?lang=en`,
  secondPost: () => `/api/blog/posts/${posts.second?.slug}?lang=en`,
  settings: '/api/settings/public',
  hero: '/api/settings/homepage?lang=en',
};

const get = (path: string) => t.app.inject({ url: path });

/** Reads each address twice: afterwards each is in the cache (the second read is a hit). */
async function warm(...paths: string[]) {
  for (const path of paths) {
    expect((await get(path)).statusCode, path).toBe(200);
    expect((await get(path)).headers['x-cache'], path).toBe('hit');
  }
}

async function expectStillCached(...paths: string[]) {
  for (const path of paths) expect((await get(path)).headers['x-cache'], path).toBe('hit');
}

/** Every address the tests warm, minus those a write may change. */
const everything = () => Object.values(url).map((u) => (typeof u === 'function' ? u() : u));
const except = (...changed: string[]) => everything().filter((u) => !changed.includes(u));

beforeAll(async () => {
  t = await createTestApp();
  lake = await createHotelFixture(t.database.db, {
    name: 'Lakeside Lodge',
    rooms: [{ name: 'Lake double', pricePerNight: 300_000, totalRooms: 2, maxOccupancy: 2 }],
  });
  sea = await createHotelFixture(t.database.db, {
    name: 'Seafront Inn',
    rooms: [{ name: 'Sea double', pricePerNight: 250_000, totalRooms: 2, maxOccupancy: 2 }],
  });
  trip = await createPackageFixture(t.database.db, { seats: 10, startDate: '2027-07-10' });
  for (const key of ['first', 'second']) {
    const slug = `${key}-post-on-the-coast`;
    const { id } = await writePost(t.database.db, {
      slug,
      originalLang: 'en',
      status: 'published',
      featured: false,
      allowComments: true,
      featuredImage: '',
      categoryId: null,
      tags: [],
      authorId: null,
      authorName: 'Elif Kaya',
      publishedAt: new Date('2026-01-01T08:00:00Z'),
      now: new Date('2026-01-01T08:00:00Z'),
      translations: {
        en: {
          title: `The ${key} post`,
          excerpt: '',
          content: '<p>Tea gardens and sea air.</p>',
          seoTitle: '',
          seoDescription: '',
          seoKeywords: [],
        },
      },
    });
    posts[key] = { id, slug };
  }
  admin = await userWithRole(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});

function book(payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings?lang=en',
    headers: { 'idempotency-key': crypto.randomUUID() },
    payload: {
      firstName: 'Deniz',
      lastName: 'Kaya',
      email: 'deniz@example.com',
      phone: '+90 532 000 00 00',
      paymentMethod: 'payAtHotel',
      ...payload,
    },
  });
}

describe('a write forgets only what it changed', () => {
  it("a hotel booking and its cancellation: that hotel's availability and the searches over its nights", async () => {
    await warm(...everything());
    const booked = await book({
      type: 'hotel',
      hotelId: lake.hotelId,
      roomTypeId: lake.roomTypeIds[0],
      checkIn: '2027-08-01',
      checkOut: '2027-08-03',
      guests: 2,
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const availability = await get(url.lakeAvailability());
    expect(availability.headers['x-cache']).toBeUndefined();
    expect(availability.json().roomsLeft).toBe(1);
    expect((await get(url.search)).headers['x-cache']).toBeUndefined();
    // The hotel's page (it shows no availability), other hotels, other nights, packages,
    // destinations, the blog and settings are untouched.
    await expectStillCached(...except(url.lakeAvailability(), url.search));

    await warm(url.lakeAvailability(), url.search);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booked.json()._id}/cancel?lang=en`,
      headers: bearer(admin.token),
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await get(url.lakeAvailability())).json().roomsLeft).toBe(2);
    await expectStillCached(...except(url.lakeAvailability(), url.search));
  });

  it("a night's rooms and price edited: that hotel's availability and searches over that night, not its page", async () => {
    await warm(...everything());
    const night = await t.app.inject({
      method: 'PUT',
      url: `/api/inventory/hotels/${lake.hotelId}/${lake.roomTypeIds[0]}/2027-08-02`,
      headers: bearer(admin.token),
      payload: { totalRooms: 2, availableRooms: 2, basePrice: 900_000 },
    });
    expect(night.statusCode, night.body).toBe(200);

    const availability = await get(url.lakeAvailability());
    expect(availability.headers['x-cache']).toBeUndefined();
    expect(availability.json().nights.map((n: { price: number }) => n.price)).toContain(900_000);
    expect((await get(url.search)).headers['x-cache']).toBeUndefined();
    await expectStillCached(...except(url.lakeAvailability(), url.search));
  });

  it("a room's new price: that hotel's page and every hotel list, not packages, posts or settings", async () => {
    await warm(...everything());
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/hotels/${sea.hotelId}/rooms/${sea.roomTypeIds[0]}`,
      headers: bearer(admin.token),
      payload: {
        name: { en: 'Sea double' },
        roomType: 'standard',
        pricePerNight: 275_000,
        maxOccupancy: 2,
        totalRooms: 2,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const page = await get(url.seaPage());
    expect(page.headers['x-cache']).toBeUndefined();
    expect(page.json().roomTypes[0].pricePerNight).toBe(275_000);
    const other = (await get(url.otherSearch)).json();
    expect(other.data.find((h: { _id: string }) => h._id === sea.hotelId).priceFrom).toBe(275_000);
    await expectStillCached(
      url.lakePage(),
      url.lakeAvailability(),
      url.tripPage(),
      url.blog,
      url.firstPost(),
    );
    await expectStillCached(url.settings, url.hero);
  });

  it("a package booking: that package's page and package lists, not hotels or the blog", async () => {
    await warm(...everything());
    const booked = await book({
      type: 'package',
      packageId: trip.packageId,
      departureId: trip.departureId,
      guests: 2,
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const page = await get(url.tripPage());
    expect(page.headers['x-cache']).toBeUndefined();
    expect(page.json().nextDeparture.seatsLeft).toBe(8);
    expect((await get(url.packages)).headers['x-cache']).toBeUndefined();
    await expectStillCached(...except(url.tripPage(), url.packages));
  });

  it("approving a comment: that post's page and comments, not the other post or any list", async () => {
    await warm(...everything());
    const [comment] = await t.database.db
      .insert(blogComments)
      .values({
        postId: posts.first?.id ?? '',
        authorName: 'Ayşe',
        authorEmail: 'ayse@example.com',
        body: 'We went in May: the tea gardens were lovely.',
        lang: 'en',
      })
      .returning({ id: blogComments.id });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/blog-admin/comments/${comment?.id}/approve?lang=en`,
      headers: bearer(admin.token),
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const page = await get(url.firstPost());
    expect(page.headers['x-cache']).toBeUndefined();
    expect(page.json().approvedComments).toBe(1);
    expect((await get(url.firstComments())).json().total).toBe(1);
    await expectStillCached(...except(url.firstPost(), url.firstComments()));
  });

  it('a new hero slide: the home page settings only; the site settings change every answer', async () => {
    await warm(...everything());
    const hero = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/homepage',
      headers: bearer(admin.token),
      payload: {
        heroSlideshow: [
          {
            url: '/images/destinations/uzungol.svg',
            title: { en: 'Uzungöl at dawn', tr: '', ar: '' },
            subtitle: { en: '', tr: '', ar: '' },
          },
        ],
      },
    });
    expect(hero.statusCode, hero.body).toBe(200);
    expect((await get(url.hero)).json().heroSlideshow[0].title).toBe('Uzungöl at dawn');
    await expectStillCached(...except(url.hero, url.settings));

    await warm(...everything());
    const tax = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/payment',
      headers: bearer(admin.token),
      payload: { taxRate: 18 },
    });
    expect(tax.statusCode, tax.body).toBe(200);
    for (const path of everything()) expect((await get(path)).headers['x-cache'], path).toBeUndefined();
  });

  it('writes that change nothing shown (a pending comment, a view, a sign-in) forget nothing', async () => {
    await warm(...everything());
    const pending = await t.app.inject({
      method: 'POST',
      url: `/api/blog/posts/${posts.second?.slug}/comments?lang=en`,
      payload: { name: 'Can', email: 'can@example.com', body: 'Which month is best for the plateau?' },
    });
    expect(pending.statusCode, pending.body).toBe(202);
    const view = await t.app.inject({ method: 'POST', url: `/api/blog/posts/${posts.second?.slug}/views` });
    expect(view.statusCode, view.body).toBe(204);
    await userWithRole(t, 'user');
    await expectStillCached(...everything());
  });
});
