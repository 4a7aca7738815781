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

test('a hotel’s page with rooms to book fetches the checkout’s scripts once idle; a blog post fetches none of the app’s', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en', 'light');
  const appScripts = (await (await page.request.get('/?lang=en')).text()).match(
    /<template id="app-scripts">(.*?)<\/template>/,
  )?.[1];
  // The build lists the app's own scripts in every page sent light, inert until wanted.
  const listed = [...(appScripts ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');
  const checkout = listed.find((file) => /\/assets\/checkout-page-[\w-]+\.js$/.test(file));
  const entry = listed[0];
  expect(checkout).toBeDefined();
  // Fetched ahead (a prefetch, not a script the page runs).
  const fetched = new Set<string>();
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() !== 'script' && listed.includes(path)) fetched.add(path);
  });

  await page.goto('/blog/post/sumela-monastery-visitor-guide');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  expect([...fetched]).toEqual([]);

  const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/hotels/uzungol-lake-lodge?checkIn=${day(40)}&checkOut=${day(42)}&guests=2`);
  await expect(page.getByRole('link', { name: 'Book: Family room' })).toBeVisible();
  // Nothing of the app runs: its scripts wait in the cache for the tap on Book.
  await expect
    .poll(() => fetched.has(checkout ?? '') && fetched.has(entry ?? ''), { timeout: 15_000 })
    .toBe(true);
  expect(await page.locator('[data-island][data-live]').count()).toBe(0);
  await page.getByRole('link', { name: 'Book: Family room' }).click();
  await expect(page.getByText('Taxes and fees (12%)')).toBeVisible();
});
