import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightBookings } from '../../db/schema/travel.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer, loginUser, registerUser } from '../../test/http.ts';
import { mailsAbout } from '../../test/mail-parsing.ts';
import { travelBookingsRepository } from './travel-bookings.repository.ts';

// The travel data provider as a client meets it, with the offline provider (the default) on the
// test clock: 2027-06-01 09:00 UTC. Same questions, same answers.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const stay = 'checkIn=2027-07-01&checkOut=2027-07-04&guests=2';
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'idempotency-key': crypto.randomUUID(), ...headers },
  });
const guest = {
  firstName: 'Leyla',
  lastName: 'Yılmaz',
  email: 'leyla@example.com',
  phone: '+90 532 000 00 00',
};
const card = {
  paymentMethod: 'creditCard',
  cardNumber: '4111111111111111',
  cardName: 'LEYLA YILMAZ',
  expiryDate: '12/30',
  cvv: '123',
};

describe('GET /api/travel/hotels', () => {
  it('answers the best rated real hotels around Trabzon and Rize, twenty at most, each once, with a price per night', async () => {
    const res = await get(`/api/travel/hotels?${stay}&lang=en`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ nights: 3, guests: 2, source: 'offline', fallback: false, bookable: true });
    expect(body.hotels).toHaveLength(20);
    const ids = body.hotels.map((h: { hotelId: string }) => h.hotelId);
    expect(new Set(ids).size).toBe(20);
    const scores = body.hotels.map(
      (h: { rating: number | null; stars: number | null }) => h.rating ?? (h.stars ?? 0) * 20,
    );
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    for (const h of body.hotels) {
      expect(h.hotelId).toMatch(/^[A-Z0-9]{8}$/);
      expect(h.currency).toBe('USD');
      expect(h.image).toMatch(/^\/images\//);
      expect(h.description.length).toBeGreaterThan(100);
    }
    expect(
      body.hotels.some((h: { pricePerNight: number | null }) => h.pricePerNight && h.pricePerNight > 0),
    ).toBe(true);
  });

  it('writes descriptions in the reader’s language', async () => {
    const [en, ar] = await Promise.all([
      get(`/api/travel/hotels?${stay}&lang=en`),
      get(`/api/travel/hotels?${stay}&lang=ar`),
    ]);
    expect(ar.json().hotels[0].descriptionLang).toBe('ar');
    expect(ar.json().hotels[0].description).toMatch(/[\u0600-\u06FF]/);
    expect(en.json().hotels[0].description).not.toBe(ar.json().hotels[0].description);
  });

  it('refuses a stay that ends before it starts, a past one and a party of eleven, naming the field', async () => {
    const cases: [string, string, string][] = [
      ['checkIn=2027-07-04&checkOut=2027-07-01&guests=2', 'checkOut', 'checkout_before_checkin'],
      ['checkIn=2027-05-01&checkOut=2027-05-03&guests=2', 'checkIn', 'date_in_past'],
      ['checkIn=2027-07-01&checkOut=2027-07-03&guests=11', 'guests', 'out_of_range'],
    ];
    for (const [query, field, code] of cases) {
      const res = await get(`/api/travel/hotels?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field, code }));
    }
  });
});

describe('GET /api/travel/hotels/:hotelId/offers', () => {
  it('answers a hotel’s room offers: price per night × nights = total', async () => {
    const res = await get(`/api/travel/hotels/KTTZX001/offers?${stay}`);
    expect(res.statusCode).toBe(200);
    const { offers, nights } = res.json();
    expect(nights).toBe(3);
    expect(offers.length).toBeGreaterThan(1);
    for (const o of offers) {
      expect(o.kind).toBe('provider');
      expect(o.total).toBe(o.pricePerNight * 3);
    }
  });

  it('offers standard, deluxe and suite rooms from the best rate of a hotel that lists no rooms', async () => {
    const res = await get(`/api/travel/hotels/KGTZX015/offers?${stay}`);
    const { offers } = res.json();
    expect(offers.map((o: { category: string }) => o.category)).toEqual([
      'STANDARD_ROOM',
      'DELUXE_ROOM',
      'SUITE',
    ]);
    const [standard, deluxe, suite] = offers;
    expect(deluxe.pricePerNight).toBe(Math.round(standard.pricePerNight * 1.3));
    expect(suite.pricePerNight).toBe(Math.round(standard.pricePerNight * 1.8));
    expect(
      offers.every((o: { kind: string; sleeps: null }) => o.kind === 'fallback' && o.sleeps === null),
    ).toBe(true);
  });

  it('404 for a hotel the provider does not know', async () => {
    expect((await get(`/api/travel/hotels/ZZZZZZ99/offers?${stay}`)).statusCode).toBe(404);
    expect((await get(`/api/travel/hotels/not-an-id/offers?${stay}`)).statusCode).toBe(400);
  });
});

describe('a Trabzon hotel booked', () => {
  it('is priced again, kept pending with a TZN- number, mailed, and in my bookings and the admin’s', async () => {
    await registerUser(t.app, { email: 'traveller@example.com' });
    const { token } = await loginUser(t.app, 'traveller@example.com');
    const { offers } = (await get(`/api/travel/hotels/KTTZX001/offers?${stay}`)).json();
    const offer = offers[0];
    const body = {
      type: 'provider_hotel',
      hotelId: 'KTTZX001',
      offerId: offer.id,
      checkIn: '2027-07-01',
      checkOut: '2027-07-04',
      guests: 2,
    };
    const quote = await post('/api/bookings/quote?lang=en', body);
    expect(quote.statusCode).toBe(200);
    expect(quote.json().offer.total).toBe(offer.total);

    // A total other than the provider's is refused: nothing is booked.
    const cheaper = await post(
      '/api/bookings?lang=en',
      { ...body, ...guest, ...card, acceptedTotal: offer.total - 100 },
      bearer(token),
    );
    expect(cheaper.statusCode).toBe(409);
    expect(cheaper.json().code).toBe('price_changed');

    const res = await post(
      '/api/bookings?lang=en',
      { ...body, ...guest, ...card, acceptedTotal: offer.total },
      bearer(token),
    );
    expect(res.statusCode).toBe(201);
    const booking = res.json();
    expect(booking).toMatchObject({
      type: 'provider_hotel',
      status: 'pending',
      currency: 'USD',
      total: offer.total,
      taxes: 0,
      card: { brand: 'visa', last4: '1111' },
    });
    expect(booking.nights).toHaveLength(3);
    expect(booking.providerHotel.confirmation).toMatch(/^TZN-\d{6}$/);
    expect(booking.providerHotel.name).toBeTruthy();

    const mine = (await get('/api/bookings?lang=en', bearer(token))).json();
    expect(mine.data.map((b: { _id: string }) => b._id)).toContain(booking._id);
    await t.app.deps.tasks.idle();
    const [mail] = await mailsAbout(await t.outbox(), booking.reference);
    expect(mail?.text).toContain(booking.providerHotel.confirmation);
    expect(mail?.text).toMatch(/\$[\d,]+\.\d\d|US\$/);
    for (const part of [mail?.subject ?? '', mail?.text ?? ''])
      expect(part).not.toMatch(/undefined|null|NaN/);
  });

  it('books a fallback room at its price, paying at the hotel', async () => {
    const { offers } = (await get(`/api/travel/hotels/KGTZX015/offers?${stay}`)).json();
    const suite = offers[2];
    const res = await post('/api/bookings?lang=en', {
      type: 'provider_hotel',
      hotelId: 'KGTZX015',
      offerId: suite.id,
      checkIn: '2027-07-01',
      checkOut: '2027-07-04',
      guests: 2,
      ...guest,
      paymentMethod: 'payAtHotel',
      acceptedTotal: suite.total,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().providerHotel).toMatchObject({ roomKind: 'fallback', roomCategory: 'SUITE' });
    expect(res.json().total).toBe(suite.total);
  });

  it('refuses an offer for other dates than it was made for', async () => {
    const { offers } = (await get(`/api/travel/hotels/KTTZX001/offers?${stay}`)).json();
    const res = await post('/api/bookings/quote', {
      type: 'provider_hotel',
      hotelId: 'KTTZX001',
      offerId: offers[0].id,
      checkIn: '2027-07-02',
      checkOut: '2027-07-04',
      guests: 2,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('offer_unavailable');
  });
});

const traveler = (more: object = {}) => ({
  firstName: 'Omar',
  lastName: 'Al-Harbi',
  dateOfBirth: '1985-03-14',
  nationality: 'SA',
  documentType: 'passport',
  documentNumber: 'P12345678',
  documentExpiry: '2031-01-01',
  ...more,
});
const billing = { line: 'King Fahd Road 12', city: 'Riyadh', postalCode: '11564', country: 'SA' };

async function firstFlight(
  query = 'tripType=oneWay&origin=TZX&destination=IST&departureDate=2027-07-01&passengers=1',
) {
  const res = await get(`/api/travel/flights?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /api/travel/flights', () => {
  it('answers at most twenty offers in USD with carriers named, local times and durations read from the provider', async () => {
    const body = await firstFlight(
      'tripType=roundTrip&origin=TZX&destination=LHR&departureDate=2027-07-01&returnDate=2027-07-08&passengers=2&cabin=BUSINESS',
    );
    expect(body.offers.length).toBeGreaterThan(0);
    expect(body.offers.length).toBeLessThanOrEqual(20);
    for (const offer of body.offers) {
      expect(offer.itineraries).toHaveLength(2);
      expect(offer.price.currency).toBe('USD');
      expect(offer.price.taxes).toBe(offer.price.total - offer.price.base);
      expect(offer.passengers).toBe(2);
      expect(offer.cabin).toBe('BUSINESS');
      for (const it of offer.itineraries) {
        expect(it.durationMinutes).toBeGreaterThan(0);
        for (const s of it.segments) {
          expect(body.carriers[s.carrier]).toBeTruthy();
          expect(s.from.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
        }
      }
    }
    expect(body.offers[0].itineraries[0].segments.at(-1).to.timeZone).toBe('Europe/London');
  });

  it('refuses the same airport twice, a return before departure and ten passengers', async () => {
    const cases: [string, string, string][] = [
      ['tripType=oneWay&origin=TZX&destination=TZX&departureDate=2027-07-01', 'destination', 'same_airports'],
      [
        'tripType=roundTrip&origin=TZX&destination=IST&departureDate=2027-07-05&returnDate=2027-07-01',
        'returnDate',
        'return_before_departure',
      ],
      ['tripType=roundTrip&origin=TZX&destination=IST&departureDate=2027-07-05', 'returnDate', 'required'],
      [
        'tripType=oneWay&origin=TZX&destination=IST&departureDate=2027-07-01&passengers=10',
        'passengers',
        'out_of_range',
      ],
      [
        'tripType=oneWay&origin=TZX&destination=XXX&departureDate=2027-07-01',
        'destination',
        'invalid_choice',
      ],
    ];
    for (const [query, field, code] of cases) {
      const res = await get(`/api/travel/flights?${query}&lang=en`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field, code }));
    }
    const same = await get(
      '/api/travel/flights?tripType=oneWay&origin=TZX&destination=TZX&departureDate=2027-07-01&lang=en',
    );
    expect(same.json().errors[0].message).toBe(
      'Origin and destination cannot be the same. Please select different locations.',
    );
  });
});

describe('a flight booked', () => {
  it('is priced, ordered once, confirmed with a TF- number, and shows documents masked', async () => {
    const { offers } = await firstFlight();
    const offer = offers[0];
    const quote = await post('/api/bookings/quote', { type: 'flight', offer: offer.token });
    expect(quote.statusCode).toBe(200);
    const total = quote.json().offer.price.total;
    const body = {
      type: 'flight',
      offer: offer.token,
      acceptedTotal: total,
      travelers: [traveler()],
      ...guest,
      ...card,
      billingAddress: billing,
      agreeTerms: true,
    };
    const key = crypto.randomUUID();
    const res = await post('/api/bookings?lang=en', body, { 'idempotency-key': key });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json();
    expect(booking).toMatchObject({ type: 'flight', status: 'confirmed', currency: 'USD', total, guests: 1 });
    expect(booking.flight.confirmation).toMatch(/^TF-\d{6}$/);
    expect(booking.flight.recordLocator).toMatch(/^[A-Z0-9]{6}$/);
    expect(booking.flight.travelers).toEqual([
      { firstName: 'Omar', lastName: 'Al-Harbi', documentType: 'passport', documentMasked: 'P••••••78' },
    ]);
    expect(res.body).not.toContain('P12345678');
    expect(res.body).not.toContain('1985-03-14');

    // The same request again replays its answer; the same people on the same flights under
    // another key are refused: nothing is ordered twice.
    const replay = await post('/api/bookings?lang=en', body, { 'idempotency-key': key });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()._id).toBe(booking._id);
    const again = await post('/api/bookings?lang=en', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_booked');

    await t.app.deps.tasks.idle();
    const [mail] = await mailsAbout(await t.outbox(), booking.reference);
    expect(mail?.text).toContain(booking.flight.confirmation);
    expect(mail?.text).not.toContain('P12345678');

    // The travellers' documents are kept for the airline, then erased 30 days after the trip.
    const [row] = await t.database.db
      .select()
      .from(flightBookings)
      .where(eq(flightBookings.bookingId, booking._id));
    expect(row?.personal?.[0]?.documentNumber, JSON.stringify(row)).toBe('P12345678');
    const repo = travelBookingsRepository(t.database.db);
    expect(await repo.erasePersonal(new Date('2027-07-30T00:00:00Z'))).toBe(0);
    expect(await repo.erasePersonal(new Date('2027-08-01T00:00:00Z'))).toBeGreaterThanOrEqual(1);
    const [erased] = await t.database.db
      .select()
      .from(flightBookings)
      .where(eq(flightBookings.bookingId, booking._id));
    expect(erased?.personal).toBeNull();
    expect(erased?.travelers[0]?.documentMasked).toBe('P••••••78');
  });

  it('refuses a changed offer, a document that expires before the trip ends and a missing passenger', async () => {
    const { offers } = await firstFlight(
      'tripType=oneWay&origin=TZX&destination=IST&departureDate=2027-07-02&passengers=2',
    );
    const offer = offers[0];
    const total = offer.price.total;
    const base = {
      type: 'flight',
      offer: offer.token,
      acceptedTotal: total,
      ...guest,
      ...card,
      billingAddress: billing,
      agreeTerms: true,
    };

    const [payload, mac] = offer.token.split('.');
    const sealed = JSON.parse(Buffer.from(payload, 'base64url').toString());
    sealed.offer.price.total = '1.00';
    const forged = `${Buffer.from(JSON.stringify(sealed)).toString('base64url')}.${mac}`;
    const tampered = await post('/api/bookings', {
      ...base,
      offer: forged,
      travelers: [traveler(), traveler({ firstName: 'Aisha' })],
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().code).toBe('invalid_offer');

    const one = await post('/api/bookings', { ...base, travelers: [traveler()] });
    expect(one.statusCode).toBe(400);
    expect(one.json().errors).toContainEqual(
      expect.objectContaining({ field: 'travelers', code: 'travelers_count' }),
    );

    const expiring = await post('/api/bookings', {
      ...base,
      travelers: [traveler(), traveler({ firstName: 'Aisha', documentExpiry: '2027-06-30' })],
    });
    expect(expiring.statusCode).toBe(400);
    expect(expiring.json().errors).toContainEqual(
      expect.objectContaining({ field: 'travelers.1.documentExpiry', code: 'document_expired' }),
    );

    const noTerms = await post('/api/bookings', {
      ...base,
      agreeTerms: false,
      travelers: [traveler(), traveler({ firstName: 'Aisha' })],
    });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().errors).toContainEqual(
      expect.objectContaining({ field: 'agreeTerms', code: 'terms_required' }),
    );
  });

  it('takes a Turkish name written plain, as the airline does, and asks for Latin letters for an Arabic one', async () => {
    const { offers } = await firstFlight(
      'tripType=oneWay&origin=TZX&destination=ESB&departureDate=2027-07-03&passengers=1',
    );
    const offer = offers[0];
    const body = (t: object) => ({
      type: 'flight',
      offer: offer.token,
      acceptedTotal: offer.price.total,
      travelers: [traveler(t)],
      ...guest,
      ...card,
      billingAddress: billing,
      agreeTerms: true,
    });
    const arabic = await post('/api/bookings?lang=ar', body({ firstName: 'عمر', lastName: 'الحربي' }));
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().errors).toContainEqual(
      expect.objectContaining({
        field: 'travelers.0.firstName',
        code: 'latin_name',
        message: 'اكتب الاسم بالأحرف اللاتينية كما في جواز السفر',
      }),
    );
    const turkish = await post('/api/bookings', body({ firstName: 'Işıl', lastName: "Şahin-O'Doğan" }));
    expect(turkish.statusCode, turkish.body).toBe(201);
    expect(turkish.json().flight.travelers[0]).toMatchObject({ firstName: 'Isil', lastName: 'Sahin-ODogan' });
  });

  it('says when the fare changed since the search, and books at the new fare once accepted', async () => {
    let changing: { token: string; price: { total: number } } | undefined;
    for (const destination of ['IST', 'SAW', 'ESB', 'ADB', 'AYT', 'DOH', 'DXB', 'FRA', 'LHR', 'RUH']) {
      for (const day of ['10', '11', '12', '13']) {
        const { offers } = await firstFlight(
          `tripType=oneWay&origin=TZX&destination=${destination}&departureDate=2027-07-${day}&passengers=1`,
        );
        changing = offers.find((o: { id: string }) => o.id.endsWith('-F'));
        if (changing) break;
      }
      if (changing) break;
    }
    if (!changing) throw new Error('no offer whose fare changes in the offline data');
    const quote = (await post('/api/bookings/quote', { type: 'flight', offer: changing.token })).json();
    expect(quote.offer.price.total).toBeGreaterThan(changing.price.total);
    const body = {
      type: 'flight',
      offer: changing.token,
      travelers: [traveler({ firstName: 'Fatima' })],
      ...guest,
      ...card,
      billingAddress: billing,
      agreeTerms: true,
    };
    const seen = await post('/api/bookings', { ...body, acceptedTotal: changing.price.total });
    expect(seen.statusCode).toBe(409);
    expect(seen.json().code).toBe('price_changed');
    const accepted = await post('/api/bookings', { ...body, acceptedTotal: quote.offer.price.total });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().total).toBe(quote.offer.price.total);
  });
});

describe('recent flight searches of a signed-in traveller', () => {
  it('keeps five, newest first, one per route and trip type; forgets one or all; only for the traveller', async () => {
    await registerUser(t.app, { email: 'searcher@example.com' });
    const { token } = await loginUser(t.app, 'searcher@example.com');
    const remember = (destinationCode: string, passengers = 1) =>
      t.app.inject({
        method: 'POST',
        url: '/api/travel/flights/recent',
        headers: bearer(token),
        payload: {
          tripType: 'oneWay',
          originCode: 'TZX',
          destinationCode,
          departureDate: '2027-07-01',
          returnDate: null,
          passengers,
          cabinClass: 'ECONOMY',
        },
      });
    for (const code of ['IST', 'SAW', 'ESB', 'ADB', 'AYT', 'DOH']) {
      t.clock.advance(1000);
      expect((await remember(code)).statusCode).toBe(200);
    }
    t.clock.advance(1000);
    const list = (await remember('SAW', 3)).json().searches;
    expect(list.map((s: { destinationCode: string }) => s.destinationCode)).toEqual([
      'SAW',
      'DOH',
      'AYT',
      'ADB',
      'ESB',
    ]);
    expect(list[0].passengers).toBe(3);
    const forgot = await t.app.inject({
      method: 'DELETE',
      url: '/api/travel/flights/recent/TZX-DOH-oneWay',
      headers: bearer(token),
    });
    expect(forgot.json().searches).toHaveLength(4);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/travel/flights/recent', headers: bearer(token) }))
        .statusCode,
    ).toBe(204);
    expect((await get('/api/travel/flights/recent', bearer(token))).json().searches).toEqual([]);
    expect((await get('/api/travel/flights/recent')).statusCode).toBe(401);
  });
});
