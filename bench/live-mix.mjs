// `npm run bench -- --scenarios live-mix`: the built server in production mode on PostgreSQL under
// traffic shaped like real visitors, every request a different URL: 60 % hotel searches over many
// stays, 25 % blog post pages and 15 % hotel pages as server-rendered HTML. Phase 1 is reads only;
// phase 2 the same reads while guest bookings arrive at a steady rate. A bare `node:http` route
// measured with the same tool and connections gives the machine's ceiling. Only measures.
// Options: --duration 15 (s per phase, at least 15) --connections 40 --bookings-per-second 5
// --database <name> (created here and dropped at the end; must not exist; default bench_live_mix_<time>)
// --cpu-prof <dir> (a CPU profile of the server over the whole run)
// --accept-encoding "gzip, deflate, br, zstd" (what browsers send; "none" for readers that accept only plain text).
import { spawn } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { arg, startServer, whileSending } from './support.mjs';

const duration = Math.max(15, Number(arg('duration', 15)));
const connections = Number(arg('connections', 40));
const bookingsPerSecond = Number(arg('bookings-per-second', 5));
const dbName = arg('database', `bench_live_mix_${Date.now()}`);
/** `--cpu-prof <dir>`: the server writes a CPU profile of the whole run there when it stops. */
const cpuProfDir = arg('cpu-prof', '');
/** Every read asks as a browser does; the bare route is asked the same way. */
const acceptEncoding = arg('accept-encoding', 'gzip, deflate, br, zstd');
const readHeaders = acceptEncoding === 'none' ? {} : { 'accept-encoding': acceptEncoding };
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const APP_PORT = 3911;
const BARE_PORT = 3912;

/** The goals, for phase 2 (reads while bookings arrive). */
const GOALS = { minBareShare: 0.025, maxP99Ms: 100, minNoWriteShare: 0.8 };

const LANGS = ['en', 'tr', 'ar'];
const SORTS = ['popularity', 'price_asc', 'rating'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const between = (lo, hi) => lo + Math.floor(Math.random() * (hi - lo + 1));
const today = new Date().toISOString().slice(0, 10);
function addDays(date, days) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Blog post slugs, hotel slugs and destination slugs as a visitor finds them. */
async function catalogue(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const after = (prefix) =>
    [...new Set(paths.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length)))].filter(
      (s) => s && !s.includes('/'),
    );
  const posts = after('/blog/post/');
  const hotelSlugs = after('/hotels/');
  const destinations = (await (await fetch(`${base}/api/destinations?limit=100&lang=en`)).json()).data?.map(
    (d) => d.slug,
  );
  const hotels = (await (await fetch(`${base}/api/hotels?limit=100&lang=en`)).json()).data;
  if (!posts.length || !hotelSlugs.length || !hotels?.length)
    throw new Error('no posts or hotels in the sitemap: is the demo data seeded?');
  const rooms = [];
  for (const h of hotels) {
    const detail = await (await fetch(`${base}/api/hotels/${h._id}?lang=en`)).json();
    if (!detail.paymentOptions.includes('payAtHotel')) continue;
    for (const r of detail.roomTypes)
      if (r.totalRooms > 0) rooms.push({ hotelId: h._id, roomTypeId: r._id, maxGuests: r.maxOccupancy });
  }
  if (!rooms.length) throw new Error('no room type can be booked with pay at hotel');
  return { posts, hotelSlugs, destinations: destinations ?? [], rooms };
}

