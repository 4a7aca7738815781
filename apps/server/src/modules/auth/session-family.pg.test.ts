import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer, cookieFrom, loginUser, registerUser } from '../../test/http.ts';
import { REFRESH_REUSE_GRACE_MS } from './session-family.ts';

// PostgreSQL only (PGlite has one connection and cannot race): runs in the api-postgres project.
let t: TestApp;
beforeAll(async () => {
  if (process.env.TEST_DB !== 'postgres') throw new Error('this suite needs TEST_DB=postgres');
  t = await createTestApp();
  await registerUser(t.app, { email: 'tabs@example.com' });
});
afterAll(async () => {
  await t?.close();
});

const refresh = (rt: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { rt } });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('refreshes racing on PostgreSQL', () => {
  it('12 tabs refreshing with the same cookie at once: one new refresh token, everyone signed in, 5 times over', async () => {
    for (let round = 0; round < 5; round++) {
      const { refresh: shared } = await loginUser(t.app, 'tabs@example.com');
      const answers = await Promise.all(Array.from({ length: 12 }, () => refresh(shared)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
      const cookies = answers.map((a) => cookieFrom(a, 'rt')).filter((c): c is string => !!c);
      // Exactly one rotation won; the others got an access token and left the cookie alone.
      expect(cookies).toHaveLength(1);
      for (const a of answers) expect((await me(a.json().token)).statusCode).toBe(200);
      // The session goes on with the winner's token.
      const next = await refresh(cookies[0] ?? '');
      expect(next.statusCode).toBe(200);
      expect(cookieFrom(next, 'rt')).toBeTruthy();
    }
  });

  it('a copied old token racing the current one ends the session whichever runs first, 5 times over', async () => {
    for (let round = 0; round < 5; round++) {
      const login = await loginUser(t.app, 'tabs@example.com');
      const first = await refresh(login.refresh);
      const current = cookieFrom(first, 'rt') ?? '';
      t.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
      const answers = await Promise.all([
        refresh(login.refresh),
        refresh(current),
        refresh(login.refresh),
        refresh(current),
      ]);
      expect(answers.some((a) => a.json().code === 'refresh_token_reused')).toBe(true);
      // Whatever the order, no token of the family is left working.
      const issued = answers.map((a) => cookieFrom(a, 'rt')).filter((c): c is string => !!c);
      for (const rt of [current, ...issued]) expect((await refresh(rt)).statusCode).toBe(401);
      for (const a of [first, ...answers.filter((x) => x.statusCode === 200)])
        expect((await me(a.json().token)).statusCode).toBe(401);
    }
  });
});
