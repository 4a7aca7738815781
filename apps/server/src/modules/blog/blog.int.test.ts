import type { BlogTranslationInput } from '@app/shared/blog/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogCategories, blogComments, blogPostViews, blogViewSalts } from '../../db/schema/blog.ts';
import { EVERYTHING } from '../../lib/cache-tags.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';
import { type PostWrite, writePost } from './post-writer.service.ts';

let t: TestApp;
const START = new Date('2027-06-01T09:00:00Z');
const ids: Record<string, string> = {};
const ARABIC_SLUG = 'دير-سوميلا';
/** Published 10:00 in Trabzon on 2 June, a day after the tests' clock. */
const FESTIVAL_AT = new Date('2027-06-02T07:00:00Z');

const text = (
  title: string,
  content = '',
  extra: Partial<BlogTranslationInput> = {},
): BlogTranslationInput => ({
  title,
  excerpt: '',
  content,
  seoTitle: '',
  seoDescription: '',
  seoKeywords: [],
  ...extra,
});

async function post(
  key: string,
  write: Partial<PostWrite> & {
    slug: string;
    translations: PostWrite['translations'];
    publishedAt: Date | null;
  },
) {
  const { id } = await writePost(t.database.db, {
    originalLang: 'en',
    status: 'published',
    featured: false,
    allowComments: true,
    featuredImage: '',
    categoryId: null,
    tags: [],
    authorId: null,
    authorName: 'Elif Kaya',
    now: START,
    ...write,
  });
  ids[key] = id;
}

type Json = Record<string, unknown> & { data: Record<string, unknown>[] };
async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers });
  return { res, status: res.statusCode, body: res.json() as Json };
}
const slugs = async (url: string) => {
  const { status, body } = await get(url);
  expect(status, url).toBe(200);
  return body.data.map((p) => p.slug);
};
const search = (q: string, lang: Language = 'en', extra = '') =>
  slugs(`/api/blog/posts?lang=${lang}&q=${encodeURIComponent(q)}${extra}`);

