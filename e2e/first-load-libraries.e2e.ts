import { inLanguage, publicPageKinds } from './support/page-kinds';
import { scriptsLoaded } from './support/scripts-loaded';
import { expect, test } from './support/test';

// What a page loads before anyone touches it: its islands stay asleep.
test.use({ wakeIslands: false });

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
    const scripts = await scriptsLoaded(page, inLanguage(path, 'en'));
    const withZod = scripts.filter(({ body }) => body.toString().includes('ZodError')).map((s) => s.path);
    expect(withZod, kind).toEqual([]);
  }
});
