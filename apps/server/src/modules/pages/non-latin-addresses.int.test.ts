import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotelFixture } from '../../test/fixtures/hotel-fixtures.ts';
import { createRestaurantFixture } from '../../test/fixtures/restaurant-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';

/**
 * Addresses and words as travellers and writers make them: an Arabic post (so an Arabic slug), an
 * Arabic tag and category, Turkish words with İ/ı/ş/ğ. Every public read and every page made from
 * them answers, read directly, kept and not kept: none of their text may reach a header raw.
 * A stand-in for the web app's renderer makes `/page?api=<address>` from that API answer, as the
 * server's rendering does (its requests carry the header asking for the answer's tags).
 */
const renderer = `
export const calls = [];
export async function renderPage({ url, lang, fetchApi }) {
  calls.push(url);
  const api = new URL(url, 'http://x').searchParams.get('api');
  const res = await fetchApi(api, { method: 'GET' });
  const text = await res.text();
  return {
    kind: 'page', status: res.status, lang, dir: 'ltr', title: 'Page', description: '', head: '',
    html: '<main>' + text.replace(/</g, '&lt;') + '</main>', tail: '',
  };
}`;

const template =
  '<!doctype html><html lang="tr" dir="ltr"><head><meta name="description" content="Default" />' +
  '<title>App</title><script type="module" crossorigin src="/assets/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

const POST_TITLE = 'رحلة إلى بحيرة أوزنجول';
const POST_SLUG = 'رحلة-إلى-بحيرة-أوزنجول';
const TURKISH_TITLE = 'Işıklı İnişler ve Şavşat Yaylası: Ağustos';
const TAG = 'الشاي الأسود';
const CATEGORY_SLUG = 'رحلات-الهضاب';
const HOTEL = 'Işık Otel Şavşat İğneada';
const RESTAURANT = 'Çiğdem Ocakbaşı Işıklı';

const e = encodeURIComponent;

let cached: TestApp;
let uncached: TestApp;
/** The pages the kept app's renderer was asked for. */
let calls: string[];
let tagSlug = '';
let postId = '';

/** Every public read whose address carries what someone wrote, with what its answer must name. */
const reads = () => [
  { url: `/api/blog/posts/${e(POST_SLUG)}`, shows: POST_TITLE },
  { url: `/api/blog/posts/${e(POST_SLUG)}?lang=ar`, shows: POST_TITLE },
  { url: `/api/blog/posts/${e(POST_SLUG)}/comments`, shows: '"data"' },
  { url: `/api/blog/posts?tag=${e(tagSlug)}`, shows: POST_SLUG },
  { url: `/api/blog/posts?category=${e(CATEGORY_SLUG)}`, shows: POST_SLUG },
  { url: `/api/blog/posts?q=${e('بحيرة')}&lang=ar`, shows: POST_SLUG },
  { url: `/api/blog/posts?q=${e('ŞAVŞAT yaylası')}&lang=tr`, shows: 'isikli-inisler' },
  { url: `/api/blog/posts/${e('işıklı-inişler')}`, status: 404, shows: 'not_found' },
  { url: `/api/hotels?q=${e('IŞIK')}`, shows: HOTEL },
  { url: `/api/hotels/suggestions?q=${e('iğneada')}`, shows: HOTEL },
  { url: `/api/hotels/${e('ışık-otel')}`, status: 404, shows: 'not_found' },
  { url: `/api/restaurants?q=${e('çiğdem ocakbaşı')}`, shows: RESTAURANT },
  { url: `/api/packages?q=${e('ağustos şavşat')}`, shows: '"data"' },
  { url: `/api/destinations/slug/${e('uzungöl')}`, status: 404, shows: 'not_found' },
];

async function appWith(cache: boolean): Promise<{ t: TestApp; calls: string[] }> {
  const root = await mkdtemp(path.join(tmpdir(), 'web-non-latin-'));
  await writeFile(path.join(root, 'index.html'), template);
  const entry = path.join(root, 'entry-server.mjs');
  await writeFile(entry, renderer);
  const t = await createTestApp({ RESPONSE_CACHE: String(cache) }, { webRoot: root, ssrEntry: entry });
  return { t, calls: (await import(entry)).calls };
}

