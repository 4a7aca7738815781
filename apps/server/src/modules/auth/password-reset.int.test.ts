import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer, loginUser, registerUser } from '../../test/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://travel.example' });
  await registerUser(t.app, { email: 'reset@example.com', name: 'Reset Me' });
});
afterAll(async () => {
  await t.close();
});

const forgot = (email: string, lang = 'en') =>
  t.app.inject({ method: 'POST', url: `/api/auth/forgotpassword?lang=${lang}`, payload: { email } });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'PUT', url: `/api/auth/resetpassword/${token}`, payload: { password } });

async function latestLink(): Promise<string> {
  await t.app.deps.tasks.idle();
  const mails = await t.outbox();
  const last = mails.at(-1) ?? '';
  // quoted-printable may fold long lines; unfold before matching
  const text = last.replace(/=\r?\n/g, '');
  const match = /https:\/\/travel\.example\/reset-password\/([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no reset link in the outbox');
  return match[1];
}

describe('forgot and reset password', () => {
  it('answers 202 the same way for a known and an unknown email; only the known one gets mail', async () => {
    const unknown = await forgot('stranger@example.com');
    await t.app.deps.tasks.idle();
    expect(unknown.statusCode).toBe(202);
    expect(await t.outbox()).toHaveLength(0);
    const known = await forgot('RESET@example.com');
    await t.app.deps.tasks.idle();
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const mails = await t.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: reset@example.com');
  });

  it('writes the mail in the reader language', async () => {
    await forgot('reset@example.com', 'tr');
    await t.app.deps.tasks.idle();
    const mails = await t.outbox();
    expect(mails.at(-1)).toMatch(/Subject: .*(=\?UTF-8\?|şifrenizi)/);
  });

  it('resets once with the mailed token, ends every session, and the token cannot be reused', async () => {
    const session = await loginUser(t.app, 'reset@example.com');
    await forgot('reset@example.com');
    const token = await latestLink();
    const ok = await reset(token, 'new-password-1');
    expect(ok.statusCode).toBe(200);
    const meRes = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session.token) });
    expect(meRes.statusCode).toBe(401);
    await loginUser(t.app, 'reset@example.com', 'new-password-1');
    const again = await reset(token, 'another-pass-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_reset_token');
  });

  it('refuses a token after one hour', async () => {
    await forgot('reset@example.com');
    const token = await latestLink();
    t.clock.advance(61 * 60_000);
    const res = await reset(token, 'late-password-3');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_reset_token');
  });

  it('refuses an unknown token and a short password', async () => {
    expect((await reset('x'.repeat(43), 'whatever-1')).statusCode).toBe(400);
    const short = await reset('y'.repeat(43), '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toMatchObject({ field: 'password', code: 'password_too_short' });
  });

  it('is rate limited per email', async () => {
    await registerUser(t.app, { email: 'spam@example.com' });
    for (let i = 0; i < 3; i++) expect((await forgot('spam@example.com')).statusCode).toBe(202);
    const blocked = await forgot('spam@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
