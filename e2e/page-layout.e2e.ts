import { usePreferences } from './support/app';
import { expect, test } from './support/test';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`the Turkish hotel page cuts no label at ${viewport.width} px`, async ({ context, page }) => {
    await usePreferences(context, 'tr');
    await page.setViewportSize(viewport);
    await page.goto('/hotels/uzungol-lake-lodge');
    const update = page.getByRole('button', { name: 'Fiyatları güncelle' });
    await update.scrollIntoViewIfNeeded();
    // The button's whole label shows: nothing is clipped inside it.
    const clipped = await update.evaluate((button) =>
      [...button.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1),
    );
    expect(clipped).toBe(false);
    // "2 kişilik" beside a room's name stays on one line.
    const sleeps = page.getByRole('article').getByText(/^\d+ kişilik$/);
    await expect(sleeps.first()).toBeVisible();
    const lines = await sleeps.evaluateAll((els) =>
      els.map((e) =>
        Math.round(e.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(e).lineHeight)),
      ),
    );
    expect(lines.every((n) => n === 1)).toBe(true);
  });
}

test('the hotel filters line up their price fields in Arabic on a phone', async ({ context, page }) => {
  await usePreferences(context, 'ar');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/hotels');
  await page.getByRole('button', { name: 'عوامل التصفية' }).click();
  const price = page.getByRole('group', { name: 'السعر لليلة' });
  const tops = await price
    .getByRole('textbox')
    .evaluateAll((inputs) => inputs.map((i) => Math.round(i.getBoundingClientRect().top)));
  expect(tops).toHaveLength(2);
  expect(tops[0]).toBe(tops[1]);
});

test('the Turkish package filters keep every label on one line on a wide screen', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'tr');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/packages');
  const labels = page.getByRole('form', { name: 'Paketleri filtrele' }).locator('label');
  await expect(labels.first()).toBeVisible();
  const lines = await labels.evaluateAll((els) =>
    els.map((e) =>
      Math.round(e.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(e).lineHeight)),
    ),
  );
  expect(lines.every((n) => n === 1)).toBe(true);
});
