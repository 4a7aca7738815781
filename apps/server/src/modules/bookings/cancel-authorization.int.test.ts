import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotelFixture, type HotelFixture } from '../../test/fixtures/hotel-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';

let t: TestApp;
let hotel: HotelFixture;
let owner: { id: string; email: string; token: string };
let stranger: { id: string; email: string; token: string };
let admin: { id: string; email: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  hotel = await createHotelFixture(t.database.db, { rooms: [{ totalRooms: 20, pricePerNight: 150_000 }] });
  owner = await userWithRole(t, 'user', 'Leyla Aydın');
  stranger = await userWithRole(t, 'user', 'Someone Else');
  admin = await userWithRole(t, 'admin', 'Admin');
});
afterAll(async () => {
  await t.close();
});

let night = 0;
/** A pay-at-hotel stay a few months ahead (free cancellation open), made signed in or as a guest. */
async function booking(opts: { token?: string; email?: string; checkIn?: string; checkOut?: string } = {}) {
  const day = new Date(Date.UTC(2027, 8, 1 + night++));
  const checkIn = opts.checkIn ?? day.toISOString().slice(0, 10);
  const checkOut = opts.checkOut ?? new Date(day.getTime() + 86_400_000).toISOString().slice(0, 10);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { 'idempotency-key': crypto.randomUUID(), ...(opts.token ? bearer(opts.token) : {}) },
    payload: {
      type: 'hotel',
      hotelId: hotel.hotelId,
      roomTypeId: hotel.roomTypeIds[0],
      checkIn,
      checkOut,
      guests: 1,
      firstName: 'Leyla',
      lastName: 'Aydın',
      email: opts.email ?? 'leyla@example.com',
      phone: '+90 532 000 00 00',
      paymentMethod: 'payAtHotel',
    },
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.body}`);
  return res.json() as { _id: string; reference: string; email: string; status: string };
}

const cancel = (
  id: string,
  payload: { reference?: string; email?: string },
  opts: { token?: string; lang?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/cancel${opts.lang ? `?lang=${opts.lang}` : ''}`,
    headers: opts.token ? bearer(opts.token) : {},
    payload,
  });

const statusOf = async (id: string) =>
  (await t.app.inject({ url: `/api/bookings/${id}`, headers: bearer(admin.token) })).json().status;

describe('a guest cancels a booking made without an account with its reference and email', () => {
  it('never with the id alone, the id and email, or the id and reference', async () => {
    const b = await booking({ email: 'Guest@Example.com' });
    for (const payload of [
      {},
      { email: 'guest@example.com' },
      { reference: b.reference },
      { reference: b.reference, email: 'someone@example.com' },
      { reference: 'KT-00000000', email: 'guest@example.com' },
    ]) {
      const res = await cancel(b._id, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect(await statusOf(b._id)).toBe('pending');
  });

  it('with both, in any case and spacing', async () => {
    const b = await booking({ email: 'Guest@Example.com' });
    const res = await cancel(b._id, {
      reference: ` ${b.reference.toLowerCase()} `,
      email: 'GUEST@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
  });

  it('not with the reference and email of another booking', async () => {
    const mine = await booking({ email: 'guest-a@example.com' });
    const theirs = await booking({ email: 'guest-b@example.com' });
    const res = await cancel(theirs._id, { reference: mine.reference, email: 'guest-a@example.com' });
    expect(res.statusCode).toBe(404);
    expect(await statusOf(theirs._id)).toBe('pending');
  });

  it('keeps the free-cancellation rules', async () => {
    const late = await booking({ email: 'late@example.com', checkIn: '2027-06-10', checkOut: '2027-06-11' });
    const start = t.clock.now();
    // Check-in 14:00 in Trabzon = 11:00 UTC: the free window closed at 11:00 UTC the day before.
    t.clock.set(new Date('2027-06-09T11:00:01Z'));
    try {
      const res = await cancel(late._id, { reference: late.reference, email: 'late@example.com' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('cancellation_window_closed');
    } finally {
      t.clock.set(start);
    }
  });

  it('a signed-in traveller with the guest’s reference and email can cancel it too', async () => {
    const b = await booking({ email: 'walkin@example.com' });
    const res = await cancel(
      b._id,
      { reference: b.reference, email: 'walkin@example.com' },
      { token: stranger.token },
    );
    expect(res.statusCode).toBe(200);
  });
});

describe('a booking that belongs to an account is cancelled only with that account’s session', () => {
  it('the reference and email are not enough: 401 asking to log in, in the reader’s language', async () => {
    const b = await booking({ token: owner.token, email: 'leyla@example.com' });
    const proof = { reference: b.reference, email: 'leyla@example.com' };
    const titles = {
      en: 'This booking belongs to an account. Log in with the account it was booked with to cancel it.',
      tr: 'Bu rezervasyon bir hesaba ait. İptal etmek için rezervasyonun yapıldığı hesapla giriş yapın.',
      ar: 'هذا الحجز مرتبط بحساب. سجّل الدخول بالحساب الذي حُجز به لإلغائه.',
    };
    for (const [lang, title] of Object.entries(titles)) {
      const res = await cancel(b._id, proof, { lang });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status: 401, code: 'sign_in_to_cancel', title });
    }
    expect(await statusOf(b._id)).toBe('pending');
  });

  it('another account with the reference and email gets 403; without them, 404 as if it did not exist', async () => {
    const b = await booking({ token: owner.token, email: 'leyla@example.com' });
    const withProof = await cancel(
      b._id,
      { reference: b.reference, email: 'leyla@example.com' },
      { token: stranger.token },
    );
    expect(withProof.statusCode).toBe(403);
    expect(withProof.json().code).toBe('sign_in_to_cancel');
    for (const token of [stranger.token, undefined]) {
      const res = await cancel(b._id, { email: 'leyla@example.com' }, { token });
      expect(res.statusCode).toBe(404);
    }
    expect(await statusOf(b._id)).toBe('pending');
  });

  it('its owner (or an admin) cancels it with their session', async () => {
    const b = await booking({ token: owner.token });
    const res = await cancel(b._id, {}, { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    const other = await booking({ token: owner.token });
    expect((await cancel(other._id, {}, { token: admin.token })).statusCode).toBe(200);
  });
});
