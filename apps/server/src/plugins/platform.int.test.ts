import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('platform', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('answers unknown API paths with a 404 problem in the requested language', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing?lang=ar' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      status: 404,
      code: 'route_not_found',
      title: 'لا توجد نقطة نهاية API بهذا الاسم.',
    });
  });

  it('falls back to English for an unknown language', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing?lang=de' });
    expect(res.json().title).toBe('There is no such API endpoint.');
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_request');
  });

  it('sends a strict content security policy and hardening headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 503 from readiness when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    await other.close();
  });
});

describe('newsletter', () => {
  it('subscribes once per email, case-insensitively', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'news@example.com' },
    });
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'NEWS@example.com' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_subscribed');
  });

  it('answers an invalid email field by field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'email', code: 'invalid_email', message: 'Please enter a valid email address' },
    ]);
  });
});

describe('public settings', () => {
  it('gives the business time zone from the configuration, so the site shows times on its clock', async () => {
    expect((await t.app.inject({ url: '/api/settings/public' })).json().timeZone).toBe(
      t.config.BUSINESS_TIMEZONE,
    );
    const other = await createTestApp({ BUSINESS_TIMEZONE: 'America/New_York' });
    try {
      expect((await other.app.inject({ url: '/api/settings/public' })).json().timeZone).toBe(
        'America/New_York',
      );
    } finally {
      await other.close();
    }
  });

  it('gives the agency licence number and address', async () => {
    const res = await t.app.inject({ url: '/api/settings/public' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ licenseNumber: expect.any(String), address: expect.any(String) });
  });

  it('gives the map tile template from the configuration, and the policy lets only that host serve images', async () => {
    const other = await createTestApp({
      MAP_TILE_URL: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: '© Example maps',
    });
    const res = await other.app.inject({ url: '/api/settings/public' });
    expect(res.json()).toMatchObject({
      mapTileUrl: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png',
      mapAttribution: '© Example maps',
    });
    const imgSrc = String(res.headers['content-security-policy']).match(/img-src ([^;]*)/)?.[1];
    expect(imgSrc?.split(' ')).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example.org']);
    await other.close();
  });
});
