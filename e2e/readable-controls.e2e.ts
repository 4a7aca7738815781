import { type Lang, usePreferences } from './support/app';
import { expect, test } from './support/test';

for (const lang of ['en', 'tr', 'ar'] as Lang[]) {
  test(`the blog bar's search hint is whole on a 390 px phone (${lang})`, async ({ context, page }) => {
    await usePreferences(context, lang, 'light');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/blog');
    const fit = await page.locator('header input[type="search"]').evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const ctx = document.createElement('canvas').getContext('2d');
      if (!ctx) throw new Error('no canvas');
      ctx.font = `${style.fontSize} ${style.fontFamily}`;
      return {
        text: ctx.measureText(input.placeholder).width,
        room:
          input.clientWidth -
          Number.parseFloat(style.paddingInlineStart) -
          Number.parseFloat(style.paddingInlineEnd),
      };
    });
    expect(fit.text).toBeLessThanOrEqual(fit.room);
  });
}

test('a light button stands out from the dark page: its edge has 3:1 against the background', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en', 'dark');
  // A search that finds no package offers its light "Clear filters".
  await page.goto('/packages?destination=nowhere-at-all');
  const colours = await page.getByRole('button', { name: 'Clear filters' }).evaluate((button) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    let page: Element | null = button.parentElement;
    let background = 'rgba(0, 0, 0, 0)';
    while (page && /rgba\(0, 0, 0, 0\)|transparent/.test(background)) {
      background = getComputedStyle(page).backgroundColor;
      page = page.parentElement;
    }
    if (/rgba\(0, 0, 0, 0\)|transparent/.test(background))
      background = getComputedStyle(document.body).backgroundColor;
    const style = getComputedStyle(button);
    return {
      edge: rgb(style.borderTopColor),
      fill: rgb(style.backgroundColor),
      width: style.borderTopWidth,
      background: rgb(background),
    };
  });
  const luminance = ([r, g, b]: number[]) => {
    const lin = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0);
  };
  const contrast = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  const edge = Number.parseFloat(colours.width) > 0 ? contrast(colours.edge, colours.background) : 1;
  expect(Math.max(edge, contrast(colours.fill, colours.background))).toBeGreaterThanOrEqual(3);
});

/**
 * Every field of the home search shows its words whole (a placeholder, the longest choice of a
 * select, a date or a time), the Where box is the widest of the hotel fields, and each tab's icon
 * sits by its label, on a phone and on a wide screen.
 */
for (const lang of ['en', 'tr', 'ar'] as Lang[]) {
  test(`the home search's fields hold their words and its tabs read as one (${lang})`, async ({
    context,
    page,
  }) => {
    await usePreferences(context, lang, 'light');
    await page.goto('/');
    const tabs = page.getByRole('tablist');
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      for (let tab = 0; tab < 4; tab++) {
        await tabs.getByRole('tab').nth(tab).click();
        const panel = page.getByRole('tabpanel');
        const fields = await panel.locator('input, select').evaluateAll((elements) =>
          elements.map((element) => {
            const field = element as HTMLInputElement | HTMLSelectElement;
            const style = getComputedStyle(field);
            const ctx = document.createElement('canvas').getContext('2d');
            if (!ctx) throw new Error('no canvas');
            ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const widest = (texts: string[]) => Math.max(0, ...texts.map((t) => ctx.measureText(t).width));
            // A date or time field draws its digits and a picker icon of about 24 px.
            const words =
              field instanceof HTMLSelectElement
                ? widest([...field.options].map((o) => o.text))
                : field.type === 'date'
                  ? widest(['00/00/0000']) + 24
                  : field.type === 'time'
                    ? widest(['00:00 AM']) + 24
                    : widest([field.placeholder]);
            return {
              name: field.labels?.[0]?.textContent ?? field.name,
              width: field.getBoundingClientRect().width,
              words,
              room:
                field.clientWidth -
                Number.parseFloat(style.paddingInlineStart) -
                Number.parseFloat(style.paddingInlineEnd),
            };
          }),
        );
        for (const field of fields)
          expect(field.words, `${field.name} at ${viewport.width} px`).toBeLessThanOrEqual(field.room);
        if (tab === 0) {
          const [where, ...others] = fields;
          for (const other of others)
            expect(where?.width, `Where beside ${other.name}`).toBeGreaterThanOrEqual(other.width);
        }
      }
      // The icon and the label's words of each tab stand together (at most 12 px apart).
      const gaps = await tabs.getByRole('tab').evaluateAll((all) =>
        all.map((tab) => {
          const icon = tab.querySelector('svg')?.getBoundingClientRect();
          const label = tab.querySelector('.mantine-Tabs-tabLabel');
          if (!icon || !label) throw new Error('a tab without its icon or label');
          const range = document.createRange();
          range.selectNodeContents(label);
          const words = range.getBoundingClientRect();
          const dx = Math.max(0, words.left - icon.right, icon.left - words.right);
          const dy = Math.max(0, words.top - icon.bottom, icon.top - words.bottom);
          return { tab: tab.textContent, gap: Math.hypot(dx, dy) };
        }),
      );
      for (const { tab, gap } of gaps) expect(gap, `${tab} at ${viewport.width} px`).toBeLessThanOrEqual(12);
    }
  });
}