beforeAll(async () => {
  t = await createTestApp();
  const [places, food] = await t.database.db
    .insert(blogCategories)
    .values([
      {
        slug: 'places',
        name: { en: 'Places', tr: 'Yerler', ar: 'أماكن' },
        description: { en: 'Where to go', tr: 'Nereye gidilir', ar: '' },
      },
      { slug: 'food', name: { en: 'Food', tr: '', ar: '' }, description: { en: '', tr: '', ar: '' } },
      {
        slug: 'empty',
        name: { en: 'Archive notes', tr: '', ar: '' },
        description: { en: '', tr: '', ar: '' },
      },
    ])
    .returning();
  const placesId = places?.id ?? null;
  const foodId = food?.id ?? null;

  await post('sumela', {
    slug: 'sumela-manastiri',
    originalLang: 'tr',
    categoryId: placesId,
    tags: ['Trabzon', 'Tarih'],
    publishedAt: new Date('2027-05-20T10:00:00Z'),
    translations: {
      tr: text('Sümela Manastırı', '<p>Maçka vadisinde kayalara oyulmuş eski bir yapı.</p>', {
        excerpt: 'Kayalara oyulmuş bir manastır',
      }),
      en: text('Sumela Monastery', '<p>A monastery carved into the cliffs above the Altındere valley.</p>', {
        excerpt: 'Carved into the cliffs',
        seoTitle: 'Sumela Monastery guide',
        seoKeywords: ['sumela', 'trabzon'],
      }),
    },
  });
  await post('uzungol', {
    slug: 'uzungol-lake',
    categoryId: placesId,
    tags: ['Trabzon', 'Nature'],
    publishedAt: new Date('2027-05-25T10:00:00Z'),
    translations: {
      en: text(
        'Uzungöl Lake',
        `<p>${'The lake sits between steep green hills and wooden houses. '.repeat(40)}</p>`,
        {
          excerpt: 'A mountain lake in the Çaykara district',
        },
      ),
    },
  });
  await post('istanbul', {
    slug: 'istanbuldan-karadenize',
    originalLang: 'tr',
    featured: true,
    categoryId: foodId,
    tags: ['Yolculuk'],
    publishedAt: new Date('2027-04-10T10:00:00Z'),
    translations: { tr: text("İstanbul'dan Karadeniz'e", '<p>Otobüsle on iki saat süren bir yolculuk.</p>') },
  });
  // 22:30 UTC on 31 May is 01:30 on 1 June in Trabzon.
  await post('arabic', {
    slug: ARABIC_SLUG,
    originalLang: 'ar',
    publishedAt: new Date('2027-05-31T22:30:00Z'),
    translations: {
      ar: text('دير سوميلا', '<p>زيارة دير سُوميلا في طرابزون، من أجمل الأماكن في المنطقة.</p>'),
    },
  });
  await post('tea', {
    slug: 'tea-harvest-in-rize',
    tags: ['Nature'],
    publishedAt: new Date('2026-12-31T21:30:00Z'),
    translations: {
      en: text(
        'Tea harvest in Rize',
        '<p>Pickers work the slopes from May; the road continues to Uzungöl.</p>',
      ),
    },
  });
  await post('quiet', {
    slug: 'a-quiet-post',
    allowComments: false,
    publishedAt: new Date('2026-11-15T10:00:00Z'),
    translations: { en: text('A quiet post', '<p>Comments are closed here.</p>') },
  });
  await post('draft', {
    slug: 'secret-draft',
    status: 'draft',
    categoryId: placesId,
    tags: ['Trabzon', 'Secret'],
    publishedAt: null,
    translations: { en: text('Secret draft about Uzungöl', '<p>Not yet.</p>') },
  });
  await post('archived', {
    slug: 'old-uzungol',
    status: 'archived',
    categoryId: placesId,
    tags: ['Trabzon'],
    publishedAt: new Date('2027-01-05T10:00:00Z'),
    translations: { en: text('Old Uzungöl notes', '<p>Archived.</p>') },
  });
  await post('festival', {
    slug: 'uzungol-festival',
    categoryId: placesId,
    tags: ['Trabzon', 'Festival'],
    publishedAt: FESTIVAL_AT,
    translations: { en: text('Uzungöl festival', '<p>Music by the lake.</p>') },
  });
});

afterAll(async () => {
  await t.close();
});

const PUBLIC_NEWEST_FIRST = [
  ARABIC_SLUG,
  'uzungol-lake',
  'sumela-manastiri',
  'istanbuldan-karadenize',
  'tea-harvest-in-rize',
  'a-quiet-post',
];

