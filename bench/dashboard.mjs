// `npm run bench -- --scenarios dashboard` (or `node bench/dashboard.mjs`): the travel admin's
// dashboard on PostgreSQL with 100,000 bookings. The database gets the demo data (the server seeds
// it on first start) and then the bookings by set-based SQL (bench/dashboard-seed.mjs); it is kept
// for the next run (`--reseed` writes it again). Then, after a warm-up, with an admin's token:
//   1. GET /api/admin/dashboard over many different periods (today, 7d, 30d, month and custom ranges
//      of 1 to 366 days ending anywhere in the last 18 months, in en, tr and ar), reads only;
//   2. the same while bookings are written: new guest bookings through the API and the admin
//      confirming and cancelling pending ones, at a steady rate;
//   3. a bare node:http route, same tool and connections, for the machine's ceiling;
// and the CSV export of a year, timed three times. Prints a table; only measures.
// Options: --database bench_dash --bookings 100000 --reseed --duration 20 (s per run) --connections 2
// (two admins reloading the dashboard without a pause)
// --writes-per-second 4 --port 3400 --server dist|sources|<entry> (the built server, the sources with tsx,
// or another entry, e.g. a copy of an older version's sources).
import { spawn } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { seedDashboardBookings } from './dashboard-seed.mjs';
import { arg, startServer, whileSending } from './support.mjs';

const dbName = arg('database', 'bench_dash');
const bookingCount = Number(arg('bookings', 100_000));
const reseed = process.argv.includes('--reseed');
const duration = Number(arg('duration', 20));
const connections = Number(arg('connections', 2));
const writesPerSecond = Number(arg('writes-per-second', 4));
const port = Number(arg('port', 3400));
/** The server's entry: the build, the sources (run with tsx), or another entry given by its path. */
const serverArg = arg('server', 'dist');
const entry =
  { dist: 'apps/server/dist/server.js', sources: 'apps/server/src/server.ts' }[serverArg] ?? serverArg;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const GOAL_P95_MS = 150;
const ADMIN = { email: 'admin@bench.example', password: 'bench-admin-password' };

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const between = (lo, hi) => lo + Math.floor(Math.random() * (hi - lo + 1));
const round = (n) => Math.round(n * 10) / 10;
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
function addDays(date, days) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const today = new Date().toISOString().slice(0, 10);

/**
 * An admin opening the dashboard, as [kind, path]: a named period four times in ten, else a custom
 * range of 1 to 366 days ending on any day of the last 18 months.
 */
function dashboardPath(prefix = '/api/admin/dashboard') {
  const lang = pick(['en', 'tr', 'ar']);
  if (Math.random() < 0.4)
    return ['named period', `${prefix}?period=${pick(['today', '7d', '30d', 'month'])}&lang=${lang}`];
  const days = between(1, 366);
  const to = addDays(today, -between(0, 540));
  const from = addDays(to, 1 - days);
  const kind = days <= 31 ? 'custom, 1–31 days' : days <= 92 ? 'custom, 32–92 days' : 'custom, 93–366 days';
  return [kind, `${prefix}?period=custom&from=${from}&to=${to}&lang=${lang}`];
}

function server(env) {
  const serverEnv = { DATABASE_URL: env.databaseUrl, ...(env.extra ?? {}) };
  return startServer(port, serverEnv, entry.endsWith('.ts') ? ['--import', 'tsx'] : [], entry);
}

/** The database with the demo data and the bookings, made once and kept. */
async function prepareDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount > 0;
  if (exists && reseed) await admin.query(`drop database "${dbName}" with (force)`);
  if (!exists || reseed) await admin.query(`create database "${dbName}"`);
  await admin.end();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const has = async () =>
      (await db.query(`select to_regclass('bookings') is not null as ok`)).rows[0].ok
        ? (await db.query(`select count(*)::int as n from bookings where reference like 'BD-%'`)).rows[0].n
        : 0;
    if ((await has()) === 0) {
      // The first start migrates and seeds the demo data.
      const first = await server({ databaseUrl });
      await first.stop();
      const seeded = await seedDashboardBookings(db, bookingCount);
      console.info(
        `seeded ${seeded.kinds.reduce((n, k) => n + k.n, 0)} bookings in ${seeded.seconds.toFixed(1)} s ` +
          `(${Object.entries(seeded.catalogue)
            .map(([k, v]) => `${v} ${k}`)
            .join(', ')})`,
      );
    }
    const summary = (
      await db.query(`select count(*)::int as n, min(created_at)::date::text as first, max(created_at)::date::text as last,
        min(check_in)::text as "firstStay", max(check_out)::text as "lastStay",
        count(distinct type)::int as kinds from bookings`)
    ).rows[0];
    return { databaseUrl, summary };
  } finally {
    await db.end();
  }
}

