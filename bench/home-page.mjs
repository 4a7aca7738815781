// `node bench/home-page.mjs [--pages /,/packages] [--lighthouse [--runs 5]] [--floor /blog/post/x] [--files] [--url http://127.0.0.1:3200]`:
// what the home page costs a first-time visitor. Starts the built server (unless --url is given) on a fresh embedded database,
// loads each page in Chromium and prints, per page, the JavaScript it runs before the page is idle
// (files and gzip -9 size) and, with --lighthouse, the Lighthouse mobile performance and
// accessibility scores (needs the npm registry once: lighthouse 12 via npx). `--floor PATH` adds a row
// for the same page served as its HTML and CSS with every script taken out: what no script at all
// would score, the floor the page's own row is read against.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { arg, chrome, lighthouseReport, printTable, startServer } from './support.mjs';

const pages = (arg('pages', '/,/packages,/hotels') ?? '/').split(',');

async function javascriptOf(url) {
  const browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox'] });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {}
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await browser.close();
  return [...scripts.entries()];
}

function lighthouse(url) {
  const report = lighthouseReport(url, ['performance', 'accessibility']);
  if (report.runtimeError || report.categories.performance.score === null)
    throw new Error(report.runtimeError?.code ?? 'no performance score');
  const audit = (id) => report.audits[id]?.displayValue ?? '';
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

/**
 * Lighthouse's score moves by several points between runs on a shared 2-core machine (total
 * blocking time above all), so each page is measured `--runs` times (default 5) and the run with
 * the median performance score is reported, with the lowest and highest scores beside it.
 */
const runs = Number(arg('runs', '5'));

function medianOf(url, count) {
  const results = [];
  for (let i = 0; i < count * 2 && results.length < count; i++) {
    try {
      results.push(lighthouse(url));
    } catch (error) {
      // An occasional run fails to record its trace (NO_NAVSTART); it is run again.
      console.error(`lighthouse run failed: ${String(error).slice(0, 120)}`);
    }
  }
  if (results.length === 0) throw new Error(`no Lighthouse run of ${url} succeeded`);
  results.sort((a, b) => a.performance - b.performance);
  const median = results[Math.floor(results.length / 2)];
  const { performance, ...rest } = median;
  return {
    'performance (median, min–max)': `${performance} (${results[0].performance}–${results.at(-1).performance}, n=${results.length})`,
    ...rest,
  };
}

/** The page's median, or why Lighthouse could not measure it (it refuses a 404 page, for one). */
function measured(url) {
  try {
    return medianOf(url, runs);
  } catch (error) {
    return {
      'performance (median, min–max)': `not measured: ${String(error.message ?? error).slice(0, 60)}`,
    };
  }
}

/** The no-script copy of `origin` (bench/no-script-proxy.mjs) on `port`, in its own process. */
function withoutScripts(origin, port) {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'no-script-proxy.mjs'), origin, String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout.once('data', () => resolve({ url: `http://127.0.0.1:${port}`, close: () => child.kill() }));
  });
}

const given = arg('url', '');
const floor = arg('floor', '');
const server = given ? { url: given, stop: () => {} } : await startServer(3290);
try {
  const rows = [];
  for (const p of pages) {
    const scripts = await javascriptOf(server.url + p);
    const kb = scripts.reduce((sum, [, size]) => sum + size, 0) / 1024;
    const row = { page: p, 'JS files': scripts.length, 'JS gzip KB': kb.toFixed(1) };
    if (process.argv.includes('--lighthouse')) Object.assign(row, measured(server.url + p));
    rows.push(row);
    // Each row as it comes: a long run that stops still leaves what it measured.
    console.error(JSON.stringify(row));
    if (process.argv.includes('--files'))
      for (const [u, size] of scripts.sort((a, b) => b[1] - a[1]))
        console.info(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${u.replace(server.url, '')}`);
  }
  if (floor) {
    const bare = await withoutScripts(server.url, 3293);
    try {
      const scripts = await javascriptOf(bare.url + floor);
      const kb = scripts.reduce((sum, [, size]) => sum + size, 0) / 1024;
      const row = { page: `${floor} (no script)`, 'JS files': scripts.length, 'JS gzip KB': kb.toFixed(1) };
      if (process.argv.includes('--lighthouse')) Object.assign(row, measured(bare.url + floor));
      rows.push(row);
    } finally {
      bare.close();
    }
  }
  printTable(rows);
} finally {
  server.stop();
}
