import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

describe('countryName', () => {
  it('names a known country in the reader language', () => {
    expect(countryName('Türkiye', 'ar')).toBe('تركيا');
    expect(countryName('TÜRKİYE', 'tr')).toBe('Türkiye');
  });
  it('keeps an unknown name as typed', () => {
    expect(countryName('Atlantis', 'ar')).toBe('Atlantis');
  });
});
