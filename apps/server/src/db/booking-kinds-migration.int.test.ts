import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { fixedClock } from '../lib/clock.ts';
import { createHotelFixture } from '../test/fixtures/hotel-fixtures.ts';
import { createPackageFixture } from '../test/fixtures/package-fixtures.ts';
import { createRestaurantFixture } from '../test/fixtures/restaurant-fixtures.ts';
import { userWithRole } from '../test/fixtures/user-fixtures.ts';
import { TEST_JWT_SECRET, type TestApp } from '../test/harness.ts';
import { bearer } from '../test/http.ts';
import { testDatabasePrefix, withDatabase } from '../test/postgres-global-setup.ts';
import { type Database, type Db, migrationsFolder, openDatabase } from './client.ts';
import * as schema from './schema.ts';

// The bookings of a database made before the kinds had their own tables (migration 0010) read back
// the same once 0011 has run: every kind, every status, with their events and Idempotency-Keys.

const BEFORE = '0010_restaurant_party_sizes';
const STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;

/** The migrations folder as it stood at `tag`: the journal cut after it. */
async function migrationsUpTo(tag: string, dir: string): Promise<string> {
  const folder = path.join(dir, 'migrations');
  await cp(migrationsFolder(), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

/** A database migrated to `folder`'s last migration, closed by `close`; then opened as the app opens it. */
async function databaseAt(folder: string, dir: string) {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `${testDatabasePrefix(url)}mig${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 1 });
    await migratePg(drizzlePg(pool), { migrationsFolder: folder });
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      close: () => pool.end(),
      open: () => openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5 }),
      drop: async () => {
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`drop database if exists "${name}" with (force)`);
        await a.end();
      },
    };
  }
  const client = await PGlite.create(path.join(dir, 'pglite'), { extensions: { btree_gist } });
  await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    close: () => client.close(),
    open: () => openDatabase({ dataDir: dir }),
    drop: async () => {},
  };
}

let dir: string;
let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
let before: {
  bookings: Record<string, unknown>[];
  events: Record<string, unknown>[];
  keys: Record<string, unknown>[];
};

const everything = async (db: Db, table: string, order: string) =>
  rowsOf<Record<string, unknown>>(await db.execute(sql.raw(`select * from ${table} order by ${order}`)));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'booking-kinds-migration-'));
  const old = await databaseAt(await migrationsUpTo(BEFORE, dir), dir);
  drop = old.drop;
  const db = old.db;
  const hotel = await createHotelFixture(db);
  const trip = await createPackageFixture(db, { startDate: '2027-08-01', durationDays: 3 });
  const place = await createRestaurantFixture(db, { tables: [[4, 'window']] });
  let n = 0;
  for (const status of STATUSES) {
    const kinds = [
      {
        type: 'hotel',
        hotel_id: hotel.hotelId,
        room_type_id: hotel.roomTypeIds[0],
        check_in: '2027-07-01',
        check_out: '2027-07-03',
      },
      {
        type: 'package',
        package_id: trip.packageId,
        departure_id: trip.departureId,
        check_in: '2027-08-01',
        check_out: '2027-08-03',
      },
      {
        type: 'restaurant',
        restaurant_id: place.restaurantId,
        check_in: '2027-07-10',
        check_out: '2027-07-10',
      },
    ];
    for (const k of kinds) {
      n++;
      const id = crypto.randomUUID();
      const reference = `KT-MIG${String(n).padStart(4, '0')}`;
      await db.execute(sql`insert into bookings (id, reference, type, status, hotel_id, room_type_id, package_id,
        departure_id, restaurant_id, check_in, check_out, guests, rooms, first_name, last_name, email, phone,
        special_requests, payment_method, card_brand, card_last4, promo_code, currency, nights, subtotal, discount,
        tax_rate, taxes, total, lang, cancelled_at, cancel_reason, created_at, updated_at)
        values (${id}, ${reference}, ${k.type}, ${status}, ${k.hotel_id ?? null}, ${k.room_type_id ?? null},
        ${k.package_id ?? null}, ${k.departure_id ?? null}, ${k.restaurant_id ?? null}, ${k.check_in}, ${k.check_out},
        2, 1, 'Layla', ${`Hassan ${n}`}, ${`guest${n}@example.com`}, '+90 462 000 00 00', 'Quiet, please',
        ${k.type === 'restaurant' ? 'none' : 'creditCard'}, ${k.type === 'restaurant' ? null : 'visa'},
        ${k.type === 'restaurant' ? null : '4242'}, ${k.type === 'hotel' ? 'SUMMER' : null}, 'TRY',
        ${JSON.stringify(
          k.type === 'hotel'
            ? [
                { date: '2027-07-01', price: 100_000, discount: 10_000 },
                { date: '2027-07-02', price: 100_000, discount: 0 },
              ]
            : [],
        )}::jsonb,
        ${k.type === 'restaurant' ? 0 : 200_000}, ${k.type === 'hotel' ? 10_000 : 0}, 12,
        ${k.type === 'restaurant' ? 0 : 22_800}, ${k.type === 'restaurant' ? 0 : 212_800}, 'tr',
        ${status === 'cancelled' ? '2027-06-02T10:00:00Z' : null}, ${status === 'cancelled' ? 'Plans changed' : ''},
        ${`2027-05-${String(n + 1).padStart(2, '0')}T08:00:00Z`}, '2027-06-02T10:00:00Z')`);
      await db.execute(
        sql`insert into booking_events (booking_id, from_status, to_status, note, created_at) values (${id}, null, 'pending', '', ${`2027-05-${String(n + 1).padStart(2, '0')}T08:00:00Z`})`,
      );
      if (status !== 'pending')
        await db.execute(
          sql`insert into booking_events (booking_id, from_status, to_status, note, created_at) values (${id}, 'pending', ${status}, 'By the desk', '2027-06-02T10:00:00Z')`,
        );
      await db.execute(
        sql`insert into idempotency_keys (scope, key, request_hash, response_status, response_body) values ('anon', ${`key-${reference}`}, ${`hash-${n}`}, 201, ${JSON.stringify({ _id: id, reference })}::jsonb)`,
      );
      if (k.type === 'restaurant')
        await db.execute(sql`insert into restaurant_sittings (booking_id, restaurant_id, table_id, party_size, starts_at, during, active)
          values (${id}, ${place.restaurantId}, ${place.tableIds[0]}, 2, ${`2027-07-10T${String(10 + n).padStart(2, '0')}:00:00Z`},
          ${`[2027-07-10T${String(10 + n).padStart(2, '0')}:00:00Z,2027-07-10T${String(10 + n).padStart(2, '0')}:30:00Z)`}::tstzrange,
          ${status !== 'cancelled'})`);
    }
  }
  before = {
    bookings: await everything(db, 'bookings', 'reference'),
    events: await everything(db, 'booking_events', 'booking_id, created_at'),
    keys: await everything(db, 'idempotency_keys', 'key'),
  };
  await old.close();

  database = await old.open();
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent' }),
    database,
    clock: fixedClock(new Date('2027-06-01T09:00:00Z')),
    jwtSecret: TEST_JWT_SECRET,
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await drop?.();
  await rm(dir, { recursive: true, force: true });
});

/** A `date` column as the API writes it (drivers may hand it back as a Date at UTC midnight). */
const dateOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

const KIND_COLUMNS = ['hotel_id', 'room_type_id', 'package_id', 'departure_id', 'restaurant_id', 'rooms'];

describe('migration 0011: bookings keep what they are of in their kinds’ tables', () => {
  it('keeps every booking’s shared columns, its events and its Idempotency-Key as they were', async () => {
    const db = database.db;
    const shared = (rows: Record<string, unknown>[]) =>
      rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !KIND_COLUMNS.includes(k))));
    expect(before.bookings).toHaveLength(12);
    expect(await everything(db, 'bookings', 'reference')).toEqual(shared(before.bookings));
    expect(await everything(db, 'booking_events', 'booking_id, created_at')).toEqual(before.events);
    expect(await everything(db, 'idempotency_keys', 'key')).toEqual(before.keys);
  });

  it('moves what each booking is of to its kind’s table, and nothing else there', async () => {
    const db = database.db;
    const of = (type: string, columns: string[]) =>
      before.bookings
        .filter((b) => b.type === type)
        .map((b) => Object.fromEntries([['booking_id', b.id], ...columns.map((c) => [c, b[c]])]))
        .sort((a, b) => String(a.booking_id).localeCompare(String(b.booking_id)));
    expect(await everything(db, 'hotel_stay_bookings', 'booking_id')).toEqual(
      of('hotel', ['hotel_id', 'room_type_id', 'rooms']),
    );
    expect(await everything(db, 'package_trip_bookings', 'booking_id')).toEqual(
      of('package', ['package_id', 'departure_id']),
    );
    expect(await everything(db, 'restaurant_table_bookings', 'booking_id')).toEqual(
      of('restaurant', ['restaurant_id']),
    );
  });

  it('reads every booking back through the API as it was, with its history', async () => {
    const admin = await userWithRole({ app, database } as unknown as TestApp, 'admin');
    const list = await app.inject({ url: '/api/admin/bookings?limit=50', headers: bearer(admin.token) });
    expect(list.json().total).toBe(12);
    for (const row of before.bookings) {
      const res = await app.inject({
        url: `/api/admin/bookings/${row.id}?lang=en`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode).toBe(200);
      const b = res.json();
      const type = row.type as string;
      expect(b).toMatchObject({
        _id: row.id,
        reference: row.reference,
        type,
        status: row.status,
        hotel: type === 'hotel' ? { _id: row.hotel_id } : null,
        roomType: type === 'hotel' ? { _id: row.room_type_id } : null,
        package: type === 'package' ? { _id: row.package_id } : null,
        departureId: type === 'package' ? row.departure_id : null,
        restaurant: type === 'restaurant' ? { _id: row.restaurant_id } : null,
        checkIn: dateOf(row.check_in),
        checkOut: dateOf(row.check_out),
        guests: 2,
        lastName: row.last_name,
        email: row.email,
        specialRequests: 'Quiet, please',
        paymentMethod: row.payment_method,
        card: type === 'restaurant' ? null : { brand: 'visa', last4: '4242' },
        promoCode: row.promo_code,
        subtotal: row.subtotal,
        discount: row.discount,
        taxes: row.taxes,
        total: row.total,
        nights: row.nights,
        cancelledAt: row.cancelled_at ? new Date(row.cancelled_at as string).toISOString() : null,
        events: before.events
          .filter((e) => e.booking_id === row.id)
          .map((e) => ({ fromStatus: e.from_status, toStatus: e.to_status, note: e.note })),
      });
      if (type === 'restaurant')
        expect(b.sitting).toMatchObject({ table: { number: '1', location: 'window' } });
      else expect(b.sitting).toBeNull();
    }
  });
});
