import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { fixedClock } from '../lib/clock.ts';
import { createHotelFixture, type HotelFixture } from '../test/fixtures/hotel-fixtures.ts';
import { templateDatabase, testDatabasePrefix, withDatabase } from '../test/postgres-global-setup.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { type Database, openDatabase } from './client.ts';
import { timeoutsOf } from './timeouts.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * PostgreSQL frozen (a proxy that stops passing bytes but keeps every connection open) and
 * refusing (connections not allowed, or nothing listening): the app answers 503 quickly, keeps
 * serving what it has cached, and recovers by itself when the database is back. Runs in the
 * api-postgres project only, with short timeouts from the environment so it runs fast.
 */
const TIMEOUTS = {
  DB_CONNECT_TIMEOUT_MS: '500',
  DB_ACQUIRE_TIMEOUT_MS: '1000',
  DB_STATEMENT_TIMEOUT_MS: '1000',
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '1500',
  DB_READY_TIMEOUT_MS: '500',
};

/**
 * A stand-in for the web app's server renderer: a hotel page made of the hotel's API answer
 * (/hotels/<id>), and a room's nights made of its availability (/nights/<hotel>/<room>).
 */
const renderer = `
export async function renderPage({ url, lang, fetchApi }) {
  const [pathname, query] = url.split('?');
  const [, kind, id, room] = pathname.split('/');
  const asked = kind === 'nights'
    ? '/api/inventory/hotels/' + id + '/' + room + '/availability?checkIn=2027-09-01&checkOut=2027-09-03&guests=1'
    : '/api/hotels/' + id + '?';
  const api = await fetchApi(asked + '&lang=' + lang + (query ? '&' + query : ''), { method: 'GET' });
  // Like the web app, a failed answer renders the page's error state.
  const html = !api.ok ? '<main>Try again</main>'
    : kind === 'nights' ? '<main><h1>' + (await api.json()).roomsLeft + ' rooms left</h1></main>'
    : '<main><h1>' + (await api.json()).name + '</h1></main>';
  return { kind: 'page', status: 200, lang, dir: lang === 'ar' ? 'rtl' : 'ltr', title: 'Hotel', description: '',
    head: '', html, tail: '' };
}`;

let admin: pg.Client;
let name: string;
let proxy: TcpProxy;
let database: Database;
let app: FastifyInstance;
let dataDir: string;
let hotel: HotelFixture;
let seq = 0;

beforeAll(async () => {
  if (process.env.TEST_DB !== 'postgres') throw new Error('this suite needs TEST_DB=postgres');
  const url = process.env.TEST_DATABASE_URL ?? '';
  name = `${testDatabasePrefix(url)}faults${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`;
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}" template "${templateDatabase()}"`);

  const direct = new URL(withDatabase(url, name));
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(direct);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);

  dataDir = await mkdtemp(path.join(tmpdir(), 'db-faults-'));
  const webRoot = path.join(dataDir, 'web');
  await mkdir(webRoot);
  const entry = path.join(dataDir, 'entry-server.mjs');
  await writeFile(entry, renderer);
  const template =
    '<!doctype html><html lang="tr" dir="ltr"><head><meta name="description" content="Default" />' +
    '<title>App</title></head><body><div id="root"></div></body></html>';
  await writeFile(path.join(webRoot, 'index.html'), template);

  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...TIMEOUTS });
  database = await openDatabase({
    databaseUrl: viaProxy.toString(),
    poolSize: 4,
    timeouts: timeoutsOf(config),
  });
  app = await buildApp({
    config,
    database,
    clock: fixedClock(new Date('2027-06-01T09:00:00Z')),
    jwtSecret: 'test-secret-that-is-long-enough-0123456789',
    webRoot,
    ssrEntry: entry,
  });
  await app.ready();
  hotel = await createHotelFixture(database.db, { name: 'Frozen Lake Inn', paymentOptions: ['payAtHotel'] });
});