/** Latencies and statuses of some responses. */
function counter() {
  const times = [];
  const statuses = {};
  return {
    add(status, ms) {
      times.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    },
    summary(seconds, socketErrors = 0) {
      times.sort((a, b) => a - b);
      const errors = Object.entries(statuses)
        .filter(([s]) => Number(s) < 200 || Number(s) >= 300)
        .reduce((n, [, c]) => n + c, 0);
      return {
        requests: times.length,
        'req/s': Math.round(times.length / seconds),
        'p50 ms': round(percentile(times, 50)),
        'p95 ms': round(percentile(times, 95)),
        'p99 ms': round(percentile(times, 99)),
        errors: errors + socketErrors,
        statuses: Object.entries(statuses)
          .map(([s, n]) => `${s}: ${n}`)
          .join(', '),
      };
    },
  };
}

/** autocannon for `seconds`, a new [kind, path] from `next()` for every request; all, and by kind. */
function drive(base, seconds, next, headers = {}) {
  const all = counter();
  const kinds = new Map();
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const instance = autocannon(
      {
        url: base,
        duration: seconds,
        connections,
        requests: [
          {
            setupRequest: (req, context) => {
              const [kind, path] = next();
              context.kind = kind;
              return { ...req, method: 'GET', path, headers };
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        const elapsed = (performance.now() - started) / 1000;
        resolve({
          ...all.summary(elapsed, result.errors + result.timeouts),
          kinds: [...kinds]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([kind, c]) => ({ kind, ...c.summary(elapsed) })),
        });
      },
    );
    instance.on('response', (client, status, _bytes, ms) => {
      all.add(status, ms);
      const kind = client.requestIterator.context.kind ?? 'request';
      if (!kinds.has(kind)) kinds.set(kind, counter());
      kinds.get(kind).add(status, ms);
    });
  });
}

/** Booking writes at a steady rate while `during` runs: new guest bookings, confirmations, cancellations. */
async function withWrites(base, token, during) {
  const targets = await (async () => {
    const rooms = [];
    const hotels = (await (await fetch(`${base}/api/hotels?limit=100&lang=en`)).json()).data ?? [];
    for (const h of hotels) {
      const detail = await (await fetch(`${base}/api/hotels/${h._id}?lang=en`)).json();
      if (!detail.paymentOptions.includes('payAtHotel')) continue;
      for (const r of detail.roomTypes)
        if (r.totalRooms > 0) rooms.push({ hotelId: h._id, roomTypeId: r._id });
    }
    const pending = await (
      await fetch(`${base}/api/admin/bookings?status=pending&type=hotel&limit=100`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    return { rooms, pending: (pending.data ?? []).map((b) => b._id) };
  })();
  if (!targets.rooms.length || !targets.pending.length)
    throw new Error('no rooms to book or no pending bookings');
  const outcomes = {};
  const times = [];
  const admin = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const write = async (n) => {
    const started = performance.now();
    let label = 'socket error';
    try {
      let res;
      if (n % 2 === 1) {
        const room = pick(targets.rooms);
        const checkIn = addDays(today, between(120, 400));
        res = await fetch(`${base}/api/bookings?lang=tr`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': `bench-dash-${process.pid}-${n}`,
          },
          body: JSON.stringify({
            type: 'hotel',
            ...room,
            checkIn,
            checkOut: addDays(checkIn, between(1, 4)),
            guests: 1,
            firstName: 'Işıl',
            lastName: 'Şahin',
            email: 'isil.sahin@example.com',
            phone: '+90 532 111 22 33',
            paymentMethod: 'payAtHotel',
          }),
        });
        label = `POST /api/bookings ${res.status}`;
      } else {
        const id = targets.pending.shift();
        if (!id) return;
        const status = n % 4 === 0 ? 'cancelled' : 'confirmed';
        res = await fetch(`${base}/api/admin/bookings/${id}/status`, {
          method: 'PATCH',
          headers: admin,
          body: JSON.stringify({ status, note: 'Otel onayladı' }),
        });
        label = `PATCH status → ${status} ${res.status}`;
      }
      await res.arrayBuffer();
    } catch {}
    times.push(performance.now() - started);
    outcomes[label] = (outcomes[label] ?? 0) + 1;
  };
  const { result: reads, sent } = await whileSending(writesPerSecond, write, during);
  return { reads, writes: { sent, outcomes, times: times.sort((a, b) => a - b) } };
}

