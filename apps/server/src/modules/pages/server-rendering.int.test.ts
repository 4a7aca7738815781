import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';

/**
 * The server's side of server rendering, with a stand-in for the web app's renderer that records
 * its calls and answers with what the API told it.
 */
const renderer = `
export const calls = [];
export async function renderPage({ url, lang, origin, fetchApi }) {
  calls.push({ url, lang, origin });
  if (url === '/boom') throw new Error('render failed');
  if (url === '/old') return { kind: 'redirect', status: 301, location: '/new' };
  if (url === '/old-post') return { kind: 'redirect', status: 301, location: '/blog/post/رحلة-إلى-أوزنجول?from=%C3%A7' };
  if (url.startsWith('/admin')) return { kind: 'spa' };
  const api = await fetchApi('/api/settings/payment/public?lang=' + lang, { method: 'GET' });
  const body = await api.json();
  return {
    kind: 'page',
    status: url === '/missing' ? 404 : url.startsWith('/failing') ? 500 : 200,
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    title: 'Page ' + url,
    description: 'About ' + url,
    head: '<link rel="canonical" href="' + origin + url.split('?')[0] + '" />',
    html: '<main><h1>' + url + '</h1><p>tax ' + body.taxRate + '</p>'
      + (url.startsWith('/long') ? '<p>Uzungöl, Ayder, Sümela — أوزنجول</p>'.repeat(300) : '') + '</main>',
    tail: '<script type="application/json" id="ssr-payload">{}</script>',
  };
}`;

const template =
  '<!doctype html><html lang="tr" dir="ltr"><head><meta name="description" content="Default" />' +
  '<title>App</title><script type="module" crossorigin src="/assets/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

let t: TestApp;
let calls: { url: string; lang: string; origin: string }[];
const get = (url: string, cookies?: Record<string, string>) => t.app.inject({ url, cookies });

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'web-ssr-'));
  await writeFile(path.join(root, 'index.html'), template);
  const entry = path.join(root, 'entry-server.mjs');
  await writeFile(entry, renderer);
  calls = (await import(entry)).calls;
  t = await createTestApp({ PUBLIC_URL: 'https://travel.example/' }, { webRoot: root, ssrEntry: entry });
});
afterAll(async () => {
  await t?.close();
});

