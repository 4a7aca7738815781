import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';
import { foldText } from './text-fold.ts';

describe('slugify', () => {
  it('transliterates Turkish letters and joins words with hyphens', () => {
    expect(slugify('Uzungöl Göl Evi')).toBe('uzungol-gol-evi');
    expect(slugify('  İSTANBUL Çay Bahçesi & Şömine ')).toBe('istanbul-cay-bahcesi-somine');
    expect(slugify('Ayder Kaplıcaları')).toBe('ayder-kaplicalari');
    expect(slugify('فندق البحر')).toBe('');
  });
});

describe('foldText', () => {
  it('folds the Turkish İ, I and ı to i and lowers the rest', () => {
    expect(foldText('İSTANBUL')).toBe('istanbul');
    expect(foldText('UZUNGÖL')).toBe('uzungöl');
    expect(foldText('Işıklı ÇAY')).toBe('işikli çay');
  });
});