describe('public posts', () => {
  it('list public posts newest first with featured ones on top, paginated', async () => {
    const { body } = await get('/api/blog/posts?lang=en');
    expect(body.data.map((p) => p.slug)).toEqual([
      'istanbuldan-karadenize',
      ARABIC_SLUG,
      'uzungol-lake',
      'sumela-manastiri',
      'tea-harvest-in-rize',
      'a-quiet-post',
    ]);
    expect(body).toMatchObject({ total: 6, page: 1, totalPages: 1 });
    const page2 = await get('/api/blog/posts?lang=en&limit=4&page=2');
    expect(page2.body.data.map((p) => p.slug)).toEqual(['tea-harvest-in-rize', 'a-quiet-post']);
    expect(page2.body).toMatchObject({ total: 6, page: 2, totalPages: 2 });
    const beyond = await get('/api/blog/posts?lang=en&limit=4&page=5');
    expect(beyond.body).toMatchObject({ data: [], total: 6, page: 5, totalPages: 2 });
  });

  it('drafts, archived and scheduled posts are 404 and in no list', async () => {
    for (const slug of ['secret-draft', 'old-uzungol', 'uzungol-festival', 'no-such-post']) {
      const res = await get(`/api/blog/posts/${slug}?lang=en`);
      expect(res.status, slug).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    const all = await get('/api/blog/posts?lang=en&limit=50');
    expect(all.body.data.map((p) => p.slug).sort()).toEqual([...PUBLIC_NEWEST_FIRST].sort());
    expect(await search('uzungöl')).not.toContain('secret-draft');
    expect(await search('secret')).toEqual([]);
    expect(await search('festival')).toEqual([]);
    expect(await search('old')).toEqual([]);
  });

  it('the reader language, or the post language with isFallback', async () => {
    const tr = await get('/api/blog/posts/sumela-manastiri?lang=tr');
    expect(tr.body).toMatchObject({ lang: 'tr', dir: 'ltr', isFallback: false, title: 'Sümela Manastırı' });
    const en = await get('/api/blog/posts/sumela-manastiri?lang=en');
    expect(en.body).toMatchObject({ lang: 'en', isFallback: false, title: 'Sumela Monastery' });
    const ar = await get('/api/blog/posts/sumela-manastiri?lang=ar');
    expect(ar.body).toMatchObject({ lang: 'tr', dir: 'ltr', isFallback: true, title: 'Sümela Manastırı' });
    const lake = await get('/api/blog/posts/uzungol-lake?lang=tr');
    expect(lake.body).toMatchObject({ lang: 'en', isFallback: true, title: 'Uzungöl Lake' });
    const list = await get('/api/blog/posts?lang=en');
    const arabic = list.body.data.find((p) => p.slug === ARABIC_SLUG);
    expect(arabic).toMatchObject({ lang: 'ar', dir: 'rtl', isFallback: true, title: 'دير سوميلا' });
  });

  it('a post page: content, languages, SEO, category in the reader language, reading time, related posts', async () => {
    const { status, body } = await get('/api/blog/posts/sumela-manastiri?lang=en');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      _id: ids.sumela,
      slug: 'sumela-manastiri',
      originalLang: 'tr',
      languages: ['en', 'tr'],
      allowComments: true,
      excerpt: 'Carved into the cliffs',
      featured: false,
      featuredImage: '',
      author: { name: 'Elif Kaya' },
      category: { slug: 'places', name: 'Places' },
      tags: [
        { slug: 'tarih', name: 'Tarih' },
        { slug: 'trabzon', name: 'Trabzon' },
      ],
      seo: {
        title: 'Sumela Monastery guide',
        description: 'Carved into the cliffs',
        keywords: ['sumela', 'trabzon'],
      },
      publishedAt: '2027-05-20T10:00:00.000Z',
      updatedAt: START.toISOString(),
      readingMinutes: 1,
      approvedComments: 0,
    });
    expect(body.content).toContain('carved into the cliffs');
    // Same category and a shared tag first; never a draft, archived or scheduled post.
    const related = (body.related as { slug: string }[]).map((p) => p.slug);
    expect(related).toEqual(['uzungol-lake', ARABIC_SLUG, 'istanbuldan-karadenize']);

    const tr = await get('/api/blog/posts/sumela-manastiri?lang=tr');
    expect(tr.body.category).toEqual({ slug: 'places', name: 'Yerler' });
    expect(tr.body.seo).toMatchObject({
      title: 'Sümela Manastırı',
      description: 'Kayalara oyulmuş bir manastır',
    });
    const lake = await get('/api/blog/posts/uzungol-lake?lang=en');
    expect(lake.body.readingMinutes).toBe(2);
  });

  it('an Arabic slug, percent-encoded', async () => {
    const res = await get(`/api/blog/posts/${encodeURIComponent(ARABIC_SLUG)}?lang=ar`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ slug: ARABIC_SLUG, lang: 'ar', dir: 'rtl', isFallback: false });
  });

  it('filter by category, tag, month or year (in Trabzon time) and featured', async () => {
    expect(await slugs('/api/blog/posts?lang=en&category=places')).toEqual([
      'uzungol-lake',
      'sumela-manastiri',
    ]);
    expect(await slugs('/api/blog/posts?lang=en&category=food')).toEqual(['istanbuldan-karadenize']);
    expect(await slugs('/api/blog/posts?lang=en&category=empty')).toEqual([]);
    expect(await slugs('/api/blog/posts?lang=en&tag=nature')).toEqual([
      'uzungol-lake',
      'tea-harvest-in-rize',
    ]);
    expect(await slugs('/api/blog/posts?lang=en&tag=secret')).toEqual([]);
    expect(await slugs('/api/blog/posts?lang=en&period=2027-06')).toEqual([ARABIC_SLUG]);
    expect(await slugs('/api/blog/posts?lang=en&period=2027-05')).toEqual([
      'uzungol-lake',
      'sumela-manastiri',
    ]);
    expect(await slugs('/api/blog/posts?lang=en&period=2027-01')).toEqual(['tea-harvest-in-rize']);
    expect(await slugs('/api/blog/posts?lang=en&period=2026')).toEqual(['a-quiet-post']);
    // Filtered lists are newest first, featured or not.
    expect(await slugs('/api/blog/posts?lang=en&period=2027')).toEqual(PUBLIC_NEWEST_FIRST.slice(0, 5));
    expect(await slugs('/api/blog/posts?lang=en&featured=true')).toEqual(['istanbuldan-karadenize']);
    expect(await slugs('/api/blog/posts?lang=en&category=places&tag=tarih')).toEqual(['sumela-manastiri']);
    const bad = await get('/api/blog/posts?period=2027-13');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'period' })]);
  });

  it('categories with public post counts in the reader language, falling back to English', async () => {
    const { body } = await get('/api/blog/categories?lang=tr');
    expect(body).toEqual([
      { _id: expect.any(String), slug: 'empty', name: 'Archive notes', description: '', postCount: 0 },
      { _id: expect.any(String), slug: 'food', name: 'Food', description: '', postCount: 1 },
      {
        _id: expect.any(String),
        slug: 'places',
        name: 'Yerler',
        description: 'Nereye gidilir',
        postCount: 2,
      },
    ]);
  });

  it('tags of public posts, most used first', async () => {
    const { body } = await get('/api/blog/tags?lang=en');
    expect(body).toEqual([
      { _id: expect.any(String), slug: 'nature', name: 'Nature', lang: 'en', postCount: 2 },
      { _id: expect.any(String), slug: 'trabzon', name: 'Trabzon', lang: 'tr', postCount: 2 },
      { _id: expect.any(String), slug: 'tarih', name: 'Tarih', lang: 'tr', postCount: 1 },
      { _id: expect.any(String), slug: 'yolculuk', name: 'Yolculuk', lang: 'tr', postCount: 1 },
    ]);
  });

  it('the archive counts public posts per month in Trabzon time, newest first', async () => {
    const { body } = await get('/api/blog/archive?lang=en');
    expect(body).toEqual([
      {
        year: 2027,
        count: 5,
        months: [
          { month: '2027-06', count: 1 },
          { month: '2027-05', count: 2 },
          { month: '2027-04', count: 1 },
          { month: '2027-01', count: 1 },
        ],
      },
      { year: 2026, count: 1, months: [{ month: '2026-11', count: 1 }] },
    ]);
  });
});

