import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogComments, blogPosts } from '../../db/schema/blog.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { hotelInventory } from '../../db/schema/inventory.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { packageDepartures } from '../../db/schema/packages.ts';
import { vehicleBookings, vehicleClasses } from '../../db/schema/vehicles.ts';
import { type BookingValues, insertBookings } from '../../test/fixtures/booking-rows.ts';
import { createHotelFixture } from '../../test/fixtures/hotel-fixtures.ts';
import { createPackageFixture } from '../../test/fixtures/package-fixtures.ts';
import { createRestaurantFixture, insertSitting } from '../../test/fixtures/restaurant-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';

let t: TestApp;
let admin: string;
let hotelId: string;
let departureId: string;
let restaurantId: string;

let n = 0;
/** A booking made at `createdAt` (an instant), straight into the database. */
const booking = (
  type: string,
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled',
  createdAt: string,
  total: number,
  more: Partial<BookingValues> = {},
): BookingValues => ({
  reference: `KT-DASH${String(n++).padStart(4, '0')}`,
  type,
  status,
  checkIn: '2027-07-01',
  checkOut: '2027-07-02',
  guests: 2,
  firstName: 'Leyla',
  lastName: 'Aydın',
  email: 'leyla@example.com',
  phone: '+90 532 000 00 00',
  paymentMethod: 'creditCard',
  currency: 'TRY',
  nights: [],
  subtotal: total,
  taxRate: 0,
  taxes: 0,
  total,
  createdAt: new Date(createdAt),
  ...(status === 'cancelled' ? { cancelledAt: new Date(createdAt) } : {}),
  ...more,
});

