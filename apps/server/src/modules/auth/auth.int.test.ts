import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer, cookieFrom, loginUser, registerUser } from '../../test/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('register', () => {
  it('creates a user, never returns the password, and ignores role and permissions in the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: '  Zeynep Kaya ',
        email: ' Zeynep@Example.com ',
        password: 'secret123',
        role: 'admin',
        permissions: { blog: true },
        preferences: { notifications: { email: true } },
      },
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      name: 'Zeynep Kaya',
      email: 'Zeynep@Example.com',
      role: 'user',
      permissions: { blog: false },
      preferences: { notifications: { email: true } },
    });
    expect(user._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toContain('secret123');
    expect(res.body).not.toMatch(/password/i);
  });

  it('refuses an email taken in another case, including the Turkish dotted and dotless I', async () => {
    expect((await registerUser(t.app, { email: 'ilker@example.com' })).statusCode).toBe(201);
    for (const email of ['ILKER@example.com', 'İlker@example.com', 'ılker@EXAMPLE.com']) {
      const res = await registerUser(t.app, { email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'email_taken', status: 409 });
    }
  });

  it('answers bad input with 400 problem+json per field, in the requested language, and writes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register?lang=tr',
      payload: { name: '', email: 'not-an-email', password: '123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    const fields = Object.fromEntries(
      body.errors.map((e: { field: string; code: string }) => [e.field, e.code]),
    );
    expect(fields).toEqual({ name: 'required', email: 'invalid_email', password: 'password_too_short' });
    expect(body.errors.find((e: { field: string }) => e.field === 'email').message).toBe(
      'Lütfen geçerli bir e-posta adresi girin',
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email', password: '123456' },
    });
    expect(login.statusCode).toBe(400);
  });

  it('refuses passwords over 128 characters', async () => {
    const res = await registerUser(t.app, { email: 'long@example.com', password: 'x'.repeat(129) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'password', code: 'password_too_long' });
  });
});

