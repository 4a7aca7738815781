import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer, loginUser, registerUser } from '../../test/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.database.db, t.config, { info: () => {} });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/users (admin)', () => {
  it('answers 401 to anonymous callers and 403 to users and blog admins', async () => {
    expect((await t.app.inject({ url: '/api/users' })).statusCode).toBe(401);
    const user = await loginUser(t.app, 'user@karadeniz.travel', 'User123!');
    expect((await t.app.inject({ url: '/api/users', headers: bearer(user.token) })).statusCode).toBe(403);
    const blog = await loginUser(t.app, 'blog@karadeniz.travel', 'Blog123!');
    expect((await t.app.inject({ url: '/api/users', headers: bearer(blog.token) })).statusCode).toBe(403);
  });

  it('lists users to an admin as {data, total, page, totalPages} with _id and no password', async () => {
    for (let i = 0; i < 3; i++)
      await registerUser(t.app, { email: `list${i}@example.com`, name: `Lister ${i}` });
    const admin = await loginUser(t.app, 'admin@karadeniz.travel', 'Admin123!');
    const res = await t.app.inject({
      url: '/api/users?limit=2&page=1&q=lister',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, totalPages: 2 });
    expect(body.data).toHaveLength(2);
    expect(body.data[0]._id).toBeDefined();
    expect(res.body).not.toMatch(/password/i);
    const bad = await t.app.inject({ url: '/api/users?page=0', headers: bearer(admin.token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('page');
  });

  it('treats % and _ in the search as plain characters', async () => {
    const admin = await loginUser(t.app, 'admin@karadeniz.travel', 'Admin123!');
    const res = await t.app.inject({ url: '/api/users?q=%25', headers: bearer(admin.token) });
    expect(res.json().total).toBe(0);
  });

  it('a demoted role takes effect at once, even with a token issued before', async () => {
    const admin = await loginUser(t.app, 'admin@karadeniz.travel', 'Admin123!');
    const { users } = await import('../../db/schema/users.ts');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.email, 'admin@karadeniz.travel'));
    expect((await t.app.inject({ url: '/api/users', headers: bearer(admin.token) })).statusCode).toBe(403);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'admin@karadeniz.travel'));
  });
});
