import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogComments, blogPostViews } from '../../db/schema/blog.ts';
import { users } from '../../db/schema/users.ts';
import { rowsOf } from '../../lib/db-rows.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';

let t: TestApp;
const tokens = { admin: '', blogAdmin: '', permitted: '', user: '' };
let blogAdminName = '';

type Json = Record<string, unknown>;

const tr = (title: string, content = `<p>${title} hakkında bir yazı.</p>`, extra: Json = {}) => ({
  title,
  excerpt: '',
  content,
  ...extra,
});

function postBody(extra: Json = {}): Json {
  return {
    originalLang: 'tr',
    translations: { tr: tr('Uzungöl Gezisi') },
    status: 'draft',
    ...extra,
  };
}

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token?: string,
) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Json }),
    headers: bearer(token ?? tokens.blogAdmin),
  });
}

async function createPost(extra: Json = {}, token?: string) {
  const res = await call('POST', '/api/blog-admin/posts?lang=en', postBody(extra), token);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json() as Json & { _id: string; slug: string; updatedAt: string };
}

async function addComment(postId: string, status: 'pending' | 'approved', body: string) {
  const [row] = await t.database.db
    .insert(blogComments)
    .values({
      postId,
      authorName: 'Leyla',
      authorEmail: 'leyla@example.com',
      body,
      lang: 'tr',
      status,
      approvedAt: status === 'approved' ? t.clock.now() : null,
    })
    .returning({ id: blogComments.id });
  return row?.id ?? '';
}

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = (await userWithRole(t, 'admin')).token;
  tokens.blogAdmin = (await userWithRole(t, 'blog-admin', 'Ayşe Yazar')).token;
  blogAdminName = 'Ayşe Yazar';
  tokens.user = (await userWithRole(t, 'user')).token;
  const permitted = await userWithRole(t, 'user', 'Permitted Writer');
  await t.database.db.update(users).set({ blogPermission: true }).where(eq(users.id, permitted.id));
  tokens.permitted = permitted.token;
});
afterAll(async () => {
  await t.close();
});

describe('who may use the blog admin API', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  const endpoints: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
    ['overview', 'GET', '/api/blog-admin/overview'],
    ['post list', 'GET', '/api/blog-admin/posts'],
    ['one post', 'GET', `/api/blog-admin/posts/${someId}`],
    ['create post', 'POST', '/api/blog-admin/posts', postBody()],
    ['edit post', 'PUT', `/api/blog-admin/posts/${someId}`, postBody()],
    ['delete post', 'DELETE', `/api/blog-admin/posts/${someId}`],
    ['bulk', 'POST', '/api/blog-admin/posts/bulk', { ids: [someId], action: 'archive' }],
    ['comments', 'GET', '/api/blog-admin/comments'],
    ['approve', 'POST', `/api/blog-admin/comments/${someId}/approve`],
    ['unapprove', 'POST', `/api/blog-admin/comments/${someId}/unapprove`],
    ['delete comment', 'DELETE', `/api/blog-admin/comments/${someId}`],
    ['categories', 'GET', '/api/blog-admin/categories'],
    ['create category', 'POST', '/api/blog-admin/categories', { name: { en: 'Blocked' } }],
    ['edit category', 'PUT', `/api/blog-admin/categories/${someId}`, { name: { en: 'Blocked' } }],
    ['delete category', 'DELETE', `/api/blog-admin/categories/${someId}`],
    ['tags', 'GET', '/api/blog-admin/tags'],
    ['edit tag', 'PUT', `/api/blog-admin/tags/${someId}`, { names: { en: 'Blocked' } }],
    ['analytics', 'GET', '/api/blog-admin/analytics?from=2027-05-01&to=2027-05-31'],
  ];

  it.each(endpoints)(
    '%s: 401 without a session, 403 for a plain user',
    async (_name, method, url, payload) => {
      const anonymous = await t.app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as Json }),
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['content-type']).toContain('application/problem+json');
      const user = await call(method, url, payload, tokens.user);
      expect(user.statusCode).toBe(403);
      expect(user.json().code).toBe('forbidden');
    },
  );

  it('nothing is written by refused requests', async () => {
    const list = await call('GET', '/api/blog-admin/posts', undefined, tokens.admin);
    const categories = await call('GET', '/api/blog-admin/categories', undefined, tokens.admin);
    expect(list.json().total).toBe(0);
    expect(categories.json()).toEqual([]);
  });

  it.each([
    ['an admin', 'admin'],
    ['a blog-admin', 'blogAdmin'],
    ['a user with the blog permission', 'permitted'],
  ] as const)('%s reads every list and writes posts', async (_who, key) => {
    const token = tokens[key];
    for (const url of [
      '/api/blog-admin/overview',
      '/api/blog-admin/posts',
      '/api/blog-admin/comments?status=approved',
      '/api/blog-admin/categories',
      '/api/blog-admin/tags',
      '/api/blog-admin/analytics?from=2027-05-01&to=2027-05-31',
    ]) {
      const res = await call('GET', url, undefined, token);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
    const created = await call('POST', '/api/blog-admin/posts', postBody(), token);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id;
    expect((await call('PUT', `/api/blog-admin/posts/${id}`, postBody(), token)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/blog-admin/posts/${id}`, undefined, token)).statusCode).toBe(204);
  });
});

describe('image uploads for the blog', () => {
  async function upload(token: string) {
    const image = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 90, b: 140 } },
    })
      .jpeg()
      .toBuffer();
    const boundary = `----blog${crypto.randomUUID()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sea.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
    });
  }

  it('a blog-admin and a user with the blog permission may upload; a plain user may not', async () => {
    const res = await upload(tokens.blogAdmin);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().url).toMatch(/^\/uploads\/.+\.webp$/);
    expect((await upload(tokens.permitted)).statusCode).toBe(201);
    expect((await upload(tokens.user)).statusCode).toBe(403);
  });
});

