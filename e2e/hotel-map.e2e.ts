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
  // This machine has no internet: the tiles fail and the reader is told, the pins stay usable.
  await expect(map.getByRole('status')).toHaveText(/map background could not be loaded/);

  // Pins that would cover each other share one ("3 hotels"); Enter on it zooms in until they
  // stand apart, and the focus stays on the pin that now holds the first of them.
  const pin = map.getByRole('button', { name: /^₺[\d,]+ · Uzungöl Lake Lodge$/ });
  for (let tries = 0; tries < 6 && (await pin.count()) === 0; tries += 1) {
    const shared = map.getByRole('button', { name: /Uzungöl Lake Lodge.*zoom in/ });
    const before = (await shared.getAttribute('aria-label')) ?? (await shared.innerText());
    await shared.focus();
    await page.keyboard.press('Enter');
    const focused = page.locator(':focus');
    await expect(focused).not.toHaveText(before);
    await expect(focused).toHaveAccessibleName(/Uzungöl Lake Lodge/);
  }
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

test('on a phone the pins of the whole region never cover each other, and the hotels follow as cards', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en', 'dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/hotels?view=map');
  const map = page.getByRole('region', { name: 'Hotels on the map' });
  const pins = map.getByRole('button', { name: /·/ });
  await expect(pins.first()).toBeVisible();
  const boxes = await pins.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1))
      expect(
        a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top,
        `pins ${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`,
      ).toBe(true);
  // Every hotel is on the map, alone or in a shared pin.
  const total = Number(
    (await page.getByRole('heading', { name: /\d+ hotels/ }).innerText()).match(/\d+/)?.[0],
  );
  const held = await pins.evaluateAll((els) =>
    els.reduce((sum, e) => sum + (Number(/^(\d+) hotels/.exec(e.textContent ?? '')?.[1]) || 1), 0),
  );
  expect(held).toBe(total);
  await expect(
    page.getByRole('region', { name: 'The same hotels as a list' }).getByRole('article'),
  ).toHaveCount(total);
  await expectAccessible(page, 'hotel map on a phone');
});
