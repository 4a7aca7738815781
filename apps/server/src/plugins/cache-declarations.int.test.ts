import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { catalogCachePlugin } from './catalog-cache.ts';

/**
 * Every write route says what it changes, so no write path can leave a stale answer behind: the
 * server refuses to start with a write route that declares nothing, and this list of every write
 * route names those that, on review, change nothing a cached answer shows.
 */
const CHANGES_NOTHING = [
  // Sessions, accounts and passwords: no cached answer is about a signed-in reader.
  'POST /api/auth/forgotpassword',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/logout-all',
  'PUT /api/auth/password',
  'POST /api/auth/refresh',
  'POST /api/auth/register',
  'PUT /api/auth/resetpassword/:token',
  // Names are copied onto reviews and posts when written; a profile change shows nowhere cached.
  'PUT /api/users/profile',
  'PUT /api/users/profile/avatar',
  // An account's role, blog permission, disabling and a reset mail: no cached answer names them.
  'PATCH /api/admin/users/:id',
  'POST /api/admin/users/:id/disable',
  'POST /api/admin/users/:id/enable',
  'POST /api/admin/users/:id/password-reset',
  // Messages to the agency and a newsletter sign-up are not shown on the site.
  'POST /api/contact',
  'POST /api/newsletter',
  // An upload is shown only once an editor puts it on something (that write declares it).
  'POST /api/uploads',
  // A quote writes nothing.
  'POST /api/bookings/quote',
  // A traveller's recent flight searches are theirs alone; no cached answer shows them.
  'POST /api/travel/flights/recent',
  'DELETE /api/travel/flights/recent/:key',
  'DELETE /api/travel/flights/recent',
  // A comment waits for a moderator; views are counted for editors only.
  'POST /api/blog/posts/:slug/comments',
  'POST /api/blog/posts/:slug/views',
];

let t: TestApp;
let documented: string[];

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .map((method) => method.toUpperCase())
      .filter((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
      .map((method) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
});
afterAll(async () => {
  await t?.close();
});

describe('what each write route changes', () => {
  it('is declared by every write route of the API', () => {
    const declared = t.app.catalogChanges.writeRoutes;
    expect(documented.length).toBeGreaterThan(40);
    for (const route of documented) expect(declared.has(route), route).toBe(true);
  });

  it('is "nothing" only for the reviewed routes; every other write names what it changed', () => {
    const nothing = [...t.app.catalogChanges.writeRoutes]
      .filter(([, kind]) => kind === 'changes nothing')
      .map(([route]) => route)
      .sort();
    expect(nothing).toEqual([...CHANGES_NOTHING].sort());
    const declaring = [...t.app.catalogChanges.writeRoutes].filter(([, kind]) => kind === 'declares changes');
    expect(declaring.map(([route]) => route)).toEqual(
      expect.arrayContaining([
        'POST /api/bookings',
        'POST /api/bookings/:id/cancel',
        'PATCH /api/admin/bookings/:id/status',
        'PUT /api/hotels/:id',
        'POST /api/restaurants/:id/tables',
        'PUT /api/admin/restaurants/:id/days/:date',
        'PUT /api/inventory/hotels/:hotelId/:roomTypeId/:date',
        'POST /api/blog-admin/comments/:id/approve',
        'PUT /api/settings/app',
      ]),
    );
  });

  it('a write route that declares nothing is refused when registered, so the server cannot start', async () => {
    const app = Fastify();
    app.decorate('deps', {
      clock: fixedClock(new Date('2026-11-25T09:00:00Z')),
      config: { BUSINESS_TIMEZONE: 'Europe/Istanbul' },
      database: { notify: async () => {}, listen: async () => async () => {} },
    } as never);
    await app.register(catalogCachePlugin, { enabled: true });
    app.get('/api/things', async () => ({ ok: true }));
    expect(() => app.post('/api/things', async () => ({ ok: true }))).toThrow(
      /POST \/api\/things: a write route declares what it changes/,
    );
    await app.close();
  });
});
