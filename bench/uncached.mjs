// `node bench/uncached.mjs`: hotel search, hotel page and room availability on PostgreSQL with the
// response cache off, every request a different one: stays over the next four months (1-5 nights,
// 1-3 guests), with and without a destination or a word, in the three sorts the list offers; the
// page and the availability over every hotel and room. Also the one repeated search of bench/run.mjs.
// Needs `npm run build` and PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
// Options: --duration 10 --connections 50 --port 3201 --database bench_<time> (created, seeded and
// dropped unless --keep), --cpu-prof <dir> (the server writes a CPU profile there on exit).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { arg, startServer } from './support.mjs';

const duration = Number(arg('duration', 10));
const connections = Number(arg('connections', 50));
const port = Number(arg('port', 3201));
const dbName = arg('database', `bench_${Date.now()}`);
const keep = process.argv.includes('--keep');
const cpuProf = arg('cpu-prof', '');
const onlyRows = arg('rows', '');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const today = new Date().toISOString().slice(0, 10);
function addDays(date, days) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A small deterministic generator, so two runs send the same requests in the same order. */
function numbers(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

function load(paths, label) {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        duration,
        connections,
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
      },
      (err, result) => (err ? reject(err) : resolve({ label, result })),
    );
  });
}

const stays = (random, count) =>
  Array.from({ length: count }, () => {
    const checkIn = addDays(today, 1 + random(120));
    return { checkIn, checkOut: addDays(checkIn, 1 + random(5)), guests: 1 + random(3) };
  });

function searchPaths(destinations) {
  const random = numbers(7);
  const sorts = ['popularity', 'rating', 'price_asc'];
  const words = ['lake', 'trabzon', 'tea', 'hotel'];
  return stays(random, 2000).map((stay, n) => {
    const p = new URLSearchParams({ ...stay, guests: String(stay.guests), sort: sorts[n % 3], lang: 'en' });
    const where = random(3);
    if (where === 1) p.set('destination', destinations[random(destinations.length)]);
    if (where === 2) p.set('q', words[random(words.length)]);
    return `/api/hotels?${p}`;
  });
}

async function main() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount;
  if (!exists) await admin.query(`create database "${dbName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-uncached-'));
  const rows = [];
  let server = null;
  try {
    server = await startServer(
      port,
      { DATABASE_URL: url.toString(), DATA_DIR: dataDir, RESPONSE_CACHE: 'false' },
      cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${cpuProf}`] : [],
    );
    const base = `http://127.0.0.1:${port}`;
    const list = await (await fetch(`${base}/api/hotels?limit=50&lang=en`)).json();
    if (!list.data?.length) throw new Error('no hotels: is the demo data seeded?');
    const destinations = [...new Set(list.data.map((h) => h.destination?.slug).filter(Boolean))];
    const langs = ['en', 'tr', 'ar'];
    const pages = list.data.flatMap((h, n) => [
      `/api/hotels/${h.slug}?lang=${langs[n % 3]}`,
      `/api/hotels/${h._id}?lang=${langs[(n + 1) % 3]}`,
    ]);
    const rooms = [];
    for (const h of list.data) {
      const detail = await (await fetch(`${base}/api/hotels/${h._id}?lang=en`)).json();
      for (const r of detail.roomTypes) rooms.push(`/api/inventory/hotels/${h._id}/${r._id}/availability`);
    }
    const random = numbers(11);
    const availability = stays(random, 2000).map(
      (s) => `${rooms[random(rooms.length)]}?checkIn=${s.checkIn}&checkOut=${s.checkOut}&guests=${s.guests}`,
    );
    const oneSearch = `/api/hotels?checkIn=${addDays(today, 45)}&checkOut=${addDays(today, 48)}&guests=2&minStars=3&sort=price_asc&lang=en`;
    const scenarios = [
      ['search, varied stays/sorts/places', searchPaths(destinations)],
      ['search, one URL (as bench/run.mjs)', [oneSearch]],
      [`hotel page, ${pages.length} addresses`, pages],
      [`room availability, ${rooms.length} rooms × varied stays`, availability],
    ].filter(([label]) => !onlyRows || onlyRows.split(',').some((w) => label.startsWith(w)));
    for (const [, paths] of scenarios) await load(paths.slice(0, 200), 'warm-up').catch(() => {});
    for (const [label, paths] of scenarios) {
      const { result } = await load(paths, label);
      rows.push({
        scenario: label,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        requests: result.requests.total,
        'non-2xx': result.non2xx ?? 0,
        errors: result.errors + result.timeouts,
      });
    }
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (!keep) await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  }
  console.info(
    `\n${today} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'} · ${Math.round(totalmem() / 2 ** 30)} GiB · Node ${process.version} · PostgreSQL, RESPONSE_CACHE=false · ${connections} connections × ${duration} s\n`,
  );
  const columns = Object.keys(rows[0] ?? {});
  console.info(
    [
      `| ${columns.join(' | ')} |`,
      `|${columns.map(() => '---').join('|')}|`,
      ...rows.map((r) => `| ${columns.map((c) => r[c]).join(' | ')} |`),
    ].join('\n'),
  );
}

await main();
