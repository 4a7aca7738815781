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

describe('emailProblem (the zod-free email check)', () => {
  it('agrees with emailField on every sample', async () => {
    const { emailProblem } = await import('./rules.ts');
    const { emailField } = await import('./schemas.ts');
    for (const sample of [
      '',
      '  ',
      'a@b',
      'a@b.co',
      'İlker@örnek.com.tr',
      `${'x'.repeat(250)}@ex.com`,
      '.a@b.com',
      'a b@c.de',
      'ok@example.com ',
    ]) {
      const zod = emailField.safeParse(sample);
      const code = emailProblem(sample);
      expect(code === null, sample).toBe(zod.success);
      if (!zod.success) expect(code, sample).toBe(zod.error.issues[0]?.message);
    }
  });
});
