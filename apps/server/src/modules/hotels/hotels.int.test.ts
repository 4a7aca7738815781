import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../db/schema/hotels.ts';
import { hotelInventory } from '../../db/schema/inventory.ts';
import { insertBookings } from '../../test/fixtures/booking-rows.ts';
import { createHotelFixture, type HotelFixture } from '../../test/fixtures/hotel-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';

let t: TestApp;
let lake: HotelFixture;
let city: HotelFixture;
let budget: HotelFixture;
let admin: { token: string };
let user: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  lake = await createHotelFixture(db, {
    name: 'UZUNGÖL Lake Lodge',
    nameTr: 'Uzungöl Göl Evi',
    nameAr: 'نزل بحيرة أوزنجول',
    city: 'Çaykara',
    cityAr: 'تشايكارا',
    destinationSlug: 'uzungol',
    starRating: 5,
    amenities: ['wifi', 'spa', 'lakeView', 'halalFood'],
    featured: true,
    rooms: [
      { pricePerNight: 500_000, totalRooms: 1, maxOccupancy: 2 },
      { pricePerNight: 900_000, totalRooms: 1, maxOccupancy: 4 },
    ],
  });
  city = await createHotelFixture(db, {
    name: 'İSTANBUL Street Inn',
    city: 'Trabzon',
    destinationSlug: 'trabzon',
    starRating: 4,
    amenities: ['wifi', 'breakfast'],
    rooms: [{ pricePerNight: 250_000, totalRooms: 3, maxOccupancy: 2 }],
  });
  budget = await createHotelFixture(db, {
    name: 'Boztepe Guesthouse',
    city: 'Trabzon',
    destinationId: city.destinationId,
    starRating: 2,
    amenities: ['wifi'],
    rooms: [{ pricePerNight: 120_000, totalRooms: 2, maxOccupancy: 3 }],
  });
  await createHotelFixture(db, { name: 'Hidden Draft', published: false, destinationId: city.destinationId });
  admin = await userWithRole(t, 'admin');
  user = await userWithRole(t, 'user', 'Mehmet Yıldız');
});
afterAll(async () => {
  await t.close();
});

