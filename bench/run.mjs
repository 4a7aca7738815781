// `npm run bench`: load tests with autocannon against the built server, printing one table.
// Hotel search and hotel detail on embedded PGlite and on PostgreSQL (with the response cache, and
// without it); booking creation on PostgreSQL.
// The blog: a post page's server-rendered HTML, the blog's first page and a Turkish search.
// Needs `npm run build` first and PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres,
// where a fresh database is created and dropped). Options: --duration 10 --connections 50 --only pglite|postgres
// --scenarios hotels,blog (default both); `--scenarios bookings`: booking creation alone, spread and
// contended (bench/bookings.mjs, its own options there). `--scenarios live-mix`: mixed reads with and
// without bookings arriving, against a bare node:http route (bench/live-mix.mjs, its own options there).
// `--scenarios dashboard`: the admin's dashboard over many periods with 100,000 bookings, writes
// arriving, beside a bare node:http route (bench/dashboard.mjs, its own options there).
// Many different searches, hotel pages and availability calls with the response cache off: bench/uncached.mjs.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { bookableRooms, bookingRequests, bookingsBench, spreadStay } from './bookings.mjs';
import { arg, startServer } from './support.mjs';

const duration = Number(arg('duration', 10));
const connections = Number(arg('connections', 50));
const only = arg('only', '');
const scenarios = new Set(arg('scenarios', 'hotels,blog').split(','));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function addDays(date, days) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const today = new Date().toISOString().slice(0, 10);

function load(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration, connections, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

function row(engine, name, result) {
  const non2xx = result.non2xx ?? 0;
  return {
    engine,
    scenario: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'non-2xx': non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function readScenarios(base) {
  const hotels = await (await fetch(`${base}/api/hotels?limit=50&lang=en`)).json();
  if (!hotels.data?.length) throw new Error('no hotels: is the demo data seeded?');
  const first = hotels.data[0];
  const checkIn = addDays(today, 45);
  const checkOut = addDays(today, 48);
  return {
    hotels: hotels.data,
    searchPath: `/api/hotels?checkIn=${checkIn}&checkOut=${checkOut}&guests=2&minStars=3&sort=price_asc&lang=en`,
    detailPath: `/api/hotels/${first._id}?lang=en`,
  };
}

async function readAndSearch(engine, base, rows) {
  const s = await readScenarios(base);
  await load({ url: base + s.searchPath, duration: 2 }); // warm-up
  rows.push(
    row(engine, 'GET /api/hotels (dates, guests, stars, sort)', await load({ url: base + s.searchPath })),
  );
  rows.push(row(engine, 'GET /api/hotels/:id', await load({ url: base + s.detailPath })));
  return s;
}

async function bookingLoad(engine, base, hotels, rows) {
  // Every request books one night of a room type in turn on a night 60-400 days ahead, so rooms
  // rarely run out; 409 sold out answers are counted as non-2xx. `--scenarios bookings` has more.
  const rooms = await bookableRooms(base, hotels);
  const result = await load(bookingRequests(base, spreadStay(rooms, 1)));
  rows.push(row(engine, 'POST /api/bookings (1 night, pay at hotel)', result));
}

/** The blog as readers meet it: pages as HTML (rendered on the server, kept until a post changes). */
async function blogLoad(engine, base, rows) {
  const list = await (await fetch(`${base}/api/blog/posts?lang=en`)).json();
  const slug = list.data?.[0]?.slug;
  if (!slug) throw new Error('no blog posts: is the demo data seeded?');
  const html = { headers: { accept: 'text/html', cookie: 'lang=en' } };
  const postPath = `/blog/post/${encodeURIComponent(slug)}`;
  await load({ url: base + postPath, duration: 2, ...html }); // warm-up
  rows.push(row(engine, 'GET /blog/post/:slug (HTML)', await load({ url: base + postPath, ...html })));
  rows.push(row(engine, 'GET /blog (HTML)', await load({ url: `${base}/blog`, ...html })));
  const search = `/api/blog/posts?q=${encodeURIComponent('manastır')}&lang=tr`;
  rows.push(row(engine, 'GET /api/blog/posts?q=manastır', await load({ url: base + search })));
}

async function readAll(engine, base, rows) {
  const s = scenarios.has('hotels') ? await readAndSearch(engine, base, rows) : null;
  if (scenarios.has('blog')) await blogLoad(engine, base, rows);
  return s;
}

if (scenarios.has('live-mix')) await (await import('./live-mix.mjs')).liveMix();
if (scenarios.has('dashboard')) await (await import('./dashboard.mjs')).dashboardBench();
const rows = scenarios.has('bookings') ? await bookingsBench({ load, row, adminUrl }) : [];
if (!scenarios.has('hotels') && !scenarios.has('blog')) {
  printRows();
  process.exit(0);
}

if (only !== 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pglite-'));
  const server = await startServer(3901, { DATA_DIR: dataDir });
  try {
    await readAll('PGlite', server.url, rows);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (only !== 'pglite') {
  const dbName = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pg-'));
  const server = await startServer(3902, { DATABASE_URL: url.toString(), DATA_DIR: dataDir });
  try {
    const s = await readAll('PostgreSQL', server.url, rows);
    if (s) await bookingLoad('PostgreSQL', server.url, s.hotels, rows);
  } finally {
    await server.stop();
  }
  // The same reads with the response cache off: what every first (or changed) answer costs.
  const uncached = await startServer(3903, {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    RESPONSE_CACHE: 'false',
    SEED_DEMO_DATA: 'false',
  });
  try {
    await readAll('PostgreSQL, cache off', uncached.url, rows);
  } finally {
    await uncached.stop();
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

printRows();

function printRows() {
  // Scenarios that print their own table (live-mix, dashboard) leave none here.
  if (rows.length === 0) return;
  console.info(
    `\n${new Date().toISOString().slice(0, 10)} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'} · ${Math.round(totalmem() / 2 ** 30)} GiB · Node ${process.version} · ${connections} connections × ${duration} s\n`,
  );
  const columns = Object.keys(rows[0] ?? {});
  const lines = [
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${columns.map((c) => r[c]).join(' | ')} |`),
  ];
  console.info(lines.join('\n'));
}
