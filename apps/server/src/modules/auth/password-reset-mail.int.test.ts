import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { registerUser } from '../../test/http.ts';
import { parseMail } from '../../test/mail-parsing.ts';

let t: TestApp;
beforeAll(async () => {
  // PUBLIC_URL unset: the default a fresh `npm start` runs with.
  t = await createTestApp();
  await registerUser(t.app, { email: 'forgetful@example.com', name: 'Forgetful' });
});
afterAll(async () => {
  await t.close();
});

describe('password reset mail with PUBLIC_URL unset', () => {
  it('links to this server in both parts, never to "undefined"', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotpassword?lang=ar',
      payload: { email: 'forgetful@example.com' },
    });
    expect(res.statusCode).toBe(202);
    await t.app.deps.tasks.idle();
    const [raw] = await t.outbox();
    const mail = await parseMail(raw ?? '');
    const link = /http:\/\/localhost:3000\/reset-password\/[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text + mail.html).not.toContain('undefined');
  });
});
