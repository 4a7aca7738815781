import { expectAccessible } from './support/a11y';
import { usePreferences } from './support/app';
import { expect, test } from './support/test';

test('the results switch to a map of price pins; a pin opens the hotel, and the map works without tiles', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en', 'light');
  await page.goto('/hotels?destination=uzungol');
  await expect(page.getByRole('heading', { name: /\d+ hotels?/ })).toBeVisible();
  const count = await page.getByRole('article').count();
  expect(count).toBeGreaterThan(0);

  await page.getByText('Map', { exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  await expect(page).toHaveURL(/destination=uzungol/);
  const map = page.getByRole('region', { name: 'Hotels on the map' });
  const pins = map.getByRole('button', { name: /·/ });
  await expect(pins).toHaveCount(count);
  // This machine has no internet: the tiles fail and the reader is told, the pins stay usable.
  await expect(map.getByRole('status')).toHaveText(/map background could not be loaded/);

  const pin = map.getByRole('button', { name: /Uzungöl Lake Lodge/ });
  await expect(pin).toContainText('₺');
  await pin.focus();
  await page.keyboard.press('Enter');
  const link = map.getByRole('link', { name: 'Uzungöl Lake Lodge' });
  await expect(link).toBeVisible();
  await expectAccessible(page, 'hotel map');
  await link.click();
  await expect(page).toHaveURL(/\/hotels\/uzungol-lake-lodge/);
  await expect(page.getByRole('heading', { name: 'Uzungöl Lake Lodge', level: 1 })).toBeVisible();
  // The map below the fold loads when the reader scrolls near it.
  await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
  const hotelMap = page.getByRole('region', { name: 'Map of Uzungöl Lake Lodge' });
  await expect(hotelMap.getByRole('button', { name: /Uzungöl Lake Lodge/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/\?mlat=40\.\d+&mlon=40\.\d+/,
  );

  await page.goBack();
  await page.getByText('List', { exact: true }).click();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(page.getByRole('article')).toHaveCount(count);
});
