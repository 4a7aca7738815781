import type { BlogTranslationInput } from '@app/shared/blog/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';
import { type PostWrite, writePost } from './post-writer.service.ts';

let t: TestApp;
let token = '';
let userToken = '';
const tagIds: Record<string, string> = {};

type Json = Record<string, unknown>;
type Tag = { slug: string; name: string; lang: string };

const text = (title: string, content: string): BlogTranslationInput => ({
  title,
  excerpt: '',
  content: `<p>${content}</p>`,
  seoTitle: '',
  seoDescription: '',
  seoKeywords: [],
});

async function post(write: Pick<PostWrite, 'slug' | 'originalLang' | 'tags' | 'translations'>) {
  await writePost(t.database.db, {
    status: 'published',
    featured: false,
    allowComments: true,
    featuredImage: '',
    categoryId: null,
    authorId: null,
    authorName: 'Elif Kaya',
    publishedAt: new Date('2027-05-01T09:00:00Z'),
    now: new Date('2027-05-01T09:00:00Z'),
    ...write,
  });
}

async function get(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json();
}
const bySlug = (tags: Tag[]) => [...tags].sort((a, b) => a.slug.localeCompare(b.slug));
const postTags = async (slug: string, lang: string) =>
  bySlug((await get(`/api/blog/posts/${slug}?lang=${lang}`)).tags);
const search = async (q: string, lang: string) =>
  ((await get(`/api/blog/posts?lang=${lang}&q=${encodeURIComponent(q)}`)).data as Json[]).map((p) => p.slug);

