import type { Language } from '@app/shared/i18n/languages';
import type { Dated, SitemapPost } from './feeds.repository.ts';
import { postUrl } from './rss.ts';
import { escapeXml } from './xml.ts';

export interface SitemapContent {
  hotels: Dated[];
  packages: Dated[];
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

/**
 * The sitemap: the home page, the catalogue lists, every published hotel and package, every public
 * post with its languages, and the blog categories and tags that hold public posts, with the date
 * each last changed (W3C datetime).
 */
export function sitemap(content: SitemapContent, origin: string): string {
  const at = (path: string) => `${origin}${path}`;
  const segment = encodeURIComponent;
  const newestPost = newest(content.posts);
  const entries: Entry[] = [
    { loc: at('/') },
    { loc: at('/hotels'), lastmod: newest(content.hotels) },
    { loc: at('/packages'), lastmod: newest(content.packages) },
    { loc: at('/blog'), lastmod: newestPost },
    { loc: at('/blog/archive'), lastmod: newestPost },
    ...content.hotels.map((h) => ({ loc: at(`/hotels/${segment(h.slug)}`), lastmod: h.updatedAt })),
    ...content.packages.map((p) => ({ loc: at(`/packages/${segment(p.slug)}`), lastmod: p.updatedAt })),
    ...content.posts.map((p) => {
      const loc = at(`/blog/post/${segment(p.slug)}`);
      return {
        loc,
        lastmod: p.updatedAt,
        alternates: [
          ...p.languages.map((lang: Language) => ({ hreflang: lang, href: postUrl(origin, p.slug, lang) })),
          { hreflang: 'x-default', href: loc },
        ],
      };
    }),
    ...content.categories.map((c) => ({
      loc: at(`/blog/category/${segment(c.slug)}`),
      lastmod: c.updatedAt,
    })),
    ...content.tags.map((t) => ({ loc: at(`/blog/tag/${segment(t.slug)}`), lastmod: t.updatedAt })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(url),
    '</urlset>',
    '',
  ].join('\n');
}
