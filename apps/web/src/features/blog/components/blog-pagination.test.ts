import { describe, expect, it } from 'vitest';
import { pageHref, pageOf } from '../utils/blog-params';
import { visiblePages } from './blog-pagination';

describe('blog pagination', () => {
  it('shows the ends and the neighbours of the current page, with gaps', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    // A gap of one page shows the page instead.
    expect(visiblePages(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(visiblePages(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('keeps the other parameters and leaves page 1 out of the address', () => {
    const params = new URLSearchParams('q=hamsi&page=3');
    expect(pageHref('/blog/search', params, 4)).toBe('/blog/search?q=hamsi&page=4');
    expect(pageHref('/blog/search', params, 1)).toBe('/blog/search?q=hamsi');
    expect(pageHref('/blog', new URLSearchParams(), 1)).toBe('/blog');
  });

  it('reads only a sensible page number', () => {
    expect(pageOf(new URLSearchParams('page=2'))).toBe(2);
    for (const bad of ['', 'page=0', 'page=-1', 'page=2.5', 'page=abc', 'page=99999'])
      expect(pageOf(new URLSearchParams(bad))).toBe(1);
  });
});
