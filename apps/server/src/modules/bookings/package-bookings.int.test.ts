import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageDepartures } from '../../db/schema/packages.ts';
import { createPackageFixture } from '../../test/fixtures/package-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';

let t: TestApp;
let user: { id: string; token: string };
let admin: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  user = await userWithRole(t, 'user');
  admin = await userWithRole(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

const traveller = {
  type: 'package',
  firstName: 'Zeynep',
  lastName: 'Kaya',
  email: 'zeynep@example.com',
  phone: '+90 532 000 00 00',
  paymentMethod: 'creditCard',
  cardNumber: '4111 1111 1111 1111',
  cardName: 'ZEYNEP KAYA',
  expiryDate: '12/30',
  cvv: '123',
};

const book = (payload: object, key: string = crypto.randomUUID(), token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings?lang=en',
    payload,
    headers: { 'idempotency-key': key, ...(token ? bearer(token) : {}) },
  });
const seatsLeft = async (id: string) =>
  (await t.database.db.select().from(packageDepartures).where(eq(packageDepartures.id, id)))[0]?.seatsLeft;

describe('package bookings', () => {
  it('quote: price per traveller after the deal, taxes at the settings rate, seats left', async () => {
    const trip = await createPackageFixture(t.database.db, {
      pricePerPerson: 1_000_000,
      dealPercent: 20,
      seats: 5,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/quote',
      payload: { type: 'package', packageId: trip.packageId, departureId: trip.departureId, guests: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      available: true,
      seatsLeft: 5,
      subtotal: 2_000_000,
      discount: 400_000,
      taxRate: 12,
      taxes: 192_000,
      total: 1_792_000,
      // 24 hours before 09:00 on the first day (10 July), Istanbul time (UTC+3).
      freeCancellationUntil: '2027-07-09T06:00:00.000Z',
    });
  });

  it('books seats for the travellers, linked to the account, with the trip dates; mails a confirmation', async () => {
    const trip = await createPackageFixture(t.database.db, {
      seats: 6,
      durationDays: 4,
      startDate: '2027-07-20',
    });
    const res = await book(
      { ...traveller, packageId: trip.packageId, departureId: trip.departureId, guests: 3 },
      undefined,
      user.token,
    );
    expect(res.statusCode).toBe(201);
    const b = res.json();
    expect(b).toMatchObject({
      type: 'package',
      status: 'confirmed',
      checkIn: '2027-07-20',
      checkOut: '2027-07-23',
      guests: 3,
    });
    expect(b.package).toMatchObject({ _id: trip.packageId, durationDays: 4 });
    expect(b.card).toEqual({ brand: 'visa', last4: '1111' });
    expect(JSON.stringify(b)).not.toContain('4111 1111 1111 1111');
    expect(await seatsLeft(trip.departureId)).toBe(3);
    const mine = await t.app.inject({ url: '/api/bookings', headers: bearer(user.token) });
    expect(mine.json().data.map((x: { _id: string }) => x._id)).toContain(b._id);
    await t.app.deps.tasks.idle();
    const mail = (await t.outbox()).find((m) => m.includes(b.reference));
    expect(mail).toContain('Tour package');
    expect(mail).toContain('text/calendar');
  });

  it('refuses more travellers than seats with 409 and writes nothing', async () => {
    const trip = await createPackageFixture(t.database.db, { seats: 2 });
    const res = await book({
      ...traveller,
      packageId: trip.packageId,
      departureId: trip.departureId,
      guests: 3,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('sold_out');
    expect(await seatsLeft(trip.departureId)).toBe(2);
  });

  it('replays the first answer for the same key and body; 422 for the same key with another body', async () => {
    const trip = await createPackageFixture(t.database.db, { seats: 10 });
    const body = { ...traveller, packageId: trip.packageId, departureId: trip.departureId, guests: 1 };
    const first = await book(body, 'pkg-replay-key-1');
    const again = await book(body, 'pkg-replay-key-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()._id).toBe(first.json()._id);
    expect(await seatsLeft(trip.departureId)).toBe(9);
    const other = await book({ ...body, guests: 2 }, 'pkg-replay-key-1');
    expect(other.statusCode).toBe(422);
  });

  it('cancelling gives the seats back; a departure that has started cannot be booked', async () => {
    const trip = await createPackageFixture(t.database.db, { seats: 4 });
    const created = await book(
      { ...traveller, packageId: trip.packageId, departureId: trip.departureId, guests: 2 },
      undefined,
      user.token,
    );
    expect(await seatsLeft(trip.departureId)).toBe(2);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${created.json()._id}/cancel`,
      payload: {},
      headers: bearer(user.token),
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().status).toBe('cancelled');
    expect(await seatsLeft(trip.departureId)).toBe(4);
    const past = await createPackageFixture(t.database.db, { startDate: '2027-05-01' });
    const late = await book({
      ...traveller,
      packageId: past.packageId,
      departureId: past.departureId,
      guests: 1,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors[0]).toMatchObject({ field: 'departureId', code: 'date_in_past' });
  });

  it('checks the card like a hotel booking and answers field by field', async () => {
    const trip = await createPackageFixture(t.database.db);
    const res = await book({
      ...traveller,
      packageId: trip.packageId,
      departureId: trip.departureId,
      guests: 0,
      cardNumber: '4111 1111 1111 1112',
      cvv: '1',
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['cardNumber', 'cvv', 'guests']);
  });

  it('shows the admin the package of a package booking, in the list and in the CSV export', async () => {
    const trip = await createPackageFixture(t.database.db, { startDate: '2027-09-14' });
    const created = (
      await book({ ...traveller, packageId: trip.packageId, departureId: trip.departureId, guests: 2 })
    ).json();
    const list = await t.app.inject({
      url: `/api/admin/bookings?q=${created.reference}`,
      headers: bearer(admin.token),
    });
    expect(list.json().data[0].package.name).toBe(created.package.name);
    const csv = await t.app.inject({
      url: `/api/admin/bookings/export.csv?q=${created.reference}`,
      headers: bearer(admin.token),
    });
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const columns = header?.split(',') ?? [];
    const cells = row?.split(',') ?? [];
    const cell = (name: string) => cells[columns.indexOf(name)];
    expect(cell('package')).toBe(created.package.name);
    expect(cell('check_in')).toBe('2027-09-14');
    expect(cell('hotel')).toBe('');
  });
});
