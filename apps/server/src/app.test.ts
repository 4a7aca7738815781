import { describe, expect, it } from 'vitest';
import { redactUrl } from './app.ts';

describe('redactUrl', () => {
  it('keeps reset tokens out of logs', () => {
    expect(redactUrl('/api/auth/resetpassword/abcDEF123_-xyz?lang=tr')).toBe(
      '/api/auth/resetpassword/[redacted]?lang=tr',
    );
    expect(redactUrl('/api/hotels?city=Trabzon')).toBe('/api/hotels?city=Trabzon');
  });
});
