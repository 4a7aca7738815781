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

/** Where the text of each element starts and ends on screen (its glyphs, not its box). */
async function textEdges(locator: import('@playwright/test').Locator) {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const box = range.getBoundingClientRect();
      return { left: Math.round(box.left), right: Math.round(box.right) };
    }),
  );
}

test('a review in another direction than the page lines up with the rest of its card', async ({
  context,
  page,
}) => {
  // Turkish reviews on an Arabic page: title and text line up on the right.
  await usePreferences(context, 'ar', 'light');
  await page.goto('/hotels/uzungol-lake-lodge');
  const review = page.getByRole('article').filter({ hasText: 'Fiyatına göre çok iyi' });
  const [title] = await textEdges(review.getByRole('heading', { level: 3 }));
  const [text] = await textEdges(review.locator('p[lang="tr"]'));
  expect(
    Math.abs((title?.right ?? 0) - (text?.right ?? 0)),
    'title and text end together',
  ).toBeLessThanOrEqual(2);
});

test('an Arabic post on the English blog lines up with the rest of its card', async ({ context, page }) => {
  await usePreferences(context, 'en', 'light');
  await page.goto('/blog');
  const card = page
    .getByRole('article')
    .filter({ has: page.locator('h2[lang="ar"], h3[lang="ar"]') })
    .first();
  const [heading] = await textEdges(card.locator('h2[lang="ar"], h3[lang="ar"]'));
  const [date] = await textEdges(card.locator('time'));
  expect(
    Math.abs((heading?.left ?? 0) - (date?.left ?? 100)),
    'title and date start together',
  ).toBeLessThanOrEqual(2);
});
