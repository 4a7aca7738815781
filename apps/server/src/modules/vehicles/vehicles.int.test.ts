import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleBookings, vehicleClasses, vehicleWithdrawals } from '../../db/schema/vehicles.ts';
import { seedVehicles } from '../../db/seed/vehicles/vehicles-seed.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { mailsAbout } from '../../test/mail-parsing.ts';

// Car rentals, transfers and taxis as a client meets them, on the test clock: 2027-06-01 09:00 UTC,
// 12:00 in Trabzon. The catalogue is the demo's (seedVehicles); tax 12 %.
let t: TestApp;
const classes = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  await seedVehicles(t.database.db);
  for (const row of await t.database.db.select().from(vehicleClasses)) classes.set(row.code, row.id);
}, 120_000);
afterAll(() => t.close());

const search = (query: string) => t.app.inject({ url: `/api/vehicles/search?${query}&lang=en` });
const rental =
  'service=rental&pickup=TZX&dropoff=TZX_CITY&pickupDate=2027-06-02&pickupTime=10:00&returnDate=2027-06-05&returnTime=10:00&passengers=2';

const guest = (i: number | string = 1) => ({
  firstName: 'Leyla',
  lastName: `Yılmaz ${i}`,
  email: `leyla${i}@example.com`,
  phone: '+90 532 000 00 00',
});
const card = {
  paymentMethod: 'creditCard',
  cardNumber: '4111111111111111',
  cardName: 'LEYLA YILMAZ',
  expiryDate: '12/30',
  cvv: '123',
};
const book = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings?lang=en',
    headers: { 'idempotency-key': crypto.randomUUID() },
    payload,
  });
const rentalBody = (o: object = {}) => ({
  type: 'car_rental',
  classId: classes.get('economy'),
  pickup: 'TZX',
  dropoff: 'TZX',
  pickupDate: '2027-07-01',
  pickupTime: '10:00',
  returnDate: '2027-07-03',
  returnTime: '10:00',
  passengers: 2,
  ...guest(),
  ...card,
  ...o,
});

