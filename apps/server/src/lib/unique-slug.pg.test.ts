import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { bearer } from '../test/http.ts';

// Many admins naming a destination the same at the same moment: each reads the slugs in use once
// and picks the first free; two that pick the same meet the unique constraint, and the one that
// loses hears 409 `slug_taken` (never a 500), so no two destinations ever share an address.
let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  if (process.env.TEST_DB !== 'postgres') throw new Error('this suite needs TEST_DB=postgres');
  t = await createTestApp();
  admin = await userWithRole(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});

describe('a concurrent slug clash', () => {
  it('is settled by the unique constraint: 201 with distinct slugs or 409 slug_taken', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/destinations',
          headers: bearer(admin.token),
          payload: { name: { en: 'Hıdırnebi Yaylası', tr: 'Hıdırnebi Yaylası', ar: 'هيدرنبي' } },
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(
      statuses.every((s) => s === 201 || s === 409),
      statuses.join(','),
    ).toBe(true);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'slug', code: 'slug_taken' })]);
    const created = answers.filter((r) => r.statusCode === 201).map((r) => r.json().slug as string);
    expect(created.length).toBeGreaterThan(0);
    expect(new Set(created).size).toBe(created.length);
    for (const slug of created) expect(slug).toMatch(/^hidirnebi-yaylasi(-\d+)?$/);
    // What the admins did not get now is there for the next one, in one more read.
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/destinations',
      headers: bearer(admin.token),
      payload: { name: { en: 'Hıdırnebi Yaylası', tr: 'Hıdırnebi Yaylası', ar: 'هيدرنبي' } },
    });
    expect(next.statusCode).toBe(201);
    expect(created).not.toContain(next.json().slug);
  });

  it('is a 409 for hotels too, never a 500', async () => {
    const hotel = {
      name: { en: 'Sera Gölü Evi', tr: 'Sera Gölü Evi', ar: '' },
      description: { en: 'By the lake.' },
      city: 'Akçaabat',
      starRating: 3,
      roomTypes: [{ name: { en: 'Lake room' }, pricePerNight: 200_000, totalRooms: 2 }],
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: '/api/hotels', headers: bearer(admin.token), payload: hotel }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(
      statuses.every((s) => s === 201 || s === 409),
      statuses.join(','),
    ).toBe(true);
    const created = answers.filter((r) => r.statusCode === 201).map((r) => r.json().slug as string);
    expect(new Set(created).size).toBe(created.length);
    expect(created.length).toBeGreaterThan(0);
  });
});
