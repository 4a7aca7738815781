import { describe, expect, it } from 'vitest';
import { post } from '../testing/blog-fixtures';
import { postPageMeta, postPath } from './post-page-meta';

describe('post page meta', () => {
  it('uses the SEO texts, else the title and excerpt', () => {
    const meta = postPageMeta(post(), { title: 'Feed', lang: 'en' });
    expect(meta.title).toBe('Uzungöl at dawn: a short guide');
    expect(meta.description).toBe('When to go and where to walk.');
    const plain = postPageMeta(post({ seo: { title: '', description: '', keywords: [] } }), {
      title: 'Feed',
      lang: 'en',
    });
    expect(plain.title).toBe('A morning at Uzungöl');
    expect(plain.description).toBe('The lake before the tour buses arrive.');
    expect(plain.keywords).toEqual(['Uzungöl']);
  });

  it('gives one address, an alternate per language and a default, and a BlogPosting', () => {
    const meta = postPageMeta(post({ slug: 'دير-سوميلا', languages: ['ar', 'en'], lang: 'ar' }), {
      title: 'Feed',
      lang: 'tr',
    });
    const path = '/blog/post/%D8%AF%D9%8A%D8%B1-%D8%B3%D9%88%D9%85%D9%8A%D9%84%D8%A7';
    expect(postPath('دير-سوميلا')).toBe(path);
    expect(meta.canonicalPath).toBe(path);
    expect(meta.languages).toEqual(['ar', 'en']);
    expect(meta.type).toBe('article');
    expect(meta.image).toBe('/images/blog/uzungol-lake.svg');
    expect(meta.article).toEqual({
      publishedTime: '2027-06-01T07:00:00.000Z',
      modifiedTime: '2027-06-03T09:00:00.000Z',
      author: 'Ayşe Kaya',
      section: 'Places',
      tags: ['Uzungöl'],
    });
    expect(meta.feeds).toEqual([{ title: 'Feed', path: '/blog/rss.xml?lang=tr' }]);
    expect(meta.jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'A morning at Uzungöl',
      url: path,
      mainEntityOfPage: path,
      image: '/images/blog/uzungol-lake.svg',
      datePublished: '2027-06-01T07:00:00.000Z',
      dateModified: '2027-06-03T09:00:00.000Z',
      author: { '@type': 'Person', name: 'Ayşe Kaya' },
      inLanguage: 'ar',
      articleSection: 'Places',
    });
  });
});
