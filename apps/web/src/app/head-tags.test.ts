import { describe, expect, it } from 'vitest';
import type { PageMetaData } from '../lib/page-meta';
import { absoluteUrl, headTags } from './head-tags';

const HOSTILE = `"'<>& </script><script>alert(1)</script>`;
const context = { origin: 'https://travel.example/', lang: 'en', appName: 'Karadeniz Travel' };

/** The tags as a browser's parser reads them. */
function parse(html: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  );
}

const content = (doc: Document, selector: string) =>
  [...doc.head.querySelectorAll(selector)].map((e) => e.getAttribute('content') ?? e.getAttribute('href'));

const post: PageMetaData = {
  title: 'Uzungöl in autumn',
  description: 'Mist over the lake.',
  canonicalPath: '/blog/post/uzungol-autumn',
  image: '/uploads/2027/06/5f0c2a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6-800.webp',
  imageAlt: 'The lake at dawn',
  type: 'article',
  keywords: ['uzungöl', 'lake'],
  article: {
    publishedTime: '2027-05-01T08:00:00.000Z',
    modifiedTime: '2027-05-02T08:00:00.000Z',
    author: 'Ayşe',
    section: 'Nature',
    tags: ['lakes', 'autumn'],
  },
  jsonLd: {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: 'Uzungöl in autumn',
    image: ['/uploads/2027/06/5f0c2a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6-800.webp'],
    url: '/blog/post/uzungol-autumn',
    mainEntityOfPage: { '@type': 'WebPage', '@id': '/blog/post/uzungol-autumn' },
    author: { '@type': 'Person', name: 'Ayşe' },
  },
  feeds: [{ title: 'Karadeniz Travel blog', path: '/blog/rss.xml?lang=en' }],
};

