import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';
import { mailsAbout } from '../../test/mail-parsing.ts';
import { createStock, STOCK_TYPE, stockKind, unitsLeft } from '../../test/stock-kind.ts';

// A kind the core has never heard of, registered by the test, booked through the real API.
let t: TestApp;
let traveller: Awaited<ReturnType<typeof userWithRole>>;
let admin: Awaited<ReturnType<typeof userWithRole>>;
const DAY = '2027-07-15';

const body = (over: Record<string, unknown> = {}) => ({
  type: STOCK_TYPE,
  day: DAY,
  firstName: 'Deniz',
  lastName: 'Yılmaz',
  email: 'deniz@example.com',
  phone: '+90 462 000 00 00',
  ...over,
});

const book = (payload: object, key: string, token = traveller.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings?lang=en',
    headers: { 'idempotency-key': key, ...bearer(token) },
    payload,
  });

beforeAll(async () => {
  t = await createTestApp({}, { bookingKinds: [stockKind] });
  await createStock(t.database.db, DAY, 2);
  traveller = await userWithRole(t);
  admin = await userWithRole(t, 'admin');
}, 120_000);
afterAll(() => t.close());

describe('a kind registered by a test', () => {
  it('is booked once per Idempotency-Key: the same body replays, another body is 422', async () => {
    const first = await book(body(), 'stock-key-0001');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      type: STOCK_TYPE,
      status: 'confirmed',
      checkIn: DAY,
      hotel: null,
      package: null,
      restaurant: null,
      sitting: null,
      total: 0,
    });
    const again = await book(body(), 'stock-key-0001');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await book(body({ firstName: 'Ece' }), 'stock-key-0001');
    expect(other.statusCode).toBe(422);
    expect(await unitsLeft(t.database.db, DAY)).toBe(1);
  });

  it('puts its mail in the outbox with an .ics a calendar reads', async () => {
    const made = await book(body(), 'stock-key-0002');
    const { reference } = made.json();
    await t.app.deps.tasks.idle();
    const [mail] = await mailsAbout(await t.outbox(), reference);
    expect(mail?.subject).toBe(`Booking confirmed · Stock unit: Unit of ${DAY} · ${reference}`);
    expect(mail?.text).toContain('Unit day: 15 Jul 2027');
    expect(mail?.text).toContain('Payment: Nothing to pay');
    expect(mail?.event).toMatchObject({
      method: 'PUBLISH',
      status: 'CONFIRMED',
      summary: `Stock unit: Unit of ${DAY}`,
      location: 'Stock depot, Trabzon',
      start: DAY,
      end: '2027-07-16',
    });
  });

  it('refuses the last unit twice, and a cancel gives it back', async () => {
    expect(await unitsLeft(t.database.db, DAY)).toBe(0);
    const refused = await book(body(), 'stock-key-0003');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('sold_out');

    const mine = await t.app.inject({ url: '/api/bookings', headers: bearer(traveller.token) });
    const ids = mine.json().data.map((b: { _id: string; type: string }) => [b.type, b._id]);
    expect(ids).toHaveLength(2);
    expect(ids.every(([type]: string[]) => type === STOCK_TYPE)).toBe(true);

    const [, id] = ids[0];
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      headers: bearer(traveller.token),
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().status).toBe('cancelled');
    expect(await unitsLeft(t.database.db, DAY)).toBe(1);
    await t.app.deps.tasks.idle();
    const [cancelled] = await mailsAbout(await t.outbox(), `Booking cancelled · Stock unit`);
    expect(cancelled?.event).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
  });

  it('shows in the admin list filtered by its type, and in the CSV', async () => {
    const list = await t.app.inject({
      url: `/api/admin/bookings?type=${STOCK_TYPE}`,
      headers: bearer(admin.token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect(
      list
        .json()
        .data.map((b: { status: string }) => b.status)
        .sort(),
    ).toEqual(['cancelled', 'confirmed']);
    const hotels = await t.app.inject({
      url: '/api/admin/bookings?type=hotel',
      headers: bearer(admin.token),
    });
    expect(hotels.json().total).toBe(0);

    const csv = await t.app.inject({
      url: `/api/admin/bookings/export.csv?type=${STOCK_TYPE}`,
      headers: bearer(admin.token),
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes(`,${STOCK_TYPE},`) && line.includes(DAY))).toBe(true);
  });
});
