import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer, cookieFrom, loginUser, registerUser } from '../../test/http.ts';

let t: TestApp;
beforeAll(async () => {
  // The configured public address is https://travel.example; the tests reach the app under other hosts too.
  t = await createTestApp({ PUBLIC_URL: 'https://travel.example/' });
  await registerUser(t.app, { email: 'origin@example.com' });
});
afterAll(async () => {
  await t.close();
});

const refresh = (rt: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { rt }, headers });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('endpoints the refresh cookie authenticates refuse requests from other sites', () => {
  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a look-alike host', { origin: 'https://travel.example.evil.example' }],
    ['another port of the host it was sent to', { host: 'localhost:3000', origin: 'http://localhost:6666' }],
    ['a sandboxed page (Origin: null)', { origin: 'null' }],
    ['a sibling site without Origin', { 'sec-fetch-site': 'same-site' }],
    ['another site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['another site, seen only in Referer', { referer: 'https://evil.example/page' }],
    [
      'another site in Origin, even with a Referer of ours',
      { origin: 'https://evil.example', referer: 'https://travel.example/' },
    ],
  ])(
    'refresh from %s: 403 problem+json, and the session and its cookie are left alone',
    async (_, headers) => {
      const { refresh: rt, token } = await loginUser(t.app, 'origin@example.com');
      const res = await refresh(rt, headers);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status: 403, code: 'cross_site_request' });
      expect(res.cookies).toEqual([]);
      // The refusal neither ended nor rotated anything: the same cookie still works from our page.
      expect((await me(token)).statusCode).toBe(200);
      expect((await refresh(rt, { origin: 'https://travel.example' })).statusCode).toBe(200);
    },
  );

  it('says why in the reader’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh?lang=tr',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.json().title).toBe('Bu istek başka bir web sitesinden geldiği için reddedildi.');
  });

  it('logout from another site is refused and ends nothing', async () => {
    const { refresh: rt, token } = await loginUser(t.app, 'origin@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { rt },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('cross_site_request');
    expect(res.cookies).toEqual([]);
    expect((await me(token)).statusCode).toBe(200);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { rt },
      headers: { origin: 'https://travel.example' },
    });
    expect(own.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
  });

  it.each([
    ['the configured public address', { host: 'app.internal:3000', origin: 'https://travel.example' }],
    ['the host it was sent to', { host: 'kt.example:8080', origin: 'http://kt.example:8080' }],
    // `npm run dev`: the page comes from Vite on :5173, which proxies /api with its own Host.
    ['the Vite dev server', { host: 'localhost:5173', origin: 'http://localhost:5173' }],
    [
      'a TLS proxy in front (https page, plain http behind)',
      { host: 'shop.example', origin: 'https://shop.example' },
    ],
    ['our page, seen by Sec-Fetch-Site', { 'sec-fetch-site': 'same-origin' }],
    ['our page, seen only in Referer', { referer: 'https://travel.example/hotels?x=1' }],
    ['a client that is not a browser (no Origin, Sec-Fetch-Site or Referer)', {}],
  ])('refresh from %s works', async (_, headers) => {
    const { refresh: rt } = await loginUser(t.app, 'origin@example.com');
    const res = await refresh(rt, headers);
    expect(res.statusCode).toBe(200);
    expect(cookieFrom(res, 'rt')).toBeTruthy();
  });
});
