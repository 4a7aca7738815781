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
