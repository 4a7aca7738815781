import { describe, expect, it } from 'vitest';
import { cleanSlug, isValidSlug } from './blog-slug';

describe('the slug field', () => {
  it('tidies what the admin typed by the server’s rules', () => {
    expect(cleanSlug('  Sümela Manastırı ')).toBe('sumela-manastiri');
    expect(cleanSlug('دَيْرُ سُومِيلا؟')).toBe('دير-سوميلا');
    expect(cleanSlug('?!')).toBe('');
  });

  it('accepts an empty field (made from the title) or a valid address only', () => {
    expect(isValidSlug('')).toBe(true);
    expect(isValidSlug('sumela-manastiri')).toBe(true);
    expect(isValidSlug('Sumela Manastiri')).toBe(false);
    expect(isValidSlug('-sumela')).toBe(false);
  });
});