describe('search', () => {
  it('Turkish: any case of İ/ı/I/i, suffixed forms by prefix, stems where the dictionary has them', async () => {
    for (const q of ['manastır', 'Manastırı', 'MANASTIR'])
      expect(await search(q, 'tr'), q).toEqual(['sumela-manastiri']);
    for (const q of ['SÜMELA', 'sümela', 'Sümela'])
      expect(await search(q, 'tr'), q).toEqual(['sumela-manastiri']);
    for (const q of ['İstanbul', 'istanbul', 'ISTANBUL', 'İSTANBUL', "İstanbul'dan"])
      expect(await search(q, 'tr'), q).toEqual(['istanbuldan-karadenize']);
    // The Turkish dictionary stems both `manastırlar` and the excerpt's `manastır` to `manas`.
    expect(await search('manastırlar', 'tr')).toEqual(['sumela-manastiri']);
    // A word that is a prefix of no word and has no shared stem finds nothing.
    expect(await search('manastırcılık', 'tr')).toEqual([]);
    expect(await search('uzun', 'en')).toEqual(['uzungol-lake', 'tea-harvest-in-rize']);
  });

  it('Turkish words typed without their marks, as on a keyboard without Turkish letters', async () => {
    expect(await search('sumela manastiri', 'tr')).toEqual(['sumela-manastiri']);
    expect(await search('SUMELA', 'en')).toEqual(['sumela-manastiri']);
    expect(await search('istanbuldan', 'tr')).toEqual(['istanbuldan-karadenize']);
  });

  it('every word must match, in one of the languages of a post', async () => {
    expect(await search('sumela cliffs', 'tr')).toEqual(['sumela-manastiri']);
    expect(await search('sümela otobüs', 'tr')).toEqual([]);
    expect(await search('monastery', 'tr')).toEqual(['sumela-manastiri']);
    // Tags are searched too.
    expect(await search('tarih', 'en')).toEqual(['sumela-manastiri']);
  });

  it('Arabic, with or without diacritics and hamza forms', async () => {
    for (const q of ['سوميلا', 'سُوميلا', 'دير', 'اجمل', 'أجمل', 'طرابزون'])
      expect(await search(q, 'ar'), q).toEqual([ARABIC_SLUG]);
  });

  it('a title match ranks above a match in the content only', async () => {
    expect(await search('uzungöl', 'en')).toEqual(['uzungol-lake', 'tea-harvest-in-rize']);
    expect(await search('Uzungöl', 'tr')).toEqual(['uzungol-lake', 'tea-harvest-in-rize']);
  });

  it('filters apply to search results and the total counts every match', async () => {
    expect(await search('uzungöl', 'en', '&tag=nature')).toEqual(['uzungol-lake', 'tea-harvest-in-rize']);
    expect(await search('uzungöl', 'en', '&category=places')).toEqual(['uzungol-lake']);
    const paged = await get('/api/blog/posts?lang=en&q=uzung%C3%B6l&limit=1&page=2');
    expect(paged.body).toMatchObject({ total: 2, page: 2, totalPages: 2 });
    expect(paged.body.data.map((p) => p.slug)).toEqual(['tea-harvest-in-rize']);
  });

  it('marks the matched words of the title and excerpt', async () => {
    const { body } = await get(`/api/blog/posts?lang=tr&q=${encodeURIComponent('manastırlar')}`);
    expect(body.data[0]?.highlight).toEqual({
      title: [
        { text: 'Sümela ', match: false },
        { text: 'Manastırı', match: true },
      ],
      excerpt: [
        { text: 'Kayalara oyulmuş bir ', match: false },
        { text: 'manastır', match: true },
      ],
    });
    const ar = await get(`/api/blog/posts?lang=ar&q=${encodeURIComponent('سُوميلا')}`);
    expect(ar.body.data[0]?.highlight).toMatchObject({
      title: [
        { text: 'دير ', match: false },
        { text: 'سوميلا', match: true },
      ],
    });
    const list = await get('/api/blog/posts?lang=en');
    expect(list.body.data[0]).not.toHaveProperty('highlight');
  });

  it('quotes, operators and punctuation are searched as text, never an error', async () => {
    for (const q of [
      "'",
      "''",
      '&|!:*()',
      '!',
      ':*',
      '\\',
      'a & b | c',
      "sumela'); drop table blog_posts; --",
      '<->',
      '   ',
    ])
      expect((await get(`/api/blog/posts?lang=en&q=${encodeURIComponent(q)}`)).status, q).toBe(200);
    expect(await search('&|!:*()')).toEqual([]);
    expect(await search('')).toEqual([]);
    expect(await search("sumela'); drop table blog_posts; --", 'tr')).toEqual([]);
    expect(await search('(sumela)', 'tr')).toEqual(['sumela-manastiri']);
    expect((await get(`/api/blog/posts?q=${'a'.repeat(101)}`)).status).toBe(400);
  });
});

