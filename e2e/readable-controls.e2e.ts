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
  await page.goto('/flights');
  const colours = await page.getByRole('link', { name: 'Back to home' }).evaluate((button) => {
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
