import { expectAccessible } from './support/a11y';
import { type Lang, type Scheme, usePreferences } from './support/app';
import { expect, test } from './support/test';

test('choosing Arabic turns the page right to left, and it stays so after a reload', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en', 'light');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect(await page.evaluate(() => window.localStorage.getItem('preferred-language'))).toBe('ar');
});

test('dark mode stays on after a reload', async ({ context, page }) => {
  await usePreferences(context, 'en', 'light');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => window.localStorage.getItem('darkMode'))).toBe('dark');
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
});

test('with no stored choice the colour scheme follows the system and is saved', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => window.localStorage.getItem('darkMode'))).toBe('dark');
  await context.close();
});

test('with no stored language the site opens in Turkish', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});

/** A table for four three days ahead (the form shows the free times whether or not 19:00 is one). */
const reservation = `/restaurant-booking?restaurant=ege-meze-evi&date=${new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
}).format(new Date(Date.now() + 3 * 86_400_000))}&time=19:00&partySize=4`;
const pages = [
  '/',
  '/hotels',
  '/restaurants',
  '/restaurants?view=map',
  '/restaurants/ege-meze-evi',
  reservation,
  '/about',
  '/contact',
  '/blog',
  '/no-such-page',
];
// One test a page: axe on a whole page takes seconds on a busy machine, and a failure names its page.
for (const lang of ['en', 'ar'] satisfies Lang[]) {
  for (const scheme of ['light', 'dark'] satisfies Scheme[]) {
    for (const path of pages) {
      const name = path.includes('view=map') ? path : path.split('?')[0];
      test(`${name} passes axe in ${lang}, ${scheme}`, async ({ context, page }) => {
        await usePreferences(context, lang, scheme);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await expect(page.locator('main, [role="main"]').first()).toBeVisible();
        await expectAccessible(page, `${path} (${lang}, ${scheme})`);
      });
    }
  }
}
