import { describe, expect, it } from 'vitest';
import { between, cents, code, hash, money, pick, unit } from './seeded.ts';

describe('seeded', () => {
  it('hashes the same inputs to the same number, and different ones apart', () => {
    // Pinned: offer ids, prices and sold-out nights all follow from it.
    expect(hash('TZX', 'IST', '2027-05-01')).toBe(hash('TZX', 'IST', '2027-05-01'));
    expect(hash('a')).toBe(hash('a'));
    expect(hash('a')).not.toBe(hash('b'));
    expect(hash('ab', 'c')).not.toBe(hash('a', 'bc'));
    expect(hash('')).toBe(2_872_998_923);
  });

  it('spreads its draws evenly', () => {
    const counts = [0, 0, 0, 0, 0];
    for (let i = 0; i < 5000; i++) counts[between(0, 4, 'spread', i)]! += 1;
    for (const n of counts) expect(n).toBeGreaterThan(850);
    for (let i = 0; i < 100; i++) {
      expect(unit('u', i)).toBeGreaterThanOrEqual(0);
      expect(unit('u', i)).toBeLessThan(1);
    }
    expect(pick(['a', 'b'], 'x')).toBe(pick(['a', 'b'], 'x'));
    expect(() => pick([], 'x')).toThrow(RangeError);
  });

  it('makes codes of capitals and digits without look-alikes', () => {
    expect(code(6, 'x')).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(code(14, 'x').startsWith(code(6, 'x'))).toBe(true);
  });

  it('writes and reads amounts in cents', () => {
    expect(money(123450)).toBe('1234.50');
    expect(money(5)).toBe('0.05');
    expect(money(0)).toBe('0.00');
    expect(() => money(1.5)).toThrow(RangeError);
    expect(cents('1234.5')).toBe(123450);
    expect(cents('12')).toBe(1200);
    expect(cents('0.05')).toBe(5);
    expect(cents('1.234')).toBeNull();
    expect(cents(undefined)).toBeNull();
  });
});
