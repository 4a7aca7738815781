import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney } from './format';

describe('formatDateTime', () => {
  const at = '2027-02-12T11:00:00Z';

  it('writes the date with a month name, like formatDate, in every language', () => {
    expect(formatDateTime(at, 'en', 'Europe/Istanbul')).toBe('12 Feb 2027, 14:00');
    expect(formatDateTime(at, 'tr', 'Europe/Istanbul')).toBe('12 Şub 2027 14:00');
    expect(formatDateTime('2027-02-12T21:25:00Z', 'en', 'Europe/Istanbul')).toBe('13 Feb 2027, 00:25');
    const ar = formatDateTime(at, 'ar', 'Europe/Istanbul');
    expect(ar.startsWith(formatDate('2027-02-12', 'ar'))).toBe(true);
    expect(ar).toContain('فبراير');
    expect(ar).not.toMatch(/\d+\u200f?\/\d+/);
    expect(ar).toContain('2:00');
    expect(ar).not.toContain('02:00');
  });
});

describe('formatMoney', () => {
  it('keeps a symbol such as US$ whole in right-to-left text (it would read $US)', () => {
    expect(formatMoney(4934, 'USD', 'en')).toBe('US$49.34');
    const ar = formatMoney(4934, 'USD', 'ar');
    expect(ar).toContain('49.34');
    expect(ar).toContain('US$');
    // A left-to-right mark after the symbol, and only in a right-to-left language.
    expect(ar.endsWith('\u200e')).toBe(true);
    expect(formatMoney(4934, 'TRY', 'tr').endsWith('\u200e')).toBe(false);
  });
});
