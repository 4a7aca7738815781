import { DEMO } from './support/app';
import { expect, test } from './support/test';

/**
 * What a crawler that runs no JavaScript reads: the raw HTML of a blog post (as `curl` gets it)
 * carries the post's title, description, canonical address, Open Graph tags and JSON-LD; the RSS
 * feed and the sitemap list the post.
 */

const decode = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The content of the first `<meta {attribute}="{name}" content="…">` in the HTML, decoded. */
function meta(html: string, attribute: 'name' | 'property', name: string): string | undefined {
  const found = new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
  return found === undefined ? undefined : decode(found);
}

test('a published post arrives with its head for crawlers, and is in the feed and the sitemap', async ({
  request,
}) => {
  const login = await request.post('/api/auth/login', { data: DEMO.blogAdmin });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const slug = `crawler-check-${Date.now().toString(36)}`;
  const seoTitle = 'Tea & mist: a morning in "Rize"';
  const seoDescription = 'Fog <over> the tea fields, & the first harvest of the year.';
  const created = await request.post('/api/blog-admin/posts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      originalLang: 'en',
      slug,
      status: 'published',
      translations: {
        en: {
          title: 'A morning in the tea fields',
          excerpt: 'Fog over the tea fields.',
          content: '<p>The first harvest of the year starts before sunrise.</p>',
          seoTitle,
          seoDescription,
          seoKeywords: ['rize', 'tea'],
        },
        tr: { title: 'Çay bahçelerinde bir sabah', content: '<p>Yılın ilk hasadı.</p>' },
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  // No cookie, no JavaScript: what a crawler following an hreflang link gets.
  const page = await request.get(`/blog/post/${slug}?lang=en`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<html lang="en"');
  const title = decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '');
  expect(title).toContain(seoTitle);
  expect(meta(head, 'name', 'description')).toBe(seoDescription);
  expect(head).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/blog/post/${slug}[^"]*"`));
  expect(meta(head, 'property', 'og:type')).toBe('article');
  expect(meta(head, 'property', 'og:description')).toBe(seoDescription);
  expect(head).toMatch(/<link rel="alternate" hreflang="tr" href="[^"]+"/);
  const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(head)?.[1];
  expect(jsonLd).toBeDefined();
  const data = JSON.parse(jsonLd ?? '{}') as Record<string, unknown>;
  expect(data['@type']).toBe('BlogPosting');

  const feed = await (await request.get('/blog/rss.xml?lang=en')).text();
  expect(feed).toContain(`/blog/post/${slug}?lang=en</link>`);
  expect(feed).toContain('<title>A morning in the tea fields</title>');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  // Each language version of the post at its own address, the bare address as the default.
  expect(sitemap).toContain(`/blog/post/${slug}?lang=tr</loc>`);
  expect(sitemap).toContain(
    `hreflang="x-default" href="${new URL(sitemap.match(/<loc>([^<]+)/)?.[1] ?? 'http://x').origin}/blog/post/${slug}"`,
  );
  expect(await (await request.get('/robots.txt')).text()).toMatch(
    /^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m,
  );
});
