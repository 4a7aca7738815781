import { and, eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.ts';
import { hotelInventory } from '../../db/schema/inventory.ts';
import { createHotelFixture, type HotelFixture } from '../../test/fixtures/hotel-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer, loginUser } from '../../test/http.ts';

let t: TestApp;
let hotel: HotelFixture;
let user: { id: string; email: string; token: string };
let other: { id: string; email: string; token: string };
let admin: { id: string; email: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  hotel = await createHotelFixture(t.database.db, {
    name: 'Uzungöl Lake Lodge',
    rooms: [
      { name: 'Lake view double', pricePerNight: 250_000, totalRooms: 2, maxOccupancy: 2 },
      { name: 'Family suite', pricePerNight: 400_000, totalRooms: 1, maxOccupancy: 4 },
    ],
  });
  user = await userWithRole(t, 'user', 'Leyla Aydın');
  other = await userWithRole(t, 'user', 'Someone Else');
  admin = await userWithRole(t, 'admin', 'Admin');
});
afterAll(async () => {
  await t.close();
});

const VISA = '4111 1111 1111 1111';
let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${keyCounter++}`;

function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    type: 'hotel',
    hotelId: hotel.hotelId,
    roomTypeId: hotel.roomTypeIds[0],
    checkIn: '2027-07-10',
    checkOut: '2027-07-13',
    guests: 2,
    firstName: 'Leyla',
    lastName: 'Aydın',
    email: 'leyla@example.com',
    phone: '+90 532 000 00 00',
    specialRequests: 'Late arrival',
    paymentMethod: 'creditCard',
    cardNumber: VISA,
    cardName: 'LEYLA AYDIN',
    expiryDate: '12/29',
    cvv: '123',
    ...overrides,
  };
}

function book(body: Record<string, unknown>, opts: { key?: string | null; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (opts.key !== null) headers['idempotency-key'] = opts.key ?? newKey();
  if (opts.token) Object.assign(headers, bearer(opts.token));
  return t.app.inject({ method: 'POST', url: '/api/bookings?lang=en', payload: body, headers });
}

async function roomsLeft(roomTypeId: string, date: string) {
  const [row] = await t.database.db
    .select({ n: hotelInventory.availableRooms })
    .from(hotelInventory)
    .where(and(eq(hotelInventory.roomTypeId, roomTypeId), eq(hotelInventory.date, date)));
  return row?.n;
}

describe('availability and quote', () => {
  it('prices each night [checkIn, checkOut) and counts rooms left', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/inventory/hotels/${hotel.hotelId}/${hotel.roomTypeIds[0]}/2027-07-02`,
      headers: bearer(admin.token),
      payload: {
        totalRooms: 2,
        availableRooms: 1,
        basePrice: 300_000,
        priceModifier: 1.25,
        seasonalAdjustment: 0,
      },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/inventory/hotels/${hotel.hotelId}/${hotel.roomTypeIds[0]}/availability?checkIn=2027-07-01&checkOut=2027-07-04&guests=2`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.available).toBe(true);
    expect(
      body.nights.map((n: { date: string; price: number; roomsLeft: number }) => [
        n.date,
        n.price,
        n.roomsLeft,
      ]),
    ).toEqual([
      ['2027-07-01', 250_000, 2],
      ['2027-07-02', 375_000, 1],
      ['2027-07-03', 250_000, 2],
    ]);
    expect(body).toMatchObject({ total: 875_000, roomsLeft: 1, currency: 'TRY' });
  });

  it('says why a stay is not possible', async () => {
    const url = (q: string) =>
      `/api/inventory/hotels/${hotel.hotelId}/${hotel.roomTypeIds[0]}/availability?${q}`;
    expect(
      (await t.app.inject({ url: url('checkIn=2027-07-01&checkOut=2027-07-03&guests=3') })).json().reason,
    ).toBe('too_many_guests');
    expect((await t.app.inject({ url: url('checkIn=2027-05-01&checkOut=2027-05-03') })).json().reason).toBe(
      'past_dates',
    );
    const reversed = await t.app.inject({ url: url('checkIn=2027-07-03&checkOut=2027-07-01') });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0]).toMatchObject({ field: 'checkOut', code: 'checkout_before_checkin' });
    const wrongRoom = await t.app.inject({
      url: `/api/inventory/hotels/${hotel.hotelId}/${crypto.randomUUID()}/availability?checkIn=2027-07-01&checkOut=2027-07-02`,
    });
    expect(wrongRoom.statusCode).toBe(404);
  });

  it('quotes taxes at the settings rate (12 by default) and flags an unknown promo code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/quote',
      payload: {
        type: 'hotel',
        hotelId: hotel.hotelId,
        roomTypeId: hotel.roomTypeIds[1],
        checkIn: '2027-08-01',
        checkOut: '2027-08-03',
        guests: 3,
        promoCode: 'NOPE',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      available: true,
      subtotal: 800_000,
      discount: 0,
      taxRate: 12,
      taxes: 96_000,
      total: 896_000,
      promoInvalid: true,
      // 24 hours before the hotel's 14:00 check-in in Istanbul (UTC+3): a checkout can warn in time.
      freeCancellationUntil: '2027-07-31T11:00:00.000Z',
    });
    // A stay the room cannot take says why; the code is not blamed for it.
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/quote',
      payload: {
        type: 'hotel',
        hotelId: hotel.hotelId,
        roomTypeId: hotel.roomTypeIds[0],
        checkIn: '2027-08-01',
        checkOut: '2027-08-03',
        guests: 3,
        promoCode: 'NOPE',
      },
    });
    expect(tooMany.json()).toMatchObject({
      available: false,
      reason: 'too_many_guests',
      promoInvalid: false,
      promoUnknown: false,
    });
  });

  it('tells a code the hotel does not use from one of its codes that does not apply to these nights', async () => {
    await t.database.db.insert(hotelInventory).values({
      hotelId: hotel.hotelId,
      roomTypeId: hotel.roomTypeIds[1] as string,
      date: '2027-09-10',
      totalRooms: 3,
      availableRooms: 3,
      basePrice: 400_000,
      promotionDiscountPercent: 10,
      promotionCode: 'AUTUMN10',
    });
    const quote = async (promoCode: string, checkIn: string, checkOut: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/bookings/quote',
          payload: {
            type: 'hotel',
            hotelId: hotel.hotelId,
            roomTypeId: hotel.roomTypeIds[1],
            checkIn,
            checkOut,
            guests: 2,
            promoCode,
          },
        })
      ).json();
    expect(await quote('NOPE', '2027-08-01', '2027-08-03')).toMatchObject({
      promoApplied: false,
      promoInvalid: true,
      promoUnknown: true,
    });
    expect(await quote('autumn10 ', '2027-08-01', '2027-08-03')).toMatchObject({
      promoApplied: false,
      promoInvalid: true,
      promoUnknown: false,
    });
    expect(await quote('AUTUMN10', '2027-09-10', '2027-09-11')).toMatchObject({
      promoApplied: true,
      promoInvalid: false,
      promoUnknown: false,
      discount: 40_000,
    });
  });
});

describe('creating a booking', () => {
  it('answers 201 with the server-computed breakdown, stores only brand and last four, and emails it', async () => {
    const res = await book(bookingBody(), { token: user.token });
    expect(res.statusCode).toBe(201);
    const b = res.json();
    expect(b).toMatchObject({
      status: 'confirmed',
      checkIn: '2027-07-10',
      checkOut: '2027-07-13',
      subtotal: 750_000,
      taxes: 90_000,
      total: 840_000,
      card: { brand: 'visa', last4: '1111' },
      canCancel: true,
    });
    expect(b.reference).toMatch(/^KT-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(b.nights).toHaveLength(3);
    expect(res.body).not.toContain('4111111111111111');
    expect(res.body).not.toContain('"cvv"');
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, b._id));
    expect(JSON.stringify(row)).not.toContain('4111111111111111');
    expect(row?.userId).toBe(user.id);
    expect(await roomsLeft(hotel.roomTypeIds[0] as string, '2027-07-10')).toBe(1);
    expect(await roomsLeft(hotel.roomTypeIds[0] as string, '2027-07-13')).toBeUndefined();

    await t.app.deps.tasks.idle();
    const mails = await t.outbox();
    const mail = mails.find((m) => m.includes(b.reference));
    expect(mail).toBeDefined();
    expect(mail).toContain('text/calendar');
    // With PUBLIC_URL unset, links point at this server, never at "undefined".
    const parsed = await PostalMime.parse(mail ?? '');
    // No card number in any part a person reads (the raw message also holds random MIME boundaries).
    for (const part of [
      parsed.text,
      parsed.html,
      ...parsed.attachments.map((a) =>
        typeof a.content === 'string' ? a.content : new TextDecoder().decode(a.content),
      ),
    ])
      expect(part ?? '').not.toMatch(/4111[\s-]?1111/);
    const link = `http://localhost:3000/bookings/${b._id}`;
    expect(parsed.text).toContain(link);
    expect(parsed.html).toContain(`href="${link}"`);
    expect(mail).not.toContain('undefined/');
  });

  it('refuses bad card details with field errors, and writes nothing', async () => {
    const res = await book(
      bookingBody({ cardNumber: '4111 1111 1111 1112', expiryDate: '01/27', cvv: '12' }),
    );
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(
      res.json().errors.map((e: { field: string; code: string }) => [e.field, e.code]),
    );
    expect(fields).toMatchObject({
      cardNumber: 'invalid_card_number',
      expiryDate: 'card_expired',
      cvv: 'invalid_cvv',
    });
    expect(res.json().errors.find((e: { field: string }) => e.field === 'cardNumber').message).toBe(
      'Please enter a valid card number',
    );
    const noPhone = await book(bookingBody({ phone: 'call me' }));
    expect(noPhone.json().errors[0]).toMatchObject({ field: 'phone', code: 'invalid_phone' });
  });

  it('needs an Idempotency-Key', async () => {
    const res = await book(bookingBody(), { key: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('idempotency_key_required');
  });

  it('replays the first answer for the same key and body, and refuses the key with another body', async () => {
    const key = newKey();
    const body = bookingBody({ checkIn: '2027-09-01', checkOut: '2027-09-02', paymentMethod: 'payAtHotel' });
    const first = await book(body, { key });
    expect(first.statusCode).toBe(201);
    expect(first.json().status).toBe('pending');
    const again = await book(body, { key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()._id).toBe(first.json()._id);
    expect(await roomsLeft(hotel.roomTypeIds[0] as string, '2027-09-01')).toBe(1);
    const reused = await book({ ...body, guests: 1 }, { key });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('idempotency_key_reused');
  });

  it('answers 409 when the room is sold out, writing nothing', async () => {
    const family = hotel.roomTypeIds[1] as string;
    const body = bookingBody({
      roomTypeId: family,
      checkIn: '2027-10-01',
      checkOut: '2027-10-03',
      guests: 4,
    });
    expect((await book(body)).statusCode).toBe(201);
    const before = await t.database.db.select().from(bookings);
    const res = await book({ ...body, checkIn: '2027-10-02', checkOut: '2027-10-04' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'sold_out',
      title: 'Sorry, this room is no longer available for the selected dates.',
    });
    expect(await t.database.db.select().from(bookings)).toHaveLength(before.length);
    // The night after the sold-out one was not taken either: no inventory row was even written.
    expect(await roomsLeft(family, '2027-10-03')).toBeUndefined();
  });

  it('refuses blocked nights, too many guests and a payment method the hotel does not take', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/inventory/hotels/${hotel.hotelId}/${hotel.roomTypeIds[0]}/2027-11-05`,
      headers: bearer(admin.token),
      payload: {
        totalRooms: 2,
        availableRooms: 2,
        basePrice: 250_000,
        blocked: true,
        blockReason: 'Renovation',
      },
    });
    const blocked = await book(bookingBody({ checkIn: '2027-11-04', checkOut: '2027-11-06' }));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('stay_unavailable');
    expect((await book(bookingBody({ guests: 3 }))).json().code).toBe('too_many_guests');
    const past = await book(bookingBody({ checkIn: '2027-05-30', checkOut: '2027-06-02' }));
    expect(past.json().errors[0]).toMatchObject({ field: 'checkIn', code: 'date_in_past' });
  });
});

describe('my bookings, ownership and cancelling', () => {
  it("lists only the caller's bookings and hides others' as 404", async () => {
    const mine = await t.app.inject({ url: '/api/bookings', headers: bearer(user.token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().total).toBeGreaterThanOrEqual(1);
    const id = mine.json().data[0]._id;
    expect((await t.app.inject({ url: `/api/bookings/${id}`, headers: bearer(user.token) })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ url: `/api/bookings/${id}`, headers: bearer(other.token) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/bookings/${id}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: `/api/bookings/${id}`, headers: bearer(admin.token) })).statusCode,
    ).toBe(200);
  });

  it('lists stays not over yet soonest first, then past ones latest first, and finds one by reference', async () => {
    const traveller = await userWithRole(t, 'user', 'Deniz Kaya');
    const madeInOrder = [
      ['2029-02-01', '2029-02-03'],
      ['2029-01-10', '2029-01-12'],
      ['2029-03-01', '2029-03-03'],
      ['2029-01-20', '2029-01-22'],
    ] as const;
    const refs: Record<string, string> = {};
    for (const [checkIn, checkOut] of madeInOrder) {
      const res = await book(bookingBody({ checkIn, checkOut }), { token: traveller.token });
      expect(res.statusCode).toBe(201);
      refs[checkIn] = res.json().reference;
    }
    const order = async (token = traveller.token) =>
      (await t.app.inject({ url: '/api/bookings', headers: bearer(token) }))
        .json()
        .data.map((b: { checkIn: string }) => b.checkIn);
    expect(await order()).toEqual(['2029-01-10', '2029-01-20', '2029-02-01', '2029-03-01']);

    const saved = t.clock.now();
    t.clock.set(new Date('2029-02-02T09:00:00Z'));
    try {
      // 1-3 February is still under way; January's stays are over.
      const { token } = await loginUser(t.app, traveller.email);
      expect(await order(token)).toEqual(['2029-02-01', '2029-03-01', '2029-01-20', '2029-01-10']);
    } finally {
      t.clock.set(saved);
    }

    const one = await t.app.inject({
      url: `/api/bookings?reference=${refs['2029-01-20']?.toLowerCase()}`,
      headers: bearer(traveller.token),
    });
    expect(one.json().data.map((b: { reference: string }) => b.reference)).toEqual([refs['2029-01-20']]);
    const notTheirs = await t.app.inject({
      url: `/api/bookings?reference=${refs['2029-01-20']}`,
      headers: bearer(other.token),
    });
    expect(notTheirs.json().data).toEqual([]);
  });

  it('cancels free until 24 hours before check-in, giving the rooms back; later it explains why not', async () => {
    const created = await book(bookingBody({ checkIn: '2027-06-20', checkOut: '2027-06-22' }), {
      token: user.token,
    });
    const b = created.json();
    const room = hotel.roomTypeIds[0] as string;
    expect(await roomsLeft(room, '2027-06-20')).toBe(1);
    // Check-in 14:00 Istanbul = 11:00 UTC; the free window closes at 11:00 UTC the day before.
    expect(b.freeCancellationUntil).toBe('2027-06-19T11:00:00.000Z');

    const late = await book(bookingBody({ checkIn: '2027-06-25', checkOut: '2027-06-26' }), {
      token: user.token,
    });
    t.clock.set(new Date('2027-06-24T11:00:01Z'));
    const lateToken = (await loginUser(t.app, user.email)).token;
    const lateView = await t.app.inject({
      url: `/api/bookings/${late.json()._id}`,
      headers: bearer(lateToken),
    });
    expect(lateView.json().canCancel).toBe(false);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${late.json()._id}/cancel?lang=en`,
      headers: bearer(lateToken),
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('cancellation_window_closed');
    expect(refused.json().title).toContain('Free cancellation ends 24 hours before check-in');
    t.clock.set(new Date('2027-06-01T09:00:00Z'));
    // Sessions ended while the clock was ahead: log everyone in again.
    user.token = (await loginUser(t.app, user.email)).token;
    other.token = (await loginUser(t.app, other.email)).token;
    admin.token = (await loginUser(t.app, admin.email)).token;

    const byOther = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${b._id}/cancel`,
      headers: bearer(other.token),
      payload: {},
    });
    expect(byOther.statusCode).toBe(404);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${b._id}/cancel`,
      headers: bearer(user.token),
      payload: { reason: 'Plans changed' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(await roomsLeft(room, '2027-06-20')).toBe(2);
    expect(await roomsLeft(room, '2027-06-21')).toBe(2);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${b._id}/cancel`,
      headers: bearer(user.token),
      payload: {},
    });
    expect(twice.statusCode).toBe(409);
    expect(await roomsLeft(room, '2027-06-20')).toBe(2);
  });

  it('lets a guest find and cancel a booking with its reference and email', async () => {
    const created = (
      await book(bookingBody({ checkIn: '2027-12-01', checkOut: '2027-12-02', email: 'Guest@Example.com' }))
    ).json();
    const found = await t.app.inject({
      url: `/api/bookings/lookup?reference=${created.reference.toLowerCase()}&email=guest@example.com`,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()._id).toBe(created._id);
    const wrong = await t.app.inject({
      url: `/api/bookings/lookup?reference=${created.reference}&email=x@example.com`,
    });
    expect(wrong.statusCode).toBe(404);
    const noEmail = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${created._id}/cancel`,
      payload: {},
    });
    expect(noEmail.statusCode).toBe(404);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${created._id}/cancel`,
      payload: { reference: created.reference, email: 'guest@example.com' },
    });
    expect(cancel.json().status).toBe('cancelled');
  });

  it('mails a guest the booking lookup with the reference filled in', async () => {
    const created = (
      await book(bookingBody({ checkIn: '2027-12-05', checkOut: '2027-12-06', email: 'walkin@example.com' }))
    ).json();
    await t.app.deps.tasks.idle();
    const raw = (await t.outbox()).find((m) => m.includes(created.reference));
    const mail = await PostalMime.parse(raw ?? '');
    const lookup = `http://localhost:3000/bookings/find?reference=${created.reference}`;
    expect(mail.to?.[0]?.address).toBe('walkin@example.com');
    expect(mail.text).toContain(lookup);
    expect(mail.html).toContain(`href="${lookup}"`);
  });
});

