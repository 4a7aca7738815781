import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotelFixture } from '../../test/fixtures/hotel-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';

// What a booking's answer, its rooms and its Idempotency-Key look like to a client, for stays of
// several nights where one night cannot be had, and for keys used again after a refusal.
let t: TestApp;
let admin: { token: string };
let user: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithRole(t, 'admin', 'Admin');
  user = await userWithRole(t, 'user', 'Leyla Aydın');
});
afterAll(async () => {
  await t.close();
});

let keys = 0;
const newKey = () => `create-${Date.now()}-${keys++}`;

async function newHotel(totalRooms = 2) {
  const { hotelId, roomTypeIds } = await createHotelFixture(t.database.db, {
    rooms: [{ name: 'Double', pricePerNight: 200_000, totalRooms, maxOccupancy: 2 }],
  });
  return { hotelId, roomTypeId: roomTypeIds[0] as string };
}
type Room = Awaited<ReturnType<typeof newHotel>>;

function stay(room: Room, checkIn: string, checkOut: string) {
  return {
    type: 'hotel',
    ...room,
    checkIn,
    checkOut,
    guests: 2,
    firstName: 'Deniz',
    lastName: 'Kaya',
    email: 'deniz@example.com',
    phone: '+90 532 111 22 33',
    paymentMethod: 'payAtHotel',
  };
}

function book(body: Record<string, unknown>, opts: { key?: string; token?: string } = {}) {
  const headers: Record<string, string> = { 'idempotency-key': opts.key ?? newKey() };
  if (opts.token) Object.assign(headers, bearer(opts.token));
  return t.app.inject({ method: 'POST', url: '/api/bookings?lang=en', payload: body, headers });
}

function setNight(room: Room, date: string, night: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/inventory/hotels/${room.hotelId}/${room.roomTypeId}/${date}`,
    headers: bearer(admin.token),
    payload: { totalRooms: 2, availableRooms: 2, basePrice: 200_000, ...night },
  });
}

/** Rooms left on each night from `from` to `to` as the admin calendar shows them. */
async function roomsLeft(room: Room, from: string, to: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/inventory/hotels/${room.hotelId}/${room.roomTypeId}?from=${from}&to=${to}`,
    headers: bearer(admin.token),
  });
  expect(res.statusCode).toBe(200);
  return res
    .json()
    .days.map((d: { date: string; availableRooms: number; record: unknown }) => [
      d.date,
      d.availableRooms,
      d.record !== null,
    ]);
}

describe('a new booking', () => {
  it('answers what the booking then shows: the 201 body is the booking as stored', async () => {
    const room = await newHotel();
    const res = await book(stay(room, '2027-06-10', '2027-06-13'), { token: user.token });
    expect(res.statusCode).toBe(201);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${res.json()._id}?lang=en`,
      headers: bearer(user.token),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual(res.json());
    expect(await roomsLeft(room, '2027-06-10', '2027-06-13')).toEqual([
      ['2027-06-10', 1, true],
      ['2027-06-11', 1, true],
      ['2027-06-12', 1, true],
      ['2027-06-13', 2, false],
    ]);
  });

  it('takes nothing when one night of the stay is sold out: no room, no night created, no booking, and the key stays free', async () => {
    const room = await newHotel();
    await setNight(room, '2027-06-21', { availableRooms: 0 });
    const before = await roomsLeft(room, '2027-06-19', '2027-06-23');
    const key = newKey();
    const refused = await book(stay(room, '2027-06-19', '2027-06-23'), { key });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('sold_out');
    expect(await roomsLeft(room, '2027-06-19', '2027-06-23')).toEqual(before);
    expect(before.filter(([, , recorded]: [string, number, boolean]) => recorded)).toHaveLength(1);

    // The refusal was not stored under the key: once the night has a room, the same request books.
    await setNight(room, '2027-06-21', { availableRooms: 1 });
    const booked = await book(stay(room, '2027-06-19', '2027-06-23'), { key });
    expect(booked.statusCode).toBe(201);
    expect(booked.headers['idempotent-replayed']).toBeUndefined();
    expect(await roomsLeft(room, '2027-06-19', '2027-06-23')).toEqual([
      ['2027-06-19', 1, true],
      ['2027-06-20', 1, true],
      ['2027-06-21', 0, true],
      ['2027-06-22', 1, true],
      ['2027-06-23', 2, false],
    ]);
  });

  it('names the first night it cannot have: sold out before blocked is sold_out, blocked before sold out is stay_unavailable', async () => {
    const room = await newHotel();
    await setNight(room, '2027-07-02', { availableRooms: 0 });
    await setNight(room, '2027-07-03', { blocked: true, blockReason: 'Renovation' });
    await setNight(room, '2027-07-06', { blocked: true, blockReason: 'Renovation' });
    await setNight(room, '2027-07-07', { availableRooms: 0 });
    const soldFirst = await book(stay(room, '2027-07-01', '2027-07-05'));
    expect(soldFirst.json().code).toBe('sold_out');
    const blockedFirst = await book(stay(room, '2027-07-05', '2027-07-09'));
    expect(blockedFirst.json().code).toBe('stay_unavailable');
    expect(
      (await roomsLeft(room, '2027-07-01', '2027-07-09')).map(([, left]: [string, number]) => left),
    ).toEqual([2, 0, 2, 2, 2, 2, 0, 2, 2]);
  });

  it('sells a room type without rooms of its own only on the nights an admin opened', async () => {
    const room = await newHotel(0);
    expect((await book(stay(room, '2027-08-01', '2027-08-02'))).json().code).toBe('sold_out');
    await setNight(room, '2027-08-01', { totalRooms: 1, availableRooms: 1 });
    expect((await book(stay(room, '2027-08-01', '2027-08-02'))).statusCode).toBe(201);
    expect((await book(stay(room, '2027-08-01', '2027-08-03'))).json().code).toBe('sold_out');
  });
});

describe('a key used before', () => {
  it('gets its stored answer even when the request would now be refused', async () => {
    const room = await newHotel(1);
    const key = newKey();
    const body = stay(room, '2027-09-10', '2027-09-12');
    const first = await book(body, { key });
    expect(first.statusCode).toBe(201);
    // The room is now sold out: a new request for it is refused, the first one's key still answers.
    const again = await book(body, { key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await book(body)).json().code).toBe('sold_out');
  });

  it('is refused with 422 for another body, even one that would be refused for itself', async () => {
    const room = await newHotel(1);
    const key = newKey();
    expect((await book(stay(room, '2027-10-10', '2027-10-11'), { key })).statusCode).toBe(201);
    const unknownRoom = await book(
      { ...stay(room, '2027-10-10', '2027-10-11'), roomTypeId: crypto.randomUUID() },
      { key },
    );
    expect(unknownRoom.statusCode).toBe(422);
    expect(unknownRoom.json().code).toBe('idempotency_key_reused');
    const soldOut = await book(stay(room, '2027-10-10', '2027-10-12'), { key });
    expect(soldOut.statusCode).toBe(422);
  });
});
