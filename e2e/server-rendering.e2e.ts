import { expectAccessible } from './support/a11y';
import { usePreferences } from './support/app';
import { expect, test } from './support/test';

/** Counts the times `#root` loses a child: a hydrated page keeps the server's nodes. */
const watchRoot = () => {
  (window as unknown as { rootReplaced: number }).rootReplaced = 0;
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root');
    if (!root) return;
    new MutationObserver((records) => {
      for (const record of records)
        (window as unknown as { rootReplaced: number }).rootReplaced += record.removedNodes.length;
    }).observe(root, { childList: true });
  });
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page arrives rendered: hero, search, featured hotels and packages', async ({
    context,
    page,
  }) => {
    await usePreferences(context, 'en', 'light');
    await page.goto('/');
    await expect(page).toHaveTitle('Karadeniz Travel · Trabzon and the Black Sea');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mornings on the lake at Uzungöl');
    await expect(page.getByRole('tab', { name: 'Hotels' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured hotels' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Uzungöl and the high plateaus' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  test('the restaurant list and a restaurant arrive rendered: cards, hours, menu and a Restaurant for crawlers', async ({
    context,
    page,
  }) => {
    await usePreferences(context, 'en', 'light');
    await page.goto('/restaurants?cuisine=mediterranean');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Restaurants in Trabzon and the Black Sea',
    );
    await expect(page.getByRole('article', { name: 'Aegean Meze House' })).toBeVisible();
    await page.goto('/restaurants/ege-meze-evi');
    await expect(page).toHaveTitle(/^Aegean Meze House · /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aegean Meze House');
    await expect(page.getByRole('region', { name: 'Opening hours' }).getByRole('row')).toHaveCount(7);
    await expect(
      page.getByRole('region', { name: 'From the menu' }).getByText('Grilled octopus'),
    ).toBeVisible();
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(data['@type']).toBe('Restaurant');
    expect(data.servesCuisine).toBe('Mediterranean');
  });

  test('an Arabic reader gets the page right to left from the server', async ({ context, page }) => {
    await usePreferences(context, 'ar', 'dark');
    await page.goto('/packages');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الباقات السياحية');
  });

  test('an unknown address is a 404 page', async ({ context, page }) => {
    await usePreferences(context, 'en', 'light');
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test('the rendered home page comes to life where it is, without errors', async ({ context, page }) => {
  await usePreferences(context, 'en', 'light');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(watchRoot);
  await page.goto('/');
  const search = page.getByRole('tabpanel', { name: 'Hotels' });
  await expect(search).toBeVisible();
  // Interactive: the tabs switch, so the page hydrated.
  await page.getByRole('tab', { name: 'Packages' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Packages' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { rootReplaced: number }).rootReplaced)).toBe(0);
  expect(errors).toEqual([]);
  await expectAccessible(page, 'home after hydration');
});