/** A server answering every request with the same small JSON body, in its own process. */
async function startBare(barePort) {
  const source = `const body = JSON.stringify({ ok: true, service: 'bare' });
require('node:http').createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(${barePort}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { url: `http://127.0.0.1:${barePort}`, stop: () => child.kill() };
}

export async function dashboardBench() {
  const { databaseUrl, summary } = await prepareDatabase();
  const app = await server({ databaseUrl, extra: { SEED_DEMO_DATA: 'false' } });
  let bare;
  try {
    const login = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, rememberMe: false }),
    });
    if (!login.ok) throw new Error(`admin login: ${login.status} ${await login.text()}`);
    const token = (await login.json()).token;
    const auth = { authorization: `Bearer ${token}` };
    const next = () => dashboardPath();

    await drive(app.url, 5, next, auth); // warm-up: JIT, the pool, PostgreSQL's buffers
    const loads = { reads: loadavg()[0].toFixed(2) };
    const reads = await drive(app.url, duration, next, auth);
    loads.writes = loadavg()[0].toFixed(2);
    const mixed = await withWrites(app.url, token, () => drive(app.url, duration, next, auth));
    bare = await startBare(port + 1);
    loads.bare = loadavg()[0].toFixed(2);
    const bareRun = await drive(bare.url, duration, next);
    bare.stop();
    bare = null;

    const csvTimes = [];
    let csvBytes = 0;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const res = await fetch(
        `${app.url}/api/admin/dashboard/export.csv?period=custom&from=${addDays(today, -365)}&to=${today}`,
        {
          headers: auth,
        },
      );
      csvBytes = (await res.arrayBuffer()).byteLength;
      if (!res.ok) throw new Error(`CSV export: ${res.status}`);
      csvTimes.push(round(performance.now() - started));
    }

    console.info(
      `\n${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'} · ` +
        `${Math.round(totalmem() / 2 ** 30)} GiB · Node ${process.version} · server ${entry}`,
    );
    console.info(
      `${summary.n} bookings of ${summary.kinds} kinds made ${summary.first} – ${summary.last}, stays ${summary.firstStay} – ${summary.lastStay}; ` +
        `${connections} connections × ${duration} s a run; ${writesPerSecond} writes/s in run 2; ` +
        `load average (1 min) at the start: reads ${loads.reads} · with writes ${loads.writes} · bare ${loads.bare}\n`,
    );
    const withKinds = (run, name) => [
      { run: `**${name}**`, kind: 'all', ...run },
      ...run.kinds.map((k) => ({ run: '', ...k })),
    ];
    const rows = [
      ...withKinds(reads, 'GET /api/admin/dashboard, many periods'),
      ...withKinds(mixed.reads, 'the same, bookings written meanwhile'),
      { run: '**bare node:http**', kind: 'all', ...bareRun },
    ];
    const columns = ['run', 'kind', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'statuses'];
    console.info(
      [
        `| ${columns.join(' | ')} |`,
        `| ${columns.map((c, i) => (i < 2 || c === 'statuses' ? '---' : '---:')).join(' | ')} |`,
        ...rows.map((r) => `| ${columns.map((c) => r[c]).join(' | ')} |`),
      ].join('\n'),
    );
    const w = mixed.writes;
    console.info(
      `\nwrites in run 2: ${w.sent} sent · ${Object.entries(w.outcomes)
        .map(([k, v]) => `${k}: ${v}`)
        .join(' · ')} · p50 ${round(percentile(w.times, 50))} ms · p99 ${round(percentile(w.times, 99))} ms`,
    );
    console.info(`CSV export of the last 365 days: ${csvTimes.join(', ')} ms (${csvBytes} bytes)`);
    const p95 = mixed.reads['p95 ms'];
    console.info(
      `goal: p95 under ${GOAL_P95_MS} ms with writes arriving: ${p95} ms, ${p95 < GOAL_P95_MS && mixed.reads.errors === 0 ? 'PASS' : 'FAIL'}\n`,
    );
  } finally {
    bare?.stop();
    await app.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await dashboardBench();