afterAll(async () => {
  proxy?.resume();
  await app?.close();
  await database?.close();
  await proxy?.close();
  if (admin) {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** An answer and how long it took. */
async function timed(request: () => Promise<LightMyRequestResponse>) {
  const start = performance.now();
  const res = await request();
  return { res, ms: performance.now() - start };
}

const get = (url: string, cookies?: Record<string, string>) => app.inject({ url, cookies });
/** The hotel's room availability under an address nothing has cached yet: it reads the database. */
const uncachedHotel = () =>
  get(
    `/api/inventory/hotels/${hotel.hotelId}/${hotel.roomTypeIds[0]}/availability?checkIn=2027-09-01&checkOut=2027-09-03&guests=1&lang=en&fresh=${seq++}`,
  );
/** The hotel's page answer under an address no answer is cached under: the hotels held in memory. */
const heldHotel = () => get(`/api/hotels/${hotel.hotelId}?lang=en&held=${seq++}`);
/** The hotel's page; `fresh` gives an address no page or API answer has been cached under. */
const hotelPage = (lang: string, fresh?: number) =>
  get(`/hotels/${hotel.hotelId}${fresh === undefined ? '' : `?fresh=${fresh}`}`, { lang });
/** A room's nights under an address nothing has cached: its availability reads the database. */
const nightsPage = (fresh: number) =>
  get(`/nights/${hotel.hotelId}/${hotel.roomTypeIds[0]}?fresh=${fresh}`, { lang: 'ar' });
const book = () =>
  app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { 'idempotency-key': `faults-${crypto.randomUUID()}` },
    payload: {
      type: 'hotel',
      hotelId: hotel.hotelId,
      roomTypeId: hotel.roomTypeIds[0],
      checkIn: '2027-09-01',
      checkOut: '2027-09-03',
      guests: 1,
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      email: 'ayse.yilmaz@example.org',
      phone: '+90 532 111 22 33',
      paymentMethod: 'payAtHotel',
    },
  });

function expectUnavailable({ res, ms }: { res: LightMyRequestResponse; ms: number }) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json().code).toBe('service_unavailable');
  expect(ms).toBeLessThan(5000);
}

/** Warms the caches: one API answer and the Turkish page are kept in memory. */
async function warm() {
  const cachedUrl = `/api/hotels/${hotel.hotelId}?lang=en`;
  expect((await get(cachedUrl)).statusCode).toBe(200);
  expect((await get(cachedUrl)).headers['x-cache']).toBe('hit');
  const page = await hotelPage('tr');
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Frozen Lake Inn');
  return cachedUrl;
}