beforeAll(async () => {
  t = await createTestApp();
  // Noon in Trabzon on 2 June 2027: the business date is 2027-06-02.
  t.clock.set(new Date('2027-06-02T09:00:00Z'));
  admin = (await userWithRole(t, 'admin', 'Admin')).token;
  const db = t.database.db;

  const hotel = await createHotelFixture(db, {
    name: 'Uzungöl Lake Lodge',
    rooms: [{ pricePerNight: 50_000, totalRooms: 2 }],
  });
  hotelId = hotel.hotelId;
  const roomTypeId = hotel.roomTypeIds[0] ?? '';
  // The stay booked below holds one of the two rooms on its two nights.
  for (const date of ['2027-06-02', '2027-06-03'])
    await db.insert(hotelInventory).values({
      hotelId,
      roomTypeId,
      date,
      totalRooms: 2,
      availableRooms: 1,
      basePrice: 50_000,
    });

  const trip = await createPackageFixture(db, { seats: 10, startDate: '2027-07-10' });
  departureId = trip.departureId;
  await db.update(packageDepartures).set({ seatsLeft: 7 }).where(eq(packageDepartures.id, departureId));
  await createPackageFixture(db, { seats: 10, startDate: '2027-05-01' });

  const [rental] = await insertBookings(db, [
    // Current 7 days (27 May – 2 June in Trabzon).
    // 23:30 UTC on 1 June is 02:30 on 2 June in Trabzon.
    booking('hotel', 'confirmed', '2027-06-01T23:30:00Z', 100_000, {
      hotelId,
      roomTypeId,
      rooms: 1,
      checkIn: '2027-06-02',
      checkOut: '2027-06-04',
      nights: [
        { date: '2027-06-02', price: 50_000, discount: 0 },
        { date: '2027-06-03', price: 50_000, discount: 0 },
      ],
    }),
    booking('hotel', 'cancelled', '2027-05-31T10:00:00Z', 80_000),
    booking('package', 'completed', '2027-05-28T08:00:00Z', 300_000),
    booking('provider_hotel', 'confirmed', '2027-05-27T21:30:00Z', 45_000, { currency: 'USD' }),
    booking('restaurant', 'pending', '2027-06-02T06:00:00Z', 0, { paymentMethod: 'none' }),
    // 21:30 UTC on 26 May is 00:30 on 27 May in Trabzon: the period's first day.
    booking('car_rental', 'confirmed', '2027-05-26T21:30:00Z', 60_000),
    // Previous 7 days (20 – 26 May): 20:30 UTC on 26 May is 23:30 on 26 May in Trabzon.
    booking('hotel', 'confirmed', '2027-05-26T20:30:00Z', 200_000),
    booking('hotel', 'cancelled', '2027-05-21T09:00:00Z', 50_000),
    // 23:59 on 19 May in Trabzon: before both periods.
    booking('hotel', 'confirmed', '2027-05-19T20:59:00Z', 999_000),
  ]).then((ids) => [ids[5]]);

  // The rental is picked up at 00:30 on 3 June in Trabzon (21:30 UTC on 2 June): tomorrow.
  const [economy] = await db
    .insert(vehicleClasses)
    .values({
      service: 'rental',
      code: 'economy',
      name: { en: 'Economy', tr: '', ar: '' },
      passengers: 4,
      bags: 2,
      fleetSize: 3,
    })
    .returning({ id: vehicleClasses.id });
  const pickupAt = new Date('2027-06-02T21:30:00Z');
  const endsAt = new Date('2027-06-04T21:30:00Z');
  await db.insert(vehicleBookings).values({
    bookingId: rental?.id ?? '',
    classId: economy?.id ?? '',
    service: 'rental',
    pickup: { code: 'TZX' },
    dropoff: { code: 'TZX' },
    pickupAt,
    endsAt,
    during: `[${pickupAt.toISOString()},${endsAt.toISOString()})`,
    passengers: 2,
    className: { en: 'Economy', tr: '', ar: '' },
  });

  const place = await createRestaurantFixture(db, { name: { en: 'Liman Balık' } });
  restaurantId = place.restaurantId;
  const [first = '', second = ''] = place.tableIds;
  const bookedAt = new Date('2027-01-05T10:00:00Z');
  // 19:00 on 2 June; 20:00 on 3 June; 00:30 on 3 June (21:30 UTC on 2 June); one cancelled.
  await insertSitting(db, {
    restaurantId,
    tableId: first,
    startsAt: new Date('2027-06-02T16:00:00Z'),
    partySize: 2,
    bookedAt,
  });
  await insertSitting(db, {
    restaurantId,
    tableId: second,
    startsAt: new Date('2027-06-03T17:00:00Z'),
    partySize: 4,
    bookedAt,
  });
  await insertSitting(db, {
    restaurantId,
    tableId: first,
    startsAt: new Date('2027-06-02T21:30:00Z'),
    partySize: 2,
    bookedAt,
  });
  await insertSitting(db, {
    restaurantId,
    tableId: second,
    startsAt: new Date('2027-06-02T17:00:00Z'),
    partySize: 3,
    active: false,
    bookedAt,
  });

  const [post] = await db
    .insert(blogPosts)
    .values({ slug: 'tea-fields', originalLang: 'en', authorName: 'Ayşe' })
    .returning({ id: blogPosts.id });
  await db.insert(blogComments).values([
    { postId: post?.id ?? '', authorName: 'A', authorEmail: 'a@example.com', body: 'Lovely', lang: 'en' },
    {
      postId: post?.id ?? '',
      authorName: 'B',
      authorEmail: 'b@example.com',
      body: 'Thanks',
      lang: 'en',
      status: 'approved',
    },
  ]);
  const message = { name: 'Leyla', email: 'leyla@example.com', subject: 'hotel', message: 'Hello there' };
  await db.insert(contactMessages).values([
    // 03:00 on 27 May in Trabzon: within the last 7 days; 23:00 on 26 May: not.
    { ...message, createdAt: new Date('2027-05-27T00:00:00Z') },
    { ...message, createdAt: new Date('2027-05-26T20:00:00Z') },
  ]);
  await db.insert(mailOutbox).values([
    {
      kind: 'booking-made',
      recipient: 'a@example.com',
      attempts: 8,
      failedAt: new Date('2027-06-01T10:00:00Z'),
      createdAt: new Date('2027-06-01T09:00:00Z'),
    },
    {
      kind: 'booking-made',
      recipient: 'b@example.com',
      attempts: 1,
      sentAt: new Date('2027-06-01T09:01:00Z'),
      createdAt: new Date('2027-06-01T09:00:00Z'),
    },
  ]);
});
afterAll(async () => {
  await t.close();
});

