import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlogTranslationInput } from '@app/shared/blog/schemas';
import { slugify } from '@app/shared/common/slug';
import { LANGUAGES } from '@app/shared/i18n/languages';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writePost } from '../../../modules/blog/post-writer.service.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../../../test/harness.ts';
import { migrationsFolder } from '../../client.ts';
import { blogTags } from '../../schema/blog.ts';
import { BLOG_POSTS } from './blog-posts-data.ts';
import { seedBlog } from './blog-seed.ts';
import { BLOG_TAGS } from './blog-tags-data.ts';

const NOW = new Date('2027-06-01T09:00:00Z');

/** The demo list as the database holds it: slug → language of the name and spellings. */
const expected = Object.fromEntries(
  BLOG_TAGS.map((tag) => [slugify(tag.name), { name: tag.name, nameLang: 'en', names: tag.names }]),
);

async function tagsIn(db: TestApp['database']['db']) {
  const rows = await db.select().from(blogTags);
  return Object.fromEntries(
    rows.map((r) => [r.slug, { name: r.name, nameLang: r.nameLang, names: r.names }]),
  );
}

/** The statements of migration 0006 that change data (the columns exist already). */
function dataStatements(): string[] {
  const file = readFileSync(path.join(migrationsFolder(), '0006_blog_tag_names.sql'), 'utf8');
  return file
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('ALTER TABLE'));
}

describe('the demo tags in every language', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('every tag of the demo posts has its spellings, and a new database is seeded with them', async () => {
    const used = new Set(BLOG_POSTS.flatMap((p) => p.tags.map(slugify)));
    expect([...used].sort()).toEqual(Object.keys(expected).sort());
    for (const tag of BLOG_TAGS) expect(tag.names.ar, tag.name).toMatch(/^[\u0600-\u06ff ]+$/);
    for (const tag of BLOG_TAGS)
      for (const lang of ['tr', 'fr', 'es'] as const) expect(tag.names[lang].trim(), tag.name).not.toBe('');

    const { database, drop } = await openTestDatabase();
    closers.push(drop);
    await database.db.transaction((tx) =>
      seedBlog(tx, {
        now: NOW,
        timeZone: 'Europe/Istanbul',
        authorId: null,
        authorName: 'M',
        demoUserId: null,
      }),
    );
    expect(await tagsIn(database.db)).toEqual(expected);
  });
});

describe('migration 0006 on a database seeded before tags had spellings', () => {
  let t: TestApp;
  beforeEach(async () => {
    // Searched before and after the migration: answers must not come from memory.
    t = await createTestApp({ RESPONSE_CACHE: 'false' });
  });
  afterEach(async () => {
    await t.close();
  });

  const text = (title: string, content: string): BlogTranslationInput => ({
    title,
    excerpt: '',
    content: `<p>${content}</p>`,
    seoTitle: '',
    seoDescription: '',
    seoKeywords: [],
  });
  const search = async (lang: string, q: string) => {
    const res = await t.app.inject({ url: `/api/blog/posts?lang=${lang}&q=${encodeURIComponent(q)}` });
    return (res.json().data as { slug: string }[]).map((p) => p.slug);
  };

  it('gives the demo tags the seed’s spellings and finds their posts by them', async () => {
    const db = t.database.db;
    // As an older database holds them: names only, and search vectors built from the names.
    await writePost(db, {
      originalLang: 'en',
      slug: 'tea-gardens',
      status: 'published',
      featured: false,
      allowComments: true,
      featuredImage: '',
      categoryId: null,
      tags: ['tea', 'Rize'],
      publishedAt: new Date('2027-05-01T09:00:00Z'),
      authorId: null,
      authorName: 'M',
      translations: {
        en: text('Gardens on the hill', 'Green slopes above the town.'),
        tr: text('Tepedeki bahçeler', 'Kasabanın üstünde yeşil yamaçlar.'),
        ar: text('حدائق على التل', 'منحدرات خضراء فوق البلدة.'),
      },
    });
    await writePost(db, {
      originalLang: 'tr',
      slug: 'yayla-notlari',
      status: 'published',
      featured: false,
      allowComments: true,
      featuredImage: '',
      categoryId: null,
      tags: ['yayla', 'طبيعة'],
      publishedAt: new Date('2027-05-02T09:00:00Z'),
      authorId: null,
      authorName: 'M',
      translations: { tr: text('Yayla notları', 'Bulutların üstünde.') },
    });
    const others = BLOG_TAGS.filter((tag) => !['tea', 'Rize'].includes(tag.name));
    await db.insert(blogTags).values(others.map((tag) => ({ slug: slugify(tag.name), name: tag.name })));
    await db.execute(sql`update blog_tags set name_lang = 'en'`);
    expect(await search('ar', 'الشاي')).toEqual([]);
    expect(await search('tr', 'çay')).toEqual([]);

    for (const statement of dataStatements()) await db.execute(sql.raw(statement));

    // The migration came before French and Spanish: it gives the Turkish and Arabic spellings.
    const migrated = Object.fromEntries(
      Object.entries(expected).map(([slug, tag]) => [
        slug,
        { ...tag, names: { en: tag.names.en, tr: tag.names.tr, ar: tag.names.ar } },
      ]),
    );
    const noSpellings = Object.fromEntries(LANGUAGES.map((lang) => [lang, '']));
    const tags = await tagsIn(db);
    expect(tags).toEqual({
      ...migrated,
      // Tags of no demo post keep the column's default: no spelling in any language.
      yayla: { name: 'yayla', nameLang: 'tr', names: noSpellings },
      طبيعة: { name: 'طبيعة', nameLang: 'ar', names: noSpellings },
    });
    expect(await search('ar', 'الشاي')).toEqual(['tea-gardens']);
    expect(await search('ar', 'ريزة')).toEqual(['tea-gardens']);
    expect(await search('tr', 'çay')).toEqual(['tea-gardens']);
    expect(await search('tr', 'CAY')).toEqual(['tea-gardens']);
    // The names still find them.
    expect(await search('en', 'tea')).toEqual(['tea-gardens']);
  });
});
