import { describe, expect, it } from 'vitest';
import { firstFreeSlug, freeSlug } from './unique-slug.ts';

describe('freeSlug', () => {
  it('gives the 5th clash `-5`, asking for the slugs in use once', async () => {
    const asked: string[] = [];
    const inUse = [
      'uzungol-lodge',
      'uzungol-lodge-2',
      'uzungol-lodge-3',
      'uzungol-lodge-4',
      'uzungol-lodges',
    ];
    const slug = await freeSlug('Uzungöl Lodge', 'hotel', async (base) => {
      asked.push(base);
      return inUse;
    });
    expect(slug).toBe('uzungol-lodge-5');
    expect(asked).toEqual(['uzungol-lodge']);
  });

  it('takes the first gap, the base when free, and the fallback for a name without letters', async () => {
    expect(firstFreeSlug('sumela', ['sumela', 'sumela-3'])).toBe('sumela-2');
    expect(firstFreeSlug('sumela', ['sumela-2'])).toBe('sumela');
    expect(await freeSlug('🌊 ☕', 'destination', async () => ['destination'])).toBe('destination-2');
    expect(await freeSlug('دير سوميلا', 'destination', async () => [])).toBe('دير-سوميلا');
  });

  it('never gives up, however many are taken (no random suffix after 99)', () => {
    const taken = Array.from({ length: 150 }, (_, i) => (i === 0 ? 'ayder' : `ayder-${i + 1}`));
    expect(firstFreeSlug('ayder', taken)).toBe('ayder-151');
  });
});
