import { describe, expect, it } from 'vitest';
import { uploadSrcSet } from './responsive-image';

describe('uploadSrcSet', () => {
  it('lists the three widths of an upload from any of its variants', () => {
    expect(uploadSrcSet('/uploads/2027/06/abc-1600.webp')).toBe(
      '/uploads/2027/06/abc-400.webp 400w, /uploads/2027/06/abc-800.webp 800w, /uploads/2027/06/abc-1600.webp 1600w',
    );
    expect(uploadSrcSet('/uploads/2027/06/abc-400.webp')).toContain('abc-1600.webp 1600w');
  });

  it('leaves other images alone', () => {
    expect(uploadSrcSet('/images/destinations/uzungol.svg')).toBeUndefined();
    expect(uploadSrcSet('https://example.com/a-1600.webp')).toBeUndefined();
  });
});
