import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { registerUser } from '../test/http.ts';
import { findTextsHome } from './texts.ts';

interface Catalogue {
  errors: Record<string, string>;
  fields: Record<string, string>;
}

/** A language's error catalogue as written (texts/<lang>/problems.json), English where it has none yet. */
function catalogue(lang: string): Catalogue {
  const read = (l: string) =>
    JSON.parse(readFileSync(path.join(findTextsHome(), l, 'problems.json'), 'utf8'));
  const english = read('en') as Catalogue;
  const file = path.join(findTextsHome(), lang, 'problems.json');
  if (!existsSync(file)) return english;
  const own = read(lang) as Catalogue;
  return { errors: { ...english.errors, ...own.errors }, fields: { ...english.fields, ...own.fields } };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  expect((await registerUser(t.app, { email: 'camille@example.fr' })).statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

describe('problems in French and Spanish', () => {
  it('has a French and a Spanish catalogue, not only English', () => {
    expect(catalogue('fr').errors.invalid_credentials).not.toBe(catalogue('en').errors.invalid_credentials);
    expect(catalogue('es').errors.invalid_credentials).not.toBe(catalogue('en').errors.invalid_credentials);
  });

  it.each(['fr', 'es'] as const)(
    'answers a validation error with its title and field messages in %s',
    async (lang) => {
      const texts = catalogue(lang);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/auth/register?lang=${lang}`,
        payload: { name: '', email: 'not-an-email', password: '123' },
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ code: 'validation_failed', title: texts.errors.validation_failed });
      const messages = Object.fromEntries(
        body.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
      );
      expect(messages).toEqual({
        name: texts.fields.required,
        email: texts.fields.invalid_email,
        password: texts.fields.password_too_short,
      });
    },
  );

  it.each(['fr', 'es'] as const)('answers a failed login with its title in %s', async (lang) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/login?lang=${lang}`,
      payload: { email: 'camille@example.fr', password: 'not-the-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'invalid_credentials',
      title: catalogue(lang).errors.invalid_credentials,
    });
  });

  it.each(['fr', 'es'] as const)('answers an unknown API address in %s', async (lang) => {
    const res = await t.app.inject({ url: `/api/no-such-endpoint?lang=${lang}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'route_not_found',
      title: catalogue(lang).errors.route_not_found,
    });
  });
});
