import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from './slug.ts';

describe('slugify', () => {
  it('transliterates Turkish letters, dotted and dotless i included', () => {
    expect(slugify('Sümela Manastırı')).toBe('sumela-manastiri');
    expect(slugify('İSTANBUL’dan Uzungöl’e: Çay & Şelale!')).toBe('istanbuldan-uzungole-cay-selale');
    expect(slugify('  İSTANBUL’dan Çay Bahçesine & Şömine ')).toBe('istanbuldan-cay-bahcesine-somine');
    expect(slugify('Uzungöl: Göl Kıyısında Bir Gün')).toBe('uzungol-gol-kiyisinda-bir-gun');
  });

  it('keeps Arabic letters and drops their short vowels and tatweel', () => {
    expect(slugify('دير سوميلا')).toBe('دير-سوميلا');
    expect(slugify('دَيْرُ سُومِيلا؟')).toBe('دير-سوميلا');
    expect(slugify('رِحْلَة إلى طرابزون ٢٠٢٧')).toBe('رحلة-إلى-طرابزون-٢٠٢٧');
    expect(slugify('مرحـــبا')).toBe('مرحبا');
    expect(slugify('أجمل ٣ بحيرات')).toBe('أجمل-٣-بحيرات');
  });

  it('writes French and Spanish titles without their accents, the ligatures written out', () => {
    expect(slugify('Cœur de Trabzon : où dîner ?')).toBe('coeur-de-trabzon-ou-diner');
    expect(slugify('¿Qué ver en Uzungöl? Guía en español')).toBe('que-ver-en-uzungol-guia-en-espanol');
    expect(slugify('Crème brûlée, Æsop & çay')).toBe('creme-brulee-aesop-cay');
  });

  it('drops accents and punctuation, and answers empty when nothing is left', () => {
    expect(slugify('Café — crème brûlée')).toBe('cafe-creme-brulee');
    expect(slugify('café déjà vu')).toBe('cafe-deja-vu');
    expect(slugify('  --!!--  ')).toBe('');
    expect(slugify('?!')).toBe('');
  });

  it('stops at 100 characters without a trailing hyphen and always matches the slug pattern', () => {
    const long = slugify(`${'word '.repeat(40)}end`);
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
    for (const title of titles) expect(slugify(title)).toMatch(SLUG_PATTERN);
  });

  it('makes catalogue names what they were (hotels, restaurants, destinations)', () => {
    expect(slugify('Uzungöl Göl Evi')).toBe('uzungol-gol-evi');
    expect(slugify('Ayder Kaplıcaları')).toBe('ayder-kaplicalari');
    expect(slugify('IŞIKLI ĞÜZEL Çay Evi')).toBe('isikli-guzel-cay-evi');
    expect(slugify('İİ ıı Iı')).toBe('ii-ii-ii');
  });

  it('drops emoji and symbols, and keeps a long title whole words up to 100 characters', () => {
    expect(slugify('Trabzon 🌊 Sahil ☕ Evi 👨‍👩‍👧')).toBe('trabzon-sahil-evi');
    expect(slugify('🌊☕')).toBe('');
    const arabic = slugify('رحلة '.repeat(40));
    expect(Array.from(arabic).length).toBeLessThanOrEqual(100);
    expect(arabic).toMatch(SLUG_PATTERN);
    expect(slugify(`Karadeniz ${'çok '.repeat(60)}uzun`).length).toBeLessThanOrEqual(100);
  });
});
