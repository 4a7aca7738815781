import { describe, expect, it } from 'vitest';
import { redactUrl } from './app.ts';

describe('redactUrl', () => {
  it('keeps reset tokens out of logs', () => {
    expect(redactUrl('/api/auth/resetpassword/abcDEF123_-xyz?lang=tr')).toBe(
      '/api/auth/resetpassword/[redacted]?lang=tr',
    );
    expect(redactUrl('/api/hotels?city=Trabzon')).toBe('/api/hotels?city=Trabzon');
  });

  it('keeps personal query values out of logs', () => {
    expect(redactUrl('/api/bookings/lookup?reference=KT-1&email=ayse%40example.org&lang=tr')).toBe(
      '/api/bookings/lookup?reference=[redacted]&email=[redacted]&lang=tr',
    );
    expect(redactUrl('/api/admin/bookings?status=pending&q=Ay%C5%9Fe')).toBe(
      '/api/admin/bookings?status=pending&q=[redacted]',
    );
  });
});