describe('login and sessions', () => {
  beforeAll(async () => {
    await registerUser(t.app, { email: 'deniz@example.com', name: 'Deniz' });
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'deniz@example.com', password: 'wrong-password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().title).toBe('Invalid email or password');
    expect(unknown.json().title).toBe(wrong.json().title);
  });

  it('answers token, role, name and user, and sets an httpOnly refresh cookie', async () => {
    const { response, token } = await loginUser(t.app, 'DENIZ@example.com');
    const body = response.json();
    expect(body).toMatchObject({ role: 'user', name: 'Deniz', user: { email: 'deniz@example.com' } });
    const rt = response.cookies.find((c) => c.name === 'rt');
    expect(rt).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(rt?.maxAge).toBeUndefined();
    const meRes = await me(token);
    expect(meRes.statusCode).toBe(200);
    expect(meRes.json().user.name).toBe('Deniz');
  });

  it('remember me keeps the refresh cookie for 30 days', async () => {
    const { response } = await loginUser(t.app, 'deniz@example.com', 'secret123', true);
    expect(response.cookies.find((c) => c.name === 'rt')?.maxAge).toBe(30 * 24 * 3600);
  });

  it('rotates the refresh token: the new one works, the old one gives no new refresh token', async () => {
    const { refresh } = await loginUser(t.app, 'deniz@example.com');
    const first = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { rt: refresh } });
    expect(first.statusCode).toBe(200);
    const next = cookieFrom(first, 'rt');
    expect(next).toBeTruthy();
    expect(next).not.toBe(refresh);
    expect((await me(first.json().token)).statusCode).toBe(200);
    // Moments later (a second tab's refresh with the same cookie): an access token, no new cookie.
    // After that, the old token ends the session: see session-family.int.test.ts.
    const replay = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { rt: refresh } });
    expect(replay.statusCode).toBe(200);
    expect(replay.cookies.find((c) => c.name === 'rt')).toBeUndefined();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { rt: next ?? '' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('logout ends the session: the access token and the refresh token stop working', async () => {
    const { token, refresh } = await loginUser(t.app, 'deniz@example.com');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
    const r = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { rt: refresh } });
    expect(r.statusCode).toBe(401);
  });

  it('an expired access token is refused; refresh gives a new one', async () => {
    const { token, refresh } = await loginUser(t.app, 'deniz@example.com');
    t.clock.advance(16 * 60_000);
    try {
      expect((await me(token)).statusCode).toBe(401);
      const r = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { rt: refresh } });
      expect(r.statusCode).toBe(200);
      expect((await me(r.json().token)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-16 * 60_000);
    }
  });

  it('logout-all ends every session of the user', async () => {
    const a = await loginUser(t.app, 'deniz@example.com');
    const b = await loginUser(t.app, 'deniz@example.com');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(a.token) });
    expect(res.statusCode).toBe(204);
    expect((await me(a.token)).statusCode).toBe(401);
    expect((await me(b.token)).statusCode).toBe(401);
  });

  it('rate limits login per email with 429 and Retry-After', async () => {
    await registerUser(t.app, { email: 'limited@example.com' });
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'limited@example.com', password: 'wrong-pass' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts only failed logins against an account: its owner signs in as often as they like', async () => {
    // Its own server, so these logins do not use up the per-address allowance of the others.
    const own = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
    try {
      await registerUser(own.app, { email: 'often@example.com' });
      const login = (password: string) =>
        own.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'often@example.com', password },
        });
      for (let i = 0; i < 12; i++) expect((await login('secret123')).statusCode).toBe(200);
      // A few mistakes, then the right password: the count starts again.
      for (let i = 0; i < 9; i++) expect((await login('wrong-pass')).statusCode).toBe(401);
      expect((await login('secret123')).statusCode).toBe(200);
      for (let i = 0; i < 9; i++) expect((await login('wrong-pass')).statusCode).toBe(401);
      expect((await login('secret123')).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('change password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    await registerUser(t.app, { email: 'pw@example.com' });
    const current = await loginUser(t.app, 'pw@example.com');
    const other = await loginUser(t.app, 'pw@example.com');
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: bearer(current.token),
      payload: { currentPassword: 'nope-nope', newPassword: 'brand-new-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('wrong_current_password');
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: bearer(current.token),
      payload: { currentPassword: 'secret123', newPassword: 'brand-new-1' },
    });
    expect(ok.statusCode).toBe(204);
    expect((await me(current.token)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
    await expect(loginUser(t.app, 'pw@example.com', 'secret123')).rejects.toThrow(/401/);
    await loginUser(t.app, 'pw@example.com', 'brand-new-1');
  });

  it('refuses the current password as the new one and signs nobody out', async () => {
    await registerUser(t.app, { email: 'same@example.com' });
    const current = await loginUser(t.app, 'same@example.com');
    const other = await loginUser(t.app, 'same@example.com');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password?lang=tr',
      headers: bearer(current.token),
      payload: { currentPassword: 'secret123', newPassword: 'secret123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        field: 'newPassword',
        code: 'same_as_current',
        message: 'Yeni şifre mevcut şifreden farklı olmalıdır',
      },
    ]);
    expect((await me(other.token)).statusCode).toBe(200);
    await loginUser(t.app, 'same@example.com', 'secret123');
  });

  it('is refused without a session', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: 'secret123', newPassword: 'brand-new-1' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('profile', () => {
  it('changes name and email preference, but never role, permissions or email', async () => {
    await registerUser(t.app, { email: 'profile@example.com', name: 'Before' });
    const { token } = await loginUser(t.app, 'profile@example.com');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: {
        name: 'After',
        preferences: { notifications: { email: true } },
        role: 'admin',
        permissions: { blog: true },
        email: 'hijack@example.com',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'After',
      preferences: { notifications: { email: true } },
      role: 'user',
      permissions: { blog: false },
      email: 'profile@example.com',
    });
    expect((await me(token)).json().user.name).toBe('After');
  });

  it('keeps a phone number for checkouts, refuses one that is not, and clears it when emptied', async () => {
    await registerUser(t.app, { email: 'phone@example.com' });
    const { token } = await loginUser(t.app, 'phone@example.com');
    const put = (phone: string) =>
      t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(token), payload: { phone } });
    expect((await me(token)).json().user.phone).toBe('');
    const bad = await put('call me maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'phone', code: 'invalid_phone' });
    expect((await me(token)).json().user.phone).toBe('');
    expect((await put(' +90 532 000 00 00 ')).json().user.phone).toBe('+90 532 000 00 00');
    expect((await me(token)).json().user.phone).toBe('+90 532 000 00 00');
    expect((await put('')).json().user.phone).toBe('');
  });

  it('refuses a script URL as the profile image', async () => {
    await registerUser(t.app, { email: 'img@example.com' });
    const { token } = await loginUser(t.app, 'img@example.com');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: { profileImage: 'javascript:alert(1)' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'profileImage', code: 'invalid_url' });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/profile', payload: { name: 'x' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});
