import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/contact.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { RETRY_DELAYS_MS } from '../../integrations/mail/mail-retry.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const message = {
  name: 'Leyla Demir',
  email: 'leyla@example.com',
  phone: '+90 532 123 45 67',
  subject: 'package',
  message: 'Is the Ayder trip suitable for a seven year old?',
};
const send = (payload: object, ip = '203.0.113.1') =>
  t.app.inject({ method: 'POST', url: '/api/contact?lang=en', payload, remoteAddress: ip });

describe('contact', () => {
  it('stores the message and mails it to the agency with the sender as Reply-To', async () => {
    const res = await send(message);
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Leyla Demir', subject: 'package', lang: 'en' });
    await t.app.deps.tasks.idle();
    const mail = (await t.outbox()).find((m) => m.includes('Leyla Demir'));
    expect(mail).toMatch(/^To: .*@/m);
    expect(mail).toMatch(/^Reply-To: leyla@example\.com/im);
    expect(mail).toContain('seven year old');
  });

  it('keeps the message while the mail server is down, and mails it once it is back', async () => {
    let refusing = true;
    const down = await createTestApp(
      {},
      {
        mailer: (files: Mailer): Mailer => ({
          async send(mail) {
            if (refusing) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' });
            return files.send(mail);
          },
        }),
      },
    );
    try {
      const res = await down.app.inject({ method: 'POST', url: '/api/contact?lang=tr', payload: message });
      expect(res.statusCode).toBe(201);
      await down.app.deps.tasks.idle();
      expect(await down.database.db.select().from(contactMessages)).toHaveLength(1);
      expect(await down.outbox()).toHaveLength(0);
      expect(await down.database.db.select().from(mailOutbox)).toMatchObject([
        { kind: 'contact-message', attempts: 1, sentAt: null },
      ]);

      refusing = false;
      down.clock.advance(RETRY_DELAYS_MS[0]);
      await down.app.deps.mailOutbox.drain();
      const mails = await down.outbox();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatch(/^Reply-To: leyla@example\.com/im);
      expect(mails[0]).toContain('Language: tr');
    } finally {
      await down.close();
    }
  });

  it('answers bad input field by field and stores nothing', async () => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const res = await send(
      { name: '', email: 'nope', phone: 'abc', subject: 'spam', message: 'hi' },
      '203.0.113.2',
    );
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'message', 'name', 'phone', 'subject']);
    expect(res.json().errors.find((e: { field: string }) => e.field === 'message').message).toBeTruthy();
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('drops a message whose honeypot is filled, without telling the bot', async () => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const res = await send({ ...message, website: 'http://spam.example' }, '203.0.113.3');
    expect(res.statusCode).toBe(202);
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('takes five messages an hour from one address, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await send(message, '203.0.113.9')).statusCode).toBe(201);
    const limited = await send(message, '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(message, '203.0.113.10')).statusCode).toBe(201);
  });
});
