import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { todayIn } from '@app/shared/common/dates';
import { SLUG_PATTERN } from '@app/shared/common/slug';
import { LANGUAGES, type Language } from '@app/shared/i18n/languages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { htmlToPlainText } from '../../../modules/blog/post-content.ts';
import { openTestDatabase } from '../../../test/harness.ts';
import type { Database } from '../../client.ts';
import {
  blogCategories,
  blogComments,
  blogPosts,
  blogPostTags,
  blogPostTranslations,
  blogPostViews,
} from '../../schema/blog.ts';
import { users } from '../../schema/users.ts';
import { seed, truncateAll } from '../seed.ts';
import { FRENCH_AND_SPANISH_POSTS, SINGLE_LANGUAGE_POSTS } from './blog-posts-data.ts';
import { seedBlog } from './blog-seed.ts';

const publicDir = path.resolve(import.meta.dirname, '../../../../../web/public');
const NOW = new Date('2027-06-01T09:00:00Z');
const TZ = 'Europe/Istanbul';
const DAY = 86_400_000;
const log = { info: () => {} };

/** The posts a reader finds in French and Spanish too. */
const SIX_IN_FRENCH_AND_SPANISH = [
  'best-time-to-visit-the-black-sea',
  'getting-to-trabzon-airport-bus-car',
  'rize-tea-terraces-and-harvest',
  'sumela-monastery-visitor-guide',
  'trabzon-food-hamsi-kuymak-and-pide',
  'uzungol-lake-when-to-go',
];

const words = (html: string) => htmlToPlainText(html).split(/\s+/).filter(Boolean).length;
const monthIn = (d: Date) => todayIn(TZ, d).slice(0, 7);

async function load(database: Database) {
  const db = database.db;
  const posts = await db.select().from(blogPosts);
  const translations = await db.select().from(blogPostTranslations);
  const comments = await db.select().from(blogComments);
  const tags = await db.select().from(blogPostTags);
  const categories = await db.select().from(blogCategories);
  const isPublic = (p: (typeof posts)[number]) =>
    p.status === 'published' && !!p.publishedAt && p.publishedAt <= NOW;
  return { posts, translations, comments, tags, categories, isPublic };
}

