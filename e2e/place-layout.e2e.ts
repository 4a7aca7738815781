import type { Locator, Page } from '@playwright/test';
import { type Lang, usePreferences } from './support/app';
import { expect, test } from './support/test';

/** The boxes of the glyphs of each line of a map card (its children), and of the icons in them. */
async function cardLines(card: Locator) {
  return card.evaluate((root) =>
    [...root.children].map((line) => {
      const range = document.createRange();
      range.selectNodeContents(line);
      const text = range.getBoundingClientRect();
      const icon = line.querySelector('svg')?.getBoundingClientRect();
      return {
        left: text.left,
        right: text.right,
        top: line.getBoundingClientRect().top,
        bottom: line.getBoundingClientRect().bottom,
        iconMiddle: icon ? icon.top + icon.height / 2 : null,
        textTop: line.querySelector('p')?.getBoundingClientRect().top ?? null,
        textBottom: line.querySelector('p')?.getBoundingClientRect().bottom ?? null,
      };
    }),
  );
}

for (const lang of ['en', 'ar'] as Lang[]) {
  test(`a restaurant's card on the map reads as one tidy card (${lang})`, async ({ context, page }) => {
    await usePreferences(context, lang, 'light');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/restaurants?view=map&q=Lakeside');
    const map = page.locator('section.place-map');
    const pin = map.getByRole('button', { name: /·/ });
    await expect(pin).toHaveCount(1);
    await pin.click();
    const card = page.locator('.leaflet-popup-content > *').first();
    await expect(card).toBeVisible();
    const lines = await cardLines(card);
    expect(lines.length).toBeGreaterThanOrEqual(4);
    // Every line starts at the same edge: the left in English, the right in Arabic.
    const starts = lines.map((l) => Math.round(lang === 'ar' ? l.right : l.left));
    for (const start of starts)
      expect(Math.abs(start - (starts[0] ?? 0)), `${starts}`).toBeLessThanOrEqual(2);
    // Lines follow each other closely, without a paragraph's gap.
    for (const [i, line] of lines.entries()) {
      const next = lines[i + 1];
      if (next) expect(next.top - line.bottom, `gap after line ${i + 1}`).toBeLessThanOrEqual(10);
    }
    // An icon sits on the line of its text.
    for (const line of lines.filter((l) => l.iconMiddle !== null && l.textTop !== null)) {
      expect(line.iconMiddle).toBeGreaterThan(line.textTop ?? 0);
      expect(line.iconMiddle).toBeLessThan(line.textBottom ?? 0);
    }
  });
}

/** Waits for a page's small location map (below the fold) and its note that the tiles failed. */
async function locationMap(page: Page, name: RegExp) {
  await page.getByRole('heading', { name: /^(Location|الموقع)$/ }).scrollIntoViewIfNeeded();
  const map = page.getByRole('region', { name });
  await expect(map.getByRole('status')).toBeVisible();
  return map;
}

for (const [kind, address, name] of [
  ['restaurant', '/restaurants/meydan-kofte-ve-pide', /^Map of Meydan/],
  ['hotel', '/hotels/uzungol-lake-lodge', /^Map of Uzungöl/],
] as const) {
  for (const width of [390, 1366]) {
    test(`the ${kind} page's map credits its sources on one small line, clear of its note (${width} px)`, async ({
      context,
      page,
    }) => {
      await usePreferences(context, 'en', 'dark');
      await page.setViewportSize({ width, height: 900 });
      await page.goto(address);
      const map = await locationMap(page, name);
      const credit = map.locator('.leaflet-control-attribution');
      await expect(credit).toContainText('OpenStreetMap');
      const { fontSize, lineHeight, height, cut } = await credit.evaluate((e) => ({
        fontSize: Number.parseFloat(getComputedStyle(e).fontSize),
        lineHeight: Number.parseFloat(getComputedStyle(e).lineHeight),
        height: e.getBoundingClientRect().height,
        cut: e.scrollWidth > e.clientWidth,
      }));
      expect(fontSize).toBeLessThanOrEqual(11);
      expect(height, 'one line').toBeLessThanOrEqual(lineHeight + 4);
      expect(cut, 'the whole credit shows').toBe(false);
      const a = await credit.boundingBox();
      const b = await map.getByRole('status').boundingBox();
      if (!a || !b) throw new Error('the credit or the note is not shown');
      const apart =
        a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      expect(apart, `credit ${JSON.stringify(a)} covers note ${JSON.stringify(b)}`).toBe(true);
    });
  }
}

for (const [kind, address, name] of [
  ['restaurant', '/restaurants/meydan-kofte-ve-pide', 'Photos of Meydan Köfte & Pide'],
  ['hotel', '/hotels/uzungol-lake-lodge', 'Photos of Uzungöl Lake Lodge'],
] as const) {
  for (const width of [390, 1366]) {
    test(`the ${kind} page's photos fill their row, with nothing floating (${width} px)`, async ({
      context,
      page,
    }) => {
      await usePreferences(context, 'en', 'light');
      await page.setViewportSize({ width, height: 900 });
      await page.goto(address);
      const gallery = page.getByRole('region', { name });
      const area = await gallery.evaluate((section) => {
        const box = section.getBoundingClientRect();
        const photos = [...section.querySelectorAll('img')]
          .map((img) => img.getBoundingClientRect())
          .filter((r) => r.width > 0 && r.height > 0);
        const top = Math.min(...photos.map((r) => r.top));
        const bottom = Math.max(...photos.map((r) => r.bottom));
        return {
          width: box.width,
          left: Math.min(...photos.map((r) => r.left)) - box.left,
          right: box.right - Math.max(...photos.map((r) => r.right)),
          // How much of the photos' band the photos cover (the rest is the gaps between them).
          covered: photos.reduce((sum, r) => sum + r.width * r.height, 0) / (box.width * (bottom - top)),
        };
      });
      expect(Math.abs(area.left)).toBeLessThanOrEqual(1);
      expect(Math.abs(area.right)).toBeLessThanOrEqual(1);
      expect(area.covered, JSON.stringify(area)).toBeGreaterThan(0.95);
    });
  }
}