/** One visitor's next request: [kind, path]. */
function nextRead(c) {
  const roll = Math.random();
  const lang = pick(LANGS);
  if (roll < 0.6) {
    const checkIn = addDays(today, between(1, 120));
    const q = new URLSearchParams({
      checkIn,
      checkOut: addDays(checkIn, between(1, 5)),
      guests: String(between(1, 3)),
      sort: pick(SORTS),
      lang,
    });
    if (c.destinations.length && Math.random() < 0.5) q.set('destination', pick(c.destinations));
    return ['hotel search (API)', `/api/hotels?${q}`];
  }
  if (roll < 0.85)
    return ['blog post (HTML)', `/blog/post/${encodeURIComponent(pick(c.posts))}?lang=${lang}`];
  return ['hotel page (HTML)', `/hotels/${encodeURIComponent(pick(c.hotelSlugs))}?lang=${lang}`];
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
const round = (n) => Math.round(n * 10) / 10;

/** Responses of one run, counted by kind: latencies, status classes. */
function tally() {
  const kinds = new Map();
  const of = (kind) => {
    let k = kinds.get(kind);
    if (!k) {
      k = { times: [], ok: 0, errors: 0, statuses: {} };
      kinds.set(kind, k);
    }
    return k;
  };
  return {
    add(kind, status, ms) {
      const k = of(kind);
      k.times.push(ms);
      k.statuses[status] = (k.statuses[status] ?? 0) + 1;
      if (status >= 200 && status < 400) k.ok += 1;
      else k.errors += 1;
    },
    summary(seconds) {
      const all = [...kinds.values()];
      const times = all.flatMap((k) => k.times).sort((a, b) => a - b);
      const sum = (f) => all.reduce((n, k) => n + f(k), 0);
      const per = [...kinds].map(([kind, k]) => {
        const t = k.times.sort((a, b) => a - b);
        return {
          kind,
          requests: t.length,
          p50: round(percentile(t, 50)),
          p99: round(percentile(t, 99)),
          ...k,
        };
      });
      return {
        requests: times.length,
        reqPerSec: times.length / seconds,
        p50: round(percentile(times, 50)),
        p99: round(percentile(times, 99)),
        httpErrors: sum((k) => k.errors),
        per,
      };
    },
  };
}

/** Runs autocannon for `seconds` with a new path from `next()` for every request. */
function drive(base, seconds, next) {
  const counts = tally();
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
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
              return { ...req, method: 'GET', path, headers: { ...req.headers, ...readHeaders } };
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
        const s = counts.summary(Math.min(elapsed, result.duration || elapsed));
        resolve({
          ...s,
          socketErrors: result.errors + result.timeouts,
          errors: s.httpErrors + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (client, status, _bytes, ms) =>
      counts.add(client.requestIterator.context.kind ?? 'request', status, ms),
    );
  });
}

