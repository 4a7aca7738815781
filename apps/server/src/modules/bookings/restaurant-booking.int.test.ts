import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantSittings } from '../../db/schema/restaurant-sittings.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import { createRestaurantFixture, type RestaurantFixture } from '../../test/fixtures/restaurant-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';

// A table reservation as an API client makes it: POST /api/bookings with type "restaurant", on the
// test clock (2027-06-01 09:00 UTC, 12:00 in Trabzon). Lunch 12:00–15:00, dinner 18:00–22:00,
// 90-minute turns; a table for 2 inside and one for 8 on the terrace; parties above 4 wait.
let t: TestApp;
let place: RestaurantFixture;
let user: { token: string };
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  place = await createRestaurantFixture(t.database.db, {
    name: { en: 'Liman Balık' },
    maxPartySize: 8,
    tables: [
      [2, 'inside'],
      [8, 'terrace'],
    ],
  });
  await t.database.db
    .update(restaurants)
    .set({ instantLimit: 4, addressLine: 'Sahil Yolu 12', phone: '+90 462 000 00 00' })
    .where(eq(restaurants.id, place.restaurantId));
  user = await userWithRole(t, 'user', 'Ayşe Kaya');
  admin = await userWithRole(t, 'admin', 'Admin');
});
afterAll(async () => {
  await t.close();
});

type Reservation = Partial<{ restaurantId: string; date: string; time: string; partySize: number }>;
const body = (o: Reservation = {}) => ({
  type: 'restaurant',
  restaurantId: place.restaurantId,
  date: '2027-06-10',
  time: '19:00',
  partySize: 2,
  firstName: 'Ayşe',
  lastName: 'Kaya',
  email: 'ayse@example.com',
  phone: '+90 532 000 00 00',
  specialRequests: 'A high chair, please',
  ...o,
});

function reserve(o: Reservation = {}, opts: { key?: string; token?: string; payload?: unknown } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings?lang=en',
    headers: {
      'idempotency-key': opts.key ?? crypto.randomUUID(),
      ...(opts.token ? bearer(opts.token) : {}),
    },
    payload: opts.payload ?? body(o),
  });
}

