import { inLanguage, publicPageKinds } from './support/page-kinds';
import { expect, test } from './support/test';

/**
 * The pages a visitor opens first carry no schema library: zod validates what the server receives
 * and what admins type, never what a traveller reads (a date field's rule comes from a zod-free
 * module). Every script each page loads is read for zod's mark.
 */
test('the home, hotel, restaurant, package and blog pages load no zod', async ({ page, request }) => {
  test.setTimeout(120_000);
  const kinds = (await publicPageKinds(request)).filter(({ kind }) =>
    [
      'home',
      'hotels',
      'hotel',
      'restaurants',
      'restaurant',
      'packages',
      'package',
      'blog',
      'blog post',
    ].includes(kind),
  );
  for (const { kind, path } of kinds) {
    const withZod: string[] = [];
    const reading: Promise<void>[] = [];
    const onResponse = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() !== 'script') return;
      reading.push(
        response
          .text()
          .then((body) => {
            if (body.includes('ZodError')) withZod.push(new URL(response.url()).pathname);
          })
          .catch(() => undefined),
      );
    };
    page.on('response', onResponse);
    await page.goto(inLanguage(path, 'en'));
    await page.waitForLoadState('networkidle');
    await Promise.all(reading);
    page.off('response', onResponse);
    expect(withZod, kind).toEqual([]);
  }
});
