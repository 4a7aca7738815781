import type { BlogPostDto } from '@app/shared/blog/schemas';
import type { Language } from '@app/shared/i18n/languages';
import type { PageMetaData } from '../../../lib/page-meta';

/** The address of a post; the slug may hold any script, so it is encoded. */
export function postPath(slug: string): string {
  return `/blog/post/${encodeURIComponent(slug)}`;
}

/** The blog's RSS feed in a language. */
export function feedPath(lang: Language): string {
  return `/blog/rss.xml?lang=${lang}`;
}

/**
 * What a post tells crawlers and link previews: its SEO title and description (else its title and
 * excerpt), its picture, its one address with an alternate per language it is written in (the
 * language is a query parameter so a crawler without cookies can fetch each), and a schema.org
 * BlogPosting. Paths stay paths: the server makes them absolute.
 */
export function postPageMeta(post: BlogPostDto, feed: { title: string; lang: Language }): PageMetaData {
  const path = postPath(post.slug);
  const title = post.seo.title || post.title;
  const description = post.seo.description || post.excerpt;
  const tags = post.tags.map((tag) => tag.name);
  const keywords = post.seo.keywords.length ? post.seo.keywords : tags;
  return {
    title,
    description,
    canonicalPath: path,
    ...(post.featuredImage ? { image: post.featuredImage, imageAlt: post.title } : {}),
    type: 'article',
    article: {
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      author: post.author.name,
      ...(post.category ? { section: post.category.name } : {}),
      tags,
    },
    keywords,
    languages: post.languages,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': path,
      url: path,
      mainEntityOfPage: path,
      headline: post.title,
      description,
      ...(post.featuredImage ? { image: post.featuredImage } : {}),
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: post.author.name },
      inLanguage: post.lang,
      ...(keywords.length ? { keywords: keywords.join(', ') } : {}),
      ...(post.category ? { articleSection: post.category.name } : {}),
    },
    feeds: [{ title: feed.title, path: feedPath(feed.lang) }],
  };
}