describe('GET /api/vehicles/search', () => {
  it('prices every rental class for the days asked: daily rate × days, the one-way fee, tax; each extra for the whole rental', async () => {
    const res = await search(rental);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      service: 'rental',
      days: 3,
      km: null,
      pickupAt: '2027-06-02T07:00:00.000Z',
    });
    expect(answer.offers.map((o: { code: string }) => o.code)).toEqual([
      'economy',
      'compact',
      'midsize',
      'suv',
      'luxury',
      'van',
    ]);
    const economy = answer.offers[0];
    expect(economy).toMatchObject({
      name: 'Economy',
      model: 'Toyota Yaris',
      passengers: 5,
      bags: 2,
      transmission: 'manual',
      available: true,
      basis: 'day',
      dailyRate: 105_000,
      days: 3,
      oneWayFee: 170_000,
      subtotal: 3 * 105_000 + 170_000,
      taxes: Math.round(((3 * 105_000 + 170_000) * 12) / 100),
      currency: 'TRY',
      freeCancellationUntil: '2027-06-01T07:00:00.000Z',
    });
    expect(economy.total).toBe(economy.subtotal + economy.taxes);
    expect(economy.extras).toEqual([
      { code: 'child_seat', perDay: 20_000, amount: 60_000, chosen: false },
      { code: 'additional_driver', perDay: 30_000, amount: 90_000, chosen: false },
    ]);
    // One car type, and returned where it was taken: no one-way fee.
    const suv = (await search(`${rental.replace('dropoff=TZX_CITY', 'dropoff=TZX')}&carType=suv`)).json();
    expect(suv.offers).toHaveLength(1);
    expect(suv.offers[0]).toMatchObject({ code: 'suv', oneWayFee: 0, subtotal: 3 * 250_000 });
  });

  it('prices a transfer by the road: 99 km from the airport to Uzungöl, an hour of free waiting there, and says which class is too small', async () => {
    const res = await search(
      'service=transfer&pickup=TZX&dropoff=UZUNGOL&pickupDate=2027-06-02&pickupTime=14:30&passengers=8',
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.km).toBe(99);
    const byCode = Object.fromEntries(answer.offers.map((o: { code: string }) => [o.code, o]));
    expect(byCode.standard_sedan).toMatchObject({
      available: false,
      reason: 'too_many_passengers',
      basis: 'km',
      baseFare: 120_000,
      perKm: 4_000,
      subtotal: 120_000 + 4_000 * 99,
      freeWaitMinutes: 60,
    });
    expect(byCode.minibus).toMatchObject({ available: true, reason: null, subtotal: 441_000 + 9_000 * 99 });
  });

  it('prices a taxi from a point on the map by the straight line times the road factor, waiting a quarter of an hour', async () => {
    const res = await search(
      'service=taxi&pickup=41.001500,39.717800&dropoff=SUMELA&pickupDate=2027-06-01&pickupTime=13:00&passengers=2',
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.km).toBeGreaterThan(30);
    expect(answer.km).toBeLessThan(60);
    const taxi = answer.offers.find((o: { code: string }) => o.code === 'taxi');
    expect(taxi).toMatchObject({ freeWaitMinutes: 15, subtotal: 6_000 + Math.round(3_500 * answer.km) });
    // A taxi may be cancelled free of charge until an hour before it comes.
    expect(taxi.freeCancellationUntil).toBe('2027-06-01T09:00:00.000Z');
  });

  it('refuses, naming the field, what cannot be driven: too soon, the same place, too far, an unknown place, a return before the pickup, a bad flight number', async () => {
    const refused = async (query: string) => {
      const res = await search(query);
      expect(res.statusCode, query).toBe(400);
      return (res.json().errors as { field: string; code: string }[]).map((e) => `${e.field}:${e.code}`);
    };
    const ride = 'pickupDate=2027-06-02&pickupTime=10:00&passengers=2';
    // 12:10 in Trabzon is ten minutes from now.
    expect(
      await refused('service=taxi&pickup=TZX&dropoff=RIZE&pickupDate=2027-06-01&pickupTime=12:10'),
    ).toEqual(['pickupTime:pickup_too_soon']);
    expect(await refused(`service=taxi&pickup=RIZE&dropoff=RIZE&${ride}`)).toEqual(['dropoff:same_place']);
    // Ankara.
    expect(await refused(`service=transfer&pickup=TZX&dropoff=39.930000,32.860000&${ride}`)).toEqual([
      'dropoff:outside_service_area',
    ]);
    expect(await refused(`service=transfer&pickup=NOWHERE&dropoff=TZX&${ride}`)).toEqual([
      'pickup:invalid_place',
    ]);
    expect(
      await refused(
        'service=rental&pickup=TZX&dropoff=TZX&pickupDate=2027-06-05&pickupTime=10:00&returnDate=2027-06-04&returnTime=10:00',
      ),
    ).toEqual(['returnDate:return_before_pickup']);
    expect(await refused(`service=transfer&pickup=TZX&dropoff=UZUNGOL&flightNumber=12345&${ride}`)).toEqual([
      'flightNumber:invalid_flight_number',
    ]);
  });
});

