import { describe, expect, it } from 'vitest';
import { groupOverlapping } from './group-places';

const pin = (item: string, x: number, y: number, width = 80) => ({ item, x, y, width });
const items = (groups: { item: string }[][]) => groups.map((g) => g.map((p) => p.item));

describe('groupOverlapping', () => {
  it('puts pins that would cover each other in one group and keeps apart those that would not', () => {
    const groups = groupOverlapping(
      [pin('a', 100, 100), pin('b', 150, 110), pin('c', 300, 100), pin('d', 100, 160), pin('e', 120, 95)],
      30,
    );
    expect(items(groups)).toEqual([['a', 'b', 'e'], ['c'], ['d']]);
  });

  it('takes each pin’s own width: a wide price reaches further', () => {
    expect(items(groupOverlapping([pin('a', 0, 0, 60), pin('b', 70, 0, 60)], 30))).toEqual([['a'], ['b']]);
    expect(items(groupOverlapping([pin('a', 0, 0, 120), pin('b', 70, 0, 60)], 30))).toEqual([['a', 'b']]);
  });
});
