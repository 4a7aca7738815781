import { expectAccessible } from './support/a11y';
import { type Scheme, usePreferences } from './support/app';
import { LANGUAGES } from './support/page-kinds';
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
  // Saved once the app is live.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('darkMode'))).toBe('dark');
  await context.close();
});

test('a first visit opens in the language the browser asks for when it is one of ours, else Turkish', async ({
  browser,
}) => {
  for (const [locale, lang, heading] of [
    ['ar-SA', 'ar', 'صباحات على بحيرة أوزنجول'],
    ['en-GB', 'en', 'Mornings on the lake at Uzungöl'],
    ['de-DE', 'tr', "Uzungöl'de göl kıyısında sabahlar"],
  ] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const response = await page.goto('/');
    // The server's first answer is already in that language, right to left for Arabic.
    const html = (await response?.text()) ?? '';
    expect(html, locale).toMatch(new RegExp(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`));
    expect(response?.headers().vary, locale).toMatch(/Accept-Language/);
    await expect(page.getByRole('heading', { level: 1 }), locale).toHaveText(heading);
    await expect(page.locator('html'), locale).toHaveAttribute('lang', lang);
    await context.close();
  }
});

test('a reader who chose English earlier, whose cookie is gone, gets English at the first paint, with no loading screen', async ({
  browser,
}) => {
  // Asks for German: neither the cookie nor the browser's language would give English.
  const context = await browser.newContext({ locale: 'de-DE', colorScheme: 'light' });
  await context.addInitScript(() => {
    if (!window.sessionStorage.getItem('prefs-set')) {
      window.localStorage.setItem('preferred-language', 'en');
      window.localStorage.setItem('darkMode', 'dark');
      window.sessionStorage.setItem('prefs-set', '1');
    }
    (window as unknown as { rootReplaced: number }).rootReplaced = 0;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      // The theme is the saved one before anything is painted, whatever the server sent.
      (window as unknown as { schemeAtFirstPaint: string | null }).schemeAtFirstPaint =
        document.documentElement.getAttribute('data-mantine-color-scheme');
      if (!root) return;
      new MutationObserver((records) => {
        for (const record of records)
          (window as unknown as { rootReplaced: number }).rootReplaced += record.removedNodes.length;
      }).observe(root, { childList: true });
    });
  });
  const page = await context.newPage();
  const documents: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') documents.push(response.url());
  });
  await page.goto('/hotels');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/hotels/i);
  // The Turkish answer was asked for again once, with the cookie written back; the English one hydrated in place.
  expect(documents).toHaveLength(2);
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  expect(await page.evaluate(() => (window as unknown as { rootReplaced: number }).rootReplaced)).toBe(0);
  expect(
    await page.evaluate(() => (window as unknown as { schemeAtFirstPaint: string }).schemeAtFirstPaint),
  ).toBe('dark');
  // The next page arrives in English straight away.
  await page.goto('/restaurants');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(documents).toHaveLength(3);
  await context.close();
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
// Every language in the light scheme; the dark one in a left-to-right and the right-to-left one.
for (const lang of LANGUAGES) {
  for (const scheme of (lang === 'en' || lang === 'ar' ? ['light', 'dark'] : ['light']) satisfies Scheme[]) {
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