const get = (query: string, token: string | null = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/dashboard${query}`,
    headers: token ? bearer(token) : {},
  });

describe('admin dashboard', () => {
  it('answers 401 to a visitor and 403 to a traveller and to a blog admin', async () => {
    expect((await get('', null)).statusCode).toBe(401);
    expect((await get('/export.csv', null)).statusCode).toBe(401);
    for (const role of ['user', 'blog-admin'] as const) {
      const { token } = await userWithRole(t, role);
      expect((await get('?period=7d', token)).statusCode).toBe(403);
      expect((await get('/export.csv?period=7d', token)).statusCode).toBe(403);
    }
  });

  it('counts the last 7 Trabzon days, across the month’s end, beside the 7 before', async () => {
    const res = await get('?period=7d');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.period).toEqual({ name: '7d', today: '2027-06-02', timeZone: 'Europe/Istanbul' });
    const { current, previous } = body;
    expect(current).toMatchObject({ from: '2027-05-27', to: '2027-06-02', days: 7 });
    expect(current.bookings.total).toBe(6);
    expect(current.bookings.byKind).toEqual([
      {
        type: 'hotel',
        total: 2,
        pending: 0,
        confirmed: 1,
        completed: 0,
        cancelled: 1,
        href: '/admin/bookings?type=hotel',
      },
      ...['car_rental', 'package', 'provider_hotel', 'restaurant'].map((type) => ({
        type,
        total: 1,
        pending: type === 'restaurant' ? 1 : 0,
        confirmed: type === 'car_rental' || type === 'provider_hotel' ? 1 : 0,
        completed: type === 'package' ? 1 : 0,
        cancelled: 0,
        href: `/admin/bookings?type=${type}`,
      })),
    ]);
    // TRY and the provider's USD apart; the cancelled hotel's 800 TRY not in revenue.
    expect(current.revenue).toEqual([
      { currency: 'TRY', amount: 460_000, bookings: 3, averageValue: 153_333 },
      { currency: 'USD', amount: 45_000, bookings: 1, averageValue: 45_000 },
    ]);
    expect(current.cancellations).toEqual({
      count: 1,
      rate: 0.1667,
      amounts: [{ currency: 'TRY', amount: 80_000 }],
      href: '/admin/bookings?status=cancelled',
    });
    expect(current.bookingsPerDay).toEqual([
      { date: '2027-05-27', type: 'car_rental', count: 1 },
      { date: '2027-05-28', type: 'package', count: 1 },
      { date: '2027-05-28', type: 'provider_hotel', count: 1 },
      { date: '2027-05-31', type: 'hotel', count: 1 },
      { date: '2027-06-02', type: 'hotel', count: 1 },
      { date: '2027-06-02', type: 'restaurant', count: 1 },
    ]);
    expect(current.revenuePerDay).toEqual([
      { date: '2027-05-27', currency: 'TRY', amount: 60_000 },
      { date: '2027-05-28', currency: 'TRY', amount: 300_000 },
      { date: '2027-05-28', currency: 'USD', amount: 45_000 },
      { date: '2027-06-02', currency: 'TRY', amount: 100_000 },
    ]);
    expect(previous).toMatchObject({
      from: '2027-05-20',
      to: '2027-05-26',
      days: 7,
      bookings: { total: 2 },
      revenue: [{ currency: 'TRY', amount: 200_000, bookings: 1, averageValue: 200_000 }],
      cancellations: { count: 1, rate: 0.5, amounts: [{ currency: 'TRY', amount: 50_000 }] },
    });
    // The previous period is compared by its totals; its days are in the CSV only.
    expect(previous.bookingsPerDay).toEqual([]);
    expect(previous.revenuePerDay).toEqual([]);
  });

  it('counts a booking made at 23:30 UTC on the next Trabzon day', async () => {
    const today = (await get('?period=today')).json();
    expect(today.current).toMatchObject({ from: '2027-06-02', to: '2027-06-02', bookings: { total: 2 } });
    expect(today.current.revenue).toEqual([
      { currency: 'TRY', amount: 100_000, bookings: 1, averageValue: 100_000 },
    ]);
    // 1 June in Trabzon had no booking: the 23:30 UTC one is 2 June's.
    expect(today.previous).toMatchObject({ from: '2027-06-01', to: '2027-06-01', bookings: { total: 0 } });
    expect(today.previous.cancellations.rate).toBe(0);

    const month = (await get('?period=month')).json();
    expect(month.current).toMatchObject({ from: '2027-06-01', to: '2027-06-02', bookings: { total: 2 } });
    expect(month.previous).toMatchObject({ from: '2027-05-30', to: '2027-05-31', bookings: { total: 1 } });
    expect(month.previous.cancellations).toMatchObject({ count: 1, rate: 1 });
  });

  it('takes a custom period across a month boundary, and refuses a bad one', async () => {
    const custom = (await get('?period=custom&from=2027-05-26&to=2027-06-01')).json();
    expect(custom.current).toMatchObject({ from: '2027-05-26', to: '2027-06-01', days: 7 });
    // 26 May (23:30 hotel), 27 May (rental), 28 May (package, USD stay), 31 May (cancelled hotel).
    expect(custom.current.bookings.total).toBe(5);
    expect(custom.current.revenue).toEqual([
      { currency: 'TRY', amount: 560_000, bookings: 3, averageValue: 186_667 },
      { currency: 'USD', amount: 45_000, bookings: 1, averageValue: 45_000 },
    ]);
    expect(custom.current.cancellations.rate).toBe(0.2);
    expect(custom.previous).toMatchObject({ from: '2027-05-19', to: '2027-05-25', bookings: { total: 2 } });

    for (const query of [
      '?period=custom',
      '?period=custom&from=2027-06-02&to=2027-06-01',
      '?period=custom&from=2026-01-01&to=2027-01-02',
      '?period=week',
      '?period=custom&from=2027-02-30&to=2027-03-01',
    ]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await get('?period=custom&from=2026-01-01&to=2027-01-01')).statusCode).toBe(200);
  });

  it('gives the hotels’ next 30 nights, departures, restaurant evenings, the next two days and what waits', async () => {
    const body = (await get('')).json();
    expect(body.period.name).toBe('7d');
    expect(body.hotels).toEqual({
      from: '2027-06-02',
      to: '2027-07-01',
      hotels: [
        {
          hotelId,
          name: 'Uzungöl Lake Lodge',
          roomNights: 60,
          roomNightsSold: 2,
          occupancy: 0.0333,
          revenue: [{ currency: 'TRY', amount: 100_000, roomNights: 2, adr: 50_000, revpar: 1667 }],
        },
      ],
    });
    expect(body.departures).toEqual([
      expect.objectContaining({ departureId, startDate: '2027-07-10', seatsTotal: 10, seatsSold: 3 }),
    ]);
    expect(body.restaurantEvenings).toEqual([
      {
        restaurantId,
        restaurantName: 'Liman Balık',
        date: '2027-06-02',
        tables: 2,
        tablesTaken: 1,
        guests: 2,
        href: '/admin/bookings?type=restaurant&from=2027-06-02&to=2027-06-02',
      },
      expect.objectContaining({ date: '2027-06-03', tables: 2, tablesTaken: 2, guests: 6 }),
    ]);
    expect(body.arrivals).toEqual([
      { date: '2027-06-02', count: 1, href: '/admin/bookings?type=hotel&from=2027-06-02&to=2027-06-02' },
      { date: '2027-06-03', count: 0, href: '/admin/bookings?type=hotel&from=2027-06-03&to=2027-06-03' },
    ]);
    expect(body.pickups.map((d: { count: number }) => d.count)).toEqual([0, 1]);
    expect(body.restaurantReservations.map((d: { count: number }) => d.count)).toEqual([1, 2]);
    expect(body.latest).toHaveLength(10);
    expect(body.latest[0]).toMatchObject({
      type: 'restaurant',
      status: 'pending',
      guestName: 'Leyla Aydın',
      createdAt: '2027-06-02T06:00:00.000Z',
    });
    expect(body.latest[1]).toMatchObject({ type: 'hotel', total: 100_000, currency: 'TRY' });
    expect(body.latest[0].href).toBe(`/admin/bookings?q=${body.latest[0].reference}`);
    expect(body.waiting).toEqual({
      pendingBookings: { count: 1, href: '/admin/bookings?status=pending' },
      blogCommentsPending: { count: 1, href: '/blog-admin/comments?status=pending' },
      contactMessagesLast7Days: { count: 1, href: null },
      mailFailed: { count: 1, href: null },
    });
  });

  it('exports the period’s figures as CSV', async () => {
    const res = await get('/export.csv?period=7d');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename=dashboard-2027-05-27-2027-06-02.csv',
    );
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('period,from,to,figure,date,kind,status,currency,value');
    expect(lines).toContain('current,2027-05-27,2027-06-02,bookings,,,,,6');
    expect(lines).toContain('current,2027-05-27,2027-06-02,bookings,,hotel,cancelled,,1');
    expect(lines).toContain('current,2027-05-27,2027-06-02,revenue,,,,TRY,460000');
    expect(lines).toContain('current,2027-05-27,2027-06-02,revenue,,,,USD,45000');
    expect(lines).toContain('current,2027-05-27,2027-06-02,cancellation_rate,,,,,0.1667');
    expect(lines).toContain('previous,2027-05-20,2027-05-26,revenue,,,,TRY,200000');
    expect(lines).toContain('current,2027-05-27,2027-06-02,bookings_per_day,2027-05-31,hotel,,,1');
    expect(lines).toContain('previous,2027-05-20,2027-05-26,bookings_per_day,2027-05-21,hotel,,,1');
    expect(lines).toContain('previous,2027-05-20,2027-05-26,bookings_per_day,2027-05-26,hotel,,,1');
  });
});