/** Writes the content in `t`; answers the Arabic post's id. */
async function seed(t: TestApp): Promise<string> {
  const writer = await userWithRole(t, 'blog-admin');
  const auth = bearer(writer.token);
  const category = await t.app.inject({
    method: 'POST',
    url: '/api/blog-admin/categories',
    headers: auth,
    payload: { name: { en: 'Plateau trips', ar: 'رحلات الهضاب' }, slug: CATEGORY_SLUG },
  });
  expect(category.statusCode, category.body).toBe(201);
  const post = (originalLang: 'ar' | 'tr', title: string, tags: string[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/blog-admin/posts',
      headers: auth,
      payload: {
        originalLang,
        status: 'published',
        categoryId: category.json()._id,
        tags,
        translations: { [originalLang]: { title, content: `<p>${title}. ${'نص طويل '.repeat(400)}</p>` } },
      },
    });
  const arabic = await post('ar', POST_TITLE, [TAG, 'çay bahçesi']);
  expect(arabic.statusCode, arabic.body).toBe(201);
  expect(arabic.json().slug).toBe(POST_SLUG);
  const turkish = await post('tr', TURKISH_TITLE, ['Işıklı']);
  expect(turkish.statusCode, turkish.body).toBe(201);
  const tags = await t.app.inject({ url: '/api/blog/tags?lang=ar' });
  tagSlug = (tags.json() as { slug: string; name: string }[]).find((tag) => tag.name === TAG)?.slug ?? '';
  expect(tagSlug).toMatch(/[\u0600-\u06ff]/);
  await createHotelFixture(t.database.db, { name: HOTEL, nameTr: HOTEL, city: 'Şavşat' });
  await createRestaurantFixture(t.database.db, { name: { en: RESTAURANT, tr: RESTAURANT } });
  return arabic.json()._id;
}

beforeAll(async () => {
  ({ t: cached, calls } = await appWith(true));
  ({ t: uncached } = await appWith(false));
  postId = await seed(cached);
  await seed(uncached);
  // Two apps, each migrating its own database and writing long posts: more than the usual hook.
}, 90_000);
afterAll(async () => {
  await cached?.close();
  await uncached?.close();
});

describe.each([
  ['kept answers', () => cached],
  ['no response cache', () => uncached],
])('public reads with Arabic and Turkish addresses (%s)', (_name, app) => {
  it('answers each read directly, twice (the second from memory when kept)', async () => {
    for (const read of reads()) {
      for (const attempt of [1, 2]) {
        const res = await app().app.inject({ url: read.url });
        expect(res.statusCode, `${read.url} #${attempt}: ${res.body}`).toBe(read.status ?? 200);
        expect(res.body, read.url).toContain(read.shows);
      }
    }
  });

  it('renders each page made from those reads, twice', async () => {
    for (const read of reads()) {
      for (const attempt of [1, 2]) {
        const res = await app().app.inject({ url: `/page?api=${e(read.url)}` });
        expect(res.statusCode, `${read.url} #${attempt}: ${res.body.slice(0, 300)}`).toBe(read.status ?? 200);
        expect(res.body).toContain(read.shows.replace(/</g, '&lt;'));
      }
    }
  });
});

describe('a kept page of an Arabic post', () => {
  it('is kept, then forgotten when the post is edited', async () => {
    const url = `/page?api=${e(`/api/blog/posts/${e(POST_SLUG)}`)}`;
    await cached.app.inject({ url: `${url}&n=1` });
    const before = calls.length;
    const again = await cached.app.inject({ url: `${url}&n=1` });
    expect(again.statusCode).toBe(200);
    expect(calls.length).toBe(before);

    const writer = await userWithRole(cached, 'blog-admin');
    const current = await cached.app.inject({
      url: `/api/blog-admin/posts/${postId}`,
      headers: bearer(writer.token),
    });
    expect(current.statusCode, current.body).toBe(200);
    const body = current.json();
    const edited = await cached.app.inject({
      method: 'PUT',
      url: `/api/blog-admin/posts/${postId}`,
      headers: bearer(writer.token),
      payload: {
        ...body,
        categoryId: body.categoryId,
        translations: { ar: { ...body.translations.ar, title: `${POST_TITLE} في الخريف` } },
        expectedUpdatedAt: body.updatedAt,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await cached.app.inject({ url: `${url}&n=1` });
    expect(after.body).toContain('في الخريف');
    expect(calls.length).toBe(before + 1);
  });
});
