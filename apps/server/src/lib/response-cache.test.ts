import { describe, expect, it } from 'vitest';
import { EVERYTHING } from './cache-tags.ts';
import { ResponseCache } from './response-cache.ts';

function cache(maxEntries = 3, ttlMs = 1000) {
  let now = 0;
  const c = new ResponseCache({ maxEntries, ttlMs, now: () => now });
  return { c, advance: (ms: number) => (now += ms) };
}

describe('ResponseCache', () => {
  it('serves a stored answer with its tags until it expires', () => {
    const { c, advance } = cache();
    c.set('a', c.mark(), '{"a":1}', ['hotels']);
    expect(c.get('a')).toMatchObject({ body: '{"a":1}', tags: ['hotels'] });
    advance(999);
    expect(c.get('a')?.body).toBe('{"a":1}');
    advance(1);
    expect(c.get('a')).toBeUndefined();
  });

  it('forgets only the answers that share a tag with a change', () => {
    const { c } = cache(10);
    c.set('hotel A', c.mark(), 'A', ['hotel:a']);
    c.set('hotel B', c.mark(), 'B', ['hotel:b']);
    c.set('search', c.mark(), 'S', ['hotels', 'night:2027-01-01']);
    c.set('post', c.mark(), 'P', ['post:1', 'posts']);
    c.forget(['hotel:a', 'night:2027-01-01']);
    expect(c.get('hotel A')).toBeUndefined();
    expect(c.get('search')).toBeUndefined();
    expect(c.get('hotel B')?.body).toBe('B');
    expect(c.get('post')?.body).toBe('P');
    expect(c.size).toBe(2);
  });

  it('forgets an answer tagged "*" on any change, and everything on a change tagged "*"', () => {
    const { c } = cache(10);
    c.set('untagged', c.mark(), 'U', [EVERYTHING]);
    c.set('post', c.mark(), 'P', ['posts']);
    c.forget(['hotel:a']);
    expect(c.get('untagged')).toBeUndefined();
    expect(c.get('post')?.body).toBe('P');
    c.forget([EVERYTHING]);
    expect(c.get('post')).toBeUndefined();
  });

  it('drops an answer computed while a change it shows was made, keeps one computed across an unrelated change', () => {
    const { c } = cache(10);
    const mark = c.mark();
    c.forget(['hotel:a']);
    c.set('A', mark, 'stale A', ['hotel:a']);
    expect(c.get('A')).toBeUndefined();
    c.set('B', mark, 'B', ['hotel:b']);
    expect(c.get('B')?.body).toBe('B');
    c.forget([EVERYTHING]);
    c.set('C', mark, 'C', ['hotel:c']);
    expect(c.get('C')).toBeUndefined();
  });

  it('drops an answer whose reader began before more changes than it remembers', () => {
    const { c } = cache(10);
    const mark = c.mark();
    for (let i = 0; i < 200; i++) c.forget([`hotel:${i}`]);
    c.set('other', mark, 'X', ['posts']);
    expect(c.get('other')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the least recently used, and forgets its tags too', () => {
    const { c } = cache(2);
    c.set('a', c.mark(), 'A', ['t:a']);
    c.set('b', c.mark(), 'B', ['t:b']);
    c.get('a');
    c.set('c', c.mark(), 'C', ['t:c']);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')?.body).toBe('A');
    expect(c.get('c')?.body).toBe('C');
    c.forget(['t:b']);
    expect(c.size).toBe(2);
  });
});