const names = async (query: string) => {
  const res = await t.app.inject({ url: `/api/hotels?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((h: { name: string }) => h.name) as string[];
};

describe('GET /api/hotels', () => {
  it('lists published hotels with pagination totals and the lowest price', async () => {
    const res = await t.app.inject({ url: '/api/hotels?limit=2&sort=price_asc' });
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, totalPages: 2 });
    expect(body.data.map((h: { priceFrom: number }) => h.priceFrom)).toEqual([120_000, 250_000]);
    expect(body.data[0]).toMatchObject({ _id: budget.hotelId, currency: 'TRY', starRating: 2 });
    expect(
      (await t.app.inject({ url: '/api/hotels?limit=2&page=2&sort=price_asc' })).json().data,
    ).toHaveLength(1);
  });

  it('a page past the end answers no hotels with the real total', async () => {
    const body = (await t.app.inject({ url: '/api/hotels?limit=2&page=99' })).json();
    expect(body).toMatchObject({ data: [], total: 3, page: 99, totalPages: 2 });
    expect((await t.app.inject({ url: '/api/hotels?q=nowhere&page=3' })).json()).toMatchObject({
      total: 0,
      totalPages: 1,
    });
  });

  it('with more guests than any room takes, says how many the largest room of the matching hotels takes', async () => {
    const inTrabzon = (await t.app.inject({ url: '/api/hotels?destination=trabzon&guests=5' })).json();
    expect(inTrabzon).toMatchObject({ data: [], total: 0, largestRoom: 3 });
    expect((await t.app.inject({ url: '/api/hotels?guests=10' })).json()).toMatchObject({ largestRoom: 4 });
    // Other reasons for no result say nothing about rooms.
    expect((await t.app.inject({ url: '/api/hotels?q=nowhere&guests=5' })).json()).not.toHaveProperty(
      'largestRoom',
    );
    expect((await t.app.inject({ url: '/api/hotels?guests=4' })).json()).not.toHaveProperty('largestRoom');
  });

  it('filters by stars as the home search offers them', async () => {
    expect(await names('minStars=5')).toEqual(['UZUNGÖL Lake Lodge']);
    expect((await names('minStars=4')).sort()).toEqual(['UZUNGÖL Lake Lodge', 'İSTANBUL Street Inn']);
    expect(await names('minStars=0')).toHaveLength(3);
  });

  it('finds Turkish words whatever the case of İ, ı and I, in any language of the name', async () => {
    expect(await names('q=uzungöl')).toEqual(['UZUNGÖL Lake Lodge']);
    expect(await names('q=istanbul')).toEqual(['İSTANBUL Street Inn']);
    expect(await names(`q=${encodeURIComponent('أوزنجول')}`)).toEqual(['UZUNGÖL Lake Lodge']);
    expect(await names('q=%25')).toEqual([]);
  });

  it('names the city as Arabic readers write it on Arabic pages, as written elsewhere', async () => {
    const city = async (lang: string) =>
      (await t.app.inject({ url: `/api/hotels?q=uzungol&lang=${lang}` })).json().data[0].address.city;
    expect(await city('ar')).toBe('تشايكارا');
    expect(await city('en')).toBe('Çaykara');
    expect(await city('tr')).toBe('Çaykara');
    const detail = await t.app.inject({ url: `/api/hotels/${lake.hotelId}?lang=ar` });
    expect(detail.json().address.city).toBe('تشايكارا');
    // Where a card says it is: the town, then the area unless it is the town again.
    expect(detail.json()).toMatchObject({ place: ['تشايكارا', 'uzungol'], address: { parts: ['تشايكارا'] } });
    const inTown = (await t.app.inject({ url: '/api/hotels?q=istanbul&lang=en' })).json().data[0];
    expect(inTown).toMatchObject({ place: ['Trabzon'], address: { parts: ['Trabzon'] } });
  });

  it('finds names typed without their marks, by any word and its start, in any language', async () => {
    expect(await names('q=uzungol')).toEqual(['UZUNGÖL Lake Lodge']);
    expect(await names('q=UZUNGOL')).toEqual(['UZUNGÖL Lake Lodge']);
    expect(await names('q=caykara')).toEqual(['UZUNGÖL Lake Lodge']);
    expect(await names('q=uzun%20lodge')).toEqual(['UZUNGÖL Lake Lodge']);
    expect(await names(`q=${encodeURIComponent('göl evi')}`)).toEqual(['UZUNGÖL Lake Lodge']);
    expect(await names(`q=${encodeURIComponent("Uzungöl'de")}`)).toEqual(['UZUNGÖL Lake Lodge']);
    // Arabic with diacritics and another alef form still finds the Arabic name.
    expect(await names(`q=${encodeURIComponent('بُحَيْرَة اوزنجول')}`)).toEqual(['UZUNGÖL Lake Lodge']);
    // Every word must match: a second word that is nowhere rules the hotel out.
    expect(await names(`q=${encodeURIComponent('تشايكارا')}`)).toEqual(['UZUNGÖL Lake Lodge']);
    expect(await names('q=uzungol%20boztepe')).toEqual([]);
    expect(await names('q=%21%21')).toEqual([]);
  });

  it('suggests destinations first, then hotels, as a traveller types, in the reader’s language', async () => {
    const suggest = async (q: string, lang = 'en') => {
      const res = await t.app.inject({
        url: `/api/hotels/suggestions?q=${encodeURIComponent(q)}&lang=${lang}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        destinations: { slug: string; name: string; properties: number }[];
        hotels: { _id: string; slug: string; name: string; place: string }[];
      };
    };
    const uzun = await suggest('uzun');
    expect(uzun.destinations).toEqual([
      { slug: 'uzungol', name: 'uzungol', country: 'Türkiye', properties: 1 },
    ]);
    expect(uzun.hotels).toEqual([
      { _id: lake.hotelId, slug: expect.any(String), name: 'UZUNGÖL Lake Lodge', place: 'Çaykara · uzungol' },
    ]);
    const arabic = await suggest('اوزنجول', 'ar');
    expect(arabic.hotels.map((h) => [h.name, h.place])).toEqual([
      ['نزل بحيرة أوزنجول', 'تشايكارا · uzungol'],
    ]);
    // Drafts are never suggested.
    expect((await suggest('hidden')).hotels).toEqual([]);
    expect((await suggest('boz')).hotels.map((h) => h.name)).toEqual(['Boztepe Guesthouse']);
    expect(await suggest('!!')).toEqual({ destinations: [], hotels: [] });
    const empty = await t.app.inject({ url: '/api/hotels/suggestions?q=%20' });
    expect(empty.statusCode).toBe(400);
  });

  it('filters by destination (slug or id), city, amenities, guests and price', async () => {
    expect(await names('destination=uzungol')).toEqual(['UZUNGÖL Lake Lodge']);
    expect((await names(`destination=${city.destinationId}`)).sort()).toEqual([
      'Boztepe Guesthouse',
      'İSTANBUL Street Inn',
    ]);
    expect(await names('city=%C3%87AYKARA')).toEqual(['UZUNGÖL Lake Lodge']);
    expect(await names('amenities=spa,halalFood')).toEqual(['UZUNGÖL Lake Lodge']);
    expect(await names('guests=4')).toEqual(['UZUNGÖL Lake Lodge']);
    expect(await names('minPrice=1000&maxPrice=3000&sort=price_asc')).toEqual([
      'Boztepe Guesthouse',
      'İSTANBUL Street Inn',
    ]);
    const bad = await t.app.inject({ url: '/api/hotels?amenities=teleporter' });
    expect(bad.statusCode).toBe(400);
  });

  it('with dates lists only hotels with a free room on every night, priced for that stay', async () => {
    const db = t.database.db;
    // The lake hotel's cheap room is sold out on 2027-07-02 and its suite blocked that night.
    await db.insert(hotelInventory).values([
      {
        hotelId: lake.hotelId,
        roomTypeId: lake.roomTypeIds[0] as string,
        date: '2027-07-02',
        totalRooms: 1,
        availableRooms: 0,
        basePrice: 500_000,
      },
      {
        hotelId: lake.hotelId,
        roomTypeId: lake.roomTypeIds[1] as string,
        date: '2027-07-02',
        totalRooms: 1,
        availableRooms: 1,
        basePrice: 900_000,
        blocked: true,
        blockReason: 'Renovation',
      },
      // The inn is 20 % off on one night, and has a coded promotion on another that search ignores.
      {
        hotelId: city.hotelId,
        roomTypeId: city.roomTypeIds[0] as string,
        date: '2027-07-01',
        totalRooms: 3,
        availableRooms: 3,
        basePrice: 250_000,
        promotionDiscountPercent: 20,
      },
      {
        hotelId: city.hotelId,
        roomTypeId: city.roomTypeIds[0] as string,
        date: '2027-07-02',
        totalRooms: 3,
        availableRooms: 3,
        basePrice: 250_000,
        promotionDiscountPercent: 50,
        promotionCode: 'SECRET',
      },
    ]);
    const during = await t.app.inject({
      url: '/api/hotels?checkIn=2027-07-01&checkOut=2027-07-03&guests=2&sort=price_asc',
    });
    const found = during.json().data.map((h: { name: string; priceFrom: number }) => [h.name, h.priceFrom]);
    expect(found).toEqual([
      ['Boztepe Guesthouse', 120_000],
      ['İSTANBUL Street Inn', 225_000],
    ]);
    // The check-out day is free for the next guest.
    expect(await names('checkIn=2027-06-30&checkOut=2027-07-02&minStars=5')).toEqual(['UZUNGÖL Lake Lodge']);
    expect(await names('checkIn=2027-07-03&checkOut=2027-07-05&minStars=5')).toEqual(['UZUNGÖL Lake Lodge']);
    const reversed = await t.app.inject({ url: '/api/hotels?checkIn=2027-07-03&checkOut=2027-07-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0]).toMatchObject({ field: 'checkOut', code: 'checkout_before_checkin' });
  });
});

