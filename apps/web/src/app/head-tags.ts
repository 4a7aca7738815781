import { escapeHtml } from '@app/shared/common/html';
import { isLanguage, LANGUAGES, openGraphLocale } from '@app/shared/i18n/languages';
import { OG_IMAGE, ogImagePath } from '@app/shared/seo/og-image';
import { addressIn, languageAlternates } from '@app/shared/seo/page-address';
import type { PageMetaData } from '../lib/page-meta';

/**
 * The head tags a server-rendered page carries for crawlers and link previews: canonical address,
 * Open Graph, Twitter, keywords, language alternates, feeds, robots and JSON-LD. Every attribute
 * value is HTML-escaped and every address is made absolute with the site's origin; the JSON-LD is
 * written so that no value can close its script element.
 */

export interface HeadContext {
  /** The site's public origin, e.g. `https://travel.example` (a trailing slash is ignored). */
  origin: string;
  /** The language the page is rendered in. */
  lang: string;
  /** The site's name (Open Graph `site_name`). */
  appName: string;
}

/** A page's language as Open Graph names it; a code not on the list stays as it is. */
const ogLocale = (lang: string) => (isLanguage(lang) ? openGraphLocale(lang) : lang);

/** JSON that is safe inside `<script>`: `<`, `>`, `&` and the JS line separators are escaped. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A path or address made absolute on the site's origin; anything that does not resolve to an
 * http(s) address (e.g. `javascript:`) gives null.
 */
export function absoluteUrl(pathOrUrl: string, origin: string): string | null {
  const base = origin.replace(/\/+$/, '');
  try {
    const url = new URL(pathOrUrl, `${base}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Keys of schema.org values that are addresses and so must be absolute. */
const URL_KEYS = new Set([
  '@id',
  'url',
  'image',
  'logo',
  'mainEntityOfPage',
  'item',
  'contentUrl',
  'thumbnailUrl',
  'sameAs',
]);

function absolutizeJsonLd(value: unknown, origin: string, urlValued = false): unknown {
  if (typeof value === 'string') return urlValued ? (absoluteUrl(value, origin) ?? value) : value;
  if (Array.isArray(value)) return value.map((item) => absolutizeJsonLd(item, origin, urlValued));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, absolutizeJsonLd(inner, origin, URL_KEYS.has(key))]),
    );
  }
  return value;
}

function metaProperty(property: string, content: string): string {
  return `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`;
}

function metaName(name: string, content: string): string {
  return `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`;
}

function link(attributes: Record<string, string>): string {
  const list = Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ');
  return `<link ${list} />`;
}

/** The link preview of a page that names no picture of its own. */
export const SITE_PREVIEW_IMAGE = '/images/destinations/uzungol.svg';

/** The tags for a page's head, one per line, from what the page declared with `<PageMeta>`. */
export function headTags(meta: PageMetaData, context: HeadContext): string {
  const { origin, lang, appName } = context;
  const abs = (value: string | undefined | null) => (value ? absoluteUrl(value, origin) : null);
  const tags: string[] = [];
  const languages = meta.languages?.length ? meta.languages : LANGUAGES;
  // The page in the language it is rendered in; one that does not exist in it, in its first.
  const pageLang = isLanguage(lang) && languages.includes(lang) ? lang : languages[0];
  const path = meta.canonicalPath;
  const canonical = path && pageLang ? abs(addressIn(path, pageLang)) : null;
  const alternates = path && !meta.noindex ? languageAlternates(path, languages) : [];
  const picture = meta.image || SITE_PREVIEW_IMAGE;
  const preview = ogImagePath(picture);
  const image = abs(preview ?? picture);
  const title = meta.title || appName;

  if (canonical) tags.push(link({ rel: 'canonical', href: canonical }));
  if (meta.noindex) tags.push(metaName('robots', 'noindex'));
  if (meta.keywords?.length) {
    const keywords = meta.keywords.map((k) => k.trim()).filter(Boolean);
    if (keywords.length) tags.push(metaName('keywords', keywords.join(', ')));
  }
  for (const alternate of alternates) {
    const href = abs(alternate.path);
    if (href) tags.push(link({ rel: 'alternate', hreflang: alternate.hreflang, href }));
  }
  for (const feed of meta.feeds ?? []) {
    const href = abs(feed.path);
    if (href) tags.push(link({ rel: 'alternate', type: 'application/rss+xml', title: feed.title, href }));
  }

  tags.push(metaProperty('og:title', title));
  tags.push(metaProperty('og:description', meta.description));
  tags.push(metaProperty('og:type', meta.type ?? 'website'));
  if (canonical) tags.push(metaProperty('og:url', canonical));
  if (image) {
    tags.push(metaProperty('og:image', image));
    if (preview) {
      tags.push(metaProperty('og:image:type', OG_IMAGE.type));
      tags.push(metaProperty('og:image:width', String(OG_IMAGE.width)));
      tags.push(metaProperty('og:image:height', String(OG_IMAGE.height)));
    }
    if (meta.imageAlt) tags.push(metaProperty('og:image:alt', meta.imageAlt));
  }
  tags.push(metaProperty('og:site_name', appName));
  tags.push(metaProperty('og:locale', ogLocale(pageLang ?? lang)));
  const otherLocales = new Set(
    alternates
      .map((a) => a.hreflang)
      .filter((h) => h !== pageLang && h !== 'x-default')
      .map(ogLocale),
  );
  for (const locale of otherLocales) tags.push(metaProperty('og:locale:alternate', locale));

  if (meta.article) {
    const { publishedTime, modifiedTime, author, section, tags: articleTags } = meta.article;
    tags.push(metaProperty('article:published_time', publishedTime));
    tags.push(metaProperty('article:modified_time', modifiedTime));
    tags.push(metaProperty('article:author', author));
    if (section) tags.push(metaProperty('article:section', section));
    for (const tag of articleTags) tags.push(metaProperty('article:tag', tag));
  }

  tags.push(metaName('twitter:card', image ? 'summary_large_image' : 'summary'));
  tags.push(metaName('twitter:title', title));
  tags.push(metaName('twitter:description', meta.description));
  if (image) {
    tags.push(metaName('twitter:image', image));
    if (meta.imageAlt) tags.push(metaName('twitter:image:alt', meta.imageAlt));
  }

  if (meta.jsonLd) {
    // The structured data names the page by the same address as its canonical and the sitemap.
    const jsonLd = canonical ? { ...meta.jsonLd, url: canonical } : meta.jsonLd;
    if (canonical && 'mainEntityOfPage' in jsonLd) jsonLd.mainEntityOfPage = canonical;
    tags.push(
      `<script type="application/ld+json">${jsonForScript(absolutizeJsonLd(jsonLd, origin))}</script>`,
    );
  }
  return tags.join('\n');
}