describe('GET /api/vehicles/classes/:id', () => {
  it('names a class in the language asked, and answers 404 for one not on sale', async () => {
    const res = await t.app.inject({ url: `/api/vehicles/classes/${classes.get('van')}?lang=ar` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      service: 'rental',
      code: 'van',
      name: 'فان',
      model: 'Volkswagen Transporter',
    });
    expect((await t.app.inject({ url: `/api/vehicles/classes/${crypto.randomUUID()}` })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/vehicles/from', () => {
  it('reads the service cards’ prices from the catalogue', async () => {
    const res = await t.app.inject({ url: '/api/vehicles/from' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      currency: 'TRY',
      carPerDay: 105_000,
      suvPerDay: 250_000,
      airportTransfer: 120_000 + 4_000 * 7,
      groupTransfer: 252_000 + 6_000 * 7,
    });
  });
});

describe('vehicle bookings', () => {
  it('books a rental through the core: the price the quote gave, the vehicle in the answer, found by reference, cancelled and free again', async () => {
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/quote?lang=en',
      payload: {
        type: 'car_rental',
        classId: classes.get('compact'),
        pickup: 'TZX',
        dropoff: 'RIZE',
        pickupDate: '2027-07-10',
        pickupTime: '09:00',
        returnDate: '2027-07-12',
        returnTime: '11:00',
        passengers: 2,
        extras: ['child_seat'],
      },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    // 50 hours: three rental days; a one-way return; the child seat for three days.
    const price = 3 * 145_000 + 170_000 + 3 * 20_000;
    expect(quote.json()).toMatchObject({ days: 3, subtotal: price, taxes: Math.round((price * 12) / 100) });

    const res = await book(
      rentalBody({
        classId: classes.get('compact'),
        dropoff: 'RIZE',
        pickupDate: '2027-07-10',
        pickupTime: '09:00',
        returnDate: '2027-07-12',
        returnTime: '11:00',
        extras: ['child_seat'],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json();
    expect(booking).toMatchObject({
      type: 'car_rental',
      status: 'confirmed',
      checkIn: '2027-07-10',
      checkOut: '2027-07-12',
      subtotal: price,
      total: quote.json().total,
      card: { brand: 'visa', last4: '1111' },
      vehicle: {
        service: 'rental',
        name: 'Compact',
        model: 'Renault Clio',
        pickup: { code: 'TZX', name: 'Trabzon Airport (TZX)' },
        dropoff: { code: 'RIZE', name: 'Rize city centre' },
        pickupLocal: '2027-07-10T09:00',
        endsLocal: '2027-07-12T11:00',
        extras: [{ code: 'child_seat', amount: 60_000 }],
      },
      freeCancellationUntil: '2027-07-09T06:00:00.000Z',
    });
    expect(booking.place).toMatchObject({ name: 'Trabzon Airport (TZX)' });

    const found = await t.app.inject({
      url: `/api/bookings/lookup?reference=${booking.reference}&email=leyla1@example.com&lang=tr`,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().vehicle).toMatchObject({
      name: 'Kompakt',
      pickup: { name: 'Trabzon Havalimanı (TZX)' },
    });

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/cancel`,
      payload: { reference: booking.reference, email: 'leyla1@example.com' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [held] = await t.database.db
      .select()
      .from(vehicleBookings)
      .where(eq(vehicleBookings.bookingId, booking._id));
    expect(held?.active).toBe(false);
  });

  it('counts cars over the exact interval: a returned car goes out again that afternoon, the peak decides, not every overlap', async () => {
    await t.database.db
      .update(vehicleClasses)
      .set({ fleetSize: 1 })
      .where(eq(vehicleClasses.code, 'midsize'));
    const midsize = { classId: classes.get('midsize') };
    const first = await book(rentalBody({ ...midsize, pickupDate: '2027-08-01', returnDate: '2027-08-03' }));
    expect(first.statusCode, first.body).toBe(201);
    const overlapping = await book(
      rentalBody({ ...midsize, pickupDate: '2027-08-02', returnDate: '2027-08-04', ...guest(2) }),
    );
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().code).toBe('vehicle_unavailable');
    // Returned 10:00 on the 3rd, out again at 10:00 the same day.
    const touching = await book(
      rentalBody({ ...midsize, pickupDate: '2027-08-03', returnDate: '2027-08-05', ...guest(3) }),
    );
    expect(touching.statusCode, touching.body).toBe(201);

    // Two cars: the 1st–3rd and the 3rd–5th are one car's; a rental of the 1st–5th fits the other.
    await t.database.db
      .update(vehicleClasses)
      .set({ fleetSize: 2 })
      .where(eq(vehicleClasses.code, 'midsize'));
    const whole = await book(
      rentalBody({ ...midsize, pickupDate: '2027-08-01', returnDate: '2027-08-05', ...guest(4) }),
    );
    expect(whole.statusCode, whole.body).toBe(201);
    const more = await search(
      'service=rental&pickup=TZX&dropoff=TZX&pickupDate=2027-08-02&pickupTime=10:00&returnDate=2027-08-02&returnTime=18:00&carType=midsize',
    );
    expect(more.json().offers[0]).toMatchObject({ available: false, reason: 'sold_out' });
  });

  it('does not offer or book a class withdrawn on one of the days', async () => {
    await t.database.db
      .insert(vehicleWithdrawals)
      .values({ classId: classes.get('luxury') ?? '', day: '2027-09-02', reason: 'Service' });
    const query =
      'service=rental&pickup=TZX&dropoff=TZX&pickupDate=2027-09-01&pickupTime=10:00&returnDate=2027-09-04&returnTime=10:00&carType=luxury';
    expect((await search(query)).json().offers[0]).toMatchObject({ available: false, reason: 'withdrawn' });
    const res = await book(
      rentalBody({ classId: classes.get('luxury'), pickupDate: '2027-09-01', returnDate: '2027-09-04' }),
    );
    expect(res.statusCode).toBe(409);
  });

  it('books an airport transfer meeting a flight: the number written as airlines do, the sign, an hour of waiting, paid to the driver', async () => {
    const res = await book({
      type: 'transfer',
      classId: classes.get('minivan'),
      pickup: 'TZX',
      dropoff: 'UZUNGOL',
      pickupDate: '2027-07-20',
      pickupTime: '15:40',
      passengers: 6,
      flightNumber: 'tk 2834',
      nameSign: 'Al-Harbi family',
      ...guest(5),
      paymentMethod: 'payAtHotel',
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json();
    expect(booking).toMatchObject({
      type: 'transfer',
      status: 'pending',
      guests: 6,
      subtotal: 252_000 + 6_000 * 99,
      card: null,
      vehicle: {
        flightNumber: 'TK2834',
        nameSign: 'Al-Harbi family',
        freeWaitMinutes: 60,
        distanceKm: 99,
        pickupLocal: '2027-07-20T15:40',
      },
    });
    await t.app.deps.tasks.idle();
    const [mail] = await mailsAbout(await t.outbox(), booking.reference);
    if (!mail?.event) throw new Error('no mail or no calendar event');
    expect(mail.subject).toBe(
      `Booking received, awaiting confirmation · Transfer: Minivan · Trabzon Airport (TZX) – Uzungöl · ${booking.reference}`,
    );
    expect(mail.text).toContain('Flight: TK2834');
    expect(mail.text).toContain('Name on the sign: Al-Harbi family');
    expect(mail.text).toContain('Waiting: 60 minutes free of charge');
    expect(mail.text).toContain('Distance: 99 km');
    for (const part of [mail.subject, mail.text, mail.html, mail.ics ?? ''])
      expect(part).not.toMatch(/undefined|null|NaN/);
    // The calendar event starts at the pickup on the place's clock (15:40 in Trabzon is 12:40 UTC).
    expect(mail.event.summary).toBe('Transfer: Trabzon Airport (TZX) – Uzungöl');
    expect(mail.event.location).toBe('Trabzon Airport (TZX)');
    expect(new Date(mail.event.start).toISOString()).toBe('2027-07-20T12:40:00.000Z');
  });

  it('refuses a class too small for the party and a class of another service', async () => {
    const small = await book({
      type: 'transfer',
      classId: classes.get('standard_sedan'),
      pickup: 'TZX',
      dropoff: 'TZX_CITY',
      pickupDate: '2027-07-21',
      pickupTime: '10:00',
      passengers: 5,
      ...guest(6),
      ...card,
    });
    expect(small.statusCode).toBe(400);
    expect(small.json().errors).toEqual([
      expect.objectContaining({ field: 'passengers', code: 'too_many_passengers' }),
    ]);
    const wrong = await book({
      type: 'taxi',
      classId: classes.get('economy'),
      pickup: 'TZX',
      dropoff: 'TZX_CITY',
      pickupDate: '2027-07-21',
      pickupTime: '10:00',
      passengers: 2,
      ...guest(7),
      ...card,
    });
    expect(wrong.statusCode).toBe(404);
  });
});
