import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry } from './card-input';

describe('card input formatting', () => {
  it('groups card digits as typed, Amex 4-6-5', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111 11')).toBe('4111 1111 11');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('puts the slash in the expiry', () => {
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('12/2')).toBe('12/2');
    expect(formatExpiry('1')).toBe('1');
  });
});
