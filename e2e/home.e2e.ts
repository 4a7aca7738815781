import type { Page } from '@playwright/test';
import { DEMO, logInFromHeader, usePreferences } from './support/app';
import { expect, test } from './support/test';

/** Today in Trabzon, as the home search fills it in. */
function trabzonDay(offset = 0): string {
  const now = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);
}

const heroHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Stops the page's clock a moment ahead of where it stands. The page's time runs on while the
 * order travels, so on a busy machine that moment can be past when it arrives: then again.
 */
async function stopClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const ahead = (await page.evaluate(() => Date.now())) + 200;
    try {
      await page.clock.pauseAt(ahead);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('past')) throw error;
    }
  }
}

test('the hero rotates every 5 seconds and its indicators choose a slide', async ({ context, page }) => {
  await usePreferences(context, 'en', 'light');
  // The page's clock is ours: a busy machine cannot make the five seconds pass while we look.
  await page.clock.install();
  await page.goto('/');
  await stopClock(page);
  // Stopped before its first change, the slideshow changes exactly once in the next five seconds.
  await expect(heroHeading(page)).toHaveText('Mornings on the lake at Uzungöl');
  // (axe runs on timers, so the home page's axe checks are in preferences.e2e.ts, not here.)
  // The pointer is away from the hero, so it moves on by itself.
  await page.clock.runFor(5000);
  await expect(heroHeading(page)).toHaveText('High summer on the Ayder plateau');
  const dots = page.getByRole('group', { name: 'Slideshow' });
  await expect(dots.getByRole('button', { name: 'Show slide 2 of 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // A change within 500 ms of the last one is ignored (the spec's lock).
  await page.clock.runFor(600);
  await dots.getByRole('button', { name: 'Show slide 3 of 3' }).click();
  await expect(heroHeading(page)).toHaveText('The coast road from Trabzon to Rize');
  // Hovered (the pointer is on the indicator), it holds still.
  await page.clock.runFor(6000);
  await expect(heroHeading(page)).toHaveText('The coast road from Trabzon to Rize');
});

test('each search tab lands on its page with the values in the query', async ({ context, page }) => {
  await usePreferences(context, 'en', 'light');
  await page.goto('/');
  const search = page.getByRole('tabpanel', { name: 'Hotels' });

  // The list changes as each answer arrives: choose from the answer to what was typed.
  const answered = page.waitForResponse(
    (r) => r.url().includes('/hotels/suggestions') && new URL(r.url()).searchParams.get('q') === 'Uzun',
  );
  await search.getByRole('combobox', { name: 'Where' }).pressSequentially('Uzun');
  await answered;
  await page
    .getByRole('listbox', { name: 'Where' })
    .getByRole('option', { name: /^Uzungöl\s*Türkiye/ })
    .click();
  await search.getByLabel('Star rating').selectOption({ label: '4+ stars' });
  await search.getByLabel('Guests').selectOption({ label: '2 adults, 1 child' });
  await expect(search.getByLabel('Check-in')).toHaveValue(trabzonDay());
  await expect(search.getByLabel('Check-out')).toHaveValue(trabzonDay(1));
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(
    `/hotels?destination=uzungol&minStars=4&checkIn=${trabzonDay()}&checkOut=${trabzonDay(1)}&guests=3`,
  );
  await expect(page.getByRole('heading', { name: /\d+ hotels?/ })).toBeVisible();

  await page.goto('/');
  await page.getByRole('tab', { name: 'Taxis' }).click();
  await page.getByLabel('Drop-off location').selectOption({ label: 'Uzungöl' });
  // A pickup is tomorrow morning: today's 09:30 may be past on Trabzon's clock, and is refused then.
  await page.getByLabel('Pickup date').fill(trabzonDay(1));
  await page.getByLabel('Pickup time').fill('09:30');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/taxis?pickup=TZX&dropoff=UZUNGOL&date=${trabzonDay(1)}&time=09%3A30`);
  // The taxis page searches what the tab asked.
  await expect(page.getByLabel('Pickup Location', { exact: true })).toHaveValue('TZX');
  await expect(page.getByLabel('Drop-off Location', { exact: true })).toHaveValue('UZUNGOL');
  await expect(page.getByLabel('Pickup time')).toHaveValue('09:30');
  await expect(page.getByRole('article', { name: 'Taxi', exact: true })).toBeVisible();

  await page.goto('/');
  await page.getByRole('tab', { name: 'Restaurants' }).click();
  await page.getByLabel('Restaurant name').fill('Hamsi Köşkü');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/restaurants?q=Hamsi+K%C3%B6%C5%9Fk%C3%BC&date=${trabzonDay()}`);
  // The list searches for what was typed, on the date chosen.
  await expect(page.getByLabel('Restaurant or dish')).toHaveValue('Hamsi Köşkü');
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(trabzonDay());

  await page.goto('/');
  await page.getByRole('tab', { name: 'Packages' }).click();
  await page
    .getByRole('tabpanel', { name: 'Packages' })
    .getByLabel('Destination')
    .selectOption({ label: 'Ayder Plateau' });
  const packages = page.getByRole('tabpanel', { name: 'Packages' });
  await packages.getByLabel('From', { exact: true }).fill(trabzonDay(10));
  await packages.getByLabel('To', { exact: true }).fill(trabzonDay(20));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/packages?destination=ayder&from=${trabzonDay(10)}&to=${trabzonDay(20)}`);
});

test('an admin adds a slide and the home page shows it', async ({ context, page }) => {
  await usePreferences(context, 'en', 'light');
  await page.goto('/');
  await logInFromHeader(page, DEMO.admin);
  await page.goto('/admin/hero-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Home page slideshow' })).toBeVisible();
  await page.getByLabel('Or add a photo by link').fill('/images/destinations/rize.svg');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const slide = page.getByRole('article', { name: 'Slide 4' });
  await slide.getByLabel('Title', { exact: true }).fill('Tea harvest in Rize');
  await slide.getByLabel('Subtitle', { exact: true }).fill('Green terraces above the sea.');
  await page.getByRole('button', { name: 'Move slide 4 earlier' }).click();
  await page.getByRole('button', { name: 'Move slide 3 earlier' }).click();
  await page.getByRole('button', { name: 'Move slide 2 earlier' }).click();
  await expect(
    page.getByRole('article', { name: 'Slide 1' }).getByLabel('Title', { exact: true }),
  ).toHaveValue('Tea harvest in Rize');
  await page.getByRole('button', { name: 'Save slideshow' }).click();
  await expect(page.getByText('The slideshow was saved. The home page shows it now.')).toBeVisible();

  try {
    await page.getByRole('link', { name: 'Back to the site' }).click();
    await expect(heroHeading(page)).toHaveText('Tea harvest in Rize');
    await expect(
      page.getByRole('group', { name: 'Slideshow' }).getByRole('button', { name: /Show slide/ }),
    ).toHaveCount(4);
  } finally {
    // Leaves the shared demo slideshow as it was for the other tests.
    await page.goto('/admin/hero-settings');
    await page.getByRole('button', { name: 'Remove slide 1' }).click();
    await page.getByRole('button', { name: 'Save slideshow' }).click();
    await expect(page.getByText('The slideshow was saved. The home page shows it now.')).toBeVisible();
  }
});
