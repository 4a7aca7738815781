import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BlogLocalizedText,
  blogCategories,
  blogPosts,
  blogPostTags,
  blogPostTranslations,
  blogTags,
} from '../../db/schema/blog.ts';
import { hotels } from '../../db/schema/hotels.ts';
import { packages } from '../../db/schema/packages.ts';
import { createHotelFixture } from '../../test/fixtures/hotel-fixtures.ts';
import { createPackageFixture } from '../../test/fixtures/package-fixtures.ts';
import { createRestaurantFixture } from '../../test/fixtures/restaurant-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';
import { child, childrenNamed, parseXml, textOf, type XmlElement } from './xml-reader.test-support.ts';

const ORIGIN = 'https://travel.example';
const HOSTILE_TITLE = `Tea & <Rize> "fields" ]]> </title>`;
const ARABIC_SLUG = 'بحيرة-أوزنجول';

let t: TestApp;
const posts = new Map<string, { id: string; updatedAt: Date; publishedAt: Date | null }>();
let hotelSlug = '';
let restaurantSlug = '';
let hiddenRestaurantSlug = '';
let hiddenHotelSlug = '';
let packageSlug = '';

type Texts = Partial<Record<'en' | 'tr' | 'ar', { title: string; excerpt?: string }>>;

async function insertPost(
  slug: string,
  opts: {
    status?: 'draft' | 'published' | 'archived';
    publishedAt?: Date | null;
    updatedAt?: Date;
    originalLang?: 'en' | 'tr' | 'ar';
    texts?: Texts;
    categoryId?: string | null;
    tagIds?: string[];
  } = {},
) {
  const { db } = t.database;
  const publishedAt = opts.publishedAt === undefined ? new Date('2027-05-01T08:00:00Z') : opts.publishedAt;
  const updatedAt = opts.updatedAt ?? publishedAt ?? new Date('2027-05-01T08:00:00Z');
  const [row] = await db
    .insert(blogPosts)
    .values({
      slug,
      originalLang: opts.originalLang ?? 'en',
      status: opts.status ?? 'published',
      authorName: 'Ayşe Kaya',
      publishedAt,
      updatedAt,
      categoryId: opts.categoryId ?? null,
    })
    .returning({ id: blogPosts.id });
  if (!row) throw new Error('post not inserted');
  const texts = opts.texts ?? { en: { title: `Title of ${slug}` } };
  for (const [lang, text] of Object.entries(texts) as [keyof Texts, { title: string; excerpt?: string }][]) {
    await db.insert(blogPostTranslations).values({
      postId: row.id,
      lang,
      title: text.title,
      excerpt: text.excerpt ?? `Excerpt of ${slug} in ${lang}`,
      content: `<p>${slug}</p>`,
      plainText: slug,
    });
  }
  for (const tagId of opts.tagIds ?? []) await db.insert(blogPostTags).values({ postId: row.id, tagId });
  posts.set(slug, { id: row.id, updatedAt, publishedAt });
  return row.id;
}

async function category(slug: string, name: BlogLocalizedText) {
  const [row] = await t.database.db
    .insert(blogCategories)
    .values({ slug, name, description: { en: '', tr: '', ar: '' } })
    .returning({ id: blogCategories.id });
  if (!row) throw new Error('category not inserted');
  return row.id;
}

async function tag(slug: string, name: string) {
  const [row] = await t.database.db.insert(blogTags).values({ slug, name }).returning({ id: blogTags.id });
  if (!row) throw new Error('tag not inserted');
  return row.id;
}

