import { BLOG_SLUG_PATTERN } from '@app/shared/blog/schemas';
import { describe, expect, it } from 'vitest';
import { blogSlug } from './blog-slug';

describe('blogSlug', () => {
  it('transliterates Turkish letters, dotted and dotless i included', () => {
    expect(blogSlug('Sümela Manastırı')).toBe('sumela-manastiri');
    expect(blogSlug('  İSTANBUL’dan Çay Bahçesine & Şömine ')).toBe('istanbuldan-cay-bahcesine-somine');
    expect(blogSlug('Uzungöl: Göl Kıyısında Bir Gün')).toBe('uzungol-gol-kiyisinda-bir-gun');
  });

  it('keeps Arabic letters and drops their short vowels', () => {
    expect(blogSlug('دير سوميلا')).toBe('دير-سوميلا');
    expect(blogSlug('رِحْلَة إلى طرابزون ٢٠٢٧')).toBe('رحلة-إلى-طرابزون-٢٠٢٧');
    expect(blogSlug('مرحـــبا')).toBe('مرحبا');
    expect(blogSlug('دَيْرُ سُومِيلا؟')).toBe('دير-سوميلا');
    expect(blogSlug('أجمل ٣ بحيرات')).toBe('أجمل-٣-بحيرات');
  });

  it('gives what the server accepts, or nothing', () => {
    for (const title of ['Ayder — Yayla 2027!', 'café déjà vu', 'دير سوميلا', 'A   b', '---']) {
      const slug = blogSlug(title);
      expect(slug === '' || BLOG_SLUG_PATTERN.test(slug)).toBe(true);
    }
    expect(blogSlug('?!')).toBe('');
    expect(blogSlug('café déjà vu')).toBe('cafe-deja-vu');
  });

  it('stays within 100 characters without a trailing hyphen, as the server does', () => {
    const slug = blogSlug(`${'word '.repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(slug.endsWith('-')).toBe(false);
  });
});
