import { expectAccessible } from './support/a11y';
import { DEMO, logInFromHeader, usePreferences } from './support/app';
import { expect, test } from './support/test';

function isoIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('an admin creates a package with a reordered itinerary and a departure, and travellers can find it', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en', 'light');
  const name = `Zigana Pass Day Trip ${Date.now().toString(36)}`;
  await page.goto('/');
  await logInFromHeader(page, DEMO.admin);
  await page.goto('/admin/packages');
  await page.getByRole('link', { name: 'New package' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New package' })).toBeVisible();

  await page.getByRole('button', { name: 'Save package' }).first().click();
  await expect(page.getByText('Please enter the name in English')).toBeVisible();
  await expect(page.getByText('Please enter a price above 0')).toBeVisible();

  await page.getByLabel(/^Name/).fill(name);
  await page
    .getByLabel(/^Description/)
    .fill('Over the Zigana pass to the old mining town of Gümüşhane and back.');
  await page.getByLabel(/^Days/).fill('2');
  await page.getByLabel(/^Price per person/).fill('2500');
  await page.getByRole('switch', { name: 'Published' }).check();
  const days = page.getByRole('region', { name: 'Day by day' });
  await days
    .getByRole('article', { name: 'Day 1' })
    .getByLabel(/^Title/)
    .fill('Back to Trabzon');
  await days.getByRole('button', { name: 'Add day' }).click();
  await days
    .getByRole('article', { name: 'Day 2' })
    .getByLabel(/^Title/)
    .fill('Over the pass');
  await days.getByRole('button', { name: 'Move day 2 earlier' }).click();
  await expect(days.getByRole('article', { name: 'Day 1' }).getByLabel(/^Title/)).toHaveValue(
    'Over the pass',
  );
  await expect(days.getByRole('button', { name: 'Add day' })).toBeDisabled();
  await expectAccessible(page, 'package editor');
  await page.getByRole('button', { name: 'Save package' }).first().click();
  await expect(page.getByText(`${name} was saved.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/packages\/[0-9a-f-]{36}$/);

  const departures = page.getByRole('region', { name: 'Departures and seats' });
  await departures.getByLabel('First day').fill(isoIn(20));
  await departures.getByLabel('Seats', { exact: true }).fill('8');
  await departures.getByRole('button', { name: 'Add departure' }).click();
  await expect(page.getByText('The departure was added.')).toBeVisible();
  await expect(departures.getByRole('row')).toHaveCount(2);

  await page.getByRole('link', { name: 'Back to the site' }).click();
  await page.goto('/packages?sort=departure');
  await page.getByRole('link', { name: `View trip: ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const itinerary = page.getByRole('region', { name: 'Day by day' });
  await expect(itinerary.getByText('Day 1: Over the pass')).toBeVisible();
  await expect(itinerary.getByText('Day 2: Back to Trabzon')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Book this trip' }).getByText('8 seats left')).toBeVisible();
});
