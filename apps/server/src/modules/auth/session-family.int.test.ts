import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer, cookieFrom, loginUser, registerUser } from '../../test/http.ts';
import { REFRESH_REUSE_GRACE_MS } from './session-family.ts';

// The log lines the app writes (warnings and above), to see what a detected reuse reports.
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { logger: { level: 'warn', stream: { write: (l: string) => logLines.push(l) } } },
  );
  await registerUser(t.app, { email: 'selin@example.com', name: 'Selin' });
});
afterAll(async () => {
  await t.close();
});

// Each test moves the clock forward; the next one starts where the first test started.
const start = new Date('2027-06-01T09:00:00Z');
afterEach(() => {
  t.clock.set(start);
});

const refresh = (rt: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { rt } });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const afterGrace = () => t.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);

describe('a refresh token used again ends its whole session', () => {
  it('a thief who refreshes first loses the session as soon as the user presents the same token', async () => {
    const user = await loginUser(t.app, 'selin@example.com');
    // The thief uses the copied cookie first and gets the next token of the family.
    const stolen = await refresh(user.refresh);
    expect(stolen.statusCode).toBe(200);
    const thiefRefresh = cookieFrom(stolen, 'rt') ?? '';
    const thiefAccess = stolen.json().token as string;
    expect((await me(thiefAccess)).statusCode).toBe(200);

    t.clock.advance(5 * 60_000);
    // The user's tab refreshes with the token it still holds: reuse.
    const reused = await refresh(user.refresh);
    expect(reused.statusCode).toBe(401);
    expect(reused.headers['content-type']).toContain('application/problem+json');
    expect(reused.json()).toMatchObject({ code: 'refresh_token_reused', status: 401 });
    // The cookies are cleared in the user's browser.
    expect(reused.cookies.find((c) => c.name === 'rt')).toMatchObject({ value: '' });

    // Nobody keeps the session: the thief's current refresh token and both access tokens stop working.
    expect((await refresh(thiefRefresh)).statusCode).toBe(401);
    expect((await me(thiefAccess)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it('the user who refreshed first keeps nothing either when a copy of the old token comes back', async () => {
    const user = await loginUser(t.app, 'selin@example.com');
    const r1 = await refresh(user.refresh);
    const r2 = await refresh(cookieFrom(r1, 'rt') ?? '');
    const current = cookieFrom(r2, 'rt') ?? '';
    t.clock.advance(60_000);
    // An old copy (two rotations back) is presented: the family ends, current token included.
    expect((await refresh(user.refresh)).json().code).toBe('refresh_token_reused');
    expect((await refresh(current)).statusCode).toBe(401);
    expect((await me(r2.json().token)).statusCode).toBe(401);
  });

  it('logs a warning with the session and user ids, and no token or email', async () => {
    const user = await loginUser(t.app, 'selin@example.com');
    const sessionId = user.refresh.split('.')[0];
    const userId = user.response.json().user._id;
    const next = cookieFrom(await refresh(user.refresh), 'rt') ?? '';
    afterGrace();
    logLines.length = 0;
    expect((await refresh(user.refresh)).statusCode).toBe(401);
    const warnings = logLines.map((l) => JSON.parse(l)).filter((l) => l.msg?.includes('reused'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, sessionId, userId });
    const line = logLines.join('\n');
    for (const secret of [user.refresh, user.refresh.split('.')[1], next, next.split('.')[1], user.token])
      expect(line).not.toContain(secret);
    expect(line).not.toMatch(/selin@example\.com/i);
  });

  it('a made-up token for a real session is refused without ending the session', async () => {
    const user = await loginUser(t.app, 'selin@example.com');
    const sessionId = user.refresh.split('.')[0];
    const guess = await refresh(`${sessionId}.${'A'.repeat(43)}`);
    expect(guess.statusCode).toBe(401);
    expect(guess.json().code).toBe('session_expired');
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await refresh(user.refresh)).statusCode).toBe(200);
  });
});

describe('two refreshes with the same token (two tabs)', () => {
  it('the token just replaced still gets an access token, but no refresh cookie, within the grace window', async () => {
    const user = await loginUser(t.app, 'selin@example.com');
    const first = await refresh(user.refresh);
    const current = cookieFrom(first, 'rt') ?? '';
    t.clock.advance(REFRESH_REUSE_GRACE_MS - 1000);
    const second = await refresh(user.refresh);
    expect(second.statusCode).toBe(200);
    expect(second.cookies.map((c) => c.name)).not.toContain('rt');
    expect((await me(second.json().token)).statusCode).toBe(200);
    // The session goes on with the token the first refresh set.
    const later = await refresh(current);
    expect(later.statusCode).toBe(200);
    expect(cookieFrom(later, 'rt')).toBeTruthy();
  });

  it('after the grace window the same token is reuse', async () => {
    const user = await loginUser(t.app, 'selin@example.com');
    const current = cookieFrom(await refresh(user.refresh), 'rt') ?? '';
    afterGrace();
    expect((await refresh(user.refresh)).json().code).toBe('refresh_token_reused');
    expect((await refresh(current)).statusCode).toBe(401);
  });
});
