import { describe, expect, it } from 'vitest';
import { normalizeEmail } from './email.ts';
import { emailField, registerBody } from './schemas.ts';

describe('emailField', () => {
  it.each(['ayse@example.com', 'İlker@örnek.com.tr', 'a.b+tag@sub.example.org'])('accepts %s', (email) => {
    expect(emailField.safeParse(email).success).toBe(true);
  });
  it.each(['', 'plain', 'a@b', 'a b@example.com', '@example.com', 'a@example.c', '.a@example.com'])(
    'refuses %j',
    (email) => {
      expect(emailField.safeParse(email).success).toBe(false);
    },
  );
  it('trims', () => {
    expect(emailField.parse('  x@example.com ')).toBe('x@example.com');
  });
});

describe('normalizeEmail', () => {
  it('folds case, including the Turkish İ and ı, to one key', () => {
    const key = normalizeEmail('ilker@example.com');
    for (const v of [' ILKER@Example.com', 'İlker@example.com', 'ılker@EXAMPLE.COM']) {
      expect(normalizeEmail(v)).toBe(key);
    }
  });
});

describe('registerBody', () => {
  it('drops fields a client may not set', () => {
    const parsed = registerBody.parse({
      name: 'A',
      email: 'a@example.com',
      password: 'secret1',
      role: 'admin',
    });
    expect(parsed).not.toHaveProperty('role');
    expect(parsed.preferences.notifications.email).toBe(false);
  });
});
