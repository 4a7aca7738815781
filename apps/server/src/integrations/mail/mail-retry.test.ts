import { describe, expect, it } from 'vitest';
import { errorSummary, MAX_ATTEMPTS, nextAttemptAfter } from './mail-retry.ts';

const now = new Date('2027-06-01T09:00:00Z');
const after = (attempts: number) => {
  const at = nextAttemptAfter(attempts, now);
  return at ? (at.getTime() - now.getTime()) / 1000 : null;
};

describe('mail retries', () => {
  it('wait 30 s, 2 min, 10 min, 1 h, 6 h after each failed attempt, then give up', () => {
    expect([1, 2, 3, 4, 5].map(after)).toEqual([30, 120, 600, 3600, 21_600]);
    expect(MAX_ATTEMPTS).toBe(6);
    expect(after(6)).toBeNull();
  });

  it('keep of an error its class and codes, never its text', () => {
    const smtp = Object.assign(new Error('550 <leyla@example.com>: no such user'), {
      code: 'EENVELOPE',
      responseCode: 550,
    });
    expect(errorSummary(smtp)).toBe('Error EENVELOPE 550');
    expect(errorSummary(Object.assign(new TypeError('x'), { code: 'a b@c' }))).toBe('TypeError');
    expect(errorSummary('leyla@example.com')).toBe('unknown');
  });
});