describe('the demo blog (seeded on its own at a fixed time)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let data: Awaited<ReturnType<typeof load>>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.db.transaction((tx) =>
      seedBlog(tx, {
        now: NOW,
        timeZone: TZ,
        authorId: null,
        authorName: 'Mehmet Karadeniz',
        demoUserId: null,
      }),
    );
    data = await load(database);
  });
  afterAll(async () => {
    await drop();
  });

  it('has 14 posts in every status: published, one scheduled a week ahead, a draft and an archived one', () => {
    const { posts } = data;
    expect(posts.length).toBe(14);
    const byStatus = (s: string) => posts.filter((p) => p.status === s);
    expect(byStatus('draft')).toHaveLength(1);
    expect(byStatus('draft')[0]?.publishedAt).toBeNull();
    expect(byStatus('archived')).toHaveLength(1);
    expect(byStatus('archived')[0]!.publishedAt!.getTime()).toBeLessThan(NOW.getTime() - 365 * DAY);
    const scheduled = byStatus('published').filter((p) => p.publishedAt! > NOW);
    expect(scheduled).toHaveLength(1);
    expect(todayIn(TZ, scheduled[0]!.publishedAt!)).toBe('2027-06-08');
    expect(posts.filter((p) => p.featured && data.isPublic(p))).toHaveLength(3);
    expect(posts.filter((p) => data.isPublic(p) && !p.allowComments)).toHaveLength(1);
  });

  it('spreads the public posts over the last fourteen months, across two calendar years', () => {
    const dates = data.posts.filter(data.isPublic).map((p) => p.publishedAt!);
    expect(dates.length).toBeGreaterThanOrEqual(11);
    const oldest = Math.min(...dates.map((d) => d.getTime()));
    expect(NOW.getTime() - oldest).toBeGreaterThan(365 * DAY);
    expect(NOW.getTime() - oldest).toBeLessThan(430 * DAY);
    expect(new Set(dates.map(monthIn)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(dates.map((d) => monthIn(d).slice(0, 4))).size).toBeGreaterThanOrEqual(2);
  });

  it('files posts under five categories named in every language, with 2–5 tags each, several shared', () => {
    const { categories, posts, tags } = data;
    expect(categories).toHaveLength(5);
    for (const c of categories)
      for (const text of [c.name, c.description] as Partial<Record<Language, string>>[])
        for (const lang of LANGUAGES) expect(text[lang]?.trim(), `${c.slug} ${lang}`).toBeTruthy();
    const used = new Set(posts.filter(data.isPublic).map((p) => p.categoryId));
    expect(used.size).toBe(5);
    for (const p of posts) {
      const n = tags.filter((t) => t.postId === p.id).length;
      expect(n, p.slug).toBeGreaterThanOrEqual(2);
      expect(n, p.slug).toBeLessThanOrEqual(5);
    }
    const perTag = new Map<string, number>();
    for (const t of tags) perTag.set(t.tagId, (perTag.get(t.tagId) ?? 0) + 1);
    expect([...perTag.values()].filter((n) => n >= 3).length).toBeGreaterThanOrEqual(4);
  });

  it('writes every published post in English, Turkish and Arabic except the two single-language ones, six also in French and Spanish', () => {
    const { posts, translations } = data;
    const published = posts.filter((p) => p.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(12);
    for (const p of published) {
      const langs = translations
        .filter((t) => t.postId === p.id && t.title.trim() && t.content.trim())
        .map((t) => t.lang)
        .sort();
      if (SINGLE_LANGUAGE_POSTS.includes(p.slug)) expect(langs, p.slug).toEqual([p.originalLang]);
      else if (SIX_IN_FRENCH_AND_SPANISH.includes(p.slug))
        expect(langs, p.slug).toEqual(['ar', 'en', 'es', 'fr', 'tr']);
      else expect(langs, p.slug).toEqual(['ar', 'en', 'tr']);
    }
    expect([...FRENCH_AND_SPANISH_POSTS].sort()).toEqual(SIX_IN_FRENCH_AND_SPANISH);
    for (const lang of ['fr', 'es'] as const) {
      const slugs = translations
        .filter((t) => t.lang === lang)
        .map((t) => posts.find((p) => p.id === t.postId)!.slug)
        .sort();
      expect(slugs, lang).toEqual(SIX_IN_FRENCH_AND_SPANISH);
    }
    // Each keeps the English version's headings, lists, pictures and links, in the same order.
    const skeleton = (html: string) =>
      [...html.matchAll(/<[^>]*>/g)].map((m) => m[0].replace(/ alt="[^"]*"/, ' alt')).join('');
    for (const t of translations.filter((t) => t.lang === 'fr' || t.lang === 'es')) {
      const en = translations.find((e) => e.postId === t.postId && e.lang === 'en')!;
      expect(skeleton(t.content), `${t.lang} ${t.title}`).toBe(skeleton(en.content));
    }
    // French typography: a no-break space before : ; ? ! and inside « ».
    for (const t of translations.filter((t) => t.lang === 'fr'))
      for (const text of [t.title, t.excerpt, t.content, t.seoTitle, t.seoDescription])
        expect(text, t.title).not.toMatch(/ [:;?!»]|« /);
    const single = published.filter((p) => SINGLE_LANGUAGE_POSTS.includes(p.slug)).map((p) => p.originalLang);
    expect(single.sort()).toEqual(['ar', 'tr']);
    const arabic = translations.filter((t) => t.lang === 'ar');
    expect(arabic.every((t) => /[\u0600-\u06FF]/.test(t.title) && /[\u0600-\u06FF]/.test(t.plainText))).toBe(
      true,
    );
  });

  it('gives each translation real length, subheadings and search-engine texts within limits', () => {
    const { posts, translations } = data;
    for (const t of translations) {
      const post = posts.find((p) => p.id === t.postId)!;
      const label = `${post.slug} ${t.lang}`;
      const n = words(t.content);
      if (t.lang === post.originalLang) {
        expect(n, label).toBeGreaterThanOrEqual(350);
        expect(n, label).toBeLessThanOrEqual(600);
      } else expect(n, label).toBeGreaterThanOrEqual(200);
      expect(t.content, label).toMatch(/<h2>/);
      expect(t.plainText.length, label).toBeGreaterThan(1000);
      expect(t.excerpt.length, label).toBeGreaterThan(60);
      expect(t.seoTitle.length, label).toBeGreaterThan(10);
      expect(t.seoTitle.length, label).toBeLessThanOrEqual(60);
      expect(t.seoDescription.length, label).toBeGreaterThanOrEqual(120);
      expect(t.seoDescription.length, label).toBeLessThanOrEqual(160);
      expect(t.seoKeywords.length, label).toBeGreaterThanOrEqual(3);
      expect(t.seoKeywords.length, label).toBeLessThanOrEqual(6);
    }
    const all = translations.map((t) => t.content).join('\n');
    expect(all).toMatch(/<ul>\s*<li>/);
    expect(all).toMatch(/<blockquote>/);
  });

  it('stores no script or event handler, and links only to our own pages and public posts', () => {
    const { posts, translations } = data;
    const publicSlugs = new Set(posts.filter(data.isPublic).map((p) => p.slug));
    let postLinks = 0;
    for (const t of translations) {
      for (const text of [t.content, t.title, t.excerpt]) {
        expect(text).not.toMatch(/<script/i);
        expect(text).not.toMatch(/\son[a-z]+\s*=/i);
        expect(text).not.toMatch(/javascript:/i);
      }
      for (const [, href] of t.content.matchAll(/href="([^"]*)"/g)) {
        const post = href!.match(/^\/blog\/post\/([^/?#]+)$/);
        if (post) {
          postLinks++;
          expect(publicSlugs.has(post[1]!), href).toBe(true);
        } else expect(href).toMatch(/^\/(hotels|packages)$/);
      }
    }
    expect(postLinks).toBeGreaterThan(10);
  });

  it('uses one 16:9 picture per post from /images/blog, each a small SVG that exists', () => {
    const { posts, translations } = data;
    const inline = translations.flatMap((t) =>
      [...t.content.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!),
    );
    expect(new Set(inline).size).toBeGreaterThanOrEqual(2);
    const pictures = new Set([...posts.map((p) => p.featuredImage), ...inline]);
    expect(new Set(posts.map((p) => p.featuredImage)).size).toBe(posts.length);
    for (const src of pictures) {
      expect(src).toMatch(/^\/images\/blog\/[a-z0-9-]+\.svg$/);
      const file = path.join(publicDir, src);
      expect(statSync(file).size, src).toBeLessThan(15_000);
      const head = readFileSync(file, 'utf8').slice(0, 200);
      expect(head, src).toContain('viewBox="0 0 1600 900"');
      expect(head, src).toContain('width="1600" height="900"');
    }
    for (const t of translations)
      for (const m of t.content.matchAll(/<img [^>]*>/g)) expect(m[0]).toMatch(/ alt="[^"]{10,}"/);
  });

  it('has unique slugs in the blog pattern', () => {
    const slugs = data.posts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const s of slugs) expect(s).toMatch(SLUG_PATTERN);
  });

  it('has approved and pending comments in every language on public posts that take comments', () => {
    const { posts, comments } = data;
    const approved = comments.filter((c) => c.status === 'approved');
    const pending = comments.filter((c) => c.status === 'pending');
    expect(approved.length).toBeGreaterThanOrEqual(8);
    expect(pending.length).toBeGreaterThanOrEqual(4);
    expect(approved.every((c) => c.approvedAt && c.approvedAt >= c.createdAt && c.approvedAt <= NOW)).toBe(
      true,
    );
    expect(pending.every((c) => c.approvedAt === null)).toBe(true);
    expect(new Set(comments.map((c) => c.lang))).toEqual(new Set(LANGUAGES));
    const perPost = new Map<string, number>();
    for (const c of comments) perPost.set(c.postId, (perPost.get(c.postId) ?? 0) + 1);
    expect(perPost.size).toBeGreaterThanOrEqual(5);
    for (const [postId, n] of perPost) {
      const post = posts.find((p) => p.id === postId)!;
      expect(n, post.slug).toBeGreaterThanOrEqual(2);
      expect(n, post.slug).toBeLessThanOrEqual(5);
      expect(data.isPublic(post), post.slug).toBe(true);
      expect(post.allowComments, post.slug).toBe(true);
    }
    // A French or Spanish comment is on a post that readers have in that language.
    for (const c of comments.filter((c) => c.lang === 'fr' || c.lang === 'es'))
      expect(
        data.translations.some((t) => t.postId === c.postId && t.lang === c.lang),
        c.authorName,
      ).toBe(true);
    for (const c of comments) {
      const post = posts.find((p) => p.id === c.postId)!;
      expect(c.createdAt > post.publishedAt! && c.createdAt < NOW, c.authorName).toBe(true);
      expect(c.authorEmail).toMatch(/^[a-z.]+@example\.com$/);
      expect(c.userId).toBeNull();
    }
  });

  it('gives the analytics page 60 days of readers, on public posts only, from their publish day', async () => {
    const views = await database.db.select().from(blogPostViews);
    const { posts, isPublic } = data;
    expect(views.length).toBeGreaterThan(500);
    const first = todayIn(TZ, new Date(NOW.getTime() - 59 * DAY));
    for (const v of views) {
      const post = posts.find((p) => p.id === v.postId)!;
      expect(isPublic(post), post.slug).toBe(true);
      expect(v.day >= first && v.day <= todayIn(TZ, NOW)).toBe(true);
      expect(v.day >= todayIn(TZ, post.publishedAt!)).toBe(true);
    }
    expect(new Set(views.map((v) => v.lang))).toEqual(new Set(LANGUAGES));
    expect(new Set(views.map((v) => v.referrer)).size).toBe(5);
  });
});

describe('the demo blog in the full seed', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await drop();
  });

  it('is written by the blog admin, and the demo user wrote one comment from her account', async () => {
    const db = database.db;
    await seed(db, loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), log);
    const [blogAdmin] = await db.select().from(users).where(eq(users.email, 'blog@karadeniz.travel'));
    const [demo] = await db.select().from(users).where(eq(users.email, 'user@karadeniz.travel'));
    const posts = await db.select().from(blogPosts);
    expect(posts.length).toBe(14);
    expect(posts.every((p) => p.authorId === blogAdmin!.id && p.authorName === 'Mehmet Karadeniz')).toBe(
      true,
    );
    const mine = await db.select().from(blogComments).where(eq(blogComments.userId, demo!.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ authorName: demo!.name, authorEmail: demo!.email, status: 'approved' });
  });

  it('in production, where only the admin exists, is written by the admin', async () => {
    const db = database.db;
    await truncateAll(db);
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_EMAIL: 'boss@agency.example',
      ADMIN_PASSWORD: 'long-secret-pass',
    });
    await seed(db, config, log);
    const [admin] = await db.select().from(users).where(eq(users.email, 'boss@agency.example'));
    const posts = await db.select().from(blogPosts);
    expect(posts.length).toBe(14);
    expect(posts.every((p) => p.authorId === admin!.id && p.authorName === admin!.name)).toBe(true);
    expect((await db.select().from(blogComments)).every((c) => c.userId === null)).toBe(true);
  });
});
