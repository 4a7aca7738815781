import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache.ts';

function cache(maxEntries = 3, ttlMs = 1000) {
  let now = 0;
  const c = new ResponseCache({ maxEntries, ttlMs, now: () => now });
  return { c, advance: (ms: number) => (now += ms) };
}

describe('ResponseCache', () => {
  it('serves a stored answer until it expires', () => {
    const { c, advance } = cache();
    c.set('a', c.current(), '{"a":1}');
    expect(c.get('a')).toBe('{"a":1}');
    advance(999);
    expect(c.get('a')).toBe('{"a":1}');
    advance(1);
    expect(c.get('a')).toBeUndefined();
  });

  it('forgets everything on a change, and drops answers computed across the change', () => {
    const { c } = cache();
    c.set('a', c.current(), 'old');
    const before = c.current();
    c.invalidate();
    expect(c.get('a')).toBeUndefined();
    c.set('b', before, 'computed before the write');
    expect(c.get('b')).toBeUndefined();
    c.set('b', c.current(), 'fresh');
    expect(c.get('b')).toBe('fresh');
  });

  it('keeps at most maxEntries, evicting the least recently used', () => {
    const { c } = cache(2);
    c.set('a', 0, 'A');
    c.set('b', 0, 'B');
    c.get('a');
    c.set('c', 0, 'C');
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe('A');
    expect(c.get('c')).toBe('C');
    expect(c.size).toBe(2);
  });
});
