// `node bench/rendering.mjs`: the server-rendered pages with the page cache off (RESPONSE_CACHE=false)
// on PostgreSQL: pages/s, p50 and p99 at `--connections` for each main page kind, then the median
// time one rendering takes (`renderPage` of the built `apps/web/dist-ssr/entry-server.js` called
// in this process, the API's answers recorded once from the running server, so only rendering is
// timed; wall time and this process's CPU time) and how many render passes it needed (`?`: the
// renderer does not say). Needs `npm run build` first.
// Options: --duration 10 --connections 50 --database h_ssr_bench (created and seeded on first use,
// at BENCH_DATABASE_URL's server) --port 3101 --renders 200 --kinds "blog post,home".
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { arg, pageKinds, printTable, root, startServer } from './support.mjs';

const duration = Number(arg('duration', 10));
const connections = Number(arg('connections', 50));
const renders = Number(arg('renders', 200));
const port = Number(arg('port', 3101));
const database = arg('database', 'h_ssr_bench');
const wanted = arg('kinds', 'blog post,home,hotels,hotel,packages,package,blog').split(',');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function databaseUrl() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [database]);
  if (!rowCount) await admin.query(`create database "${database}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** Answers an API request from the server once, then from memory: a rendering's own time only. */
function recordedApi(base) {
  const answers = new Map();
  return async (url, init) => {
    let answer = answers.get(url);
    if (!answer) {
      const res = await fetch(base + url, {
        method: init.method ?? 'GET',
        headers: { accept: 'application/json' },
      });
      answer = {
        status: res.status,
        type: res.headers.get('content-type') ?? '',
        body: await res.arrayBuffer(),
      };
      answers.set(url, answer);
    }
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : answer.body.slice(0), {
      status: answer.status,
      headers: { 'content-type': answer.type },
    });
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function renderTimes(entry, fetchApi, path) {
  const request = { url: path, lang: 'en', origin: 'http://bench.local', fetchApi };
  let passes = '?';
  for (let i = 0; i < 20; i++) await entry.renderPage(request);
  const times = [];
  const cpu = [];
  for (let i = 0; i < renders; i++) {
    const used = process.cpuUsage();
    const start = performance.now();
    const result = await entry.renderPage(request);
    times.push(performance.now() - start);
    const { user, system } = process.cpuUsage(used);
    cpu.push((user + system) / 1000);
    if (typeof result.passes === 'number') passes = result.passes;
  }
  return { median: median(times).toFixed(1), cpu: median(cpu).toFixed(1), passes };
}

const server = await startServer(port, { DATABASE_URL: await databaseUrl(), RESPONSE_CACHE: 'false' });
const rows = [];
try {
  const kinds = (await pageKinds(server.url)).filter(([kind]) => wanted.includes(kind));
  // React's production build, as in the server.
  process.env.NODE_ENV = 'production';
  const entry = await import(pathToFileURL(`${root}/apps/web/dist-ssr/entry-server.js`).href);
  const fetchApi = recordedApi(server.url);
  const timed = new Map();
  for (const [kind, path] of kinds) timed.set(kind, await renderTimes(entry, fetchApi, path));
  for (const [kind, path] of kinds) {
    await new Promise((resolve, reject) =>
      autocannon({ url: server.url + path, duration: 2, connections }, (e) => (e ? reject(e) : resolve())),
    );
    const result = await load(server.url + path);
    rows.push({
      page: kind,
      path: path.length > 40 ? `${path.slice(0, 37)}…` : path,
      'pages/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': (result.non2xx ?? 0) + result.errors + result.timeouts,
      'render median ms': timed.get(kind).median,
      // This process's CPU time for one rendering: what the rendering costs on a busy machine too.
      'render CPU ms': timed.get(kind).cpu,
      passes: timed.get(kind).passes,
    });
  }
} finally {
  await server.stop();
}
console.info(
  `\nPostgreSQL, RESPONSE_CACHE=false, ${connections} connections × ${duration} s, Node ${process.version}`,
);
printTable(rows);
