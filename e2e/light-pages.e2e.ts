import { expectAccessible } from './support/a11y';
import { usePreferences } from './support/app';
import { expect, test } from './support/test';

/**
 * Pages sent light (docs/decisions/026) as a reader meets them: nothing of React has run, and what
 * the reader does at once is done once the part they touched is alive. The other journeys wait for
 * the islands they use; these touch them asleep.
 */
test.use({ wakeIslands: false });

test('on a phone, the home search chosen and sent before it is alive lands on the hotels asked for', async ({
  context,
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await usePreferences(context, 'en', 'light');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  // The islands sleep: the page ran its small script only.
  expect(await page.locator('[data-island][data-live]').count()).toBe(0);
  const before = scripts.length;
  const search = page.getByRole('tabpanel', { name: 'Hotels' });
  await search.getByLabel('Star rating').selectOption('4');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/hotels\?.*minStars=4/);
  // The search woke its island: its code came only when touched.
  expect(scripts.length).toBeGreaterThan(before);
});

test('an Arabic blog post switches to dark before anything is alive, keeps it, and counts its reader once', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'ar', 'light');
  const views: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/views')) views.push(request.url());
  });
  await page.goto('/blog/post/sumela-monastery-visitor-guide');
  await page.getByRole('button', { name: 'التبديل إلى الوضع الداكن' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect.poll(() => views.length).toBe(1);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'التبديل إلى الوضع الفاتح' })).toBeVisible();
});

test('a Turkish blog post read down to its end wakes its comments, in Turkish, and a language chosen reloads it in that language', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'tr', 'light');
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/blog/post/sumela-monastery-visitor-guide');
  const heading = page.getByRole('heading', { name: 'Yorumlar' });
  const comments = page.locator('[data-island]').filter({ has: heading });
  await expect(comments).not.toHaveAttribute('data-live');
  await heading.scrollIntoViewIfNeeded();
  await expect(comments).toHaveAttribute('data-live', '');
  // Alive in the page's language, as the server rendered it: nothing rendered again.
  await expect(heading).toBeVisible();
  expect(problems).toEqual([]);
  await page.getByRole('combobox', { name: 'Dil' }).first().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => window.localStorage.getItem('preferred-language'))).toBe('ar');
});

test('a hotel’s page fetches the checkout’s scripts once idle (its texts in its language only); the checkout arrives light and its form comes alive at the first touch, none of the app running; a blog post fetches nothing ahead', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en', 'light');
  const html = await (await page.request.get('/?lang=en')).text();
  // The build lists, inert in every page sent light, the scripts each kind of link leads to.
  const listed = (page: 'app' | 'checkout') =>
    [
      ...(html.match(new RegExp(`<template id="scripts-for-${page}">(.*?)</template>`))?.[1] ?? '').matchAll(
        /href="([^"]+)"/g,
      ),
    ].map((m) => m[1] ?? '');
  const forCheckout = listed('checkout');
  const appEntry = listed('app')[0] ?? '';
  const named = (name: string) =>
    forCheckout.find((file) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(file));
  const checkoutModule = named('checkout-page');
  const englishTexts = named('texts-en-account');
  const arabicTexts = named('texts-ar-account');
  expect([checkoutModule, englishTexts, arabicTexts, named('hydrate-island')]).not.toContain(undefined);
  expect(appEntry).toMatch(/\/assets\/index-[\w-]+\.js$/);
  expect(forCheckout).not.toContain(appEntry);
  // Fetched ahead (a prefetch, not a script the page runs), and what the checkout page runs.
  const fetched = new Set<string>();
  const ran = new Set<string>();
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script') ran.add(path);
    else if (forCheckout.includes(path) || path === appEntry) fetched.add(path);
  });

  await page.goto('/blog/post/sumela-monastery-visitor-guide');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  expect([...fetched]).toEqual([]);

  const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/hotels/uzungol-lake-lodge?checkIn=${day(40)}&checkOut=${day(42)}&guests=2`);
  await expect(page.getByRole('link', { name: 'Book: Family room' })).toBeVisible();
  // Nothing of the checkout runs yet: its scripts wait in the cache for the tap on Book.
  await expect
    .poll(() => fetched.has(checkoutModule ?? '') && fetched.has(englishTexts ?? ''), { timeout: 15_000 })
    .toBe(true);
  expect(fetched.has(arabicTexts ?? '')).toBe(false);
  expect(fetched.has(appEntry)).toBe(false);
  expect(await page.locator('[data-island][data-live]').count()).toBe(0);

  ran.clear();
  await page.getByRole('link', { name: 'Book: Family room' }).click();
  await expect(page.getByText('Taxes and fees (12%)')).toBeVisible();
  const form = page
    .locator('[data-island]')
    .filter({ has: page.getByRole('button', { name: 'Confirm booking' }) });
  // A guest's form takes typing before it is alive; the first touch wakes it, and what was typed stays.
  await expect(form).not.toHaveAttribute('data-live');
  await page.getByLabel('First name').fill('Zeynep');
  await expect(form).toHaveAttribute('data-live', '');
  await expect(page.getByLabel('First name')).toHaveValue('Zeynep');
  expect([...ran].filter((file) => file === appEntry)).toEqual([]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('on a phone, in Arabic and dark, a guest fills the checkout before it is alive, pays at the hotel, and the confirmation shows the booking; Back does not offer the filled form', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'ar', 'dark');
  await page.setViewportSize({ width: 390, height: 844 });
  const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
  const hotel = await (await page.request.get('/api/hotels/uzungol-lake-lodge?lang=en')).json();
  const room = hotel.roomTypes.find((r: { name: string }) => r.name === 'Family room');
  const stay = `checkIn=${day(61)}&checkOut=${day(63)}&guests=2`;
  await page.goto(`/hotels/uzungol-lake-lodge?${stay}`);
  await page.goto(`/booking?hotelId=${hotel._id}&roomTypeId=${room._id}&${stay}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('أكمل حجزك');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const form = page
    .locator('[data-island]')
    .filter({ has: page.getByRole('button', { name: 'تأكيد الحجز' }) });
  await expect(form).not.toHaveAttribute('data-live');
  await expectAccessible(page, 'checkout sent light, Arabic, dark, phone');

  await page.getByLabel('الاسم الأول').fill('ليلى');
  await page.getByLabel('اسم العائلة').fill('الحربي');
  await page.getByRole('main').getByLabel('البريد الإلكتروني').fill(`guest-${Date.now()}@example.com`);
  await page.getByLabel('الهاتف').fill('+966 50 123 4567');
  await page.getByRole('radio', { name: 'الدفع في الفندق' }).check();
  await page.getByRole('checkbox', { name: /أوافق على/ }).check();
  await page.getByRole('button', { name: 'تأكيد الحجز' }).click();

  // The booking made travels to the confirmation in its history entry: shown without an account.
  await expect(page.getByRole('heading', { name: 'تم استلام طلب حجزك' })).toBeVisible();
  await expect(page).toHaveURL(/\/booking\/confirmed\?reference=KT-[0-9A-Z]{8}$/);
  await expect(page.getByTestId('booking-reference')).toHaveText(/^KT-[0-9A-Z]{8}$/);
  await expect(page.getByText('غرفة عائلية')).toBeVisible();
  // The checkout was replaced: Back leads to the hotel, not to the filled form.
  await page.goBack();
  await expect(page).toHaveURL(/\/hotels\/uzungol-lake-lodge\?/);
});
