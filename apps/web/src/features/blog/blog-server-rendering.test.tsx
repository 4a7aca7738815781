import { describe, expect, it } from 'vitest';
import { type RenderResult, renderPage } from '../../entry-server';
import { archive, categories, comment, page, post, summary, tags } from './testing/blog-fixtures';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

/** The server's API as the renderer sees it. */
function fakeApi(routes: Record<string, () => Response>, calls: string[] = []) {
  return async (url: string) => {
    calls.push(url);
    const path = new URL(url, 'http://ssr.local').pathname;
    const route = routes[path];
    return route ? route() : json({ code: 'not_found', title: 'Not found', status: 404 }, 404);
  };
}

function rendered(result: RenderResult) {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result;
}

const origin = 'https://travel.example';

describe('blog pages rendered on the server', () => {
  it('sends a post readable before any script: texts, picture, comments and its head', async () => {
    const calls: string[] = [];
    const arabic = post({
      slug: 'sumela',
      lang: 'ar',
      dir: 'rtl',
      isFallback: true,
      languages: ['ar'],
      title: 'دير سوميلا',
      content: '<p>الطريق إلى الدير.</p>',
      approvedComments: 1,
    });
    const result = rendered(
      await renderPage({
        url: '/blog/post/sumela',
        lang: 'en',
        origin,
        fetchApi: fakeApi(
          {
            '/api/blog/posts/sumela': () => json(arabic),
            '/api/blog/posts/sumela/comments': () => json(page([comment()])),
          },
          calls,
        ),
      }),
    );
    expect(result.status).toBe(200);
    expect(result.title).toBe('Uzungöl at dawn: a short guide · Karadeniz Travel');
    expect(result.description).toBe('When to go and where to walk.');
    expect(result.html).toMatch(/<h1[^>]*lang="ar"[^>]*dir="rtl"[^>]*>دير سوميلا<\/h1>/);
    expect(result.html).toMatch(/<div[^>]*lang="ar"[^>]*dir="rtl"[^>]*><p>الطريق إلى الدير.<\/p><\/div>/);
    expect(result.html).toMatch(/<img[^>]*fetchPriority="high"[^>]*>/i);
    expect(result.html).toMatch(/<img[^>]*width="1600"[^>]*height="900"/);
    expect(result.html).toContain('This post is not available in English');
    expect(result.html).toContain('We went in May: perfect.');
    // A post written only in Arabic, asked for in English: its canonical is its Arabic version.
    expect(result.head).toContain(`<link rel="canonical" href="${origin}/blog/post/sumela?lang=ar"`);
    expect(result.head).toContain('<meta property="og:locale" content="ar_AR" />');
    expect(result.head).toContain('application/ld+json');
    expect(result.head).toContain('BlogPosting');
    // The view is counted by the browser once the page is shown, never while rendering.
    expect(calls.some((url) => url.includes('/views'))).toBe(false);
    // The route's loader fetched the post and its comments first: rendered once, each asked once.
    expect(result.passes).toBe(1);
    expect(calls.filter((url) => url.startsWith('/api/blog/posts/sumela?'))).toHaveLength(1);
    expect(calls.filter((url) => url.startsWith('/api/blog/posts/sumela/comments?'))).toHaveLength(1);
  });

  it('renders the not-found state for a post that is not public', async () => {
    const result = rendered(
      await renderPage({ url: '/blog/post/a-draft', lang: 'en', origin, fetchApi: fakeApi({}) }),
    );
    expect(result.html).toContain('Post not found');
    expect(result.head).toContain('noindex');
    expect(result.status).toBe(404);
    // Sent light: the browser renders the page no more, only the bar, which needs no post.
    expect(result.document).toBe('light');
    expect(result.tail).not.toContain('a-draft');
  });

  it('renders the front page with its posts, sidebar and pages', async () => {
    const result = rendered(
      await renderPage({
        url: '/blog',
        lang: 'tr',
        origin,
        fetchApi: fakeApi({
          '/api/blog/posts': () =>
            json(page([summary({ featured: true, title: 'Öne çıkan yazı' })], { total: 12, totalPages: 2 })),
          '/api/blog/categories': () => json(categories),
          '/api/blog/tags': () => json(tags),
          '/api/blog/archive': () => json(archive),
        }),
      }),
    );
    expect(result.title).toBe('Seyahat blogu: Trabzon ve Karadeniz · Karadeniz Travel');
    expect(result.html).toContain('Öne çıkan yazı');
    expect(result.html).toContain('href="/blog?page=2"');
    expect(result.html).toContain('href="/blog/category/places"');
    expect(result.html).toContain('Haziran');
    expect(result.head).toContain('hreflang="ar"');
    expect(result.head).toContain('application/rss+xml');
    expect(result.passes).toBe(1);
  });

  it('keeps search results out of search engines', async () => {
    const result = rendered(
      await renderPage({
        url: '/blog/search?q=hamsi',
        lang: 'en',
        origin,
        fetchApi: fakeApi({ '/api/blog/posts': () => json(page([summary({ title: 'Hamsi season' })])) }),
      }),
    );
    expect(result.html).toContain('Hamsi season');
    expect(result.head).toContain('noindex');
  });
});
