import type { Page } from '@playwright/test';
import { usePreferences } from './support/app';
import { expect, test } from './support/test';

/**
 * The travel data provider's faults and empty answers as a traveller meets them. A second app
 * (playwright.config.ts) runs on the Amadeus-shaped provider against the local fake, which these
 * tests tell to fail; the first app runs on the offline provider, and its own API is made to fail
 * in the browser.
 */
const LIVE = `http://127.0.0.1:${process.env.E2E_LIVE_PORT ?? 3101}`;
const FAKE = `http://127.0.0.1:${process.env.E2E_FAKE_PROVIDER_PORT ?? 3199}`;

/** A day `days` ahead on the agency's calendar (Trabzon's). */
const ahead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

async function control(page: Page, action: string, body: object = {}) {
  const res = await page.request.post(`${FAKE}/__control/${action}`, { data: body });
  expect(res.ok(), `${action}: ${res.status()}`).toBe(true);
}

const flightsAddress = (origin: string, destination: string, date: string) =>
  `/flights?tripType=oneWay&origin=${origin}&destination=${destination}&departureDate=${date}&passengers=1&cabin=ECONOMY`;

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ page }) => {
  await control(page, 'reset');
});

test('when the provider fails, flights are the offline ones, said so, and cannot be booked', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en');
  await control(page, 'fail', { status: 500 });
  await page.goto(`${LIVE}${flightsAddress('TZX', 'IST', ahead(40))}`);
  await expect(page.getByText('Live prices are unavailable right now', { exact: true })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: /^Select / }).click();
  const dialog = page.getByRole('dialog', { name: 'Flight details' });
  await expect(
    dialog.getByText(
      'Live prices are unavailable right now, so this flight cannot be booked. Please search again in a few minutes.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Continue to Booking' })).toHaveCount(0);
});

test('when the provider fails, Trabzon hotels are sample prices, said so, and cannot be booked', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en');
  await control(page, 'fail', { status: 500 });
  await page.goto(`${LIVE}/trabzon-hotels?checkIn=${ahead(41)}&checkOut=${ahead(43)}&guests=2`);
  await expect(
    page.getByText(
      'Live prices are unavailable right now; these are sample prices for planning and cannot be booked.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a provider with nothing for Trabzon and Rize: no hotels, in the spec’s words', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en');
  await control(page, 'fail', {
    path: '/v1/reference-data/locations/hotels/by-city',
    status: 400,
    error: { code: 895, title: 'NOTHING FOUND FOR REQUESTED CITY' },
  });
  await page.goto(`${LIVE}/trabzon-hotels?checkIn=${ahead(44)}&checkOut=${ahead(46)}&guests=2`);
  await expect(page.getByText('No hotels found. Please try different search criteria.')).toBeVisible();
});

test('flights that cannot be fetched say so, and Try again fetches them', async ({ context, page }) => {
  await usePreferences(context, 'en');
  const blocked = (url: URL) => url.pathname === '/api/travel/flights';
  // The search's address is rendered by the server; the same search asked again is the browser's.
  await page.goto(flightsAddress('TZX', 'SAW', ahead(47)));
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.route(blocked, (route) => route.abort());
  await page.getByRole('button', { name: 'Search flights' }).click();
  await expect(page.getByText('Failed to fetch flights. Please try again.')).toBeVisible({ timeout: 30_000 });
  await page.unroute(blocked);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Failed to fetch flights. Please try again.')).toHaveCount(0);
});

test('a hotel’s offers that cannot be fetched say so, and Try again fetches them', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en');
  await page.goto(`/trabzon-hotels?checkIn=${ahead(48)}&checkOut=${ahead(50)}&guests=2`);
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();

  const offers = (url: URL) => /^\/api\/travel\/hotels\/[A-Z0-9]{8}\/offers$/.test(url.pathname);
  await page.route(offers, (route) => route.abort());
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('button', { name: `View offers of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByText('Failed to fetch hotel offers. Please try again.')).toBeVisible();
  await page.unroute(offers);
  await dialog.getByRole('button', { name: /^Try again$/i }).click();
  await expect(dialog.getByRole('article').first()).toBeVisible();
});

test('a route with no flight on the day says so, in the spec’s words', async ({ context, page }) => {
  await usePreferences(context, 'en');
  // The offline provider has a few far routes without a flight on some days: find one ahead.
  let empty: string | null = null;
  for (const origin of ['JFK', 'LHR', 'CDG', 'KUL', 'SIN', 'AMS']) {
    for (let day = 30; day < 90 && !empty; day++) {
      const address = flightsAddress(origin, 'TZX', ahead(day));
      const res = await page.request.get(`/api/travel${address}`);
      if (res.ok() && (await res.json()).offers.length === 0) empty = address;
    }
    if (empty) break;
  }
  if (!empty) throw new Error('no day without flights found on the far routes');
  await page.goto(empty);
  await expect(
    page.getByText('No flights found for the selected criteria. Please try different dates or destinations.'),
  ).toBeVisible();
});
