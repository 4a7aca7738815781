import { tagNameIn } from '@app/shared/blog/tags';
import { cutAtWord } from '@app/shared/common/text';
import type { Language } from '@app/shared/i18n/languages';
import { addressIn } from '@app/shared/seo/page-address';
import { serverText } from '../../lib/texts.ts';
import type { FeedPost, FeedPostText } from './feeds.repository.ts';
import { element, escapeXml } from './xml.ts';

/** Posts in one feed: the newest ones. */
export const RSS_ITEMS = 20;

export interface RssOptions {
  /** The site's public origin without a trailing slash. */
  origin: string;
  lang: Language;
  siteName: string;
  now: Date;
}

/** RFC 822 date, as RSS 2.0 wants it: `Tue, 01 Jun 2027 09:00:00 GMT`. */
export const rfc822 = (date: Date) => date.toUTCString();

/** The address of a post in one language. */
export function postUrl(origin: string, slug: string, lang: Language): string {
  return `${origin}${addressIn(`/blog/post/${encodeURIComponent(slug)}`, lang)}`;
}

/** The reader's language, else the post's own (the item then says which language it is in). */
function textFor(post: FeedPost, lang: Language): FeedPostText | undefined {
  return (
    post.texts.find((t) => t.lang === lang) ??
    post.texts.find((t) => t.lang === post.originalLang) ??
    post.texts[0]
  );
}

function summaryOf(text: FeedPostText): string {
  return (text.excerpt || text.seoDescription || cutAtWord(text.plainStart.replace(/\s+/g, ' '), 300)).trim();
}

function item(post: FeedPost, opts: RssOptions): string | null {
  const text = textFor(post, opts.lang);
  if (!text) return null;
  const link = postUrl(opts.origin, post.slug, opts.lang);
  const categories = [
    post.category ? post.category.name[opts.lang] || post.category.name.en : '',
    ...post.tags.map((tag) => tagNameIn(tag, opts.lang).name),
  ]
    .map((c) => c.trim())
    .filter(Boolean);
  return [
    '<item>',
    element('title', text.title),
    element('link', link),
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    element('pubDate', rfc822(post.publishedAt)),
    element('description', summaryOf(text)),
    element('dc:creator', post.authorName),
    ...(text.lang !== opts.lang ? [element('dc:language', text.lang)] : []),
    ...categories.map((c) => element('category', c)),
    '</item>',
  ].join('\n');
}

/** An RSS 2.0 document of the newest public posts, in one language. */
export function rssFeed(posts: FeedPost[], opts: RssOptions): string {
  const { origin, lang, siteName, now } = opts;
  const self = `${origin}/blog/rss.xml?lang=${lang}`;
  const newest = posts.reduce<Date | null>((latest, p) => {
    const changed = p.updatedAt > p.publishedAt ? p.updatedAt : p.publishedAt;
    return !latest || changed > latest ? changed : latest;
  }, null);
  const items = posts
    .slice(0, RSS_ITEMS)
    .map((p) => item(p, opts))
    .filter((i): i is string => i !== null);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    // The channel's name and line: feeds:rss in the texts (the blog home page's own words).
    element('title', `${serverText(lang, 'feeds:rss.title')} · ${siteName}`),
    element('link', `${origin}/blog?lang=${lang}`),
    element('description', serverText(lang, 'feeds:rss.description')),
    element('language', lang),
    element('lastBuildDate', rfc822(newest ?? now)),
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
