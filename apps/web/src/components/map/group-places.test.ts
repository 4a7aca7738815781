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

  it('keeps the shared pins apart too when one is wider than the price it stands on', () => {
    // a+b share a pin 160 wide at a's place; c's own pin would not touch a's price, but touches
    // the wider shared pin, so it joins; d stays apart.
    const groups = groupOverlapping(
      [pin('a', 0, 0, 60), pin('b', 40, 0, 60), pin('c', 105, 0, 60), pin('d', 400, 0, 60)],
      30,
      (members) => (members.length > 1 ? 160 : 60),
    );
    expect(items(groups)).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('merges two shared pins that would cover each other', () => {
    const groups = groupOverlapping(
      [pin('a', 0, 0, 60), pin('b', 40, 0, 60), pin('c', 150, 0, 60), pin('d', 190, 0, 60)],
      30,
      () => 160,
    );
    expect(items(groups)).toEqual([['a', 'b', 'c', 'd']]);
  });
});