async function times(date: string, partySize: number) {
  const res = await t.app.inject({
    url: `/api/restaurants/${place.restaurantId}/slots?date=${date}&partySize=${partySize}&lang=en`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { slots: { time: string }[] }).slots.map((s) => s.time);
}

const sittingsOf = (restaurantId: string) =>
  t.database.db.select().from(restaurantSittings).where(eq(restaurantSittings.restaurantId, restaurantId));

describe('POST /api/bookings for a table', () => {
  it('refuses an unknown restaurant, a party larger than it takes and a malformed time, writing nothing', async () => {
    expect((await reserve({ restaurantId: crypto.randomUUID() })).statusCode).toBe(404);
    const large = await reserve({ partySize: 9 });
    expect(large.statusCode).toBe(400);
    expect(large.json()).toMatchObject({
      code: 'party_too_large',
      detail: expect.stringContaining('8'),
      errors: [{ field: 'partySize', code: 'out_of_range' }],
    });
    const badTime = await reserve({ time: '7pm' });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'time' })]),
    );
    expect(await sittingsOf(place.restaurantId)).toHaveLength(0);
  });

  it('reserves the smallest fitting table, confirmed at once, nothing paid, and the time is gone for that party', async () => {
    expect(await times('2027-06-10', 2)).toContain('19:00');
    const res = await reserve({}, { token: user.token });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json();
    expect(booking).toMatchObject({
      type: 'restaurant',
      status: 'confirmed',
      restaurant: { _id: place.restaurantId, name: 'Liman Balık', addressLine: 'Sahil Yolu 12' },
      sitting: {
        time: '19:00',
        endTime: '20:30',
        startsAt: '2027-06-10T16:00:00.000Z',
        endsAt: '2027-06-10T17:30:00.000Z',
        table: { number: '1', location: 'inside' },
      },
      hotel: null,
      package: null,
      checkIn: '2027-06-10',
      checkOut: '2027-06-10',
      guests: 2,
      nights: [],
      paymentMethod: 'none',
      card: null,
      subtotal: 0,
      taxes: 0,
      total: 0,
      specialRequests: 'A high chair, please',
      // 24 hours before the sitting.
      freeCancellationUntil: '2027-06-09T16:00:00.000Z',
      canCancel: true,
    });
    expect(booking.reference).toMatch(/^[A-Z0-9-]+$/);
    // The one table for two is held: a second couple is offered the 8-seat table, not 19:00 inside.
    const slots = await t.app.inject({
      url: `/api/restaurants/${place.restaurantId}/slots?date=2027-06-10&partySize=2`,
    });
    expect(slots.json().slots).toContainEqual({ time: '19:00', location: 'terrace' });
  });

  it('waits for the restaurant to confirm a party above its instant limit', async () => {
    const res = await reserve({ partySize: 6, time: '12:30', date: '2027-06-11' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', sitting: { table: { number: '2' } } });
  });

  it('refuses a time with no fitting table free with 409, and writes nothing', async () => {
    expect((await reserve({ partySize: 6, date: '2027-06-12' })).statusCode).toBe(201);
    expect(await times('2027-06-12', 6)).not.toContain('19:00');
    const before = (await sittingsOf(place.restaurantId)).length;
    const taken = await reserve({ partySize: 6, date: '2027-06-12' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'time_not_available' });
    expect(await sittingsOf(place.restaurantId)).toHaveLength(before);
  });

  it('refuses a time outside the hours, one ending after closing, and one within 30 minutes from now', async () => {
    for (const [date, time] of [
      ['2027-06-10', '16:00'],
      ['2027-06-10', '21:30'],
      ['2027-06-01', '12:00'],
    ]) {
      const res = await reserve({ date, time });
      expect(res.statusCode, `${date} ${time}`).toBe(409);
      expect(res.json().code).toBe('time_not_available');
    }
  });

  it('answers a repeated Idempotency-Key with the same reservation, and refuses the key with another body', async () => {
    const key = crypto.randomUUID();
    const first = await reserve({ date: '2027-06-15', time: '13:00' }, { key });
    const again = await reserve({ date: '2027-06-15', time: '13:00' }, { key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().reference).toBe(first.json().reference);
    expect((await reserve({ date: '2027-06-15', time: '13:30' }, { key })).statusCode).toBe(422);
  });
});

describe('a reservation afterwards', () => {
  it('is listed among the guest’s bookings and found by reference and email', async () => {
    const made = (await reserve({ date: '2027-06-16', time: '20:00' }, { token: user.token })).json();
    const mine = await t.app.inject({ url: '/api/bookings?lang=en', headers: bearer(user.token) });
    expect(mine.json().data).toContainEqual(
      expect.objectContaining({
        reference: made.reference,
        sitting: expect.objectContaining({ time: '20:00' }),
      }),
    );
    const found = await t.app.inject({
      url: `/api/bookings/lookup?reference=${made.reference}&email=AYSE@example.com`,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ type: 'restaurant', restaurant: { name: 'Liman Balık' } });
  });

  it('is in the admin list filtered by type, and in the CSV with its restaurant, time and table', async () => {
    const made = (await reserve({ date: '2027-06-17', time: '18:30' })).json();
    const list = await t.app.inject({
      url: '/api/admin/bookings?type=restaurant&limit=100',
      headers: bearer(admin.token),
    });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as { type: string; reference: string }[];
    expect(rows.every((b) => b.type === 'restaurant')).toBe(true);
    expect(rows.map((b) => b.reference)).toContain(made.reference);
    const hotels = await t.app.inject({
      url: '/api/admin/bookings?type=hotel',
      headers: bearer(admin.token),
    });
    expect(hotels.json().data.map((b: { reference: string }) => b.reference)).not.toContain(made.reference);

    const csv = await t.app.inject({
      url: '/api/admin/bookings/export.csv?type=restaurant',
      headers: bearer(admin.token),
    });
    const [header, ...lines] = csv.body.trim().split(/\r?\n/);
    const columns = header?.split(',') ?? [];
    const line = lines.find((l) => l.includes(made.reference))?.split(',') ?? [];
    const cell = (name: string) => line[columns.indexOf(name)];
    expect(cell('restaurant')).toBe('Liman Balık');
    expect(cell('time')).toBe('18:30');
    expect(cell('table')).toBe('1 (inside)');
    expect(cell('payment')).toBe('none');
  });

  it('is in the admin list and CSV of its own restaurant only', async () => {
    const other = await createRestaurantFixture(t.database.db, { name: { en: 'Çay Bahçesi' } });
    const here = (await reserve({ date: '2027-06-19', time: '12:30' })).json();
    const there = (await reserve({ restaurantId: other.restaurantId, date: '2027-06-19' })).json();
    const listed = async (query: string) => {
      const res = await t.app.inject({ url: `/api/admin/bookings?${query}`, headers: bearer(admin.token) });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { reference: string }[]).map((b) => b.reference);
    };
    const atOther = await listed(`restaurant=${other.restaurantId}&limit=100`);
    expect(atOther).toEqual([there.reference]);
    const atPlace = await listed(`restaurant=${place.restaurantId}&limit=100`);
    expect(atPlace).toContain(here.reference);
    expect(atPlace).not.toContain(there.reference);
    // With another kind of booking asked for, a restaurant has none.
    expect(await listed(`restaurant=${other.restaurantId}&type=hotel`)).toEqual([]);

    const csv = await t.app.inject({
      url: `/api/admin/bookings/export.csv?restaurant=${other.restaurantId}`,
      headers: bearer(admin.token),
    });
    expect(csv.body).toContain(there.reference);
    expect(csv.body).not.toContain(here.reference);

    // Named by its slug, as on its public page, the restaurant's reservations are the same.
    expect(await listed(`restaurant=${other.slug}&limit=100`)).toEqual([there.reference]);
    // A restaurant no one has has none; a value that cannot name one is refused.
    expect(await listed('restaurant=no-such-restaurant')).toEqual([]);
    const bad = await t.app.inject({
      url: `/api/admin/bookings?restaurant=${'x'.repeat(200)}`,
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('cancelling a reservation', () => {
  it('is free for the guest until 24 hours before the sitting, and the time is offered again', async () => {
    const made = (await reserve({ partySize: 6, date: '2027-06-18' }, { token: user.token })).json();
    expect(await times('2027-06-18', 6)).not.toContain('19:00');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${made._id}/cancel`,
      headers: bearer(user.token),
      payload: { reason: 'Plans changed' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(await times('2027-06-18', 6)).toContain('19:00');
    expect((await reserve({ partySize: 6, date: '2027-06-18' })).statusCode).toBe(201);
  });

  it('is closed to the guest at exactly 24 hours before, open just before; an admin may cancel any time', async () => {
    // Now is 12:00 on 1 June in Trabzon: a 13:00 lunch tomorrow is 25 hours away, a 12:00 one 24.
    const later = (await reserve({ date: '2027-06-02', time: '13:00' }, { token: user.token })).json();
    const sharp = (
      await reserve({ date: '2027-06-02', time: '12:00', partySize: 5 }, { token: user.token })
    ).json();
    expect(later.canCancel).toBe(true);
    expect(sharp.canCancel).toBe(false);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${sharp._id}/cancel`,
      headers: bearer(user.token),
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('cancellation_window_closed');
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${later._id}/cancel`,
      headers: bearer(user.token),
      payload: {},
    });
    expect(ok.statusCode).toBe(200);

    const byAdmin = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${sharp._id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'cancelled', note: 'The guest called' },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await times('2027-06-02', 5)).toContain('12:00');
  });
});