describe('pages rendered on the server', () => {
  it('sends the rendered page with its head, in the language of the cookie (Turkish by default)', async () => {
    const first = await get('/hotels');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.headers['content-language']).toBe('tr');
    expect(first.headers.vary).toContain('Cookie');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toContain('<html lang="tr" dir="ltr" data-rendered>');
    expect(first.body).toContain('<title>Page /hotels</title>');
    expect(first.body).toContain('<div id="root"><main><h1>/hotels</h1><p>tax 12</p></main></div>');

    const arabic = await get('/hotels', { lang: 'ar', color_scheme: 'dark' });
    expect(arabic.body).toContain(
      '<html lang="ar" dir="rtl" data-mantine-color-scheme="dark" data-rendered>',
    );
    expect(arabic.headers['content-language']).toBe('ar');
  });

  it("writes the page's own head tags, with the site's public origin, before </head>", async () => {
    const res = await get('/hotels/lake-house');
    expect(res.body).toMatch(
      /<title>Page \/hotels\/lake-house<\/title>[\s\S]*<link rel="canonical" href="https:\/\/travel\.example\/hotels\/lake-house" \/>\s*<\/head>/,
    );
    expect(calls.at(-1)?.origin).toBe('https://travel.example');
  });

  it('renders in the language the address asks for (?lang=), over the cookie, each kept apart', async () => {
    const english = await get('/blog/post/uzungol?lang=en', { lang: 'ar' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en" dir="ltr" data-rendered>');
    expect(english.headers['content-language']).toBe('en');
    const arabic = await get('/blog/post/uzungol?lang=ar');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl" data-rendered>');
    expect(arabic.headers['content-language']).toBe('ar');
    // Kept per address: asking again renders nothing new, and English is still English.
    const rendered = calls.length;
    expect((await get('/blog/post/uzungol?lang=en')).body).toContain('<html lang="en"');
    expect(calls).toHaveLength(rendered);
    expect(calls.filter((c) => c.url.startsWith('/blog/post/uzungol')).map((c) => c.lang)).toEqual([
      'en',
      'ar',
    ]);
    // A language the site does not have falls back to the cookie.
    expect((await get('/blog/post/uzungol?lang=de', { lang: 'ar' })).body).toContain('<html lang="ar"');
    expect((await get('/blog/post/uzungol?lang=<b>')).body).toContain('<html lang="tr"');
  });

  it("renders a first visit in the browser's language when it is one of ours, else Turkish; a cookie or ?lang wins", async () => {
    const visit = (acceptLanguage: string, cookies?: Record<string, string>, url = '/terms') =>
      t.app.inject({ url, cookies, headers: { 'accept-language': acceptLanguage } });
    expect((await visit('ar-SA,ar;q=0.9,en;q=0.8')).body).toContain(
      '<html lang="ar" dir="rtl" data-rendered>',
    );
    expect((await visit('en-GB,en;q=0.9')).body).toContain('<html lang="en" dir="ltr" data-rendered>');
    expect((await visit('de-DE,de;q=0.9,fr;q=0.8')).body).toContain(
      '<html lang="fr" dir="ltr" data-rendered>',
    );
    expect((await visit('es-MX,es;q=0.9')).body).toContain('<html lang="es" dir="ltr" data-rendered>');
    expect((await visit('de-DE,de;q=0.9,nl;q=0.8')).body).toContain(
      '<html lang="tr" dir="ltr" data-rendered>',
    );
    expect((await visit('ar-SA', { lang: 'en' })).body).toContain('<html lang="en"');
    expect((await visit('ar-SA', {}, '/terms?lang=tr')).body).toContain('<html lang="tr"');
    const res = await visit('ar');
    expect(res.headers['content-language']).toBe('ar');
    expect(String(res.headers.vary)).toMatch(/Cookie/);
    expect(String(res.headers.vary)).toMatch(/Accept-Language/);
  });

  it("allows the page's one inline script, the reader's preferences, by its hash and nothing else inline", async () => {
    for (const url of ['/hotels', '/admin/hotels']) {
      const res = await get(url);
      const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
      expect(inline, url).toHaveLength(1);
      const hash = createHash('sha256')
        .update(inline[0] ?? '')
        .digest('base64');
      const scriptSrc = String(res.headers['content-security-policy']).match(/script-src ([^;]*)/)?.[1];
      expect(scriptSrc, url).toBe(`'self' 'sha256-${hash}'`);
    }
  });

  it('leaves the feed, the sitemap and robots.txt to their own routes', async () => {
    const rendered = calls.length;
    const rss = await get('/blog/rss.xml?lang=en');
    expect(rss.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect((await get('/sitemap.xml')).body).toContain('<urlset');
    expect((await get('/robots.txt')).body).toContain('Sitemap: https://travel.example/sitemap.xml');
    expect(calls).toHaveLength(rendered);
  });

  it('ignores a language cookie it does not know', async () => {
    const res = await get('/packages', { lang: 'xx<script>' });
    expect(res.body).toContain('<html lang="tr"');
  });

  it('keeps a rendered page until something changes, then renders it again', async () => {
    await get('/about?x=1');
    const before = calls.filter((c) => c.url === '/about?x=1').length;
    const again = await get('/about?x=1');
    expect(again.body).toContain('tax 12');
    expect(calls.filter((c) => c.url === '/about?x=1')).toHaveLength(before);

    // A write (here an admin changes the tax rate) ends every kept page.
    const admin = await userWithRole(t, 'admin');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/payment',
      payload: { taxRate: 18 },
      headers: bearer(admin.token),
    });
    expect(put.statusCode).toBe(200);
    const after = await get('/about?x=1');
    expect(after.body).toContain('tax 18');
    expect(calls.filter((c) => c.url === '/about?x=1')).toHaveLength(before + 1);
  });

  it('renders a page once for readers who ask for it at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/contact?together=1')));
    for (const a of answers) expect(a.body).toContain('<h1>/contact?together=1</h1>');
    expect(calls.filter((c) => c.url === '/contact?together=1')).toHaveLength(1);
  });

  it('answers 404 for a page the app does not have', async () => {
    const res = await get('/missing');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>/missing</h1>');
  });

  it('redirects where the app redirects', async () => {
    const res = await get('/old');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/new');
  });

  it('redirects to an address in any script, percent-encoded as a header must be', async () => {
    const res = await get('/old-post');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/blog/post/${encodeURIComponent('رحلة-إلى-أوزنجول')}?from=%C3%A7`);
  });

  it('answers a page whose data failed with its error status and renders it again for the next reader', async () => {
    for (const attempt of [1, 2]) {
      const res = await get('/failing?kept=no');
      expect(res.statusCode, `#${attempt}`).toBe(500);
    }
    expect(calls.filter((c) => c.url === '/failing?kept=no')).toHaveLength(2);
  });

  it('sends the empty shell for pages the browser renders, and when rendering fails', async () => {
    for (const url of ['/admin/hotels', '/boom']) {
      const res = await get(url, { color_scheme: 'light' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<title>App</title>');
      expect(res.body, url).toContain('data-mantine-color-scheme="light"');
    }
  });

  it('sends a kept page compressed as the reader accepts, the same document in each encoding', async () => {
    const url = '/long?compressed=1';
    const ask = (acceptEncoding: string | undefined, scheme?: string) =>
      t.app.inject({
        url,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        cookies: scheme ? { color_scheme: scheme } : {},
      });
    const plain = await ask(undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('أوزنجول');
    const br = await ask('gzip, deflate, br, zstd');
    const gzip = await ask('gzip, deflate');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body) / 5);
    for (const res of [plain, br, gzip]) {
      expect(String(res.headers.vary)).toMatch(/Cookie/);
      expect(String(res.headers.vary)).toMatch(/Accept-Encoding/);
    }
    // Each colour scheme is its own document, compressed on its own.
    const dark = await ask('br', 'dark');
    expect(brotliDecompressSync(dark.rawPayload).toString('utf8')).toContain(
      'data-mantine-color-scheme="dark"',
    );
    expect(calls.filter((c) => c.url === url)).toHaveLength(1);
  });
});