const day = (n: number) => new Date(Date.UTC(2027, 4, n, 8, 0, 0));

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `${ORIGIN}/` });
  const { db } = t.database;
  const nature = await category('nature', { en: 'Nature', tr: 'Doğa', ar: 'طبيعة' });
  const emptyCategory = await category('empty-cat', { en: 'Only drafts', tr: '', ar: '' });
  const later = await category('later', { en: 'Later', tr: '', ar: '' });
  const lakes = await tag('lakes', 'lakes');
  const secret = await tag('secret', 'secret');
  await tag('unused', 'unused');

  // 22 public English posts, one a day in May; the newest has a Turkish text too.
  for (let i = 1; i <= 22; i++) {
    const slug = `post-${String(i).padStart(2, '0')}`;
    await insertPost(slug, {
      publishedAt: day(i),
      // post-10 was edited after it went out.
      updatedAt: i === 10 ? day(25) : day(i),
      categoryId: i % 2 === 0 ? nature : null,
      tagIds: i >= 20 ? [lakes] : [],
      texts: {
        en: {
          title: i === 21 ? HOSTILE_TITLE : `Title of ${slug}`,
          excerpt: i === 21 ? 'Steep \u0001fields & tea </description>' : undefined,
        },
        ...(i === 22 ? { tr: { title: 'Göl kıyısında sabah' } } : {}),
      },
    });
  }
  // The newest public post, written in Arabic only, with an Arabic slug.
  await insertPost(ARABIC_SLUG, {
    originalLang: 'ar',
    publishedAt: day(31),
    texts: { ar: { title: 'صباح على البحيرة' } },
    categoryId: nature,
  });
  await insertPost('draft-post', {
    status: 'draft',
    publishedAt: null,
    categoryId: emptyCategory,
    tagIds: [secret],
  });
  await insertPost('archived-post', { status: 'archived', publishedAt: day(30), categoryId: emptyCategory });
  // Scheduled an hour after the test clock's now (2027-06-01T09:00Z).
  await insertPost('future-post', {
    publishedAt: new Date('2027-06-01T10:00:00Z'),
    updatedAt: day(20),
    categoryId: later,
    tagIds: [secret],
  });

  const shown = await createHotelFixture(db);
  const hidden = await createHotelFixture(db, { published: false });
  hotelSlug = shown.hotelSlug;
  hiddenHotelSlug = hidden.hotelSlug;
  await db
    .update(hotels)
    .set({ updatedAt: new Date('2027-04-02T10:00:00Z') })
    .where(eq(hotels.id, shown.hotelId));
  restaurantSlug = (await createRestaurantFixture(db, { slug: 'harbour-fish' })).slug;
  hiddenRestaurantSlug = (await createRestaurantFixture(db, { slug: 'hidden-kitchen', published: false }))
    .slug;
  const trip = await createPackageFixture(db);
  const [row] = await db
    .select({ slug: packages.slug })
    .from(packages)
    .where(eq(packages.id, trip.packageId));
  packageSlug = row?.slug ?? '';
  await db.insert(packages).values({
    slug: 'hidden-trip',
    name: { en: 'Hidden', tr: '', ar: '' },
    description: { en: '', tr: '', ar: '' },
    durationDays: 2,
    pricePerPerson: 1000,
    published: false,
  });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookies?: Record<string, string>) => t.app.inject({ url, cookies });

function channelOf(xml: string): XmlElement {
  const rss = parseXml(xml);
  expect(rss.name).toBe('rss');
  expect(rss.attributes.version).toBe('2.0');
  expect(rss.attributes['xmlns:atom']).toBe('http://www.w3.org/2005/Atom');
  return child(rss, 'channel');
}

const itemsOf = (channel: XmlElement) => childrenNamed(channel, 'item');
const field = (node: XmlElement, name: string) => textOf(child(node, name));
const itemFor = (channel: XmlElement, slug: string) =>
  itemsOf(channel).find((i) =>
    field(i, 'link').startsWith(`${ORIGIN}/blog/post/${encodeURIComponent(slug)}?`),
  );

