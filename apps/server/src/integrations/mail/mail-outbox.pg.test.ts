import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { Mailer } from './mailer.ts';

/** An SMTP server that takes a little while per message, so both processes are sending at once. */
const slow =
  (sentBy: string[], name: string) =>
  (files: Mailer): Mailer => ({
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, 15));
      sentBy.push(name);
      return files.send(message);
    },
  });

const COUNT = 60;
let a: TestApp;
let b: TestApp;
const sentBy: string[] = [];

beforeAll(async () => {
  a = await createTestApp({}, { mailer: slow(sentBy, 'a') });
  b = await createTestApp({}, { peerOf: a, mailer: slow(sentBy, 'b') });
});

afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('mail outbox on one database shared by two server processes', () => {
  it('sends each of many queued mails exactly once', async () => {
    await Promise.all([a.app.deps.mailOutbox.stop(), b.app.deps.mailOutbox.stop()]);
    for (let i = 0; i < COUNT; i++)
      await a.app.deps.mailOutbox.enqueue(a.database.db, 'password-reset', {
        to: `guest-${i}@example.com`,
        subject: `Message ${i}`,
        text: `Message number ${i}`,
        html: `<p>Message number ${i}</p>`,
      });

    a.app.deps.mailOutbox.start();
    b.app.deps.mailOutbox.start();
    await Promise.all([a.app.deps.tasks.idle(), b.app.deps.tasks.idle()]);
    await Promise.all([a.app.deps.mailOutbox.drain(), b.app.deps.mailOutbox.drain()]);

    const files = [...(await a.outbox()), ...(await b.outbox())];
    const recipients = files.map((f) => /^To: (\S+)/m.exec(f)?.[1]).sort();
    const expected = Array.from({ length: COUNT }, (_, i) => `guest-${i}@example.com`).sort();
    expect(recipients).toEqual(expected); // every mail, none twice
    expect(sentBy.filter((n) => n === 'a').length).toBeGreaterThan(0);
    expect(sentBy.filter((n) => n === 'b').length).toBeGreaterThan(0);

    const rows = await a.database.db.select().from(mailOutbox);
    expect(rows).toHaveLength(COUNT);
    for (const row of rows) expect(row).toMatchObject({ attempts: 1, failedAt: null, message: null });
    expect(rows.every((r) => r.sentAt)).toBe(true);
  });
});