describe('head tags', () => {
  it('writes the canonical address, Open Graph, article and Twitter tags with absolute addresses', () => {
    const doc = parse(headTags(post, context));
    expect(content(doc, 'link[rel="canonical"]')).toEqual([
      'https://travel.example/blog/post/uzungol-autumn?lang=en',
    ]);
    expect(content(doc, 'meta[property="og:title"]')).toEqual(['Uzungöl in autumn']);
    expect(content(doc, 'meta[property="og:description"]')).toEqual(['Mist over the lake.']);
    expect(content(doc, 'meta[property="og:type"]')).toEqual(['article']);
    expect(content(doc, 'meta[property="og:url"]')).toEqual([
      'https://travel.example/blog/post/uzungol-autumn?lang=en',
    ]);
    // A 1200×630 JPEG made from the picture: the large social networks show no WebP or SVG previews.
    expect(content(doc, 'meta[property="og:image"]')).toEqual([
      'https://travel.example/og/uploads/2027/06/5f0c2a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6-800.webp.jpg',
    ]);
    expect(content(doc, 'meta[property="og:image:type"]')).toEqual(['image/jpeg']);
    expect(content(doc, 'meta[property="og:image:width"]')).toEqual(['1200']);
    expect(content(doc, 'meta[property="og:image:height"]')).toEqual(['630']);
    expect(content(doc, 'meta[property="og:image:alt"]')).toEqual(['The lake at dawn']);
    expect(content(doc, 'meta[property="og:site_name"]')).toEqual(['Karadeniz Travel']);
    expect(content(doc, 'meta[property="og:locale"]')).toEqual(['en_US']);
    expect(content(doc, 'meta[property="og:locale:alternate"]')).toEqual([
      'tr_TR',
      'ar_AR',
      'fr_FR',
      'es_ES',
    ]);
    expect(content(doc, 'meta[property="article:published_time"]')).toEqual(['2027-05-01T08:00:00.000Z']);
    expect(content(doc, 'meta[property="article:modified_time"]')).toEqual(['2027-05-02T08:00:00.000Z']);
    expect(content(doc, 'meta[property="article:author"]')).toEqual(['Ayşe']);
    expect(content(doc, 'meta[property="article:section"]')).toEqual(['Nature']);
    expect(content(doc, 'meta[property="article:tag"]')).toEqual(['lakes', 'autumn']);
    expect(content(doc, 'meta[name="twitter:card"]')).toEqual(['summary_large_image']);
    expect(content(doc, 'meta[name="twitter:title"]')).toEqual(['Uzungöl in autumn']);
    expect(content(doc, 'meta[name="twitter:image"]')).toEqual([
      'https://travel.example/og/uploads/2027/06/5f0c2a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6-800.webp.jpg',
    ]);
    expect(content(doc, 'meta[name="keywords"]')).toEqual(['uzungöl, lake']);
    expect(content(doc, 'link[type="application/rss+xml"]')).toEqual([
      'https://travel.example/blog/rss.xml?lang=en',
    ]);
    expect(doc.head.querySelector('link[type="application/rss+xml"]')?.getAttribute('title')).toBe(
      'Karadeniz Travel blog',
    );
    expect(doc.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('lists every language alternate with its hreflang', () => {
    const doc = parse(headTags(post, context));
    const alternates = [...doc.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((e) => [
      e.getAttribute('hreflang'),
      e.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', 'https://travel.example/blog/post/uzungol-autumn?lang=en'],
      ['tr', 'https://travel.example/blog/post/uzungol-autumn?lang=tr'],
      ['ar', 'https://travel.example/blog/post/uzungol-autumn?lang=ar'],
      ['fr', 'https://travel.example/blog/post/uzungol-autumn?lang=fr'],
      ['es', 'https://travel.example/blog/post/uzungol-autumn?lang=es'],
      ['x-default', 'https://travel.example/blog/post/uzungol-autumn'],
    ]);
  });

  it('gives a page in fewer languages alternates for those only, and its canonical in one it has', () => {
    const arabicOnly = { ...post, languages: ['ar', 'tr'] as const };
    const doc = parse(headTags(arabicOnly, context));
    expect(content(doc, 'link[rel="canonical"]')).toEqual([
      'https://travel.example/blog/post/uzungol-autumn?lang=ar',
    ]);
    expect(content(doc, 'link[rel="alternate"][hreflang]')).toEqual([
      'https://travel.example/blog/post/uzungol-autumn?lang=ar',
      'https://travel.example/blog/post/uzungol-autumn?lang=tr',
      'https://travel.example/blog/post/uzungol-autumn',
    ]);
  });

  it('previews a page without a picture of its own with the site picture, as a JPEG', () => {
    const { image: _image, imageAlt: _alt, ...bare } = post;
    const doc = parse(headTags(bare, context));
    expect(content(doc, 'meta[property="og:image"]')).toEqual([
      'https://travel.example/og/images/destinations/uzungol.svg.jpg',
    ]);
  });

  it('gives a page crawlers should not index no language alternates', () => {
    const doc = parse(headTags({ ...post, noindex: true }, context));
    expect(content(doc, 'meta[name="robots"]')).toEqual(['noindex']);
    expect(doc.head.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(0);
  });

  it('writes JSON-LD with the addresses inside it made absolute', () => {
    const doc = parse(headTags(post, context));
    const scripts = doc.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]?.textContent ?? '');
    expect(data['@type']).toBe('BlogPosting');
    // Named by its canonical address, as the sitemap lists it.
    expect(data.url).toBe('https://travel.example/blog/post/uzungol-autumn?lang=en');
    expect(data.image).toEqual([
      'https://travel.example/uploads/2027/06/5f0c2a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6-800.webp',
    ]);
    expect(data.mainEntityOfPage).toBe('https://travel.example/blog/post/uzungol-autumn?lang=en');
    expect(data['@context']).toBe('https://schema.org');
    expect(data.author.name).toBe('Ayşe');
  });

  it('escapes every value, so none can add an element or leave its attribute', () => {
    const hostile: PageMetaData = {
      title: HOSTILE,
      description: HOSTILE,
      canonicalPath: `/blog/post/x?q=${HOSTILE}`,
      image: `/uploads/${HOSTILE}.webp`,
      imageAlt: HOSTILE,
      type: 'article',
      keywords: [HOSTILE],
      article: {
        publishedTime: HOSTILE,
        modifiedTime: HOSTILE,
        author: HOSTILE,
        section: HOSTILE,
        tags: [HOSTILE],
      },
      feeds: [{ title: HOSTILE, path: '/blog/rss.xml' }],
      jsonLd: { '@type': 'BlogPosting', headline: HOSTILE, 'odd\u2028key': 'a\u2028b\u2029c', url: '/x' },
    };
    const html = headTags(hostile, { ...context, appName: HOSTILE });
    const doc = parse(html);
    // Only the tags written here: no script but the JSON-LD, nothing in the body.
    expect(doc.head.querySelectorAll('script')).toHaveLength(1);
    expect(doc.body.childNodes).toHaveLength(0);
    expect(html).not.toContain('</script><script>');
    for (const selector of [
      'meta[property="og:title"]',
      'meta[property="og:description"]',
      'meta[property="og:image:alt"]',
      'meta[property="og:site_name"]',
      'meta[property="article:published_time"]',
      'meta[property="article:modified_time"]',
      'meta[property="article:author"]',
      'meta[property="article:section"]',
      'meta[property="article:tag"]',
      'meta[name="twitter:title"]',
      'meta[name="twitter:description"]',
      'meta[name="twitter:image:alt"]',
      'meta[name="keywords"]',
    ]) {
      expect(content(doc, selector), selector).toEqual([HOSTILE]);
    }
    expect(doc.head.querySelector('link[type="application/rss+xml"]')?.getAttribute('title')).toBe(HOSTILE);
    // Addresses stay on the site (percent-encoded by the URL parser).
    for (const href of content(doc, 'link[rel="canonical"], meta[property="og:image"], link[hreflang]')) {
      expect(href?.startsWith('https://travel.example/')).toBe(true);
    }
    const script = doc.head.querySelector('script');
    expect(script?.textContent).not.toMatch(/[<>&\u2028\u2029]/);
    const data = JSON.parse(script?.textContent ?? '');
    expect(data.headline).toBe(HOSTILE);
    expect(data['odd\u2028key']).toBe('a\u2028b\u2029c');
  });

  it('marks a page not to be indexed, with the site picture for a shared link', () => {
    const doc = parse(headTags({ title: 'Search', description: 'Results', noindex: true }, context));
    expect(content(doc, 'meta[name="robots"]')).toEqual(['noindex']);
    expect(content(doc, 'meta[name="twitter:card"]')).toEqual(['summary_large_image']);
    expect(content(doc, 'meta[property="og:image"]')).toEqual([
      'https://travel.example/og/images/destinations/uzungol.svg.jpg',
    ]);
    expect(doc.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.head.querySelector('script')).toBeNull();
    expect(content(doc, 'meta[property="og:type"]')).toEqual(['website']);
  });

  it('names the locale of the page language, Arabic included', () => {
    const doc = parse(headTags({ title: 'ت', description: 'د' }, { ...context, lang: 'ar' }));
    expect(content(doc, 'meta[property="og:locale"]')).toEqual(['ar_AR']);
  });

  it('keeps absolute https addresses and refuses other schemes', () => {
    expect(absoluteUrl('https://cdn.example/a.webp', 'https://travel.example')).toBe(
      'https://cdn.example/a.webp',
    );
    expect(absoluteUrl('/images/a.webp', 'https://travel.example/')).toBe(
      'https://travel.example/images/a.webp',
    );
    expect(absoluteUrl('javascript:alert(1)', 'https://travel.example')).toBeNull();
    const doc = parse(headTags({ title: 'x', description: 'y', image: 'javascript:alert(1)' }, context));
    expect(doc.head.querySelector('meta[property="og:image"]')).toBeNull();
  });
});
