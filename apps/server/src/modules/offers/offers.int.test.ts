import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelInventory } from '../../db/schema/inventory.ts';
import { createHotelFixture, type HotelFixture } from '../../test/fixtures/hotel-fixtures.ts';
import { createPackageFixture, type PackageFixture } from '../../test/fixtures/package-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let lake: HotelFixture;
let city: HotelFixture;
let deal: PackageFixture;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  lake = await createHotelFixture(db, {
    name: 'Lake Lodge',
    destinationSlug: 'uzungol',
    rooms: [{ pricePerNight: 400_000 }],
  });
  city = await createHotelFixture(db, {
    name: 'City Inn',
    destinationSlug: 'trabzon',
    rooms: [{ pricePerNight: 200_000 }],
  });
  const night = (hotel: HotelFixture, date: string, extra: Partial<typeof hotelInventory.$inferInsert>) => ({
    hotelId: hotel.hotelId,
    roomTypeId: hotel.roomTypeIds[0] as string,
    date,
    totalRooms: 3,
    availableRooms: 3,
    basePrice: hotel === lake ? 400_000 : 200_000,
    ...extra,
  });
  await db.insert(hotelInventory).values([
    night(lake, '2027-06-10', { promotionDiscountPercent: 20 }),
    night(lake, '2027-06-11', { promotionDiscountPercent: 20 }),
    // A coded promotion is for those who have the code: not advertised.
    night(city, '2027-06-12', { promotionDiscountPercent: 50, promotionCode: 'SECRET' }),
    // A past night and a blocked night do not count.
    night(city, '2027-05-20', { promotionDiscountPercent: 40 }),
    night(city, '2027-06-15', { promotionDiscountPercent: 40, blocked: true, blockReason: 'Works' }),
  ]);
  deal = await createPackageFixture(db, {
    pricePerPerson: 1_000_000,
    dealPercent: 30,
    startDate: '2027-07-01',
  });
  await createPackageFixture(db, { pricePerPerson: 900_000, dealPercent: 0, startDate: '2027-07-01' });
  await createPackageFixture(db, { pricePerPerson: 900_000, dealPercent: 50, startDate: '2027-05-01' });
});
afterAll(async () => {
  await t.close();
});

describe('special offers', () => {
  it('are public hotel promotions on coming nights and packages on a deal with a departure ahead, best saving first', async () => {
    const res = await t.app.inject({ url: '/api/offers/special?lang=en' });
    expect(res.statusCode).toBe(200);
    const offers = res.json();
    expect(offers.map((o: { _id: string }) => o._id)).toEqual([
      `package:${deal.packageId}`,
      `hotel:${lake.roomTypeIds[0]}`,
    ]);
    expect(offers[0]).toMatchObject({
      type: 'package',
      discountPercent: 30,
      normalPrice: 1_000_000,
      offerPrice: 700_000,
      validFrom: '2027-07-01',
    });
    expect(offers[1]).toMatchObject({
      type: 'hotel',
      title: 'Lake Lodge',
      discountPercent: 20,
      normalPrice: 400_000,
      offerPrice: 320_000,
      validFrom: '2027-06-10',
      validTo: '2027-06-11',
      href: expect.stringContaining('checkIn=2027-06-10&checkOut=2027-06-11'),
    });
    expect(offers[1].destination.slug).toBe('uzungol');
  });

  it('filter by type, destination, price and dates', async () => {
    const ids = async (query: string) =>
      (await t.app.inject({ url: `/api/offers/filter?${query}` })).json().map((o: { _id: string }) => o._id);
    expect(await ids('type=hotel')).toEqual([`hotel:${lake.roomTypeIds[0]}`]);
    expect(await ids('destination=trabzon')).toEqual([]);
    expect(await ids('destination=uzungol')).toEqual([`hotel:${lake.roomTypeIds[0]}`]);
    expect(await ids('maxPrice=5000')).toEqual([`hotel:${lake.roomTypeIds[0]}`]);
    expect(await ids('minPrice=5000')).toEqual([`package:${deal.packageId}`]);
    expect(await ids('from=2027-06-20&to=2027-07-05')).toEqual([`package:${deal.packageId}`]);
    expect((await t.app.inject({ url: '/api/offers/filter?from=2027-07-05&to=2027-06-20' })).statusCode).toBe(
      400,
    );
  });

  it('one offer by id; unknown ones are 404 and malformed ids 400', async () => {
    const one = await t.app.inject({ url: `/api/offers/hotel:${lake.roomTypeIds[0]}` });
    expect(one.json()).toMatchObject({ type: 'hotel', title: 'Lake Lodge' });
    expect((await t.app.inject({ url: `/api/offers/hotel:${city.roomTypeIds[0]}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/offers/whatever' })).statusCode).toBe(400);
  });

  it('say which nights of the week carry an offer that is not on every night', async () => {
    const weekend = ['2027-06-25', '2027-06-26', '2027-07-02', '2027-07-03'].map((date) => ({
      hotelId: city.hotelId,
      roomTypeId: city.roomTypeIds[0] as string,
      date,
      totalRooms: 3,
      availableRooms: 3,
      basePrice: 200_000,
      promotionDiscountPercent: 15,
    }));
    await t.database.db.insert(hotelInventory).values(weekend);
    const offer = (await t.app.inject({ url: `/api/offers/hotel:${city.roomTypeIds[0]}` })).json();
    expect(offer).toMatchObject({ validFrom: '2027-06-25', validTo: '2027-07-03', weekdays: [5, 6] });
    const special = (await t.app.inject({ url: '/api/offers/special' })).json();
    const byId = new Map(special.map((o: { _id: string; weekdays: unknown }) => [o._id, o.weekdays]));
    // Every night from the first to the last: no weekdays to name.
    expect(byId.get(`hotel:${lake.roomTypeIds[0]}`)).toBeNull();
    expect(byId.get(`package:${deal.packageId}`)).toBeNull();
  });
});
