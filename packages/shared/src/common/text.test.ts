import { describe, expect, it } from 'vitest';
import { cutAtWord } from '../common/text.ts';

describe('cutAtWord', () => {
  it('keeps short texts whole', () => {
    expect(cutAtWord('A quiet lake.', 100)).toBe('A quiet lake.');
  });
  it('cuts at the last whole word within the limit and adds an ellipsis', () => {
    const text = 'Wooden lodges, spruce forests and fog rolling off the water at dawn';
    expect(cutAtWord(text, 30)).toBe('Wooden lodges, spruce forests…');
    expect(cutAtWord(text, 30).length).toBeLessThanOrEqual(31);
  });
  it('cuts a single long word at the limit', () => {
    expect(cutAtWord('x'.repeat(120), 100)).toBe(`${'x'.repeat(100)}…`);
  });
  it('works for Arabic', () => {
    expect(cutAtWord('نزل خشبية وغابات التنوب وضباب يتصاعد من الماء', 20)).toBe('نزل خشبية وغابات…');
  });
});
