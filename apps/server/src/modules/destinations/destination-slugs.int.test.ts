import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';

// The address a new destination gets from its name: the next free one, `-2`, `-3`, …
let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithRole(t, 'admin');
}, 120_000);
afterAll(async () => {
  await t.close();
});

function createDestination(app: TestApp['app'], token: string, name: string) {
  return app.inject({
    method: 'POST',
    url: '/api/destinations',
    headers: bearer(token),
    payload: { name: { en: name, tr: name, ar: 'كاتشكار' } },
  });
}

describe('slugs of new destinations', () => {
  it('gives the fifth destination of one name `-5`, and a Turkish name its Latin letters', async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await createDestination(t.app, admin.token, 'Kaçkar Yaylası');
      expect(res.statusCode, res.body).toBe(201);
      slugs.push(res.json().slug);
    }
    expect(slugs).toEqual([
      'kackar-yaylasi',
      'kackar-yaylasi-2',
      'kackar-yaylasi-3',
      'kackar-yaylasi-4',
      'kackar-yaylasi-5',
    ]);
  });

  it('fills a gap left by a deleted one', async () => {
    const first = (await createDestination(t.app, admin.token, 'Zigana')).json();
    const second = (await createDestination(t.app, admin.token, 'Zigana')).json();
    expect(second.slug).toBe('zigana-2');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/destinations/${first._id}`,
      headers: bearer(admin.token),
    });
    expect(removed.statusCode).toBe(204);
    expect((await createDestination(t.app, admin.token, 'Zigana')).json().slug).toBe('zigana');
  });
});
