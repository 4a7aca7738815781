import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.ts';

describe('RateLimiter', () => {
  it('allows up to the limit in a window, then refuses with the seconds left', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 60_000, () => now);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(true);
    now = 15_000;
    const third = limiter.hit('a');
    expect(third.allowed).toBe(false);
    expect(third.retryAfterSeconds).toBe(45);
    expect(limiter.hit('b').allowed).toBe(true);
  });

  it('opens again when the window has passed', () => {
    let now = 0;
    const limiter = new RateLimiter(1, 1000, () => now);
    limiter.hit('a');
    expect(limiter.hit('a').allowed).toBe(false);
    now = 1000;
    expect(limiter.hit('a').allowed).toBe(true);
  });
});