describe('GET /blog/rss.xml', () => {
  it('is valid RSS 2.0 with the 20 newest public posts, newest first, in the language asked for', async () => {
    const res = await get('/blog/rss.xml?lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const channel = channelOf(res.body);
    expect(field(channel, 'title')).toBe('Travel blog · Karadeniz Travel');
    expect(field(channel, 'link')).toBe(`${ORIGIN}/blog?lang=en`);
    expect(field(channel, 'description')).toBe('Stories, guides and tips from the Black Sea.');
    expect(field(channel, 'language')).toBe('en');
    // The newest change among the posts: post-10's edit on 25 May is older than the Arabic post.
    expect(field(channel, 'lastBuildDate')).toBe(day(31).toUTCString());
    const self = child(channel, 'atom:link');
    expect(self.attributes).toEqual({
      href: `${ORIGIN}/blog/rss.xml?lang=en`,
      rel: 'self',
      type: 'application/rss+xml',
    });

    const items = itemsOf(channel);
    expect(items).toHaveLength(20);
    const links = items.map((i) => field(i, 'link'));
    expect(links[0]).toBe(`${ORIGIN}/blog/post/${encodeURIComponent(ARABIC_SLUG)}?lang=en`);
    expect(links[1]).toBe(`${ORIGIN}/blog/post/post-22?lang=en`);
    expect(links[19]).toBe(`${ORIGIN}/blog/post/post-04?lang=en`);
    const dates = items.map((i) => Date.parse(field(i, 'pubDate')));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const slug of ['draft-post', 'archived-post', 'future-post', 'post-03', 'post-01']) {
      expect(res.body, slug).not.toContain(`/blog/post/${slug}?`);
    }

    const newest = itemFor(channel, 'post-22');
    if (!newest) throw new Error('post-22 missing');
    expect(field(newest, 'title')).toBe('Title of post-22');
    expect(field(newest, 'description')).toBe('Excerpt of post-22 in en');
    expect(field(newest, 'pubDate')).toBe('Sat, 22 May 2027 08:00:00 GMT');
    expect(child(newest, 'guid').attributes.isPermaLink).toBe('true');
    expect(field(newest, 'guid')).toBe(`${ORIGIN}/blog/post/post-22?lang=en`);
    expect(field(newest, 'dc:creator')).toBe('Ayşe Kaya');
    expect(childrenNamed(newest, 'category').map(textOf)).toEqual(['Nature', 'lakes']);
    expect(childrenNamed(newest, 'dc:language')).toHaveLength(0);
  });

  it('escapes titles and texts, and drops characters XML does not allow', async () => {
    const res = await get('/blog/rss.xml?lang=en');
    expect(res.body).toContain('Tea &amp; &lt;Rize&gt; &quot;fields&quot; ]]&gt; &lt;/title&gt;');
    expect(res.body).not.toContain('\u0001');
    const item = itemFor(channelOf(res.body), 'post-21');
    if (!item) throw new Error('post-21 missing');
    expect(field(item, 'title')).toBe(HOSTILE_TITLE);
    expect(field(item, 'description')).toBe('Steep fields & tea </description>');
  });

  it('writes the Arabic feed in Arabic, and a post without Arabic in its own language', async () => {
    const res = await get('/blog/rss.xml?lang=ar');
    const channel = channelOf(res.body);
    expect(field(channel, 'language')).toBe('ar');
    expect(field(channel, 'title')).toBe('مدونة السفر · Karadeniz Travel');
    expect(itemsOf(channel).length).toBeLessThanOrEqual(20);
    const arabic = itemFor(channel, ARABIC_SLUG);
    expect(arabic && field(arabic, 'title')).toBe('صباح على البحيرة');
    expect(arabic && childrenNamed(arabic, 'category').map(textOf)).toEqual(['طبيعة']);
    expect(arabic && childrenNamed(arabic, 'dc:language')).toHaveLength(0);
    const english = itemFor(channel, 'post-22');
    expect(english && field(english, 'title')).toBe('Title of post-22');
    expect(english && field(english, 'dc:language')).toBe('en');
    expect(english && field(english, 'link')).toBe(`${ORIGIN}/blog/post/post-22?lang=ar`);
  });

  it('names the French and Spanish feeds in their language (feeds.json), posts without them in their own', async () => {
    for (const [lang, title, description] of [
      ['fr', 'Blog de voyage', 'Récits, guides et conseils depuis la mer Noire.'],
      ['es', 'Blog de viajes', 'Historias, guías y consejos desde el mar Negro.'],
    ] as const) {
      const channel = channelOf((await get(`/blog/rss.xml?lang=${lang}`)).body);
      expect(field(channel, 'language')).toBe(lang);
      expect(field(channel, 'title')).toBe(`${title} · Karadeniz Travel`);
      expect(field(channel, 'description')).toBe(description);
      const english = itemFor(channel, 'post-22');
      expect(english && field(english, 'dc:language')).toBe('en');
      expect(english && field(english, 'link')).toBe(`${ORIGIN}/blog/post/post-22?lang=${lang}`);
    }
  });

  it("takes the reader's language cookie without ?lang=, Turkish by default, and ?lang= over the cookie", async () => {
    const turkish = channelOf((await get('/blog/rss.xml')).body);
    expect(field(turkish, 'language')).toBe('tr');
    const translated = itemFor(turkish, 'post-22');
    expect(translated && field(translated, 'title')).toBe('Göl kıyısında sabah');
    expect(field(channelOf((await get('/blog/rss.xml', { lang: 'ar' })).body), 'language')).toBe('ar');
    expect(field(channelOf((await get('/blog/rss.xml?lang=en', { lang: 'ar' })).body), 'language')).toBe(
      'en',
    );
    expect(field(channelOf((await get('/blog/rss.xml?lang=xx')).body), 'language')).toBe('tr');
  });
});

