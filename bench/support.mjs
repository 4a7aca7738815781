// What the page benchmarks share: the built server on a fresh embedded database, and a table.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** `--name value` from the command line, else `fallback`. */
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

/**
 * Starts `apps/server/dist/server.js` (or `script`) in production mode on `port` and waits until it is ready;
 * `env` adds to or overrides its environment (e.g. DATABASE_URL for PostgreSQL). Without a
 * DATA_DIR in `env` it gets a fresh one, removed on `stop()` (which waits for the process to end).
 * `nodeArgs` go to node before the script (e.g. `--cpu-prof`); `script` is another entry, e.g. the
 * sources (`apps/server/src/server.ts` with `['--import', 'tsx']`).
 */
export async function startServer(port, env = {}, nodeArgs = [], script = 'apps/server/dist/server.js') {
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), 'bench-server-'));
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ADMIN_EMAIL: 'admin@bench.example',
      ADMIN_PASSWORD: 'bench-admin-password',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    }).then(() => {
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return { url, stop, pid: child.pid };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready');
}

/** The date and the machine, then the rows as a Markdown table. */
export function printTable(rows) {
  console.info(
    `\n${new Date().toISOString().slice(0, 10)} · ${cpus().length} cores · ${Math.round(totalmem() / 2 ** 30)} GiB · ${cpus()[0]?.model ?? ''}`,
  );
  const headers = Object.keys(rows[0] ?? {});
  const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => String(r[h]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.info(
    [
      line(headers),
      line(widths.map((w) => '-'.repeat(w))),
      ...rows.map((r) => line(headers.map((h) => r[h]))),
    ].join('\n'),
  );
}

/**
 * Every public page kind the server renders, with a real address for the detail pages (the first
 * of each in the sitemap, without its `?lang=`); `indexed` leaves out the pages crawlers are asked
 * not to index (placeholders, search results, not found).
 */
export async function pageKinds(origin, { indexed = false } = {}) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const first = (prefix) => {
    const match = new RegExp(`<loc>https?://[^/<]+(${prefix}[^<?]+)`).exec(sitemap);
    if (!match) throw new Error(`the sitemap lists no ${prefix} page`);
    return match[1];
  };
  const kinds = [
    ['home', '/', true],
    ['hotels', '/hotels', true],
    ['hotel', first('/hotels/'), true],
    ['trabzon hotels', '/trabzon-hotels', true],
    ['packages', '/packages', true],
    ['package', first('/packages/'), true],
    ['blog', '/blog', true],
    ['blog archive', '/blog/archive', true],
    ['blog post', first('/blog/post/'), true],
    ['blog category', first('/blog/category/'), true],
    ['blog tag', first('/blog/tag/'), true],
    ['blog search', '/blog/search?q=trabzon', false],
    ['about', '/about', true],
    ['contact', '/contact', true],
    ['terms', '/terms', true],
    ['privacy', '/privacy', true],
    ['contract', '/contract', true],
    ['restaurants', '/restaurants', false],
    ['flights', '/flights', true],
    ['car transfers', '/car-transfers', true],
    ['taxis', '/taxis', true],
    ['not found', '/no-such-page', false],
  ];
  return kinds.filter(([, , isIndexed]) => isIndexed || !indexed).map(([kind, path]) => [kind, path]);
}

/** A Lighthouse 12 report of `url` (mobile) for `categories`, in Debian's Chromium (npx, the npm registry once). */
export function lighthouseReport(url, categories) {
  const out = execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      url,
      '--quiet',
      '--output=json',
      `--only-categories=${categories.join(',')}`,
      '--form-factor=mobile',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(out.toString());
  if (report.runtimeError) throw new Error(report.runtimeError.code);
  return report;
}

/**
 * Runs `during()` while `send(n)` is called `perSecond` times a second (n = 1, 2, …). Arrivals keep
 * to the clock even when this process's event loop is late: each tick sends what is due since the
 * start, the first one after 1/rate seconds. Answers once every send has ended.
 */
export async function whileSending(perSecond, send, during) {
  const pending = new Set();
  let sent = 0;
  const start = performance.now();
  const timer = setInterval(() => {
    while (sent < Math.floor(((performance.now() - start) / 1000) * perSecond)) {
      sent += 1;
      const p = send(sent).finally(() => pending.delete(p));
      pending.add(p);
    }
  }, 20);
  try {
    return { result: await during(), sent };
  } finally {
    clearInterval(timer);
    await Promise.all(pending);
  }
}
