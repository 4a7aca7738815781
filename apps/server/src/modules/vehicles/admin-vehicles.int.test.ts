import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleBookings, vehicleClasses, vehicleWithdrawals } from '../../db/schema/vehicles.ts';
import { seedVehicles } from '../../db/seed/vehicles/vehicles-seed.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';

// The admin's vehicle classes as an admin's browser meets them, on the test clock: 2027-06-01
// 09:00 UTC, 12:00 in Trabzon (today is 2027-06-01 there). The catalogue is the demo's; tax 12 %.
let t: TestApp;
let admin: { token: string };
let user: { token: string };
const classes = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  await seedVehicles(t.database.db);
  for (const row of await t.database.db.select().from(vehicleClasses))
    classes.set(`${row.service}:${row.code}`, row.id);
  admin = await userWithRole(t, 'admin');
  user = await userWithRole(t, 'user');
}, 120_000);
afterAll(() => t.close());

const idOf = (key: string) => {
  const id = classes.get(key);
  if (!id) throw new Error(`no class ${key}`);
  return id;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token: string | null = admin.token) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const fieldsOf = (res: { json(): { errors?: { field: string; code: string }[] } }) =>
  (res.json().errors ?? []).map((e) => `${e.field}:${e.code}`);

const search = async (query: string) => {
  const res = await t.app.inject({ url: `/api/vehicles/search?${query}&lang=en` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { offers: { code: string; available: boolean; reason: string | null }[] } & Record<
    string,
    unknown
  >;
};
const rentalQuery = (from: string, to: string, extra = '') =>
  `service=rental&pickup=TZX&dropoff=TZX&pickupDate=${from}&pickupTime=10:00&returnDate=${to}&returnTime=10:00${extra}`;
/** The airport to the city centre: 7 km of road. */
const airportRide = (service: 'transfer' | 'taxi', date = '2027-06-10') =>
  `service=${service}&pickup=TZX&dropoff=TZX_CITY&pickupDate=${date}&pickupTime=10:00&passengers=2`;
const offer = (answer: { offers: { code: string }[] }, code: string) =>
  answer.offers.find((o) => o.code === code) as Record<string, unknown> | undefined;

let bookingNo = 0;
const bookRental = (classId: string, pickupDate: string, returnDate: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings?lang=en',
    headers: { 'idempotency-key': crypto.randomUUID() },
    payload: {
      type: 'car_rental',
      classId,
      pickup: 'TZX',
      dropoff: 'TZX',
      pickupDate,
      pickupTime: '10:00',
      returnDate,
      returnTime: '10:00',
      passengers: 2,
      firstName: 'Leyla',
      lastName: `Yılmaz ${++bookingNo}`,
      email: `leyla${bookingNo}@example.com`,
      phone: '+90 532 000 00 00',
      paymentMethod: 'payAtHotel',
    },
  });

const vipVan = (o: object = {}) => ({
  service: 'transfer',
  code: 'vip_van',
  name: { en: 'VIP van', tr: 'VIP minibüs', ar: 'فان كبار الشخصيات' },
  model: 'Mercedes-Benz Vito',
  passengers: 7,
  bags: 7,
  image: '/images/vehicles/transfer-minivan.svg',
  baseFare: 300_000,
  perKm: 7_000,
  fleetSize: 2,
  sortOrder: 10,
  ...o,
});

describe('who may use the admin vehicle routes', () => {
  it('answers a guest 401 and a traveller 403 on every read and write, and changes nothing', async () => {
    const economy = idOf('rental:economy');
    const routes: [Method, string, object?][] = [
      ['GET', '/admin/vehicles/classes'],
      ['GET', `/admin/vehicles/classes/${economy}`],
      ['POST', '/admin/vehicles/classes', vipVan()],
      ['PUT', `/admin/vehicles/classes/${economy}`, vipVan({ service: 'rental' })],
      ['DELETE', `/admin/vehicles/classes/${economy}`],
      ['GET', `/admin/vehicles/classes/${economy}/withdrawals`],
      ['PUT', `/admin/vehicles/classes/${economy}/withdrawals/2027-07-01`, { reason: 'Service' }],
      ['DELETE', `/admin/vehicles/classes/${economy}/withdrawals/2027-07-01`],
    ];
    for (const [method, url, body] of routes) {
      const guest = await call(method, url, body, null);
      expect(guest.statusCode, `guest ${method} ${url}`).toBe(401);
      expect(guest.headers['content-type']).toContain('application/problem+json');
      const traveller = await call(method, url, body, user.token);
      expect(traveller.statusCode, `traveller ${method} ${url}`).toBe(403);
      expect(traveller.json().code).toBe('forbidden');
    }
    expect(await t.database.db.select().from(vehicleClasses)).toHaveLength(12);
    expect(await t.database.db.select().from(vehicleWithdrawals)).toHaveLength(0);
  });
});

describe('GET /api/admin/vehicles/classes', () => {
  it('lists every class of the three services, on sale or not, with its prices, extras, fleet, image and order', async () => {
    const res = await call('GET', '/admin/vehicles/classes');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as { service: string; code: string }[];
    expect(list.map((c) => `${c.service}:${c.code}`)).toEqual([
      'rental:economy',
      'rental:compact',
      'rental:midsize',
      'rental:suv',
      'rental:luxury',
      'rental:van',
      'transfer:standard_sedan',
      'transfer:premium_sedan',
      'transfer:minivan',
      'transfer:minibus',
      'taxi:taxi',
      'taxi:taxi_xl',
    ]);
    expect(list[0]).toEqual({
      _id: idOf('rental:economy'),
      service: 'rental',
      code: 'economy',
      name: { en: 'Economy', tr: 'Ekonomik', ar: 'اقتصادية', fr: 'Économique', es: 'Económico' },
      model: 'Toyota Yaris',
      passengers: 5,
      bags: 2,
      transmission: 'manual',
      image: '/images/vehicles/rental-economy.svg',
      dailyRate: 105_000,
      oneWayFee: 170_000,
      extras: [
        { code: 'child_seat', perDay: 20_000 },
        { code: 'additional_driver', perDay: 30_000 },
      ],
      baseFare: 0,
      perKm: 0,
      fleetSize: 6,
      active: true,
      sortOrder: 0,
      upcomingBookings: 0,
      peakAhead: 0,
      deletable: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(list.find((c) => c.code === 'minibus')).toMatchObject({
      transmission: null,
      dailyRate: 0,
      extras: [],
      baseFare: 441_000,
      perKm: 9_000,
      fleetSize: 2,
    });

    const taxis = await call('GET', '/admin/vehicles/classes?service=taxi');
    expect(taxis.json().map((c: { code: string }) => c.code)).toEqual(['taxi', 'taxi_xl']);
    const wrong = await call('GET', '/admin/vehicles/classes?service=boat');
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual(['service:invalid_choice']);
  });

  it('answers one class by id, and 404 for an id that is no class', async () => {
    const res = await call('GET', `/admin/vehicles/classes/${idOf('taxi:taxi_xl')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 'taxi_xl', baseFare: 9_000, perKm: 4_800 });
    expect((await call('GET', `/admin/vehicles/classes/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('creating and changing a class', () => {
  it('creates a transfer class that the next search offers at its price and the "from" prices count', async () => {
    const before = await search(airportRide('transfer'));
    expect(offer(before, 'vip_van')).toBeUndefined();

    const res = await call('POST', '/admin/vehicles/classes', vipVan({ baseFare: 50_000, perKm: 1_000 }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      service: 'transfer',
      code: 'vip_van',
      name: { en: 'VIP van', tr: 'VIP minibüs', ar: 'فان كبار الشخصيات' },
      transmission: null,
      baseFare: 50_000,
      perKm: 1_000,
      dailyRate: 0,
      extras: [],
      fleetSize: 2,
      active: true,
      deletable: true,
    });
    classes.set('transfer:vip_van', created._id);

    const after = await search(airportRide('transfer'));
    expect(offer(after, 'vip_van')).toMatchObject({
      name: 'VIP van',
      model: 'Mercedes-Benz Vito',
      available: true,
      baseFare: 50_000,
      perKm: 1_000,
      subtotal: 50_000 + 1_000 * 7,
      taxes: Math.round(((50_000 + 1_000 * 7) * 12) / 100),
    });
    // The cheapest transfer from the airport to the city centre, and the cheapest for seven.
    const from = (await t.app.inject({ url: '/api/vehicles/from' })).json();
    expect(from).toMatchObject({ airportTransfer: 57_000, groupTransfer: 57_000 });
    const named = await t.app.inject({ url: `/api/vehicles/classes/${created._id}?lang=tr` });
    expect(named.json()).toMatchObject({ name: 'VIP minibüs' });
  });

  it('refuses a second class of one service with the same code: 409 saying so, and writes nothing', async () => {
    const res = await call(
      'POST',
      '/admin/vehicles/classes?lang=en',
      vipVan({ code: 'minivan', name: { en: 'Another minivan' } }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'vehicle_class_code_taken',
      title: 'Another class of this service already has this code. Choose another code.',
      errors: [
        {
          field: 'code',
          code: 'code_taken',
          message: 'Another class of this service already uses this code',
        },
      ],
    });
    const rental = await call('POST', '/admin/vehicles/classes', {
      ...vipVan({ service: 'rental', code: 'economy', transmission: 'automatic', dailyRate: 90_000 }),
      baseFare: 0,
      perKm: 0,
    });
    expect(rental.statusCode).toBe(409);
    const rows = await t.database.db.select().from(vehicleClasses).where(eq(vehicleClasses.code, 'minivan'));
    expect(rows).toHaveLength(1);
    // The same code in another service is another class.
    const taxi = await call(
      'POST',
      '/admin/vehicles/classes',
      vipVan({ service: 'taxi', code: 'minivan', baseFare: 9_000, perKm: 5_000 }),
    );
    expect(taxi.statusCode, taxi.body).toBe(201);
    expect((await call('DELETE', `/admin/vehicles/classes/${taxi.json()._id}`)).statusCode).toBe(204);
  });

  it('refuses nonsense, naming each field, and writes nothing', async () => {
    const count = async () => (await t.database.db.select().from(vehicleClasses)).length;
    const before = await count();
    const refused = async (body: object) => {
      const res = await call('POST', '/admin/vehicles/classes?lang=en', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      return fieldsOf(res);
    };
    expect(
      await refused(
        vipVan({ baseFare: -1, perKm: 2.5, fleetSize: -1, passengers: 0, bags: -2, sortOrder: -5 }),
      ),
    ).toEqual([
      'passengers:out_of_range',
      'bags:out_of_range',
      'baseFare:out_of_range',
      'perKm:invalid_value',
      'fleetSize:out_of_range',
      'sortOrder:out_of_range',
    ]);
    // A rental without a transmission, at no price, and with a ride's fares.
    expect(
      await refused(vipVan({ service: 'rental', code: 'suv', name: { en: '' }, dailyRate: 0, baseFare: 10 })),
    ).toEqual([
      'name.en:required',
      'transmission:required',
      'dailyRate:out_of_range',
      'baseFare:not_for_service',
      'perKm:not_for_service',
    ]);
    // A rental's class is one of the car types; each extra is offered once.
    expect(
      await refused({
        ...vipVan({ service: 'rental', code: 'limousine', transmission: 'automatic', dailyRate: 500_000 }),
        baseFare: 0,
        perKm: 0,
        extras: [
          { code: 'child_seat', perDay: 20_000 },
          { code: 'child_seat', perDay: 25_000 },
        ],
      }),
    ).toEqual(['code:invalid_choice', 'extras.1.code:invalid_value']);
    // A ride has no transmission, daily rate, one-way fee or extras, and is priced by the km.
    expect(
      await refused(
        vipVan({
          transmission: 'manual',
          dailyRate: 100,
          oneWayFee: 100,
          extras: [{ code: 'child_seat', perDay: 1 }],
          perKm: 0,
        }),
      ),
    ).toEqual([
      'transmission:not_for_service',
      'dailyRate:not_for_service',
      'oneWayFee:not_for_service',
      'extras:not_for_service',
      'perKm:out_of_range',
    ]);
    expect(
      await refused(
        vipVan({ service: 'boat', code: 'Big Van', transmission: 'cvt', image: 'ftp://x', perKm: 100_001 }),
      ),
    ).toEqual([
      'service:invalid_choice',
      'code:invalid_value',
      'transmission:invalid_choice',
      'image:invalid_url',
      'perKm:out_of_range',
    ]);
    const missing = await call('POST', '/admin/vehicles/classes', { service: 'taxi' });
    expect(fieldsOf(missing)).toEqual(
      expect.arrayContaining(['code:required', 'name:required', 'passengers:required', 'fleetSize:required']),
    );
    expect(await count()).toBe(before);
  });

  it('changes a class at once for the search and the "from" prices; off sale, it is offered no more', async () => {
    const economy = idOf('rental:economy');
    const current = (await call('GET', `/admin/vehicles/classes/${economy}`)).json();
    const body = {
      service: current.service,
      code: current.code,
      name: { en: 'Economy plus', tr: 'Ekonomik artı', ar: 'اقتصادية بلس' },
      model: 'Fiat Egea',
      passengers: 5,
      bags: 3,
      transmission: 'automatic',
      image: '',
      dailyRate: 99_000,
      oneWayFee: 150_000,
      extras: [{ code: 'child_seat', perDay: 15_000 }],
      fleetSize: 6,
      active: true,
      sortOrder: 0,
    };
    const res = await call('PUT', `/admin/vehicles/classes/${economy}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...body, baseFare: 0, perKm: 0 });

    const found = await search(rentalQuery('2027-06-10', '2027-06-12', '&carType=economy'));
    expect(found.offers[0]).toMatchObject({
      name: 'Economy plus',
      model: 'Fiat Egea',
      transmission: 'automatic',
      bags: 3,
      dailyRate: 99_000,
      subtotal: 2 * 99_000,
      extras: [{ code: 'child_seat', perDay: 15_000, amount: 30_000, chosen: false }],
    });
    const from = (await t.app.inject({ url: '/api/vehicles/from' })).json();
    expect(from.carPerDay).toBe(99_000);

    const off = await call('PUT', `/admin/vehicles/classes/${economy}`, { ...body, active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().active).toBe(false);
    const codes = (await search(rentalQuery('2027-06-10', '2027-06-12'))).offers.map((o) => o.code);
    expect(codes).not.toContain('economy');
    expect((await t.app.inject({ url: `/api/vehicles/classes/${economy}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/vehicles/from' })).json().carPerDay).toBe(145_000);
    // Off sale, the admin still lists it.
    const listed = (await call('GET', '/admin/vehicles/classes?service=rental')).json();
    expect(listed.find((c: { code: string }) => c.code === 'economy')).toMatchObject({ active: false });

    expect((await call('PUT', `/admin/vehicles/classes/${economy}`, body)).statusCode).toBe(200);
  });

  it('keeps a class in its service, refuses a code another class has, and answers 404 for no class', async () => {
    const minivan = idOf('transfer:minivan');
    const moved = await call(
      'PUT',
      `/admin/vehicles/classes/${minivan}?lang=en`,
      vipVan({ service: 'taxi', code: 'minivan' }),
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual([
      {
        field: 'service',
        code: 'service_fixed',
        message: 'A class keeps its service; add a new class for another service',
      },
    ]);
    const clash = await call('PUT', `/admin/vehicles/classes/${minivan}`, vipVan({ code: 'minibus' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('vehicle_class_code_taken');
    const ghost = await call('PUT', `/admin/vehicles/classes/${crypto.randomUUID()}`, vipVan());
    expect(ghost.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(vehicleClasses).where(eq(vehicleClasses.id, minivan));
    expect(row).toMatchObject({ service: 'transfer', code: 'minivan', baseFare: 252_000 });
  });

  it('lets a fleet go below what is booked ahead without cancelling a booking, and says how many are out', async () => {
    const midsize = idOf('rental:midsize');
    for (const _ of [1, 2]) {
      const booked = await bookRental(midsize, '2027-07-01', '2027-07-04');
      expect(booked.statusCode, booked.body).toBe(201);
    }
    const current = (await call('GET', `/admin/vehicles/classes/${midsize}`)).json();
    expect(current).toMatchObject({ fleetSize: 4, upcomingBookings: 2, peakAhead: 2, deletable: false });
    const { _id, upcomingBookings, peakAhead, deletable, createdAt, updatedAt, ...body } = current;

    const res = await call('PUT', `/admin/vehicles/classes/${midsize}`, { ...body, fleetSize: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ fleetSize: 1, upcomingBookings: 2, peakAhead: 2 });
    const holds = await t.database.db
      .select()
      .from(vehicleBookings)
      .where(eq(vehicleBookings.classId, midsize));
    expect(holds.map((h) => h.active)).toEqual([true, true]);
    const during = await search(rentalQuery('2027-07-02', '2027-07-03', '&carType=midsize'));
    expect(during.offers[0]).toMatchObject({ available: false, reason: 'sold_out' });
    const later = await search(rentalQuery('2027-07-05', '2027-07-06', '&carType=midsize'));
    expect(later.offers[0]).toMatchObject({ available: true });
  });
});

describe('DELETE /api/admin/vehicles/classes/:id', () => {
  it('refuses a booked class with 409, suggesting to take it off sale, and keeps it', async () => {
    const midsize = idOf('rental:midsize');
    const res = await call('DELETE', `/admin/vehicles/classes/${midsize}?lang=en`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'vehicle_class_has_bookings' });
    expect(res.json().title).toContain('Take it off sale instead');
    expect((await call('GET', `/admin/vehicles/classes/${midsize}`)).statusCode).toBe(200);
    const tr = await call('DELETE', `/admin/vehicles/classes/${midsize}?lang=tr`);
    expect(tr.json().title).toContain('satıştan kaldırın');
  });

  it('deletes a class never booked, with its withdrawn days; the search offers it no more', async () => {
    const id = idOf('transfer:vip_van');
    expect(
      (await call('PUT', `/admin/vehicles/classes/${id}/withdrawals/2027-06-20`, { reason: 'Tyres' }))
        .statusCode,
    ).toBe(200);
    const res = await call('DELETE', `/admin/vehicles/classes/${id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await call('GET', `/admin/vehicles/classes/${id}`)).statusCode).toBe(404);
    expect(offer(await search(airportRide('transfer')), 'vip_van')).toBeUndefined();
    expect(
      await t.database.db.select().from(vehicleWithdrawals).where(eq(vehicleWithdrawals.classId, id)),
    ).toEqual([]);
    expect((await call('DELETE', `/admin/vehicles/classes/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/admin/vehicles/classes/not-an-id')).statusCode).toBe(400);
  });
});

describe('withdrawn days', () => {
  it('withdraws a class on a coming day: the search says so for a trip over it, and offers it again once removed', async () => {
    const luxury = idOf('rental:luxury');
    const url = `/admin/vehicles/classes/${luxury}/withdrawals`;
    const added = await call('PUT', `${url}/2027-08-02`, { reason: 'Annual service' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ day: '2027-08-02', reason: 'Annual service', bookings: 0 });
    // Saving the day again changes its reason.
    const again = await call('PUT', `${url}/2027-08-02`, { reason: 'Annual service and tyres' });
    expect(again.json()).toMatchObject({ reason: 'Annual service and tyres' });
    expect((await call('PUT', `${url}/2027-06-01`, { reason: 'Car wash' })).statusCode).toBe(200);

    expect((await call('GET', url)).json()).toEqual([
      { day: '2027-06-01', reason: 'Car wash', bookings: 0 },
      { day: '2027-08-02', reason: 'Annual service and tyres', bookings: 0 },
    ]);
    const over = await search(rentalQuery('2027-08-01', '2027-08-04', '&carType=luxury'));
    expect(over.offers[0]).toMatchObject({ available: false, reason: 'withdrawn' });
    const before = await search(rentalQuery('2027-07-28', '2027-08-01', '&carType=luxury'));
    expect(before.offers[0]).toMatchObject({ available: true });

    const removed = await call('DELETE', `${url}/2027-08-02`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await call('GET', url)).json().map((w: { day: string }) => w.day)).toEqual(['2027-06-01']);
    expect(
      (await search(rentalQuery('2027-08-01', '2027-08-04', '&carType=luxury'))).offers[0],
    ).toMatchObject({ available: true });
    expect((await call('DELETE', `${url}/2027-08-02`)).statusCode).toBe(404);
  });

  it('reads past days but refuses to add or remove one, and checks the day, the reason and the class', async () => {
    const van = idOf('rental:van');
    const url = `/admin/vehicles/classes/${van}/withdrawals`;
    await t.database.db
      .insert(vehicleWithdrawals)
      .values({ classId: van, day: '2027-05-20', reason: 'Brakes' });
    expect((await call('GET', url)).json()).toEqual([{ day: '2027-05-20', reason: 'Brakes', bookings: 0 }]);

    const past = await call('PUT', `${url}/2027-05-31?lang=en`, { reason: 'Too late' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([
      { field: 'date', code: 'date_in_past', message: 'The date cannot be in the past' },
    ]);
    expect(fieldsOf(await call('DELETE', `${url}/2027-05-20`))).toEqual(['date:date_in_past']);
    expect(fieldsOf(await call('PUT', `${url}/2027-02-30`, { reason: 'x' }))).toEqual(['date:invalid_date']);
    expect(fieldsOf(await call('PUT', `${url}/2031-01-01`, { reason: 'x' }))).toEqual(['date:date_too_far']);
    expect(fieldsOf(await call('PUT', `${url}/2027-07-01`, { reason: '  ' }))).toEqual(['reason:required']);
    expect(fieldsOf(await call('PUT', `${url}/2027-07-01`, {}))).toEqual(['reason:required']);
    const ghost = `/admin/vehicles/classes/${crypto.randomUUID()}/withdrawals`;
    expect((await call('PUT', `${ghost}/2027-07-01`, { reason: 'x' })).statusCode).toBe(404);
    expect((await call('GET', ghost)).statusCode).toBe(404);
    expect((await call('GET', url)).json()).toHaveLength(1);
  });

  it('says how many bookings have one of the class out on a day withdrawn; they stand', async () => {
    const suv = idOf('rental:suv');
    const booked = await bookRental(suv, '2027-09-01', '2027-09-03');
    expect(booked.statusCode, booked.body).toBe(201);
    const res = await call('PUT', `/admin/vehicles/classes/${suv}/withdrawals/2027-09-02`, {
      reason: 'Recall',
    });
    expect(res.json()).toEqual({ day: '2027-09-02', reason: 'Recall', bookings: 1 });
    // Returned at 10:00 on the 3rd: out that day too; not on the 4th.
    await call('PUT', `/admin/vehicles/classes/${suv}/withdrawals/2027-09-04`, { reason: 'Recall' });
    expect((await call('GET', `/admin/vehicles/classes/${suv}/withdrawals`)).json()).toEqual([
      { day: '2027-09-02', reason: 'Recall', bookings: 1 },
      { day: '2027-09-04', reason: 'Recall', bookings: 0 },
    ]);
    const [hold] = await t.database.db.select().from(vehicleBookings).where(eq(vehicleBookings.classId, suv));
    expect(hold?.active).toBe(true);
  });
});