describe('GET /sitemap.xml', () => {
  async function entries() {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urlset = parseXml(res.body);
    expect(urlset.name).toBe('urlset');
    expect(urlset.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urlset.attributes['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    return new Map(childrenNamed(urlset, 'url').map((u) => [field(u, 'loc'), u]));
  }
  const lastmod = (u: XmlElement | undefined) => (u ? textOf(child(u, 'lastmod')) : undefined);

  it('lists every page in each language at its own address, with absolute addresses', async () => {
    const urls = await entries();
    const pages = [
      '/',
      '/hotels',
      '/packages',
      '/restaurants',
      '/blog',
      '/blog/archive',
      '/trabzon-hotels',
      '/flights',
      '/car-transfers',
      '/taxis',
      '/about',
      '/contact',
    ];
    for (const path of [...pages, '/terms', '/privacy', '/contract'])
      for (const lang of ['en', 'tr', 'ar', 'fr', 'es']) {
        const entry = urls.get(`${ORIGIN}${path}?lang=${lang}`);
        expect(entry, `${path} ${lang}`).toBeDefined();
        // Each version names every version and the default, as the page's head does.
        expect(entry && childrenNamed(entry, 'xhtml:link').map((l) => l.attributes)).toEqual([
          { rel: 'alternate', hreflang: 'en', href: `${ORIGIN}${path}?lang=en` },
          { rel: 'alternate', hreflang: 'tr', href: `${ORIGIN}${path}?lang=tr` },
          { rel: 'alternate', hreflang: 'ar', href: `${ORIGIN}${path}?lang=ar` },
          { rel: 'alternate', hreflang: 'fr', href: `${ORIGIN}${path}?lang=fr` },
          { rel: 'alternate', hreflang: 'es', href: `${ORIGIN}${path}?lang=es` },
          { rel: 'alternate', hreflang: 'x-default', href: `${ORIGIN}${path}` },
        ]);
      }
    // The bare address is only the default, never a canonical of its own.
    expect(urls.has(`${ORIGIN}/hotels`)).toBe(false);
    // A checkout is not for crawlers.
    for (const path of ['/restaurant-booking', '/booking'])
      expect(urls.has(`${ORIGIN}${path}?lang=en`), path).toBe(false);
    expect(lastmod(urls.get(`${ORIGIN}/hotels/${hotelSlug}?lang=ar`))).toBe('2027-04-02T10:00:00.000Z');
    expect(urls.has(`${ORIGIN}/packages/${packageSlug}?lang=tr`)).toBe(true);
    expect(urls.has(`${ORIGIN}/hotels/${hiddenHotelSlug}?lang=en`)).toBe(false);
    expect(urls.has(`${ORIGIN}/packages/hidden-trip?lang=en`)).toBe(false);
    // Every published restaurant in each language; an unpublished one nowhere.
    for (const lang of ['en', 'tr', 'ar', 'fr', 'es'])
      expect(urls.has(`${ORIGIN}/restaurants/${restaurantSlug}?lang=${lang}`), lang).toBe(true);
    expect(urls.has(`${ORIGIN}/restaurants/${hiddenRestaurantSlug}?lang=en`)).toBe(false);
    for (const [loc, url] of urls) {
      expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
      const date = childrenNamed(url, 'lastmod')[0];
      if (date) expect(textOf(date), loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
    }
    expect(lastmod(urls.get(`${ORIGIN}/blog?lang=en`))).toBe(day(31).toISOString());
  });

  it('lists every public post with its languages as alternates, and no draft, archived or future one', async () => {
    const urls = await entries();
    const postPaths = new Set(
      [...urls.keys()].filter((l) => l.startsWith(`${ORIGIN}/blog/post/`)).map((l) => l.split('?')[0]),
    );
    expect(postPaths.size).toBe(23);
    for (const slug of ['draft-post', 'archived-post', 'future-post']) {
      expect(postPaths.has(`${ORIGIN}/blog/post/${slug}`), slug).toBe(false);
    }
    // A post in English and Turkish is listed in those two, not in Arabic.
    expect(urls.has(`${ORIGIN}/blog/post/post-22?lang=tr`)).toBe(true);
    expect(urls.has(`${ORIGIN}/blog/post/post-22?lang=ar`)).toBe(false);
    const newest = urls.get(`${ORIGIN}/blog/post/post-22?lang=en`);
    if (!newest) throw new Error('post-22 missing');
    expect(lastmod(newest)).toBe(day(22).toISOString());
    expect(childrenNamed(newest, 'xhtml:link').map((l) => l.attributes)).toEqual([
      { rel: 'alternate', hreflang: 'en', href: `${ORIGIN}/blog/post/post-22?lang=en` },
      { rel: 'alternate', hreflang: 'tr', href: `${ORIGIN}/blog/post/post-22?lang=tr` },
      { rel: 'alternate', hreflang: 'x-default', href: `${ORIGIN}/blog/post/post-22` },
    ]);
    expect(lastmod(urls.get(`${ORIGIN}/blog/post/post-10?lang=en`))).toBe(day(25).toISOString());
    const arabic = urls.get(`${ORIGIN}/blog/post/${encodeURIComponent(ARABIC_SLUG)}?lang=ar`);
    expect(arabic && childrenNamed(arabic, 'xhtml:link').map((l) => l.attributes.hreflang)).toEqual([
      'ar',
      'x-default',
    ]);
  });

  it('lists the categories and tags that hold public posts, dated by their newest post', async () => {
    const urls = await entries();
    expect(lastmod(urls.get(`${ORIGIN}/blog/category/nature?lang=tr`))).toBe(day(31).toISOString());
    expect(lastmod(urls.get(`${ORIGIN}/blog/tag/lakes?lang=ar`))).toBe(day(22).toISOString());
    for (const path of [
      '/blog/category/empty-cat',
      '/blog/category/later',
      '/blog/tag/secret',
      '/blog/tag/unused',
    ]) {
      expect(urls.has(`${ORIGIN}${path}?lang=en`), path).toBe(false);
    }
  });
});

describe('GET /robots.txt', () => {
  it('lets crawlers in, keeps them out of accounts, admin and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    for (const line of [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /blog-admin',
      'Disallow: /api/',
      'Disallow: /bookings',
      'Disallow: /profile',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
    ]) {
      expect(lines).toContain(line);
    }
  });
});

