import { LANGUAGES, type Language } from '@app/shared/i18n/languages';
import { addressIn, languageAlternates } from '@app/shared/seo/page-address';
import type { Dated, SitemapPost } from './feeds.repository.ts';
import { escapeXml } from './xml.ts';

export interface SitemapContent {
  hotels: Dated[];
  packages: Dated[];
  restaurants: Dated[];
  posts: SitemapPost[];
  categories: Dated[];
  tags: Dated[];
}

interface Entry {
  loc: string;
  lastmod?: Date;
  alternates?: { hreflang: string; href: string }[];
}

const newest = (dates: Dated[]): Date | undefined =>
  dates.reduce<Date | undefined>(
    (latest, d) => (!latest || d.updatedAt > latest ? d.updatedAt : latest),
    undefined,
  );

function url(entry: Entry): string {
  return [
    '<url>',
    `<loc>${escapeXml(entry.loc)}</loc>`,
    ...(entry.lastmod ? [`<lastmod>${entry.lastmod.toISOString()}</lastmod>`] : []),
    ...(entry.alternates ?? []).map(
      (a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}" />`,
    ),
    '</url>',
  ].join('\n');
}

/** Pages every reader can open in any language, besides the catalogue and the blog. */
const FIXED_PAGES = [
  '/',
  '/trabzon-hotels',
  '/flights',
  '/car-transfers',
  '/taxis',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '/contract',
];

/** A page and when it last changed, in the languages it exists in (all three by default). */
interface Page {
  path: string;
  lastmod?: Date;
  languages?: readonly Language[];
}

/**
 * One entry per language version of a page: its own address (`?lang=`, the page's canonical in that
 * language) with every version and the default as alternates, exactly as the page's head names them.
 */
function languageVersions(page: Page, origin: string): Entry[] {
  const alternates = languageAlternates(page.path, page.languages).map((a) => ({
    hreflang: a.hreflang,
    href: `${origin}${a.path}`,
  }));
  return (page.languages ?? LANGUAGES).map((lang) => ({
    loc: `${origin}${addressIn(page.path, lang)}`,
    ...(page.lastmod ? { lastmod: page.lastmod } : {}),
    alternates,
  }));
}

/**
 * The sitemap: the home page and the fixed pages, the catalogue lists, every published hotel,
 * package and restaurant, every public post in its languages, and the blog categories and tags that hold public
 * posts, each in every language it exists in, with the date each last changed (W3C datetime).
 */
export function sitemap(content: SitemapContent, origin: string): string {
  const segment = encodeURIComponent;
  const newestPost = newest(content.posts);
  const pages: Page[] = [
    ...FIXED_PAGES.map((path) => ({ path })),
    { path: '/hotels', lastmod: newest(content.hotels) },
    { path: '/packages', lastmod: newest(content.packages) },
    { path: '/restaurants', lastmod: newest(content.restaurants) },
    { path: '/blog', lastmod: newestPost },
    { path: '/blog/archive', lastmod: newestPost },
    ...content.hotels.map((h) => ({ path: `/hotels/${segment(h.slug)}`, lastmod: h.updatedAt })),
    ...content.packages.map((p) => ({ path: `/packages/${segment(p.slug)}`, lastmod: p.updatedAt })),
    ...content.restaurants.map((r) => ({ path: `/restaurants/${segment(r.slug)}`, lastmod: r.updatedAt })),
    ...content.posts.map((p) => ({
      path: `/blog/post/${segment(p.slug)}`,
      lastmod: p.updatedAt,
      languages: p.languages,
    })),
    ...content.categories.map((c) => ({ path: `/blog/category/${segment(c.slug)}`, lastmod: c.updatedAt })),
    ...content.tags.map((t) => ({ path: `/blog/tag/${segment(t.slug)}`, lastmod: t.updatedAt })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((page) => languageVersions(page, origin)).map(url),
    '</urlset>',
    '',
  ].join('\n');
}
