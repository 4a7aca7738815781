import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotelFixture, type HotelFixture } from '../../test/fixtures/hotel-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';

/**
 * A kept page is forgotten when a write changes an API answer it was made from, and only then.
 * A stand-in for the web app's renderer builds each page from real API answers.
 */
const renderer = `
export const calls = [];
export async function renderPage({ url, lang, fetchApi }) {
  calls.push(url);
  const path = url.split('?')[0];
  if (path === '/quote') {
    const stay = Object.fromEntries(new URL(url, 'http://x').searchParams);
    const quote = await fetchApi('/api/bookings/quote?lang=' + lang, {
      method: 'POST',
      body: JSON.stringify({ type: 'hotel', ...stay, guests: 2 }),
    });
    const total = quote.status === 200 ? (await quote.json()).total : 'none';
    return {
      kind: 'page', status: 200, lang, dir: 'ltr', title: 'Quote', description: '', head: '',
      html: '<main><p>quote ' + quote.status + ' ' + total + '</p></main>', tail: '',
    };
  }
  const api = path.startsWith('/hotels/')
    ? '/api/hotels/' + path.slice('/hotels/'.length)
    : path === '/lookup'
      ? '/api/bookings/lookup?reference=NOPE&email=a@example.com'
      : '/api/settings/public';
  const res = await fetchApi(api + (api.includes('?') ? '&' : '?') + 'lang=' + lang, { method: 'GET' });
  const body = await res.json();
  const price = body.roomTypes ? body.roomTypes[0].pricePerNight : '';
  return {
    kind: 'page', status: 200, lang, dir: 'ltr', title: 'Page', description: '', head: '',
    html: '<main><h1>' + url + '</h1><p>price ' + price + '</p></main>',
    tail: '',
  };
}`;

const template =
  '<!doctype html><html lang="tr" dir="ltr"><head><meta name="description" content="Default" />' +
  '<title>App</title><script type="module" crossorigin src="/assets/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

let t: TestApp;
let calls: string[];
let lake: HotelFixture;
let sea: HotelFixture;
let admin: { token: string };

const renders = (url: string) => calls.filter((c) => c === url).length;
const page = (url: string) => t.app.inject({ url });

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'web-ssr-tags-'));
  await writeFile(path.join(root, 'index.html'), template);
  const entry = path.join(root, 'entry-server.mjs');
  await writeFile(entry, renderer);
  calls = (await import(entry)).calls;
  t = await createTestApp({}, { webRoot: root, ssrEntry: entry });
  lake = await createHotelFixture(t.database.db, {
    name: 'Lake Page Lodge',
    rooms: [{ name: 'Lake double', pricePerNight: 300_000, totalRooms: 2, maxOccupancy: 2 }],
  });
  sea = await createHotelFixture(t.database.db, {
    name: 'Sea Page Inn',
    rooms: [{ name: 'Sea double', pricePerNight: 250_000, totalRooms: 2, maxOccupancy: 2 }],
  });
  admin = await userWithRole(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});

describe('kept pages and what they show', () => {
  it("forgets a hotel's page when its rooms change, and keeps the other hotel's and the home page", async () => {
    const lakePage = `/hotels/${lake.hotelSlug}`;
    const seaPage = `/hotels/${sea.hotelId}`;
    for (const url of [lakePage, seaPage, '/', '/lookup']) await page(url);
    const before = {
      lake: renders(lakePage),
      sea: renders(seaPage),
      home: renders('/'),
      lookup: renders('/lookup'),
    };
    for (const url of [lakePage, seaPage, '/', '/lookup']) await page(url);
    expect(renders(lakePage)).toBe(before.lake);
    expect(renders('/lookup')).toBe(before.lookup);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/hotels/${lake.hotelId}/rooms/${lake.roomTypeIds[0]}`,
      headers: bearer(admin.token),
      payload: {
        name: { en: 'Lake double' },
        roomType: 'standard',
        pricePerNight: 320_000,
        maxOccupancy: 2,
        totalRooms: 2,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    expect((await page(lakePage)).body).toContain('price 320000');
    expect(renders(lakePage)).toBe(before.lake + 1);
    await page(seaPage);
    await page('/');
    expect(renders(seaPage)).toBe(before.sea);
    expect(renders('/')).toBe(before.home);
    // A page made from an answer that says nothing of what it shows goes with any change.
    await page('/lookup');
    expect(renders('/lookup')).toBe(before.lookup + 1);
  });

  it("sends a page's API request with its body (a price quote)", async () => {
    const res = await page(
      `/quote?hotelId=${sea.hotelId}&roomTypeId=${sea.roomTypeIds[0]}&checkIn=2027-08-01&checkOut=2027-08-03`,
    );
    expect(res.body).toMatch(/quote 200 \d+/);
  });

  it('renders again a page whose rendering began before a change it shows', async () => {
    const lakePage = `/hotels/${lake.hotelId}?during=1`;
    const first = page(lakePage);
    const edited = t.app.inject({
      method: 'PUT',
      url: `/api/hotels/${lake.hotelId}/rooms/${lake.roomTypeIds[0]}`,
      headers: bearer(admin.token),
      payload: {
        name: { en: 'Lake double' },
        roomType: 'standard',
        pricePerNight: 340_000,
        maxOccupancy: 2,
        totalRooms: 2,
      },
    });
    await Promise.all([first, edited]);
    expect((await page(lakePage)).body).toContain('price 340000');
  });
});
