import { inLanguage, LANGUAGES, publicPageKinds } from './support/page-kinds';
import { expect, test } from './support/test';

/** Pages crawlers are asked not to index: placeholders, search results, a page that does not exist. */
const NOT_INDEXED = new Set([
  'restaurant booking',
  'booking lookup',
  'checkout',
  'package checkout',
  'blog search',
  'trabzon hotels search',
  'flight search',
  'transfer search',
  'taxi search',
  'not found',
]);

/** Searches whose page without a search is indexed (and in the sitemap). */
const RESULTS_OF_INDEXED_PAGES = new Set([
  'trabzon hotels search',
  'flight search',
  'transfer search',
  'taxi search',
]);

const attr = (tag: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&');
const tags = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[0]);
const metaContent = (html: string, key: string) =>
  tags(html, new RegExp(`<meta (?:property|name)="${key}" content="[^"]*"`, 'g')).map((t) =>
    attr(t, 'content'),
  );

/** Each sitemap entry's address and the alternates it names. */
function sitemapEntries(xml: string): Map<string, Record<string, string>> {
  const entries = new Map<string, Record<string, string>>();
  for (const [, body = ''] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(body)?.[1]?.replaceAll('&amp;', '&');
    if (!loc) continue;
    const alternates: Record<string, string> = {};
    for (const link of tags(body, /<xhtml:link [^>]*>/g))
      alternates[attr(link, 'hreflang') ?? ''] = attr(link, 'href') ?? '';
    entries.set(loc, alternates);
  }
  return entries;
}

test('every public page kind names its own address in its language, as the sitemap does, with a raster preview', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const sitemap = sitemapEntries(await (await request.get('/sitemap.xml')).text());
  const previews = new Set<string>();
  for (const { kind, path } of await publicPageKinds(request))
    for (const lang of LANGUAGES) {
      const where = `${kind} in ${lang}`;
      const html = await (await request.get(inLanguage(path, lang))).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const canonical = tags(head, /<link rel="canonical" [^>]*>/g).map((t) => attr(t, 'href'));
      const robots = metaContent(head, 'robots');
      if (NOT_INDEXED.has(kind)) {
        expect(robots, where).toEqual(['noindex']);
        // A search's results are not indexed; the page it searches from is.
        if (!RESULTS_OF_INDEXED_PAGES.has(kind))
          for (const loc of sitemap.keys()) expect(new URL(loc).pathname, where).not.toBe(path.split('?')[0]);
        continue;
      }
      expect(robots, where).toEqual([]);
      // The canonical is this language's own address…
      expect(canonical, where).toHaveLength(1);
      const own = canonical[0] ?? '';
      expect(new URL(own).searchParams.get('lang'), where).toBe(lang);
      expect(new URL(own).pathname, where).toBe(path);
      // …which the sitemap lists with the very alternates the page names (x-default included).
      const alternates = Object.fromEntries(
        tags(head, /<link rel="alternate" hreflang="[^"]*" [^>]*>/g).map((t) => [
          attr(t, 'hreflang'),
          attr(t, 'href'),
        ]),
      );
      expect(alternates[lang], where).toBe(own);
      expect(alternates['x-default'], where).toBe(own.replace(/[?&]lang=\w+$/, ''));
      expect(sitemap.get(own), `${where}: in the sitemap`).toEqual(alternates);
      // Open Graph and Twitter agree with it and show a picture the large networks display.
      expect(metaContent(head, 'og:url'), where).toEqual([own]);
      const [image] = metaContent(head, 'og:image');
      expect(image, where).toMatch(/\.jpg$/);
      expect(metaContent(head, 'twitter:image'), where).toEqual([image]);
      expect(metaContent(head, 'twitter:card'), where).toEqual(['summary_large_image']);
      previews.add(new URL(image ?? '').pathname);
      // Structured data names the page by the same address.
      for (const script of tags(head, /<script type="application\/ld\+json">[\s\S]*?<\/script>/g)) {
        const data = JSON.parse(script.replace(/^<script[^>]*>|<\/script>$/g, ''));
        expect(data.url, `${where}: JSON-LD`).toBe(own);
      }
    }
  for (const preview of previews) {
    const res = await request.get(preview);
    expect(res.status(), preview).toBe(200);
    expect(res.headers()['content-type'], preview).toBe('image/jpeg');
  }
});