describe('writing posts', () => {
  it('stores and serves only harmless HTML, in every language', async () => {
    const evil =
      '<h1>Başlık</h1><p onclick="alert(1)">Metin<script>alert(1)</script></p>' +
      '<img src=x onerror=alert(1)><img src="/uploads/2027/06/a-800.webp" alt="Göl">' +
      '<a href="JaVaScRiPt:alert(1)">tıkla</a><a href="https://example.com">dış</a>' +
      '<iframe srcdoc="<script>alert(1)</script>"></iframe><svg onload=alert(1)></svg>';
    const created = await createPost({
      status: 'published',
      translations: {
        tr: tr('Güvenli Yazı', evil),
        ar: tr('مقال آمن', `<p dir="rtl" style="x">نص</p><a href="java&#x09;script:alert(1)">رابط</a>`),
      },
    });
    const res = await call('GET', `/api/blog-admin/posts/${created._id}`);
    expect(res.statusCode).toBe(200);
    const post = res.json();
    for (const content of [post.translations.tr.content, post.translations.ar.content]) {
      expect(content).not.toMatch(/<script|\son\w+=|javascript:|<iframe|<svg|style=/i);
    }
    expect(post.translations.tr.content).toBe(
      '<h2>Başlık</h2><p>Metin</p><img src="/uploads/2027/06/a-800.webp" alt="Göl" /><a>tıkla</a>' +
        '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">dış</a>',
    );
    expect(post.translations.ar.content).toBe('<p>نص</p><a>رابط</a>');
    expect(post.author).toEqual({ name: blogAdminName });
  });

  it('publishes a post written in French with a Spanish translation: its own address, read in each, found without accents', async () => {
    const post = await createPost({
      originalLang: 'fr',
      status: 'published',
      translations: {
        fr: tr(
          'Cœur de Trabzon : où goûter la crème de noisette ?',
          '<p>Les pâtisseries près de la place.</p>',
        ),
        es: tr('¿Dónde probar la crema de avellana en Trabzon?', '<p>Las pastelerías cerca de la plaza.</p>'),
      },
    });
    expect(post.slug).toBe('coeur-de-trabzon-ou-gouter-la-creme-de-noisette');
    const french = await t.app.inject({ url: `/api/blog/posts/${post.slug}?lang=fr` });
    expect(french.json()).toMatchObject({
      lang: 'fr',
      isFallback: false,
      title: 'Cœur de Trabzon : où goûter la crème de noisette ?',
    });
    const spanish = await t.app.inject({ url: `/api/blog/posts/${post.slug}?lang=es` });
    expect(spanish.json()).toMatchObject({
      lang: 'es',
      title: '¿Dónde probar la crema de avellana en Trabzon?',
    });
    // Typed on a keyboard without accents, stemmed by each language's own rules.
    for (const [lang, q] of [
      ['fr', 'creme noisette'],
      ['fr', 'patisseries'],
      ['es', 'donde avellana'],
    ]) {
      const found = await t.app.inject({
        url: `/api/blog/posts?lang=${lang}&q=${encodeURIComponent(q ?? '')}`,
      });
      expect(
        found.json().data.map((p: Json) => p.slug),
        `${lang}: ${q}`,
      ).toContain(post.slug);
    }
  });

  it('generates slugs from the own-language title: Turkish transliterated, Arabic kept, duplicates numbered', async () => {
    const first = await createPost({ translations: { tr: tr('Sümela Manastırı') } });
    const second = await createPost({ translations: { tr: tr('Sümela Manastırı') } });
    const arabic = await createPost({
      originalLang: 'ar',
      translations: { ar: tr('دَيْرُ سوميلا'), en: tr('Sumela Monastery') },
    });
    expect(first.slug).toBe('sumela-manastiri');
    expect(second.slug).toBe('sumela-manastiri-2');
    expect(arabic.slug).toBe('دير-سوميلا');
    // Re-saving with an empty slug keeps the post's own slug rather than counting on.
    const again = await call(
      'PUT',
      `/api/blog-admin/posts/${second._id}`,
      postBody({ translations: { tr: tr('Sümela Manastırı') } }),
    );
    expect(again.json().slug).toBe('sumela-manastiri-2');
  });

  it('answers 409 slug_taken for an explicit slug another post has, and writes nothing', async () => {
    const owner = await createPost({ slug: 'ayder-yaylasi', translations: { tr: tr('Ayder') } });
    const res = await call('POST', '/api/blog-admin/posts', postBody({ slug: 'ayder-yaylasi' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', errors: [{ field: 'slug', code: 'slug_taken' }] });
    const edit = await call('PUT', `/api/blog-admin/posts/${owner._id}`, {
      ...postBody({ slug: 'ayder-yaylasi' }),
      translations: { tr: tr('Ayder Yaylası') },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().translations.tr.title).toBe('Ayder Yaylası');
    const other = await createPost();
    const steal = await call(
      'PUT',
      `/api/blog-admin/posts/${other._id}`,
      postBody({ slug: 'ayder-yaylasi' }),
    );
    expect(steal.statusCode).toBe(409);
    expect((await call('GET', `/api/blog-admin/posts/${other._id}`)).json().slug).not.toBe('ayder-yaylasi');
  });

  it('creates tags on the fly, once per spelling, and offers them in the picker', async () => {
    const post = await createPost({ tags: ['Çay Bahçeleri', 'çay bahçeleri', 'Rize'] });
    expect(post.tags).toEqual(['Çay Bahçeleri', 'Rize']);
    const found = await call('GET', '/api/blog-admin/tags?q=%C3%87AY%20BAH%C3%87');
    expect(found.json()).toEqual([
      expect.objectContaining({ name: 'Çay Bahçeleri', slug: 'cay-bahceleri', postCount: 1 }),
    ]);
    const edited = await call('PUT', `/api/blog-admin/posts/${post._id}`, postBody({ tags: ['Rize'] }));
    expect(edited.json().tags).toEqual(['Rize']);
    const after = await call('GET', '/api/blog-admin/tags?q=cay');
    expect(after.json()[0]).toMatchObject({ name: 'Çay Bahçeleri', postCount: 0 });
  });

  it('indexes stems and folded words so search finds Turkish words in any case, with or without their marks', async () => {
    const post = await createPost({
      translations: { tr: tr('Işıklı Yayla', '<p>Manastırı gezdik</p>') },
      tags: ['Doğa'],
    });
    const match = async (query: string) =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from blog_post_translations where post_id = ${post._id}
            and search @@ to_tsquery('simple', ${query})`,
        ),
      )[0]?.n;
    expect(await match('isikli')).toBe(1);
    expect(await match('manastiri')).toBe(1);
    expect(await match('doga')).toBe(1);
    expect(await match('trabzon')).toBe(0);
  });

  it('leaves out a translation whose title is empty and removes it from an existing post', async () => {
    const post = await createPost({
      translations: { tr: tr('İki Dil'), en: tr('Two Languages') },
    });
    expect(Object.keys(post.translations as Json).sort()).toEqual(['en', 'tr']);
    const edited = await call(
      'PUT',
      `/api/blog-admin/posts/${post._id}`,
      postBody({ translations: { tr: tr('İki Dil'), en: tr('') } }),
    );
    expect(Object.keys(edited.json().translations)).toEqual(['tr']);
  });

  it('refuses a missing own-language title and an unknown category with field errors', async () => {
    const noTitle = await call(
      'POST',
      '/api/blog-admin/posts',
      postBody({ translations: { en: tr('Only EN') } }),
    );
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().errors).toEqual([expect.objectContaining({ field: 'translations.tr.title' })]);
    const badCategory = await call(
      'POST',
      '/api/blog-admin/posts',
      postBody({ categoryId: '00000000-0000-4000-8000-000000000001' }),
    );
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().errors).toEqual([expect.objectContaining({ field: 'categoryId' })]);
  });

  it('deletes a post', async () => {
    const post = await createPost();
    expect((await call('DELETE', `/api/blog-admin/posts/${post._id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/blog-admin/posts/${post._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/blog-admin/posts/${post._id}`)).statusCode).toBe(404);
  });
});

describe('publishing and scheduling', () => {
  it('reads the publish time in Europe/Istanbul and shows it back the same way', async () => {
    const post = await createPost({ status: 'published', publishAt: '2027-06-01T10:00' });
    expect(post.publishedAt).toBe('2027-06-01T07:00:00.000Z');
    expect(post.publishAt).toBe('2027-06-01T10:00');
    expect(post.scheduled).toBe(false);
  });

  it('clearing the publish time of a scheduled post publishes it at once', async () => {
    const post = await createPost({
      status: 'published',
      publishAt: '2027-06-20T09:00',
      translations: { tr: tr('Önce Planlı, Sonra Hemen') },
    });
    expect(post.scheduled).toBe(true);
    const now = await call(
      'PUT',
      `/api/blog-admin/posts/${post._id}`,
      postBody({ status: 'published', publishAt: '', translations: { tr: tr('Önce Planlı, Sonra Hemen') } }),
    );
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json()).toMatchObject({ scheduled: false, publishedAt: '2027-06-01T09:00:00.000Z' });
  });

  it('a future publish time is scheduled until it comes', async () => {
    const post = await createPost({
      status: 'published',
      publishAt: '2027-06-01T12:10',
      translations: { tr: tr('Birazdan Yayında') },
    });
    expect(post.publishedAt).toBe('2027-06-01T09:10:00.000Z');
    expect(post.scheduled).toBe(true);
    const scheduled = await call('GET', '/api/blog-admin/posts?status=scheduled&limit=100');
    expect(scheduled.json().data.map((p: Json) => p._id)).toContain(post._id);
    const published = await call('GET', '/api/blog-admin/posts?status=published&limit=100');
    expect(published.json().data.map((p: Json) => p._id)).not.toContain(post._id);

    const before = (await call('GET', '/api/blog-admin/overview')).json();
    t.clock.set(new Date('2027-06-01T09:11:00Z'));
    try {
      const later = (await call('GET', `/api/blog-admin/posts/${post._id}`)).json();
      expect(later.scheduled).toBe(false);
      const after = (await call('GET', '/api/blog-admin/overview')).json();
      expect(after.posts.scheduled).toBe(before.posts.scheduled - 1);
      expect(after.posts.published).toBe(before.posts.published + 1);
    } finally {
      t.clock.set(new Date('2027-06-01T09:00:00Z'));
    }
  });

  it('publishes now without a time, keeps that time on later saves, and leaves drafts unpublished', async () => {
    const draft = await createPost();
    expect(draft.publishedAt).toBeNull();
    expect(draft.publishAt).toBe('');
    const published = await call(
      'PUT',
      `/api/blog-admin/posts/${draft._id}`,
      postBody({ status: 'published', publishAt: '' }),
    );
    expect(published.json().publishedAt).toBe('2027-06-01T09:00:00.000Z');
    t.clock.advance(5 * 60_000);
    try {
      const resaved = await call(
        'PUT',
        `/api/blog-admin/posts/${draft._id}`,
        postBody({ status: 'published', publishAt: '' }),
      );
      expect(resaved.json().publishedAt).toBe('2027-06-01T09:00:00.000Z');
      const archived = await call(
        'PUT',
        `/api/blog-admin/posts/${draft._id}`,
        postBody({ status: 'archived' }),
      );
      expect(archived.json()).toMatchObject({ status: 'archived', publishedAt: '2027-06-01T09:00:00.000Z' });
    } finally {
      t.clock.set(new Date('2027-06-01T09:00:00Z'));
    }
  });

  it('bulk publish skips posts without content in their own language; bulk archive archives', async () => {
    const ready = await createPost({ translations: { tr: tr('Hazır Yazı') } });
    const empty = await createPost({ translations: { tr: tr('Boş Yazı', '') } });
    const scheduled = await createPost({
      status: 'published',
      publishAt: '2027-07-01T09:00',
      translations: { tr: tr('Temmuz') },
    });
    const res = await call('POST', '/api/blog-admin/posts/bulk', {
      ids: [ready._id, empty._id],
      action: 'publish',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 1, skipped: [empty._id] });
    const readyNow = (await call('GET', `/api/blog-admin/posts/${ready._id}`)).json();
    expect(readyNow).toMatchObject({ status: 'published', publishedAt: '2027-06-01T09:00:00.000Z' });
    expect((await call('GET', `/api/blog-admin/posts/${empty._id}`)).json().status).toBe('draft');

    const archive = await call('POST', '/api/blog-admin/posts/bulk', {
      ids: [ready._id, empty._id, scheduled._id],
      action: 'archive',
    });
    expect(archive.json()).toEqual({ updated: 3, skipped: [] });
    const list = await call('GET', '/api/blog-admin/posts?status=archived&limit=100');
    const archivedIds = list.json().data.map((p: Json) => p._id);
    expect(archivedIds).toEqual(expect.arrayContaining([ready._id, empty._id, scheduled._id]));

    const republish = await call('POST', '/api/blog-admin/posts/bulk', {
      ids: [scheduled._id],
      action: 'publish',
    });
    expect(republish.json().updated).toBe(1);
    // Its publish time was kept: it is scheduled again, not published at once.
    const again = (await call('GET', `/api/blog-admin/posts/${scheduled._id}`)).json();
    expect(again).toMatchObject({
      status: 'published',
      scheduled: true,
      publishedAt: '2027-07-01T06:00:00.000Z',
    });
  });

  it('refuses a save based on an older version with 409 post_changed and keeps the newer text', async () => {
    const post = await createPost({ translations: { tr: tr('İlk Sürüm') } });
    t.clock.advance(60_000);
    try {
      const first = await call('PUT', `/api/blog-admin/posts/${post._id}`, {
        ...postBody({ translations: { tr: tr('İkinci Sürüm') } }),
        expectedUpdatedAt: post.updatedAt,
      });
      expect(first.statusCode, first.body).toBe(200);
      const stale = await call('PUT', `/api/blog-admin/posts/${post._id}`, {
        ...postBody({ translations: { tr: tr('Eski Sekmeden') } }),
        expectedUpdatedAt: post.updatedAt,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('post_changed');
      const stored = (await call('GET', `/api/blog-admin/posts/${post._id}`)).json();
      expect(stored.translations.tr.title).toBe('İkinci Sürüm');
      const fresh = await call('PUT', `/api/blog-admin/posts/${post._id}`, {
        ...postBody({ translations: { tr: tr('Üçüncü Sürüm') } }),
        expectedUpdatedAt: first.json().updatedAt,
      });
      expect(fresh.statusCode).toBe(200);
    } finally {
      t.clock.set(new Date('2027-06-01T09:00:00Z'));
    }
  });
});

describe('the post list', () => {
  it('finds titles in any language whatever the Turkish case or Arabic marks, titled in the reader’s language', async () => {
    const post = await createPost({
      translations: {
        tr: tr('İSTANBUL’dan Karadeniz’e'),
        en: tr('From Istanbul to the Black Sea'),
        ar: tr('مِنْ إسطنبول إلى البحر الأسود'),
      },
    });
    const ids = async (q: string, lang = 'en') =>
      (await call('GET', `/api/blog-admin/posts?lang=${lang}&q=${encodeURIComponent(q)}`))
        .json()
        .data.map((p: Json) => p._id);
    expect(await ids('istanbul’dan')).toContain(post._id);
    expect(await ids('KARADENİZ')).toContain(post._id);
    expect(await ids('black sea')).toContain(post._id);
    expect(await ids('من اسطنبول')).toContain(post._id);
    expect(await ids('Rize xyz')).not.toContain(post._id);

    const rows = (
      await call('GET', `/api/blog-admin/posts?lang=ar&q=${encodeURIComponent('Black Sea')}`)
    ).json();
    expect(rows.data[0]).toMatchObject({
      _id: post._id,
      title: 'مِنْ إسطنبول إلى البحر الأسود',
      lang: 'ar',
      languages: ['en', 'tr', 'ar'],
      status: 'draft',
      views: 0,
      comments: { pending: 0, approved: 0 },
    });
  });

  it('pages through the posts with a total', async () => {
    const res = (await call('GET', '/api/blog-admin/posts?limit=2&page=2')).json();
    expect(res.page).toBe(2);
    expect(res.data).toHaveLength(2);
    expect(res.totalPages).toBe(Math.ceil(res.total / 2));
  });
});

describe('categories', () => {
  it('creates with a slug from the English name, numbers duplicates, refuses a taken explicit slug', async () => {
    const first = await call('POST', '/api/blog-admin/categories', {
      name: { en: 'Lakes & Plateaus', tr: 'Göller ve Yaylalar', ar: 'البحيرات' },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ slug: 'lakes-plateaus', postCount: 0, description: { en: '' } });
    const second = await call('POST', '/api/blog-admin/categories', { name: { en: 'Lakes & Plateaus' } });
    expect(second.json().slug).toBe('lakes-plateaus-2');
    const taken = await call('PUT', `/api/blog-admin/categories/${second.json()._id}`, {
      name: { en: 'Lakes' },
      slug: 'lakes-plateaus',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([expect.objectContaining({ field: 'slug', code: 'slug_taken' })]);
  });

  it('counts posts, and deleting a category leaves its posts uncategorised', async () => {
    const category = (
      await call('POST', '/api/blog-admin/categories', { name: { en: 'Food', tr: 'Yemek' } })
    ).json();
    const post = await createPost({ categoryId: category._id });
    const listed = (await call('GET', '/api/blog-admin/categories')).json();
    expect(listed.find((c: Json) => c._id === category._id).postCount).toBe(1);
    const row = (
      await call('GET', `/api/blog-admin/posts?lang=tr&q=${encodeURIComponent('Uzungöl')}&limit=100`)
    )
      .json()
      .data.find((p: Json) => p._id === post._id);
    expect(row.category).toBe('Yemek');

    expect((await call('DELETE', `/api/blog-admin/categories/${category._id}`)).statusCode).toBe(204);
    const after = (await call('GET', `/api/blog-admin/posts/${post._id}`)).json();
    expect(after.categoryId).toBeNull();
  });
});

describe('comment moderation', () => {
  it('lists pending and approved comments with counts; approve, unapprove and delete', async () => {
    const post = await createPost({ translations: { tr: tr('Yorumlu Yazı'), en: tr('Commented Post') } });
    const a = await addComment(post._id, 'pending', 'Çok güzel bir yazı');
    const b = await addComment(post._id, 'pending', 'Teşekkürler');
    const c = await addComment(post._id, 'approved', 'Harika');

    const pending = (await call('GET', '/api/blog-admin/comments?status=pending&lang=en')).json();
    expect(pending.counts).toEqual({ pending: 2, approved: 1 });
    expect(pending.total).toBe(2);
    expect(pending.data.map((x: Json) => x._id).sort()).toEqual([a, b].sort());
    expect(pending.data[0]).toMatchObject({
      authorName: 'Leyla',
      authorEmail: 'leyla@example.com',
      status: 'pending',
      post: { _id: post._id, slug: post.slug, title: 'Commented Post' },
    });

    const approved = await call('POST', `/api/blog-admin/comments/${a}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ _id: a, status: 'approved' });
    let counts = (await call('GET', '/api/blog-admin/comments?status=approved')).json();
    expect(counts.counts).toEqual({ pending: 1, approved: 2 });
    expect(counts.data.map((x: Json) => x._id).sort()).toEqual([a, c].sort());

    expect((await call('POST', `/api/blog-admin/comments/${c}/unapprove`)).json().status).toBe('pending');
    expect((await call('DELETE', `/api/blog-admin/comments/${b}`)).statusCode).toBe(204);
    counts = (await call('GET', '/api/blog-admin/comments')).json();
    expect(counts.counts).toEqual({ pending: 1, approved: 1 });
    expect(counts.data.map((x: Json) => x._id)).toEqual([c]);

    const row = (await call('GET', `/api/blog-admin/posts?q=${encodeURIComponent('Yorumlu')}`)).json()
      .data[0];
    expect(row.comments).toEqual({ pending: 1, approved: 1 });
    const overview = (await call('GET', '/api/blog-admin/overview')).json();
    expect(overview.comments).toEqual({ pending: 1, approved: 1 });

    expect((await call('POST', `/api/blog-admin/comments/${b}/approve`)).statusCode).toBe(404);
  });
});

describe('analytics', () => {
  it('counts views per day with zero days, top posts, languages and referrers', async () => {
    const lake = await createPost({ status: 'published', translations: { tr: tr('Göl'), en: tr('Lake') } });
    const tea = await createPost({ status: 'published', translations: { tr: tr('Çay') } });
    const views: (typeof blogPostViews.$inferInsert)[] = [
      { postId: lake._id, day: '2027-05-28', visitor: 'a', lang: 'en', referrer: 'search' },
      { postId: lake._id, day: '2027-05-28', visitor: 'b', lang: 'tr', referrer: 'direct' },
      { postId: lake._id, day: '2027-05-30', visitor: 'a', lang: 'ar', referrer: 'social' },
      { postId: tea._id, day: '2027-05-30', visitor: 'c', lang: 'tr', referrer: 'search' },
      { postId: tea._id, day: '2027-06-01', visitor: 'c', lang: 'tr', referrer: 'internal' },
      // Outside the period asked.
      { postId: tea._id, day: '2027-05-27', visitor: 'z', lang: 'tr', referrer: 'other' },
      { postId: tea._id, day: '2027-06-02', visitor: 'z', lang: 'tr', referrer: 'other' },
    ];
    await t.database.db.insert(blogPostViews).values(views);

    const res = await call('GET', '/api/blog-admin/analytics?from=2027-05-28&to=2027-06-01&lang=en');
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    expect(a.total).toBe(5);
    expect(a.perDay).toEqual([
      { day: '2027-05-28', views: 2 },
      { day: '2027-05-29', views: 0 },
      { day: '2027-05-30', views: 2 },
      { day: '2027-05-31', views: 0 },
      { day: '2027-06-01', views: 1 },
    ]);
    expect(a.topPosts).toEqual([
      { _id: lake._id, slug: lake.slug, title: 'Lake', views: 3 },
      { _id: tea._id, slug: tea.slug, title: 'Çay', views: 2 },
    ]);
    expect(a.byLanguage).toEqual([
      { lang: 'en', views: 1 },
      { lang: 'tr', views: 3 },
      { lang: 'ar', views: 1 },
      { lang: 'fr', views: 0 },
      { lang: 'es', views: 0 },
    ]);
    expect(a.byReferrer).toEqual([
      { category: 'direct', views: 1 },
      { category: 'search', views: 2 },
      { category: 'social', views: 1 },
      { category: 'internal', views: 1 },
      { category: 'other', views: 0 },
    ]);

    // The last 30 days end today (1 June): the 2 June row is ahead, every other counts.
    expect((await call('GET', '/api/blog-admin/overview')).json().viewsLast30Days).toBe(6);
    const row = (await call('GET', `/api/blog-admin/posts?q=${encodeURIComponent('Lake')}`)).json().data[0];
    expect(row.views).toBe(3);
  });

  it('allows at most 366 days, an end not before the start, and real dates', async () => {
    const ok = await call('GET', '/api/blog-admin/analytics?from=2026-06-01&to=2027-06-01');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().perDay).toHaveLength(366);
    expect(ok.json().topPosts.length).toBeLessThanOrEqual(10);
    const cases: [string, string, string][] = [
      ['2026-05-31', '2027-06-01', 'range_too_long'],
      ['2027-06-01', '2027-05-31', 'end_before_start'],
      ['2027-02-30', '2027-03-01', 'invalid_date'],
      ['2027-6-1', '2027-06-02', 'invalid_date'],
    ];
    for (const [from, to, code] of cases) {
      const res = await call('GET', `/api/blog-admin/analytics?from=${from}&to=${to}`);
      expect(res.statusCode, `${from}..${to}`).toBe(400);
      expect(res.json().errors[0].code).toBe(code);
    }
  });
});