/** Guest bookings (pay at hotel) at a steady rate while `during` runs; outcomes by status. */
async function withBookings(base, rooms, during) {
  const outcomes = { 201: 0, 409: 0, other: 0, otherStatuses: {} };
  const times = [];
  const book = async (n) => {
    const room = pick(rooms);
    const checkIn = addDays(today, between(1, 120));
    const started = performance.now();
    let status = 'socket error';
    try {
      const res = await fetch(`${base}/api/bookings?lang=${pick(LANGS)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `live-mix-${process.pid}-${n}` },
        body: JSON.stringify({
          type: 'hotel',
          hotelId: room.hotelId,
          roomTypeId: room.roomTypeId,
          checkIn,
          checkOut: addDays(checkIn, between(1, 5)),
          guests: between(1, Math.min(3, room.maxGuests)),
          firstName: 'Live',
          lastName: 'Mix',
          email: 'live-mix@example.com',
          phone: '+90 462 000 00 00',
          paymentMethod: 'payAtHotel',
        }),
      });
      await res.arrayBuffer();
      status = res.status;
    } catch {}
    times.push(performance.now() - started);
    if (status === 201 || status === 409) outcomes[status] += 1;
    else {
      outcomes.other += 1;
      outcomes.otherStatuses[status] = (outcomes.otherStatuses[status] ?? 0) + 1;
    }
  };
  const { result: reads, sent } = await whileSending(bookingsPerSecond, book, during);
  return { reads, bookings: { ...outcomes, sent, times: times.sort((a, b) => a - b) } };
}

/** A server answering every request with the same small JSON body, in its own process. */
async function startBare(port) {
  const source = `const body = JSON.stringify({ ok: true, service: 'bare' });
require('node:http').createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

export async function liveMix() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const loads = {};
  let server;
  let bare;
  try {
    // The ceiling: the same load tool, connections and URL mix against a bare node:http route.
    bare = await startBare(BARE_PORT);
    server = await startServer(
      APP_PORT,
      { DATABASE_URL: dbUrl.toString() },
      cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : [],
    );
    if (!(await fetch(`${server.url}/api/ready`)).ok) throw new Error('the server did not become ready');
    const c = await catalogue(server.url);
    const next = () => nextRead(c);
    loads.bare = load();
    const bareRun = await drive(bare.url, duration, next);
    bare.stop();
    bare = null;

    // Warm-up: every page once in every language (so phase 1 is the steady state without
    // writes), then 5 s of the mix (JIT, connection pool).
    for (const lang of LANGS) {
      for (const slug of c.posts)
        await (await fetch(`${server.url}/blog/post/${encodeURIComponent(slug)}?lang=${lang}`)).text();
      for (const slug of c.hotelSlugs)
        await (await fetch(`${server.url}/hotels/${encodeURIComponent(slug)}?lang=${lang}`)).text();
    }
    await drive(server.url, 5, next);
    loads.phase1 = load();
    const phase1 = await drive(server.url, duration, next);
    loads.phase2 = load();
    const phase2 = await withBookings(server.url, c.rooms, () => drive(server.url, duration, next));
    loads.end = load();
    report({ bareRun, phase1, phase2, loads, catalogue: c });
  } finally {
    bare?.stop();
    server?.stop();
    await new Promise((r) => setTimeout(r, 500));
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  }
}

function report({ bareRun, phase1, phase2, loads, catalogue: c }) {
  const reads = phase2.reads;
  const b = phase2.bookings;
  console.info(
    `\n${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'} · ${Math.round(totalmem() / 2 ** 30)} GiB · Node ${process.version}`,
  );
  console.info(
    `${connections} connections × ${duration} s per phase; ${bookingsPerSecond} bookings/s in phase 2; ` +
      `${c.posts.length} posts, ${c.hotelSlugs.length} hotel pages, ${c.destinations.length} destinations, ${c.rooms.length} bookable room types; ` +
      `reads sent with accept-encoding: ${acceptEncoding}`,
  );
  console.info(
    `load average (1, 5, 15 min) at the start of: bare ${loads.bare} · phase 1 ${loads.phase1} · phase 2 ${loads.phase2} · end ${loads.end}\n`,
  );
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const codes = (entries) => {
    const sums = {};
    for (const [status, n] of entries) sums[status] = (sums[status] ?? 0) + n;
    return Object.entries(sums)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
  };
  const rows = [
    line(['run', 'kind', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'status codes']),
    line(['---', '---', '---:', '---:', '---:', '---:', '---:', '---']),
  ];
  const add = (name, run) => {
    rows.push(
      line([
        `**${name}**`,
        'all',
        run.requests,
        Math.round(run.reqPerSec),
        run.p50,
        run.p99,
        `${run.errors}${run.socketErrors ? ` (${run.socketErrors} socket)` : ''}`,
        codes(run.per.flatMap((k) => Object.entries(k.statuses))),
      ]),
    );
    if (name.startsWith('bare')) return;
    for (const k of run.per.sort((x, y) => x.kind.localeCompare(y.kind))) {
      rows.push(
        line([
          '',
          k.kind,
          k.requests,
          Math.round(k.requests / (run.requests / run.reqPerSec)),
          k.p50,
          k.p99,
          k.errors,
          codes(Object.entries(k.statuses)),
        ]),
      );
    }
  };
  add('phase 1: reads', phase1);
  add('phase 2: reads + bookings', reads);
  add('bare node:http', bareRun);
  console.info(rows.join('\n'));

  const others = Object.entries(b.otherStatuses)
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  console.info(
    `\nbookings in phase 2: ${b.sent} sent · 201 created ${b[201]} · 409 sold out ${b[409]} · other ${b.other}${others ? ` (${others})` : ''}` +
      ` · p50 ${round(percentile(b.times, 50))} ms · p99 ${round(percentile(b.times, 99))} ms`,
  );
  const bareShare = reads.reqPerSec / bareRun.reqPerSec;
  const noWriteShare = reads.reqPerSec / phase1.reqPerSec;
  console.info(
    `ratios: phase 2 / bare = ${bareShare.toFixed(4)} · phase 2 / phase 1 = ${noWriteShare.toFixed(3)} · phase 1 / bare = ${(phase1.reqPerSec / bareRun.reqPerSec).toFixed(4)}\n`,
  );
  const errors = reads.errors + b.other;
  const goals = [
    ['zero errors with bookings arriving (reads + bookings other than 201/409)', errors === 0, `${errors}`],
    [
      `req/s ≥ ${GOALS.minBareShare} × bare (${Math.round(GOALS.minBareShare * bareRun.reqPerSec)})`,
      bareShare >= GOALS.minBareShare,
      `${Math.round(reads.reqPerSec)} (${bareShare.toFixed(4)} ×)`,
    ],
    [`p99 ≤ ${GOALS.maxP99Ms} ms`, reads.p99 <= GOALS.maxP99Ms, `${reads.p99} ms`],
    [
      `req/s ≥ ${GOALS.minNoWriteShare} × phase 1 (${Math.round(GOALS.minNoWriteShare * phase1.reqPerSec)})`,
      noWriteShare >= GOALS.minNoWriteShare,
      `${Math.round(reads.reqPerSec)} (${noWriteShare.toFixed(3)} ×)`,
    ],
  ];
  console.info(
    [
      line(['goal (phase 2)', 'measured', 'result']),
      line(['---', '---', '---']),
      ...goals.map(([g, ok, v]) => line([g, v, ok ? 'PASS' : 'FAIL'])),
    ].join('\n'),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await liveMix();