function putNames(id: string, names: Json, as = token) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/blog-admin/tags/${id}`,
    payload: { names },
    headers: bearer(as),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await userWithRole(t, 'blog-admin')).token;
  userToken = (await userWithRole(t, 'user')).token;
  await post({
    slug: 'tea-gardens',
    originalLang: 'en',
    tags: ['tea', 'Trabzon', 'hiking'],
    translations: {
      en: text('Gardens on the hill', 'Green slopes above the town.'),
      tr: text('Tepedeki bahçeler', 'Kasabanın üstünde yeşil yamaçlar.'),
      ar: text('حدائق على التل', 'منحدرات خضراء فوق البلدة.'),
    },
  });
  await post({
    slug: 'yayla-notlari',
    originalLang: 'tr',
    tags: ['Trabzon', 'yayla'],
    translations: { tr: text('Yayla notları', 'Bulutların üstünde.') },
  });
  const list = await t.app.inject({ url: '/api/blog-admin/tags', headers: bearer(token) });
  for (const tag of list.json() as { _id: string; slug: string }[]) tagIds[tag.slug] = tag._id;
  for (const [slug, names] of [
    ['tea', { tr: 'çay', ar: 'الشاي' }],
    ['trabzon', { tr: 'Trabzon', ar: 'طرابزون' }],
  ] as const) {
    const res = await putNames(tagIds[slug] ?? '', { en: '', ...names });
    expect(res.statusCode, res.body).toBe(200);
  }
});

afterAll(async () => {
  await t.close();
});

describe('tags in the reader’s language', () => {
  it('a post’s tags are named in the reader’s language, with the language each name is in', async () => {
    expect(await postTags('tea-gardens', 'ar')).toEqual([
      { slug: 'hiking', name: 'hiking', lang: 'en' },
      { slug: 'tea', name: 'الشاي', lang: 'ar' },
      { slug: 'trabzon', name: 'طرابزون', lang: 'ar' },
    ]);
    expect(await postTags('tea-gardens', 'tr')).toEqual([
      { slug: 'hiking', name: 'hiking', lang: 'en' },
      { slug: 'tea', name: 'çay', lang: 'tr' },
      { slug: 'trabzon', name: 'Trabzon', lang: 'tr' },
    ]);
    expect(await postTags('tea-gardens', 'en')).toEqual([
      { slug: 'hiking', name: 'hiking', lang: 'en' },
      { slug: 'tea', name: 'tea', lang: 'en' },
      { slug: 'trabzon', name: 'Trabzon', lang: 'en' },
    ]);
    // A tag first written on a Turkish post is Turkish.
    expect(await postTags('yayla-notlari', 'ar')).toContainEqual({
      slug: 'yayla',
      name: 'yayla',
      lang: 'tr',
    });
  });

  it('the tag list and a tag’s page name it in the reader’s language', async () => {
    expect(await get('/api/blog/tags?lang=ar')).toEqual([
      { _id: tagIds.trabzon, slug: 'trabzon', name: 'طرابزون', lang: 'ar', postCount: 2 },
      { _id: tagIds.tea, slug: 'tea', name: 'الشاي', lang: 'ar', postCount: 1 },
      { _id: tagIds.hiking, slug: 'hiking', name: 'hiking', lang: 'en', postCount: 1 },
      { _id: tagIds.yayla, slug: 'yayla', name: 'yayla', lang: 'tr', postCount: 1 },
    ]);
    const tr = (await get('/api/blog/tags?lang=tr')) as Tag[];
    expect(tr.map((tag) => tag.name)).toEqual(['Trabzon', 'çay', 'hiking', 'yayla']);
    const page = await get('/api/blog/posts?lang=ar&tag=tea');
    expect(page.data.map((p: Json) => p.slug)).toEqual(['tea-gardens']);
    expect(page.data[0].tags).toContainEqual({ slug: 'tea', name: 'الشاي', lang: 'ar' });
  });

  it('the RSS feed of a language names the tags in it', async () => {
    const res = await t.app.inject({ url: '/blog/rss.xml?lang=ar' });
    expect(res.body).toContain('<category>الشاي</category>');
    expect(res.body).not.toContain('<category>tea</category>');
  });

  it('search finds a post by a tag’s spelling in the language searched, and still by its name', async () => {
    expect(await search('الشاي', 'ar')).toEqual(['tea-gardens']);
    expect(await search('çay', 'tr')).toEqual(['tea-gardens']);
    expect(await search('CAY', 'tr')).toEqual(['tea-gardens']);
    expect(await search('tea', 'en')).toEqual(['tea-gardens']);
    // The Turkish-only post carries Trabzon, but has no Arabic text to carry طرابزون.
    expect(await search('طرابزون', 'ar')).toEqual(['tea-gardens']);
    expect((await search('Trabzon', 'tr')).sort()).toEqual(['tea-gardens', 'yayla-notlari']);
  });
});

describe('editing a tag’s spellings (blog admin)', () => {
  it('lists tags with their spellings, found by any of them', async () => {
    const res = await t.app.inject({
      url: '/api/blog-admin/tags?q=%D8%A7%D9%84%D8%B4%D8%A7%D9%8A',
      headers: bearer(token),
    });
    expect(res.json()).toEqual([
      {
        _id: tagIds.tea,
        slug: 'tea',
        name: 'tea',
        nameLang: 'en',
        names: { en: '', tr: 'çay', ar: 'الشاي', fr: '', es: '' },
        postCount: 1,
      },
    ]);
    const folded = await t.app.inject({ url: '/api/blog-admin/tags?q=CAY', headers: bearer(token) });
    expect(folded.json().map((tag: Json) => tag.slug)).toEqual(['tea']);
  });

  it('saves trimmed spellings and the posts are found by them at once', async () => {
    expect(await search('yürüyüş', 'tr')).toEqual([]);
    const res = await putNames(tagIds.hiking ?? '', { en: '  hiking ', tr: ' yürüyüş ', ar: 'المشي' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'hiking', names: { en: 'hiking', tr: 'yürüyüş', ar: 'المشي' } });
    expect(await search('yürüyüş', 'tr')).toEqual(['tea-gardens']);
    expect(await search('المشي', 'ar')).toEqual(['tea-gardens']);
    expect(await postTags('tea-gardens', 'tr')).toContainEqual({
      slug: 'hiking',
      name: 'yürüyüş',
      lang: 'tr',
    });

    // Cleared again: the name shows and the old spelling finds nothing.
    await putNames(tagIds.hiking ?? '', { en: '', tr: '', ar: '' });
    expect(await search('yürüyüş', 'tr')).toEqual([]);
    expect(await postTags('tea-gardens', 'tr')).toContainEqual({
      slug: 'hiking',
      name: 'hiking',
      lang: 'en',
    });
  });

  it('refuses a spelling over 60 characters on its field and changes nothing', async () => {
    const res = await putNames(tagIds.tea ?? '', { en: 'tea', tr: 'ç'.repeat(61), ar: 'الشاي' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'names.tr', code: 'too_long' })]);
    expect(await postTags('tea-gardens', 'tr')).toContainEqual({ slug: 'tea', name: 'çay', lang: 'tr' });
    expect((await putNames(tagIds.tea ?? '', { en: '', tr: 'ç'.repeat(60), ar: '' })).statusCode).toBe(200);
    await putNames(tagIds.tea ?? '', { en: '', tr: 'çay', ar: 'الشاي' });
  });

  it('answers 404 for an unknown tag, and only to the blog admin', async () => {
    const unknown = await putNames('00000000-0000-4000-8000-000000000000', { en: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    expect((await putNames('not-a-uuid', { en: 'x' })).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/blog-admin/tags/${tagIds.tea}`,
      payload: { names: { en: 'x' } },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await putNames(tagIds.tea ?? '', { en: 'x' }, userToken)).statusCode).toBe(403);
    expect(await postTags('tea-gardens', 'en')).toContainEqual({ slug: 'tea', name: 'tea', lang: 'en' });
  });
});