describe('admin bookings', () => {
  it('answers 401 and 403 to others', async () => {
    for (const url of ['/api/admin/bookings', '/api/admin/bookings/export.csv']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: bearer(user.token) })).statusCode).toBe(403);
    }
    const cal = `/api/inventory/hotels/${hotel.hotelId}/${hotel.roomTypeIds[0]}?from=2027-07-01&to=2027-07-31`;
    expect((await t.app.inject({ url: cal })).statusCode).toBe(401);
    expect((await t.app.inject({ url: cal, headers: bearer(user.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: cal, headers: bearer(admin.token) })).statusCode).toBe(200);
  });

  it('filters, moves statuses only along the allowed paths, and exports CSV', async () => {
    const list = await t.app.inject({
      url: '/api/admin/bookings?status=pending',
      headers: bearer(admin.token),
    });
    expect(list.statusCode).toBe(200);
    const pending = list.json().data;
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((b: { status: string }) => b.status === 'pending')).toBe(true);
    const id = pending[0]._id;
    const patch = (status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/bookings/${id}/status`,
        headers: bearer(admin.token),
        payload: { status, note: 'Hotel confirmed by phone' },
      });
    expect((await patch('completed')).statusCode).toBe(409);
    t.clock.advance(60_000);
    const confirmed = await patch('confirmed');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().events.map((e: { toStatus: string }) => e.toStatus)).toEqual([
      'pending',
      'confirmed',
    ]);
    expect((await patch('pending')).json().code).toBe('invalid_status_transition');
    expect((await patch('completed')).statusCode).toBe(200);
    expect((await patch('cancelled')).statusCode).toBe(409);

    const byRef = await t.app.inject({
      url: `/api/admin/bookings?q=${encodeURIComponent(pending[0].reference)}`,
      headers: bearer(admin.token),
    });
    expect(byRef.json().total).toBe(1);

    const csv = await t.app.inject({
      url: '/api/admin/bookings/export.csv?status=completed',
      headers: bearer(admin.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^reference,status,type,hotel/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(pending[0].reference);
  });
});

describe('inventory admin', () => {
  const base = () => `/api/inventory/hotels/${hotel.hotelId}/${hotel.roomTypeIds[0]}`;

  it('validates a record with the spec messages', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${base()}/2028-01-10?lang=en`,
      headers: bearer(admin.token),
      payload: { totalRooms: 2, availableRooms: 3, basePrice: 100_000, blocked: true },
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Available rooms cannot exceed total rooms',
        'Block reason is required when blocking dates',
      ]),
    );
  });

  it('bulk updates weekdays or weekends only and can clear a range', async () => {
    // 2028-01-03 is a Monday; the range covers Mon 3 to Sun 9.
    const res = await t.app.inject({
      method: 'POST',
      url: `${base()}/bulk`,
      headers: bearer(admin.token),
      payload: {
        startDate: '2028-01-03',
        endDate: '2028-01-09',
        dayTypes: ['weekend'],
        seasonalAdjustment: 20,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2, skipped: [] });
    const cal = await t.app.inject({
      url: `${base()}?from=2028-01-03&to=2028-01-09`,
      headers: bearer(admin.token),
    });
    const prices = cal.json().days.map((d: { date: string; price: number }) => [d.date, d.price]);
    expect(prices).toEqual([
      ['2028-01-03', 250_000],
      ['2028-01-04', 250_000],
      ['2028-01-05', 250_000],
      ['2028-01-06', 250_000],
      ['2028-01-07', 250_000],
      ['2028-01-08', 300_000],
      ['2028-01-09', 300_000],
    ]);
    const none = await t.app.inject({
      method: 'POST',
      url: `${base()}/bulk?lang=en`,
      headers: bearer(admin.token),
      payload: { startDate: '2028-01-03', endDate: '2028-01-09', dayTypes: [] },
    });
    expect(none.json().errors[0].message).toBe('Please select at least one day type');
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: `${base()}?from=2028-01-01&to=2028-01-31`,
      headers: bearer(admin.token),
    });
    expect(cleared.json()).toEqual({ deleted: 2, kept: [] });
  });

  it('keeps a record that holds bookings when asked to delete it', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${base()}/2027-07-10`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(409);
    expect(await roomsLeft(hotel.roomTypeIds[0] as string, '2027-07-10')).toBe(1);
  });
});