// Moves the clock and adds posts: last.
describe('kept answers', () => {
  it('are kept until a write, and for five minutes at most so a scheduled post appears', async () => {
    const feed = async () => (await get('/blog/rss.xml?lang=en')).body;
    const map = async () => (await get('/sitemap.xml')).body;
    expect(await feed()).not.toContain('quiet-post');
    // Added without a request (as another process might): the kept answers stay as they were.
    await insertPost('quiet-post', { publishedAt: new Date('2027-06-01T08:30:00Z') });
    expect(await feed()).not.toContain('quiet-post');
    expect(await map()).not.toContain('quiet-post');

    // Any write through the API ends them.
    const admin = await userWithRole(t, 'admin');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/payment',
      payload: { taxRate: 18 },
      headers: bearer(admin.token),
    });
    expect(put.statusCode).toBe(200);
    expect(await feed()).toContain('/blog/post/quiet-post?lang=en');
    expect(await map()).toContain('/blog/post/quiet-post?lang=');

    // The scheduled post's time comes: the feed made just before it is kept, five minutes at most.
    t.clock.set(new Date('2027-06-01T09:58:00Z'));
    expect(await feed()).not.toContain('future-post');
    t.clock.set(new Date('2027-06-01T10:01:00Z'));
    expect(await feed()).not.toContain('future-post');
    t.clock.set(new Date('2027-06-01T10:03:01Z'));
    expect(await feed()).toContain('/blog/post/future-post?lang=en');
    expect(await map()).toContain('/blog/post/future-post?lang=');
    expect(await map()).toContain('/blog/category/later?lang=');
  });
});
