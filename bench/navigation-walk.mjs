// `node bench/navigation-walk.mjs [--runs 5] [--read 3000] [--url http://127.0.0.1:3200]`: how long a traveller on a
// phone waits at each step of the walk hotel list → hotel page → checkout, cold (a first visit, empty
// browser cache) and warm (the same walk again in the same browser). Chromium with Lighthouse's
// mobile conditions applied to the page (4× slower CPU, 150 ms round trips, 1.6 Mbit/s down), a
// 390 × 844 viewport. Each step is timed from the tap to the next page's heading being on screen and
// the page taking input (`<html data-app-ready>`), and the checkout's form from the first tap in a
// field to its being alive (a page sent light wakes it then); the median of `--runs` walks is printed with the
// slowest beside it. `--read` is how long the traveller reads the hotel's page before tapping Book
// (not counted in any step; what the page does meanwhile, such as fetching the checkout's scripts, is). Starts the built server on a fresh embedded database unless --url is given.
import { chromium } from 'playwright-core';
import { arg, chrome, printTable, startServer } from './support.mjs';

const runs = Number(arg('runs', '5'));
// How long the traveller reads the hotel's page once its price shows before tapping Book (0: at once).
const read = Number(arg('read', '0'));
const THROTTLE = { cpu: 4, latency: 150, download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8 };

function isoIn(days) {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function throttled(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.latency,
    downloadThroughput: THROTTLE.download,
    uploadThroughput: THROTTLE.upload,
  });
}

const ready = (page) => page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });

/** One walk in `page`; milliseconds per step. */
async function walk(page, base) {
  const checkIn = isoIn(40);
  const checkOut = isoIn(42);
  const times = {};
  let start = performance.now();
  await page.goto(`${base}/hotels?destination=uzungol&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
  await page.getByRole('heading', { name: /\d+ hotels?/ }).waitFor();
  await ready(page);
  times['hotel list (address typed)'] = performance.now() - start;

  start = performance.now();
  await page.getByRole('link', { name: 'View hotel: Uzungöl Lake Lodge' }).click();
  await page.getByRole('heading', { level: 1, name: 'Uzungöl Lake Lodge' }).waitFor();
  await ready(page);
  times['→ hotel page'] = performance.now() - start;

  const room = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Family room' }) });
  await room.getByText(/for 2 nights/).waitFor();
  await page.waitForTimeout(read);
  start = performance.now();
  await room.getByRole('link', { name: 'Book: Family room' }).click();
  await page.getByText('Taxes and fees (12%)').waitFor();
  await ready(page);
  times['→ checkout (price shown)'] = performance.now() - start;
  // The traveller starts on the form: from the tap in the first field until the form is alive
  // (a page sent light wakes it then; the app's is alive already). Typing works meanwhile.
  start = performance.now();
  await page.getByLabel('First name').click();
  await page.waitForFunction(
    () => {
      const field = document.querySelector('input[autocomplete="given-name"]');
      const island = field?.closest('[data-island]');
      return field && (!island || island.hasAttribute('data-live'));
    },
    undefined,
    { polling: 50, timeout: 60_000 },
  );
  times['  first field tapped → form alive'] = performance.now() - start;
  return times;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const given = arg('url', '');
const server = given ? { url: given, stop: () => {} } : await startServer(3291);
const browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox'] });
try {
  const samples = { cold: [], warm: [] };
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
    await context.addCookies([{ name: 'lang', value: 'en', url: server.url }]);
    const page = await context.newPage();
    await throttled(context, page);
    samples.cold.push(await walk(page, server.url));
    samples.warm.push(await walk(page, server.url));
    await context.close();
  }
  const rows = [];
  for (const [kind, walks] of Object.entries(samples))
    for (const step of Object.keys(walks[0]))
      rows.push({
        walk: kind,
        step,
        'median ms': Math.round(median(walks.map((w) => w[step]))),
        'slowest ms': Math.round(Math.max(...walks.map((w) => w[step]))),
        runs: walks.length,
      });
  printTable(rows);
} finally {
  await browser.close();
  await server.stop();
}
