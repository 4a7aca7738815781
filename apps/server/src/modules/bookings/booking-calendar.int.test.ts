import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../db/schema/hotels.ts';
import { packageHotels } from '../../db/schema/packages.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import { createHotelFixture, type HotelFixture } from '../../test/fixtures/hotel-fixtures.ts';
import { createPackageFixture } from '../../test/fixtures/package-fixtures.ts';
import { createRestaurantFixture, type RestaurantFixture } from '../../test/fixtures/restaurant-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';
import { mailsAbout, type ParsedMail, parseIcs } from '../../test/mail-parsing.ts';

// "Add to calendar": a booking's .ics, read by a calendar (ical.js), is the event its mails carry,
// and only those who may read the booking get it.
type Person = { id: string; token: string };
let t: TestApp;
let hotel: HotelFixture;
let table: RestaurantFixture;
let owner: Person;
let stranger: Person;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  hotel = await createHotelFixture(t.database.db, { name: 'Harbour Inn', nameAr: 'فندق الميناء' });
  table = await createRestaurantFixture(t.database.db, {
    name: { en: 'Liman Balık', tr: 'Liman Balık', ar: 'مطعم الميناء' },
    tables: [[4, 'window']],
  });
  await t.database.db
    .update(restaurants)
    .set({ latitude: 41.005, longitude: 39.73 })
    .where(eq(restaurants.id, table.restaurantId));
  owner = await userWithRole(t, 'user', 'Leyla Aydın');
  stranger = await userWithRole(t, 'user', 'Someone Else');
  admin = await userWithRole(t, 'admin', 'Admin');
});
afterAll(async () => {
  await t.close();
});

const guest = {
  firstName: 'Leyla',
  lastName: 'Aydın',
  email: 'leyla@example.com',
  phone: '+90 532 000 00 00',
};
const card = {
  paymentMethod: 'creditCard',
  cardNumber: '4111 1111 1111 1111',
  cardName: 'LEYLA AYDIN',
  expiryDate: '12/30',
  cvv: '123',
};

async function book(payload: object, who?: Person) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings?lang=en',
    headers: { 'idempotency-key': crypto.randomUUID(), ...(who ? bearer(who.token) : {}) },
    payload: { ...guest, ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    _id: string;
    reference: string;
    place?: { name: string; latitude: number; longitude: number } | null;
  };
}

const stay = (checkIn: string, checkOut: string, pay: object = card) => ({
  type: 'hotel',
  hotelId: hotel.hotelId,
  roomTypeId: hotel.roomTypeIds[0],
  checkIn,
  checkOut,
  guests: 2,
  ...pay,
});

const ofBooking = (id: string, who?: Person) =>
  t.app.inject({
    method: 'GET',
    url: `/api/bookings/${id}/calendar.ics`,
    headers: who ? bearer(who.token) : {},
  });
