import { afterEach, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { createHotelFixture } from '../../test/fixtures/hotel-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { mailsAbout } from '../../test/mail-parsing.ts';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from './mail-retry.ts';
import type { Mailer } from './mailer.ts';

const GUEST = 'leyla.aydin@example.com';
let t: TestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Books two nights at a fresh hotel as a guest paying at the hotel; answers the reference. */
async function book(app: TestApp): Promise<string> {
  const hotel = await createHotelFixture(app.database.db, { name: 'Harbour Inn' });
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/bookings?lang=en',
    headers: { 'idempotency-key': crypto.randomUUID() },
    payload: {
      type: 'hotel',
      hotelId: hotel.hotelId,
      roomTypeId: hotel.roomTypeIds[0],
      checkIn: '2027-07-10',
      checkOut: '2027-07-12',
      guests: 2,
      firstName: 'Leyla',
      lastName: 'Aydın',
      email: GUEST,
      phone: '+90 532 000 00 00',
      paymentMethod: 'payAtHotel',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().reference as string;
}

async function outboxRows(app: TestApp) {
  return app.database.db.select().from(mailOutbox);
}

/** An SMTP server that refuses the first `failures` sends with an error quoting the address. */
function failingFirst(failures: number) {
  let calls = 0;
  return (files: Mailer): Mailer => ({
    async send(message) {
      calls += 1;
      if (calls <= failures)
        throw Object.assign(new Error(`550 5.1.1 <${message.to}>: mailbox unavailable`), {
          code: 'EENVELOPE',
          responseCode: 550,
        });
      return files.send(message);
    },
  });
}

describe('mail outbox', () => {
  it('sends a booking mail committed just before the process stopped, once, from the next process', async () => {
    t = await createTestApp();
    await t.app.deps.mailOutbox.stop(); // the process dies between the commit and the send
    const reference = await book(t);
    await t.app.deps.tasks.idle();
    expect(await t.outbox()).toHaveLength(0);
    expect(await outboxRows(t)).toMatchObject([{ kind: 'booking-made', sentAt: null, attempts: 0 }]);

    await t.restart();
    await t.app.deps.tasks.idle();
    const mails = await mailsAbout(await t.outbox(), reference);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toContain(GUEST);

    // Further wakes and restarts send nothing more.
    await t.app.deps.mailOutbox.drain();
    await t.restart();
    await t.app.deps.tasks.idle();
    expect(await t.outbox()).toHaveLength(1);
    const [row] = await outboxRows(t);
    expect(row?.sentAt).not.toBeNull();
    expect(row?.message).toBeNull(); // the sent message (link, name, address) is not kept
  });

  it('sends a password reset whose token was committed before the process stopped; the link works', async () => {
    t = await createTestApp();
    const email = 'reset.me@example.com';
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Reset Me', email, password: 'old-password-1' },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    await t.app.deps.mailOutbox.stop();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgotpassword', payload: { email } });
    expect(res.statusCode).toBe(202);
    await t.app.deps.tasks.idle();
    expect(await t.outbox()).toHaveLength(0);
    const [stored] = await outboxRows(t);
    expect(stored?.message).not.toContain('reset-password'); // sealed at rest

    await t.restart();
    await t.app.deps.tasks.idle();
    const mails = await t.outbox();
    expect(mails).toHaveLength(1);
    const token = /reset-password\/([\w-]+)/.exec((mails[0] ?? '').replace(/=\r?\n/g, ''))?.[1];
    expect(token).toBeTruthy();
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/resetpassword/${token}`,
      payload: { password: 'new-password-2' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('retries a mail the SMTP server refused after 30 s, then 2 min, and sends it once it works', async () => {
    const logLines: string[] = [];
    t = await createTestApp(
      {},
      {
        mailer: failingFirst(2),
        logger: { level: 'info', stream: { write: (l: string) => logLines.push(l) } },
      },
    );
    const reference = await book(t);
    await t.app.deps.tasks.idle();
    expect(await t.outbox()).toHaveLength(0);
    let [row] = await outboxRows(t);
    expect(row).toMatchObject({
      attempts: 1,
      sentAt: null,
      failedAt: null,
      lastError: 'Error EENVELOPE 550',
    });

    t.clock.advance(RETRY_DELAYS_MS[0] - 1_000);
    await t.app.deps.mailOutbox.drain();
    [row] = await outboxRows(t);
    expect(row?.attempts).toBe(1); // not due yet

    t.clock.advance(1_000);
    await t.app.deps.mailOutbox.drain();
    [row] = await outboxRows(t);
    expect(row).toMatchObject({ attempts: 2, sentAt: null });
    expect(await t.outbox()).toHaveLength(0);

    t.clock.advance(RETRY_DELAYS_MS[1]);
    await t.app.deps.mailOutbox.drain();
    expect(await mailsAbout(await t.outbox(), reference)).toHaveLength(1);
    [row] = await outboxRows(t);
    expect(row).toMatchObject({ attempts: 3, lastError: null });
    expect(row?.sentAt).not.toBeNull();

    t.clock.advance(3_600_000);
    await t.app.deps.mailOutbox.drain();
    expect(await t.outbox()).toHaveLength(1);
    const retries = logLines.filter((l) => l.includes('will retry'));
    expect(retries).toHaveLength(2);
    for (const line of logLines) expect(line).not.toContain('leyla');
  });

  it('gives a mail up after the last attempt, recording and logging no personal data', async () => {
    const logLines: string[] = [];
    t = await createTestApp(
      {},
      {
        mailer: failingFirst(Number.POSITIVE_INFINITY),
        logger: { level: 'info', stream: { write: (l: string) => logLines.push(l) } },
      },
    );
    await book(t);
    await t.app.deps.tasks.idle();
    for (const delay of RETRY_DELAYS_MS) {
      t.clock.advance(delay);
      await t.app.deps.mailOutbox.drain();
    }
    const [row] = await outboxRows(t);
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null, message: null });
    expect(row?.failedAt).not.toBeNull();
    expect(row?.lastError).not.toContain('@');

    t.clock.advance(24 * 3_600_000);
    await t.app.deps.mailOutbox.drain();
    expect((await outboxRows(t))[0]?.attempts).toBe(MAX_ATTEMPTS);
    expect(logLines.filter((l) => l.includes('mail given up'))).toHaveLength(1);
    for (const line of logLines) expect(line).not.toContain('leyla');
    expect(await t.outbox()).toHaveLength(0);
  });

  it('keeps the mail and the booking together: when the booking cannot be written with its mail, neither is kept', async () => {
    t = await createTestApp();
    const outbox = t.app.deps.mailOutbox;
    const letter = outbox.letter;
    // The mail handed to the booking's transaction is one the database refuses (a date before
    // 4713 BC), so the transaction fails while writing the booking with it.
    outbox.letter = (...args) => ({ ...letter(...args), now: new Date(-8.64e15) });
    const hotel = await createHotelFixture(t.database.db, { name: 'Harbour Inn' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: {
        type: 'hotel',
        hotelId: hotel.hotelId,
        roomTypeId: hotel.roomTypeIds[0],
        checkIn: '2027-07-10',
        checkOut: '2027-07-12',
        guests: 2,
        firstName: 'Leyla',
        lastName: 'Aydın',
        email: GUEST,
        phone: '+90 532 000 00 00',
        paymentMethod: 'payAtHotel',
      },
    });
    expect(res.statusCode).toBe(500);
    expect(await outboxRows(t)).toHaveLength(0);
    expect(await t.database.db.select().from(bookings)).toHaveLength(0);

    outbox.letter = letter;
    const reference = await book(t);
    await t.app.deps.tasks.idle();
    expect(await mailsAbout(await t.outbox(), reference)).toHaveLength(1);
  });
});
