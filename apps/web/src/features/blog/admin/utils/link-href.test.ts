import { describe, expect, it } from 'vitest';
import { isOwnImage, safeHref } from './link-href';

describe('safeHref', () => {
  it('takes web, mail and site links', () => {
    expect(safeHref('https://www.ktb.gov.tr/')).toBe('https://www.ktb.gov.tr/');
    expect(safeHref(' http://example.com/a?b=c ')).toBe('http://example.com/a?b=c');
    expect(safeHref('mailto:info@karadeniz.travel')).toBe('mailto:info@karadeniz.travel');
    expect(safeHref('/hotels?city=Uzungöl')).toBe('/hotels?city=Uzungöl');
    expect(safeHref('#day-2')).toBe('#day-2');
  });

  it('adds https:// to a bare domain', () => {
    expect(safeHref('www.sumela.gov.tr/ziyaret')).toBe('https://www.sumela.gov.tr/ziyaret');
  });

  it('refuses scripts, data and other schemes', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'ftp://x.y',
      'hello world',
      '',
      'vbscript:x',
    ]) {
      expect(safeHref(bad)).toBeNull();
    }
  });
});

describe('isOwnImage', () => {
  it('accepts only our uploads and images', () => {
    expect(isOwnImage('/uploads/2027/06/a-1600.webp')).toBe(true);
    expect(isOwnImage('/images/coast.webp')).toBe(true);
    expect(isOwnImage('https://example.com/a.jpg')).toBe(false);
    expect(isOwnImage('data:image/png;base64,AAA')).toBe(false);
  });
});