const ofLookup = (reference: string, email: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/bookings/lookup/calendar.ics?${new URLSearchParams({ reference, email })}`,
  });

/** The same file, read past the line ends a mail's transport may turn; the download keeps CRLF. */
function sameEvent(download: string, mailed: string | null | undefined) {
  expect(download).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(download.replaceAll('\r\n', '\n')).toBe(mailed?.replaceAll('\r\n', '\n'));
}

async function mailsOf(reference: string): Promise<ParsedMail[]> {
  await t.app.deps.tasks.idle();
  const mails = await mailsAbout(await t.outbox(), reference);
  return mails.sort((a, b) => (a.event?.sequence ?? 0) - (b.event?.sequence ?? 0));
}

describe('a booking’s calendar event', () => {
  it('is the confirmation mail’s event, for its owner and an admin; anyone else gets a 404', async () => {
    const b = await book(stay('2027-07-01', '2027-07-04'), owner);
    const res = await ofBooking(b._id, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=${b.reference}.ics`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const [mail] = await mailsOf(b.reference);
    sameEvent(res.body, mail?.ics);
    expect(parseIcs(res.body)).toMatchObject({
      method: 'PUBLISH',
      uid: `${b.reference}@karadeniz.travel`,
      status: 'CONFIRMED',
      summary: 'Hotel stay: Harbour Inn · Room 1',
      start: '2027-07-01',
      end: '2027-07-04',
    });

    expect((await ofBooking(b._id, admin)).body).toBe(res.body);
    const other = await ofBooking(b._id, stranger);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('BEGIN:VCALENDAR');
    expect((await ofBooking(b._id)).statusCode).toBe(401);
    expect((await ofBooking(crypto.randomUUID(), owner)).statusCode).toBe(404);
    // The owner's booking is reached with its reference and email as well, like its lookup.
    expect((await ofLookup(b.reference, 'leyla@example.com')).body).toBe(res.body);
  });

  it('reaches a guest with the reference and email together, never with one of them alone', async () => {
    const b = await book(stay('2027-08-01', '2027-08-02', { paymentMethod: 'payAtHotel' }));
    const other = await book(stay('2027-08-03', '2027-08-04'), owner);
    const res = await ofLookup(` ${b.reference.toLowerCase()} `, ' LEYLA@Example.com ');
    expect(res.statusCode, res.body).toBe(200);
    // Pay at the hotel: pending, so the event is tentative.
    expect(parseIcs(res.body)).toMatchObject({ status: 'TENTATIVE', sequence: 0, start: '2027-08-01' });
    expect((await ofLookup(b.reference, 'someone@example.com')).statusCode).toBe(404);
    expect((await ofLookup(`${b.reference}X`, 'leyla@example.com')).statusCode).toBe(404);
    // Another booking's reference with this email is another booking.
    const mixed = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/lookup/calendar.ics?reference=${other.reference}&email=nobody@example.com`,
    });
    expect(mixed.statusCode).toBe(404);
    expect((await ofBooking(b._id, stranger)).statusCode).toBe(404);
    expect((await ofBooking(b._id)).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/lookup/calendar.ics?reference=&email=x',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('once cancelled, is the cancellation the mail carried: the same event, METHOD:CANCEL', async () => {
    const b = await book(stay('2027-09-01', '2027-09-03'));
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${b._id}/cancel`,
      payload: { reference: b.reference, email: 'leyla@example.com' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const res = await ofLookup(b.reference, 'leyla@example.com');
    const [confirmed, cancelled] = await mailsOf(b.reference);
    sameEvent(res.body, cancelled?.ics);
    expect(parseIcs(res.body)).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: confirmed?.event?.uid,
      sequence: 2,
    });
  });

  it('lasts a trip’s days, and a table’s sitting in UTC', async () => {
    const trip = await createPackageFixture(t.database.db, { startDate: '2027-07-20', durationDays: 3 });
    const tour = await book(
      { type: 'package', packageId: trip.packageId, departureId: trip.departureId, guests: 2, ...card },
      owner,
    );
    expect(parseIcs((await ofBooking(tour._id, owner)).body)).toMatchObject({
      status: 'CONFIRMED',
      start: '2027-07-20',
      end: '2027-07-23',
    });

    const dinner = await book(
      {
        type: 'restaurant',
        restaurantId: table.restaurantId,
        date: '2027-06-10',
        time: '19:00',
        partySize: 2,
      },
      owner,
    );
    const res = await ofBooking(dinner._id, owner);
    expect(parseIcs(res.body)).toMatchObject({
      summary: 'Table reservation: Liman Balık · 2',
      start: '2027-06-10T16:00:00Z',
      end: '2027-06-10T17:30:00Z',
    });
    const [mail] = await mailsOf(dinner.reference);
    sameEvent(res.body, mail?.ics);
  });
});

describe('where a booking takes the traveller', () => {
  it('is the hotel, the restaurant, or the first of a trip’s hotels on the map', async () => {
    const stayed = await book(stay('2027-10-01', '2027-10-02'), owner);
    expect(stayed.place).toEqual({ name: 'Harbour Inn', latitude: 41.0, longitude: 39.72 });

    // A trip's first hotel is not on the map: the trip starts at its next one.
    const unmapped = await createHotelFixture(t.database.db, { name: 'Valley Lodge' });
    await t.database.db
      .update(hotels)
      .set({ latitude: null, longitude: null })
      .where(eq(hotels.id, unmapped.hotelId));
    const lake = await createHotelFixture(t.database.db, { name: 'Lake Lodge', nameAr: 'نزل البحيرة' });
    await t.database.db
      .update(hotels)
      .set({ latitude: 40.62, longitude: 40.29 })
      .where(eq(hotels.id, lake.hotelId));
    const trip = await createPackageFixture(t.database.db, { startDate: '2027-07-25' });
    await t.database.db.insert(packageHotels).values([
      { packageId: trip.packageId, hotelId: unmapped.hotelId, sortOrder: 0 },
      { packageId: trip.packageId, hotelId: lake.hotelId, sortOrder: 1 },
    ]);
    const tour = await book(
      { type: 'package', packageId: trip.packageId, departureId: trip.departureId, guests: 1, ...card },
      owner,
    );
    const firstStop = { name: 'Lake Lodge', latitude: 40.62, longitude: 40.29 };
    expect(tour.place).toEqual(firstStop);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${tour._id}?lang=ar`,
      headers: bearer(owner.token),
    });
    expect(read.json().place).toEqual({ ...firstStop, name: 'نزل البحيرة' });

    const noHotels = await createPackageFixture(t.database.db, { startDate: '2027-07-26' });
    const bare = await book(
      {
        type: 'package',
        packageId: noHotels.packageId,
        departureId: noHotels.departureId,
        guests: 1,
        ...card,
      },
      owner,
    );
    expect(bare.place).toBeNull();

    const dinner = await book(
      {
        type: 'restaurant',
        restaurantId: table.restaurantId,
        date: '2027-06-12',
        time: '19:00',
        partySize: 2,
      },
      owner,
    );
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/bookings?reference=${dinner.reference}`,
      headers: bearer(owner.token),
    });
    expect(mine.json().data[0].place).toEqual({ name: 'Liman Balık', latitude: 41.005, longitude: 39.73 });
  });
});
