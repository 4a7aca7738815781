import { describe, expect, it } from 'vitest';
import { BLOG_SLUG_PATTERN } from './schemas.ts';
import { blogSlugify } from './slug.ts';

describe('blogSlugify', () => {
  it('transliterates Turkish letters, dotted and dotless i included', () => {
    expect(blogSlugify('Sümela Manastırı')).toBe('sumela-manastiri');
    expect(blogSlugify('İSTANBUL’dan Uzungöl’e: Çay & Şelale!')).toBe('istanbuldan-uzungole-cay-selale');
    expect(blogSlugify('  İSTANBUL’dan Çay Bahçesine & Şömine ')).toBe('istanbuldan-cay-bahcesine-somine');
    expect(blogSlugify('Uzungöl: Göl Kıyısında Bir Gün')).toBe('uzungol-gol-kiyisinda-bir-gun');
  });

  it('keeps Arabic letters and drops their short vowels and tatweel', () => {
    expect(blogSlugify('دير سوميلا')).toBe('دير-سوميلا');
    expect(blogSlugify('دَيْرُ سُومِيلا؟')).toBe('دير-سوميلا');
    expect(blogSlugify('رِحْلَة إلى طرابزون ٢٠٢٧')).toBe('رحلة-إلى-طرابزون-٢٠٢٧');
    expect(blogSlugify('مرحـــبا')).toBe('مرحبا');
    expect(blogSlugify('أجمل ٣ بحيرات')).toBe('أجمل-٣-بحيرات');
  });

  it('drops accents and punctuation, and answers empty when nothing is left', () => {
    expect(blogSlugify('Café — crème brûlée')).toBe('cafe-creme-brulee');
    expect(blogSlugify('café déjà vu')).toBe('cafe-deja-vu');
    expect(blogSlugify('  --!!--  ')).toBe('');
    expect(blogSlugify('?!')).toBe('');
  });

  it('stops at 100 characters without a trailing hyphen and always matches the slug pattern', () => {
    const long = blogSlugify(`${'word '.repeat(40)}end`);
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long.endsWith('-')).toBe(false);
    const titles = [
      'Sümela Manastırı',
      'دير سوميلا',
      'A  b',
      'Ayder — Yayla 2027!',
      long,
      'Ⅻ Ağustos ²',
      'ℌ ㎒',
    ];
    for (const title of titles) expect(blogSlugify(title)).toMatch(BLOG_SLUG_PATTERN);
  });
});