describe('comments', () => {
  const send = (slug: string, payload: Record<string, unknown>, opts: { ip?: string; token?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/blog/posts/${encodeURIComponent(slug)}/comments?lang=en`,
      payload,
      remoteAddress: opts.ip ?? '10.0.0.1',
      headers: opts.token ? bearer(opts.token) : {},
    });
  const comment = { name: 'Ayşe', email: 'ayse@example.com', body: 'Harika bir yer, teşekkürler!' };
  const stored = () => t.database.db.select().from(blogComments);

  it('a comment waits for approval; only approved ones are shown, never an email', async () => {
    const user = await userWithRole(t, 'user', 'Signed Reader');
    const res = await send('uzungol-lake', { ...comment, lang: 'tr' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'pending' });
    const signed = await send(
      'uzungol-lake',
      { name: 'Signed Reader', email: user.email, body: '<script>alert(1)</script> looks lovely' },
      { token: user.token },
    );
    expect(signed.statusCode).toBe(202);

    const rows = await stored();
    expect(rows).toHaveLength(2);
    const first = rows.find((r) => r.authorName === 'Ayşe');
    expect(first).toMatchObject({
      status: 'pending',
      lang: 'tr',
      userId: null,
      authorEmail: 'ayse@example.com',
    });
    expect(rows.find((r) => r.authorName === 'Signed Reader')).toMatchObject({
      userId: user.id,
      lang: 'en',
      body: '<script>alert(1)</script> looks lovely',
    });

    const before = await get('/api/blog/posts/uzungol-lake/comments?lang=en');
    expect(before.body).toMatchObject({ data: [], total: 0 });

    // A moderator approves the first (the admin route tells the caches what changed).
    await t.database.db
      .update(blogComments)
      .set({ status: 'approved', approvedAt: START })
      .where(eq(blogComments.authorName, 'Ayşe'));
    t.app.responseCache.forget([EVERYTHING]);

    const after = await get('/api/blog/posts/uzungol-lake/comments?lang=en');
    expect(after.body).toEqual({
      data: [
        {
          _id: first?.id,
          authorName: 'Ayşe',
          body: 'Harika bir yer, teşekkürler!',
          lang: 'tr',
          createdAt: START.toISOString(),
        },
      ],
      total: 1,
      page: 1,
      totalPages: 1,
    });
    const page = await get('/api/blog/posts/uzungol-lake?lang=en');
    expect(page.body.approvedComments).toBe(1);
    for (const answer of [after.res.body, page.res.body]) {
      expect(answer).not.toContain('ayse@example.com');
      expect(answer).not.toContain(user.email);
    }
  });

  it('pages approved comments oldest first, with their number; pending ones are not counted', async () => {
    const at = (minutes: number) => new Date(START.getTime() - minutes * 60_000);
    const base = { postId: ids.sumela ?? '', authorEmail: 'reader@example.com', lang: 'en' as const };
    await t.database.db.insert(blogComments).values([
      { ...base, authorName: 'Third', body: 'Third visit', status: 'approved', createdAt: at(10) },
      { ...base, authorName: 'First', body: 'First visit', status: 'approved', createdAt: at(30) },
      { ...base, authorName: 'Waiting', body: 'Not yet', status: 'pending', createdAt: at(25) },
      { ...base, authorName: 'Second', body: 'Second visit', status: 'approved', createdAt: at(20) },
    ]);
    t.app.responseCache.forget([EVERYTHING]);
    const names = (body: { data: Record<string, unknown>[] }) => body.data.map((c) => c.authorName);
    const first = await get('/api/blog/posts/sumela-manastiri/comments?limit=2');
    expect(names(first.body)).toEqual(['First', 'Second']);
    expect(first.body).toMatchObject({ total: 3, page: 1, totalPages: 2 });
    expect(first.body.data[0]?.createdAt).toBe(at(30).toISOString());
    const second = await get('/api/blog/posts/sumela-manastiri/comments?limit=2&page=2');
    expect(names(second.body)).toEqual(['Third']);
    expect(second.body).toMatchObject({ total: 3, page: 2, totalPages: 2 });
    const beyond = await get('/api/blog/posts/sumela-manastiri/comments?limit=2&page=3');
    expect(beyond.body).toMatchObject({ data: [], total: 3, page: 3 });
    expect((await get('/api/blog/posts/sumela-manastiri?lang=en')).body.approvedComments).toBe(3);
    expect(first.res.body).not.toContain('reader@example.com');
  });

  it('closed comments answer 409, unpublished posts 404', async () => {
    const closed = await send('a-quiet-post', comment);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('comments_closed');
    for (const slug of ['secret-draft', 'old-uzungol', 'uzungol-festival']) {
      expect((await send(slug, comment)).statusCode, slug).toBe(404);
      expect((await get(`/api/blog/posts/${slug}/comments`)).status, slug).toBe(404);
    }
  });

  it('checks the email and the text', async () => {
    const before = (await stored()).length;
    const res = await send('sumela-manastiri', { ...comment, email: 'not-an-email', body: '\u0000\u0001 ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['email', 'invalid_email'],
      ['body', 'invalid_characters'],
    ]);
    const short = await send('sumela-manastiri', { ...comment, body: ' x ' });
    expect(short.json().errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['body', 'too_short'],
    ]);
    const missing = await send('sumela-manastiri', { name: '', email: '', body: '' });
    expect(missing.statusCode).toBe(400);
    expect((await stored()).length).toBe(before);
  });

  it('a filled honeypot gets the usual answer and nothing is stored', async () => {
    const before = (await stored()).length;
    const res = await send(
      'sumela-manastiri',
      { ...comment, website: 'http://spam.example' },
      { ip: '10.0.0.2' },
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'pending' });
    expect((await stored()).length).toBe(before);
  });

  it('five comments per ten minutes from one address', async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (await send('sumela-manastiri', { ...comment, body: `Comment ${i}` }, { ip: '10.0.0.3' })).statusCode,
      ).toBe(202);
    const limited = await send('sumela-manastiri', comment, { ip: '10.0.0.3' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect((await send('sumela-manastiri', comment, { ip: '10.0.0.4' })).statusCode).toBe(202);
  });
});

describe('views', () => {
  const view = (
    slug: string,
    opts: { ua?: string; ip?: string; referrer?: string; lang?: Language; host?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/blog/posts/${encodeURIComponent(slug)}/views?lang=en`,
      payload: { referrer: opts.referrer ?? '', ...(opts.lang ? { lang: opts.lang } : {}) },
      remoteAddress: opts.ip ?? '192.0.2.7',
      headers: { 'user-agent': opts.ua ?? 'Browser A', host: opts.host ?? 'karadeniz.travel' },
    });
  const viewsOf = (key: string) =>
    t.database.db
      .select()
      .from(blogPostViews)
      .where(eq(blogPostViews.postId, ids[key] ?? ''));

  it('once per visitor per day; another browser or another day counts again; no address is kept', async () => {
    expect((await view('sumela-manastiri', { lang: 'tr' })).statusCode).toBe(204);
    expect((await view('sumela-manastiri', { referrer: 'https://www.google.com.tr/' })).statusCode).toBe(204);
    expect(await viewsOf('sumela')).toHaveLength(1);
    await view('sumela-manastiri', { ua: 'Browser B', referrer: 'https://karadeniz.travel/blog' });
    expect(await viewsOf('sumela')).toHaveLength(2);

    t.clock.set(new Date('2027-06-02T06:00:00Z'));
    try {
      await view('sumela-manastiri', { referrer: 'https://t.co/x' });
      const rows = await viewsOf('sumela');
      expect(rows).toHaveLength(3);
      expect(rows.map((r) => [r.day, r.lang, r.referrer]).sort()).toEqual([
        ['2027-06-01', 'en', 'internal'],
        ['2027-06-01', 'tr', 'direct'],
        ['2027-06-02', 'en', 'social'],
      ]);
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual(['day', 'lang', 'postId', 'referrer', 'visitor']);
        expect(row.visitor).toMatch(/^[0-9a-f]{64}$/);
        expect(JSON.stringify(row)).not.toContain('192.0.2.7');
      }
      // The same address and browser is another visitor the next day: the salt changed.
      const day1 = rows.filter((r) => r.day === '2027-06-01').map((r) => r.visitor);
      const day2 = rows.find((r) => r.day === '2027-06-02')?.visitor;
      expect(day1).not.toContain(day2);

      // Two days on, the salt of the first day is gone.
      t.clock.set(new Date('2027-06-03T06:00:00Z'));
      await view('sumela-manastiri');
      const salts = await t.database.db.select({ day: blogViewSalts.day }).from(blogViewSalts);
      expect(salts.map((s) => s.day).sort()).toEqual(['2027-06-02', '2027-06-03']);
    } finally {
      t.clock.set(START);
    }
  });

  it('counts Arabic slugs and answers 404 for posts that are not public', async () => {
    expect((await view(ARABIC_SLUG)).statusCode).toBe(204);
    expect(await viewsOf('arabic')).toHaveLength(1);
    // A beacon without a body counts as a direct visit in the address's language.
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/blog/posts/${encodeURIComponent(ARABIC_SLUG)}/views?lang=ar`,
      remoteAddress: '192.0.2.8',
    });
    expect(bare.statusCode, bare.body).toBe(204);
    expect((await viewsOf('arabic')).map((r) => [r.lang, r.referrer]).sort()).toEqual([
      ['ar', 'direct'],
      ['en', 'direct'],
    ]);
    for (const slug of ['secret-draft', 'old-uzungol', 'uzungol-festival', 'nope'])
      expect((await view(slug)).statusCode, slug).toBe(404);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(blogPostViews)
      .where(eq(blogPostViews.postId, ids.draft ?? ''));
    expect(Number(row?.n)).toBe(0);
  });

  it('a view or a comment leaves the cached pages in place', async () => {
    const url = '/api/blog/posts?lang=en&limit=3';
    await get(url);
    expect((await get(url)).res.headers['x-cache']).toBe('hit');
    expect((await view('uzungol-lake', { ip: '192.0.2.99' })).statusCode).toBe(204);
    expect((await get(url)).res.headers['x-cache']).toBe('hit');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/blog/posts/uzungol-lake/comments',
      payload: { name: 'Can', email: 'can@example.com', body: 'Nice!' },
      remoteAddress: '10.9.9.9',
    });
    expect(sent.statusCode).toBe(202);
    expect((await get(url)).res.headers['x-cache']).toBe('hit');
  });
});

describe('scheduled posts', () => {
  it('appear at their publish time with nobody acting', async () => {
    expect((await get('/api/blog/posts/uzungol-festival?lang=en')).status).toBe(404);
    expect(await slugs('/api/blog/posts?lang=en&category=places')).not.toContain('uzungol-festival');

    // A second before 10:00 in Trabzon on 2 June: still hidden.
    t.clock.set(new Date(FESTIVAL_AT.getTime() - 1000));
    expect((await get('/api/blog/posts/uzungol-festival?lang=en')).status).toBe(404);
    expect(await slugs('/api/blog/posts?lang=en')).not.toContain('uzungol-festival');

    // Past its time and past the 30 s the answers are kept.
    t.clock.advance(31_000);
    const page = await get('/api/blog/posts/uzungol-festival?lang=en');
    expect(page.status).toBe(200);
    expect(page.body.publishedAt).toBe(FESTIVAL_AT.toISOString());
    expect((await slugs('/api/blog/posts?lang=en'))[1]).toBe('uzungol-festival');
    expect(await search('festival')).toEqual(['uzungol-festival']);
    const archive = await get('/api/blog/archive');
    expect(archive.body[0]).toMatchObject({ year: 2027, count: 6 });
    expect((archive.body[0] as unknown as { months: unknown[] }).months[0]).toEqual({
      month: '2027-06',
      count: 2,
    });
    const tags = await get('/api/blog/tags');
    expect(tags.body).toContainEqual(expect.objectContaining({ slug: 'festival', postCount: 1 }));
    const categories = await get('/api/blog/categories?lang=en');
    expect(categories.body).toContainEqual(expect.objectContaining({ slug: 'places', postCount: 3 }));
  });
});
