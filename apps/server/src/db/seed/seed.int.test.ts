import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { loginUser, registerUser } from '../../test/http.ts';
import { demoAccounts } from './demo-accounts.ts';
import { seed, seedIfEmpty, truncateAll } from './seed.ts';

let t: TestApp;
const log = { info: () => {} };
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('seed', () => {
  it('seeds an empty database once, with the three demo accounts that can log in', async () => {
    expect(await seedIfEmpty(t.database.db, t.config, log)).toBe(true);
    expect(await seedIfEmpty(t.database.db, t.config, log)).toBe(false);
    const admin = await loginUser(t.app, 'admin@karadeniz.travel', 'Admin123!');
    expect(admin.response.json().role).toBe('admin');
    expect((await loginUser(t.app, 'blog@karadeniz.travel', 'Blog123!')).response.json().role).toBe(
      'blog-admin',
    );
    expect((await loginUser(t.app, 'user@karadeniz.travel', 'User123!')).response.json().role).toBe('user');
  });

  it('reset empties the data and seeds again', async () => {
    await registerUser(t.app, { email: 'gone@example.com' });
    await truncateAll(t.database.db);
    await seed(t.database.db, t.config, log);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'gone@example.com', password: 'secret123' },
    });
    expect(res.statusCode).toBe(401);
    await loginUser(t.app, 'admin@karadeniz.travel', 'Admin123!');
  });
});

describe('demo accounts in production', () => {
  it('refuses to seed without ADMIN_EMAIL and ADMIN_PASSWORD', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(() => demoAccounts(config)).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it('seeds only the configured admin', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_EMAIL: 'boss@agency.example',
      ADMIN_PASSWORD: 'long-secret-pass',
    });
    expect(demoAccounts(config)).toEqual([
      expect.objectContaining({ email: 'boss@agency.example', role: 'admin', password: 'long-secret-pass' }),
    ]);
  });
});
