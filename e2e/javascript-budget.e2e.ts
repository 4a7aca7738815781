import { gzipSync } from 'node:zlib';
import { inLanguage, publicPageKinds } from './support/page-kinds';
import { scriptsLoaded } from './support/scripts-loaded';
import { expect, test } from './support/test';

// What a page loads before anyone touches it: its islands stay asleep.
test.use({ wakeIslands: false });

/**
 * What a public page makes a phone download and run before the reader touches it: every script it
 * loads until the page is live and the network is quiet, counted as gzip -9 bytes of the built
 * files (sizes, never times). The ceilings hold the weight where it is (today's figure and a few
 * kilobytes for small changes) so that it cannot creep up again unnoticed. A page sent light
 * (HTML with islands, docs/decisions/026) is held to the budget itself: 30 KB for the blog, 100 KB
 * for the other pages. A page over its ceiling fails with its figure and its heaviest files; the
 * figures are printed either way.
 */
const BLOG_BUDGET_KB = 30;
const PAGE_BUDGET_KB = 100;

const CEILING_KB: Record<string, number> = {
  home: PAGE_BUDGET_KB,
  hotels: PAGE_BUDGET_KB,
  hotel: PAGE_BUDGET_KB,
  'trabzon hotels': PAGE_BUDGET_KB,
  'trabzon hotels search': PAGE_BUDGET_KB,
  packages: PAGE_BUDGET_KB,
  package: PAGE_BUDGET_KB,
  blog: BLOG_BUDGET_KB,
  'blog archive': BLOG_BUDGET_KB,
  'blog post': BLOG_BUDGET_KB,
  'blog category': BLOG_BUDGET_KB,
  'blog tag': BLOG_BUDGET_KB,
  'blog search': BLOG_BUDGET_KB,
  about: PAGE_BUDGET_KB,
  contact: PAGE_BUDGET_KB,
  terms: PAGE_BUDGET_KB,
  privacy: PAGE_BUDGET_KB,
  contract: PAGE_BUDGET_KB,
  restaurants: PAGE_BUDGET_KB,
  restaurant: PAGE_BUDGET_KB,
  'booking lookup': PAGE_BUDGET_KB,
  checkout: PAGE_BUDGET_KB,
  'package checkout': PAGE_BUDGET_KB,
  // The table reservation is still the app, hydrated whole: held at its weight (with the account
  // texts it loads, grown by the Trabzon hotel and flight checkouts' words).
  'restaurant booking': 256,
  flights: PAGE_BUDGET_KB,
  'flight search': PAGE_BUDGET_KB,
  'car transfers': PAGE_BUDGET_KB,
  'transfer search': PAGE_BUDGET_KB,
  taxis: PAGE_BUDGET_KB,
  'taxi search': PAGE_BUDGET_KB,
  'not found': PAGE_BUDGET_KB,
};

test('every public page stays within its JavaScript ceiling before the reader touches it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const kinds = await publicPageKinds(request);
  expect(kinds.map((k) => k.kind).sort()).toEqual(Object.keys(CEILING_KB).sort());
  const over: string[] = [];
  const rows: string[] = [];
  for (const { kind, path } of kinds) {
    const sizes = new Map(
      (await scriptsLoaded(page, inLanguage(path, 'en'))).map(({ path: file, body }) => [
        file,
        gzipSync(body, { level: 9 }).length,
      ]),
    );
    const kb = [...sizes.values()].reduce((sum, size) => sum + size, 0) / 1024;
    const ceiling = CEILING_KB[kind] ?? 0;
    rows.push(
      `${kind.padEnd(20)} ${kb.toFixed(1).padStart(7)} KB in ${sizes.size} files (ceiling ${ceiling} KB)`,
    );
    if (kb > ceiling) {
      const heaviest = [...sizes.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([file, size]) => `${file} ${(size / 1024).toFixed(1)} KB`);
      over.push(`${kind} (${path}): ${kb.toFixed(1)} KB > ${ceiling} KB; heaviest: ${heaviest.join(', ')}`);
    }
  }
  console.info(`JavaScript before the reader touches the page (gzip -9):\n${rows.join('\n')}`);
  expect(over).toEqual([]);
});
