import { createHash } from 'node:crypto';
import { PREFERENCES_SCRIPT } from '@app/shared/common/preferences-script';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { securityHeadersPlugin } from './security-headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' });
});
afterAll(async () => {
  await t.close();
});

/** The policy as directive name → sources, whatever the separators. */
function directivesOf(header: unknown): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...sources] = part.split(/\s+/);
        return [name, sources.join(' ')];
      }),
  );
}

describe('security headers', () => {
  it('sends exactly the strict content security policy, nothing added or loosened', async () => {
    for (const url of ['/api/health', '/api/no-such-thing']) {
      const res = await t.app.inject({ url });
      expect(directivesOf(res.headers['content-security-policy'])).toEqual({
        'default-src': "'self'",
        'script-src': `'self' 'sha256-${createHash('sha256').update(PREFERENCES_SCRIPT).digest('base64')}'`,
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data: blob: https://*.tile.example.org",
        'font-src': "'self' data:",
        'connect-src': "'self' blob:",
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
        'frame-ancestors': "'none'",
      });
    }
  });

  it('sends the hardening headers, and HSTS only in production', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBeUndefined();
  });

  it('asks browsers for HTTPS for a year when told to (production)', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, { hsts: true, tileUrl: 'https://tiles.example.org/{z}.png' });
    app.get('/', async () => ({}));
    const res = await app.inject({ url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await app.close();
  });
});