describe('GET /api/hotels: pages and sorts', () => {
  interface Card {
    _id: string;
    name: string;
    priceFrom: number;
    averageRating: number;
    totalReviews: number;
    starRating: number;
  }
  const page = async (query: string) => {
    const res = await t.app.inject({ url: `/api/hotels?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Card[]; total: number; totalPages: number };
  };
  const stays = ['', 'checkIn=2027-08-10&checkOut=2027-08-13&guests=2&'];

  it.each(['popularity', 'rating', 'price_asc', 'price_desc', 'stars'])(
    'sorted by %s, with and without dates: one hotel a page gives the whole list in its order, each card the same, the total on every page',
    async (sort) => {
      for (const stay of stays) {
        const whole = await page(`${stay}sort=${sort}&limit=50&lang=tr`);
        expect(whole.total).toBe(whole.data.length);
        expect(whole.total).toBeGreaterThan(1);
        const paged: Card[] = [];
        for (let n = 1; n <= whole.total; n++) {
          const one = await page(`${stay}sort=${sort}&limit=1&page=${n}&lang=tr`);
          expect(one).toMatchObject({ total: whole.total, totalPages: whole.total });
          paged.push(...one.data);
        }
        expect(paged).toEqual(whole.data);
        const key: Record<string, (c: Card) => number> = {
          rating: (c) => -c.averageRating,
          price_asc: (c) => c.priceFrom,
          price_desc: (c) => -c.priceFrom,
          stars: (c) => -c.starRating,
        };
        const by = key[sort];
        if (by) expect(whole.data.map(by)).toEqual(whole.data.map(by).sort((a, b) => a - b));
      }
    },
  );

  it('a card shows what the hotel page shows: name in the language, destination and lowest room price', async () => {
    const { data } = await page('sort=price_asc&lang=tr');
    for (const card of data as (Card & { destination: unknown; slug: string })[]) {
      const detail = (await t.app.inject({ url: `/api/hotels/${card.slug}?lang=tr` })).json();
      expect(card).toMatchObject({ _id: detail._id, name: detail.name, destination: detail.destination });
      expect(card.priceFrom).toBe(
        Math.min(...detail.roomTypes.map((r: { pricePerNight: number }) => r.pricePerNight)),
      );
    }
  });
});

describe('featured, destination and detail', () => {
  it('answers featured hotels and hotels of a destination', async () => {
    const featured = (await t.app.inject({ url: '/api/hotels/featured' })).json();
    expect(featured.map((h: { _id: string }) => h._id)).toEqual([lake.hotelId]);
    const byDest = (await t.app.inject({ url: '/api/hotels/destination/uzungol' })).json();
    expect(byDest.total).toBe(1);
    expect((await t.app.inject({ url: '/api/hotels/destination/nowhere' })).statusCode).toBe(404);
  });

  it('gives the detail by id or slug in the reader language, falling back to English and saying so', async () => {
    const tr = (await t.app.inject({ url: `/api/hotels/${lake.hotelId}?lang=tr` })).json();
    expect(tr).toMatchObject({
      name: 'Uzungöl Göl Evi',
      contentLang: 'tr',
      paymentOptions: ['creditCard', 'payAtHotel'],
    });
    expect(tr.roomTypes).toHaveLength(2);
    expect(tr.roomTypes[0]).toMatchObject({ pricePerNight: 500_000, price: 500_000, maxOccupancy: 2 });
    const bySlug = await t.app.inject({ url: `/api/hotels/${city.hotelSlug}?lang=tr` });
    expect(bySlug.json()).toMatchObject({
      _id: city.hotelId,
      name: 'İSTANBUL Street Inn',
      contentLang: 'en',
    });
    expect((await t.app.inject({ url: '/api/hotels/no-such-hotel' })).statusCode).toBe(404);
  });

  it('hides unpublished hotels from the public and gives admins every translation', async () => {
    const [draft] = await t.database.db.select().from(hotels).where(eq(hotels.published, false));
    expect((await t.app.inject({ url: `/api/hotels/${draft?.id}` })).statusCode).toBe(404);
    const url = `/api/hotels/${lake.hotelId}?admin=true`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: bearer(user.token) })).statusCode).toBe(403);
    const res = await t.app.inject({ url, headers: bearer(admin.token) });
    expect(res.json().name).toEqual({
      en: 'UZUNGÖL Lake Lodge',
      tr: 'Uzungöl Göl Evi',
      ar: 'نزل بحيرة أوزنجول',
    });
  });
});

/** A booking of `userId` (at the budget hotel unless told), as the booking engine would leave it. */
async function stay(
  userId: string,
  status: 'confirmed' | 'completed' | 'cancelled',
  checkOut: string,
  at: HotelFixture = budget,
) {
  await insertBookings(t.database.db, {
    reference: `KT-T${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    type: 'hotel',
    status,
    userId,
    hotelId: at.hotelId,
    roomTypeId: at.roomTypeIds[0],
    checkIn: '2027-05-01',
    checkOut,
    guests: 2,
    firstName: 'Test',
    lastName: 'Guest',
    email: 'guest@example.com',
    phone: '+90 532 000 00 00',
    paymentMethod: 'payAtHotel',
    currency: 'TRY',
    nights: [],
    subtotal: 0,
    taxRate: 12,
    taxes: 0,
    total: 0,
  });
}

describe('reviews', () => {
  it('are for guests whose stay is over: not before, not after a cancelled one', async () => {
    const guest = await userWithRole(t, 'user', 'Early Bird');
    const url = `/api/hotels/${city.hotelId}/reviews`;
    const payload = { rating: 5, title: 'Looks great', text: 'I have not been yet, but it looks lovely.' };
    const refuse = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${url}?lang=en`,
        payload,
        headers: bearer(guest.token),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'review_needs_stay',
        title: 'You can review this hotel after your stay there.',
      });
    };
    await refuse();
    await stay(guest.id, 'confirmed', '2027-06-20', city); // the test clock says 2027-06-01: still ahead
    await refuse();
    await stay(guest.id, 'cancelled', '2027-05-03', city);
    await refuse();
    const page = (await t.app.inject({ url, headers: bearer(guest.token) })).json();
    expect(page).toMatchObject({ reviewedByMe: false, canReview: false });

    await stay(guest.id, 'confirmed', '2027-05-03', city); // checked out a month ago
    expect((await t.app.inject({ url, headers: bearer(guest.token) })).json().canReview).toBe(true);
    const ok = await t.app.inject({ method: 'POST', url, payload, headers: bearer(guest.token) });
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await t.app.inject({ url, headers: bearer(guest.token) })).json()).toMatchObject({
      reviewedByMe: true,
      canReview: false,
    });
  });

  it('takes one review per user and keeps the average and count right', async () => {
    const url = `/api/hotels/${budget.hotelId}/reviews`;
    const payload = { rating: 4, title: 'Lovely view', text: 'Breakfast with a view of the whole bay.' };
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    await stay(user.id, 'completed', '2027-05-03');
    const first = await t.app.inject({ method: 'POST', url, payload, headers: bearer(user.token) });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ rating: 4, author: 'Mehmet Yıldız' });
    const again = await t.app.inject({ method: 'POST', url, payload, headers: bearer(user.token) });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_reviewed');
    const other = await userWithRole(t, 'user', 'Aisha');
    await stay(other.id, 'completed', '2027-05-10');
    await t.app.inject({
      method: 'POST',
      url,
      payload: { ...payload, rating: 5 },
      headers: bearer(other.token),
    });
    const page = (await t.app.inject({ url, headers: bearer(user.token) })).json();
    expect(page).toMatchObject({ total: 2, averageRating: 4.5, totalReviews: 2, reviewedByMe: true });
    const short = await t.app.inject({
      method: 'POST',
      url,
      payload: { rating: 6, title: '', text: 'short' },
      headers: bearer(admin.token),
    });
    expect(short.statusCode).toBe(400);
    expect(
      short
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['rating', 'text', 'title']);
  });
});

describe('admin hotels', () => {
  const hotelBody = {
    name: { en: 'Ayder Kaplıca Konağı', tr: 'Ayder Kaplıca Konağı', ar: '' },
    description: { en: 'Wooden mansion by the hot springs.' },
    city: 'Çamlıhemşin',
    starRating: 3,
    amenities: ['wifi', 'hammam'],
    roomTypes: [{ name: { en: 'Plateau room' }, pricePerNight: 300_000, totalRooms: 4 }],
  };

  it('answers 401 and 403 to everyone but admins', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/hotels'],
      ['POST', '/api/hotels'],
      ['PUT', `/api/hotels/${budget.hotelId}`],
      ['DELETE', `/api/hotels/${budget.hotelId}`],
      ['POST', `/api/hotels/${budget.hotelId}/rooms`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url, payload: {}, headers: bearer(user.token) })).statusCode).toBe(
        403,
      );
    }
  });

  it('creates with a generated unique slug, validates, updates, manages rooms and deletes', async () => {
    const create = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/hotels', payload: body, headers: bearer(admin.token) });
    const res = await create(hotelBody);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ slug: 'ayder-kaplica-konagi', published: true });
    expect(created.roomTypes[0]).toMatchObject({ pricePerNight: 300_000, totalRooms: 4 });
    expect((await create(hotelBody)).json().slug).toBe('ayder-kaplica-konagi-2');
    const taken = await create({ ...hotelBody, slug: 'ayder-kaplica-konagi' });
    expect(taken.statusCode).toBe(409);

    const invalid = await create({ ...hotelBody, name: { en: '' }, starRating: 7, checkInTime: '25:00' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['name.en', 'starRating', 'checkInTime']),
    );

    const { roomTypes: _rooms, ...update } = hotelBody;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/hotels/${created._id}`,
      headers: bearer(admin.token),
      payload: { ...update, starRating: 4, published: false },
    });
    expect(put.json()).toMatchObject({ starRating: 4, published: false, slug: 'ayder-kaplica-konagi' });
    expect((await t.app.inject({ url: `/api/hotels/${created._id}` })).statusCode).toBe(404);

    const room = await t.app.inject({
      method: 'POST',
      url: `/api/hotels/${created._id}/rooms`,
      headers: bearer(admin.token),
      payload: {
        name: { en: 'Suite' },
        roomType: 'suite',
        pricePerNight: 650_000,
        maxOccupancy: 4,
        totalRooms: 1,
      },
    });
    expect(room.statusCode).toBe(201);
    const roomId = room.json()._id;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/hotels/${created._id}/rooms/${roomId}`,
      headers: bearer(admin.token),
      payload: {
        name: { en: 'Grand suite' },
        roomType: 'suite',
        pricePerNight: 700_000,
        maxOccupancy: 4,
        totalRooms: 1,
      },
    });
    expect(edited.json()).toMatchObject({ name: { en: 'Grand suite' }, pricePerNight: 700_000 });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotels/${created._id}/rooms/${roomId}`,
      headers: bearer(admin.token),
    });
    expect(removed.statusCode).toBe(204);

    const list = await t.app.inject({
      url: '/api/admin/hotels?q=ayder&published=false',
      headers: bearer(admin.token),
    });
    expect(list.json().total).toBe(1);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotels/${created._id}`,
      headers: bearer(admin.token),
    });
    expect(del.statusCode).toBe(204);
  });

  it('finds hotels in the admin list without Turkish letters, by name, town, its spellings or destination', async () => {
    const found = async (q: string) => {
      const res = await t.app.inject({
        url: `/api/admin/hotels?q=${encodeURIComponent(q)}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { _id: string }[]).map((h) => h._id);
    };
    expect(await found('caykara')).toEqual([lake.hotelId]);
    expect(await found('CAYKARA')).toEqual([lake.hotelId]);
    expect(await found('Çaykara')).toEqual([lake.hotelId]);
    expect(await found('تشايكارا')).toEqual([lake.hotelId]);
    expect(await found('uzungol lodge')).toEqual([lake.hotelId]);
    expect(await found('istanbul inn')).toEqual([city.hotelId]);
    expect((await found('boztepe')).length).toBe(1);
    expect(await found('hidden draft')).toHaveLength(1);
    expect(await found('caykara boztepe')).toEqual([]);
  });

  it('answers 409 slug_taken when another hotel has the address, and changes nothing', async () => {
    const other = await t.app.inject({ url: `/api/hotels/${budget.hotelId}` });
    const taken = other.json().slug as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/hotels?lang=tr',
      headers: bearer(admin.token),
      payload: { ...hotelBody, slug: taken },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'conflict',
      errors: [{ field: 'slug', code: 'slug_taken', message: 'Bu adresi başka bir sayfa kullanıyor' }],
    });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/hotels/${lake.hotelId}`,
      headers: bearer(admin.token),
      payload: { ...hotelBody, roomTypes: undefined, slug: taken },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().errors).toEqual([expect.objectContaining({ field: 'slug', code: 'slug_taken' })]);
    const lakeNow = await t.app.inject({ url: `/api/hotels/${lake.hotelId}` });
    expect(lakeNow.json().slug).not.toBe(taken);
  });

  it('refuses to delete a hotel that has bookings', async () => {
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { 'idempotency-key': `k-${crypto.randomUUID()}` },
      payload: {
        type: 'hotel',
        hotelId: budget.hotelId,
        roomTypeId: budget.roomTypeIds[0],
        checkIn: '2027-08-01',
        checkOut: '2027-08-02',
        guests: 1,
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.com',
        phone: '+90 462 000 00 00',
        paymentMethod: 'payAtHotel',
      },
    });
    expect(booked.statusCode).toBe(201);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotels/${budget.hotelId}`,
      headers: bearer(admin.token),
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe('hotel_has_bookings');
    const delRoom = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotels/${budget.hotelId}/rooms/${budget.roomTypeIds[0]}`,
      headers: bearer(admin.token),
    });
    expect(delRoom.json().code).toBe('room_has_bookings');
  });
});