/** While the database cannot answer: quick 503s, and what is cached is still served. */
async function expectOutageAnswers(cachedUrl: string): Promise<number> {
  const [ready, ...answers] = await Promise.all([
    timed(() => get('/api/ready')),
    // More requests than the pool has connections: some wait for a connection, and are bounded too.
    ...Array.from({ length: 6 }, () => timed(uncachedHotel)),
    timed(book),
  ]);
  expect(ready.res.statusCode).toBe(503);
  expect(ready.res.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
  expect(ready.ms).toBeLessThan(2000);
  for (const answer of answers) expectUnavailable(answer);

  // The hotel, read before the outage, is still held in memory (hotels-memory.ts): no 503 for it.
  const held = await timed(heldHotel);
  expect(held.res.statusCode, held.res.body).toBe(200);
  expect(held.res.json().name).toBe('Frozen Lake Inn');

  const cached = await timed(() => get(cachedUrl));
  expect(cached.res.statusCode).toBe(200);
  expect(cached.res.headers['x-cache']).toBe('hit');
  expect(cached.ms).toBeLessThan(500);

  const cachedPage = await hotelPage('tr');
  expect(cachedPage.statusCode).toBe(200);
  expect(cachedPage.body).toContain('Frozen Lake Inn');

  // The hotel's page never rendered in Arabic: rendered from the hotel held in memory and the
  // answers kept, the site stays readable.
  const heldPage = await hotelPage('ar', seq++);
  expect(heldPage.statusCode).toBe(200);
  expect(heldPage.body).toContain('Frozen Lake Inn');

  // A page that needs the database: the app's shell (it renders in the browser) with 503.
  const pageAddress = seq++;
  const page = await timed(() => nightsPage(pageAddress));
  expect(page.res.statusCode).toBe(503);
  expect(page.res.headers['content-type']).toContain('text/html');
  expect(page.res.headers['retry-after']).toBe('5');
  expect(page.res.body).toContain('<div id="root"></div>');
  expect(page.res.body).not.toContain('Try again');
  expect(page.ms).toBeLessThan(5000);
  return pageAddress;
}

/** After the database is back: everything answers again, without a restart. */
async function expectRecovered(pageAddress: number) {
  await expect
    .poll(async () => (await uncachedHotel()).statusCode, { timeout: 10_000, interval: 200 })
    .toBe(200);
  expect((await get('/api/ready')).statusCode).toBe(200);
  const booking = await book();
  expect(booking.statusCode, booking.body).toBe(201);
  await expectListening();
  // Pages render again once Retry-After has passed.
  await expect
    .poll(async () => (await nightsPage(pageAddress)).statusCode, { timeout: 10_000, interval: 250 })
    .toBe(200);
  expect((await nightsPage(pageAddress)).body).toContain('rooms left');
}

/** What another server process changes reaches this one again: its LISTEN connection is back. */
async function expectListening() {
  await expect
    .poll(
      async () =>
        (
          await admin.query(
            "select count(*)::int as n from pg_stat_activity where datname = $1 and query like 'listen %'",
            [name],
          )
        ).rows[0].n,
      { timeout: 10_000, interval: 200 },
    )
    .toBe(1);
  const url = `/api/hotels/${hotel.hotelId}?lang=en&listening=${seq++}`;
  // Cached once the notifications of this process's own writes (a booking) have come back.
  await expect
    .poll(async () => (await get(url)).headers['x-cache'], { timeout: 3000, interval: 50 })
    .toBe('hit');
  const peer = new pg.Client({ connectionString: withDatabase(process.env.TEST_DATABASE_URL ?? '', name) });
  await peer.connect();
  await peer.query("select pg_notify('catalog_changed', '')");
  await peer.end();
  await expect
    .poll(async () => (await get(url)).headers['x-cache'], { timeout: 3000, interval: 50 })
    .toBeUndefined();
}

describe('a frozen database (connections open, nothing answers)', () => {
  it('answers 503 quickly, serves what is cached, and recovers when it answers again', async () => {
    const cachedUrl = await warm();
    proxy.pause();
    let page: number;
    try {
      page = await expectOutageAnswers(cachedUrl);
    } finally {
      proxy.resume();
    }
    await expectRecovered(page);
  });
});

describe('a database refusing connections', () => {
  it('answers 503 while connections are not allowed and its sessions are ended, then recovers', async () => {
    const cachedUrl = await warm();
    await admin.query(`alter database "${name}" allow_connections false`);
    let page: number;
    try {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      page = await expectOutageAnswers(cachedUrl);
    } finally {
      await admin.query(`alter database "${name}" allow_connections true`);
    }
    await expectRecovered(page);
  });

  it('answers 503 while nothing listens, then recovers', async () => {
    const cachedUrl = await warm();
    await proxy.refuse();
    let page: number;
    try {
      page = await expectOutageAnswers(cachedUrl);
    } finally {
      await proxy.accept();
    }
    await expectRecovered(page);
  });
});

describe('the server’s own limits', () => {
  it('ends a statement that runs too long, and the pool keeps working', async () => {
    const start = performance.now();
    const error = await database.db.execute(sql`select pg_sleep(3)`).catch((e: unknown) => e);
    expect(performance.now() - start).toBeLessThan(2500);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('57014');
    expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
  });

  it('ends a transaction left idle, releasing what it held', async () => {
    const error = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await tx.execute(sql`select 1`);
      })
      .catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
  });
});
