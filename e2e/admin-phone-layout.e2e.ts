import type { Page } from '@playwright/test';
import { DEMO, usePreferences } from './support/app';
import { expect, test } from './support/test';

/**
 * What scrolls sideways on the page: the page itself, or a box inside the main area whose content
 * is wider than the box (a table or a timeline cut at the screen's edge).
 */
async function sidewaysScrolling(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      found.push(`the page (${document.documentElement.scrollWidth} px)`);
    for (const box of document.querySelectorAll<HTMLElement>('main *')) {
      const { overflowX } = getComputedStyle(box);
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      if (box.getClientRects().length === 0 || box.scrollWidth <= box.clientWidth + 1) continue;
      const named = box.closest('section, table, [aria-label]');
      const name = named?.getAttribute('aria-label') ?? named?.querySelector('h2, h3')?.textContent ?? '';
      found.push(`${name || box.className} (${box.scrollWidth} > ${box.clientWidth} px)`);
    }
    return found;
  });
}

// The admin's and the blog admin's screens on a 390 px phone in Arabic, with data on them: every
// table, list and timeline fits; nothing needs scrolling sideways.
test('the admin screens fit a phone: nothing scrolls sideways', async ({ context, page }) => {
  test.setTimeout(180_000);
  await usePreferences(context, 'ar', 'dark');
  const login = await page.request.post('/api/auth/login', { data: DEMO.admin });
  expect(login.ok()).toBe(true);
  const auth = { Authorization: `Bearer ${(await login.json()).token}` };

  const reservation = (
    await (await page.request.get('/api/admin/bookings?type=restaurant&limit=1', { headers: auth })).json()
  ).data[0];
  const hotel = (await (await page.request.get('/api/hotels?limit=1')).json()).data[0];
  const room = (await (await page.request.get(`/api/hotels/${hotel.slug}`)).json()).roomTypes[0];
  const trip = (await (await page.request.get('/api/packages?limit=1')).json()).data[0];
  const month = reservation.checkIn.slice(0, 7);
  const vehicleClass = (
    await (await page.request.get('/api/admin/vehicles/classes?service=transfer', { headers: auth })).json()
  )[0]._id;

  await page.setViewportSize({ width: 390, height: 844 });
  const offenders: Record<string, string[]> = {};
  for (const path of [
    '/admin/bookings',
    `/admin/bookings/${reservation._id}`,
    '/admin/restaurants',
    `/admin/restaurant-tables?restaurant=${reservation.restaurant.slug}`,
    `/admin/restaurant-availability?restaurant=${reservation.restaurant.slug}&date=${reservation.checkIn}`,
    '/admin/hotels',
    `/admin/hotel-inventory?hotel=${hotel.slug}&room=${room._id}&month=${month}`,
    '/admin/packages',
    `/admin/packages/${trip._id}`,
    '/admin/destinations',
    '/admin/vehicles',
    `/admin/vehicles/${vehicleClass}`,
    '/blog-admin/posts',
    '/blog-admin/comments',
    '/blog-admin/analytics',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    const found = await sidewaysScrolling(page);
    if (found.length > 0) offenders[path] = found;
  }
  expect(offenders).toEqual({});
});
