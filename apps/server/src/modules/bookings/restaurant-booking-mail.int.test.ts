import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema/restaurants.ts';
import { createRestaurantFixture, type RestaurantFixture } from '../../test/fixtures/restaurant-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';
import { mailsAbout, type ParsedMail } from '../../test/mail-parsing.ts';

// The mails of a table reservation, read as a mail client (postal-mime) and a calendar (ical.js) read them.
let t: TestApp;
let place: RestaurantFixture;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  place = await createRestaurantFixture(t.database.db, {
    name: { en: 'Liman Balık', tr: 'Liman Balık', ar: 'مطعم الميناء' },
    tables: [
      [2, 'window'],
      [8, 'garden'],
    ],
  });
  await t.database.db
    .update(restaurants)
    .set({ instantLimit: 4, addressLine: 'Sahil Yolu 12' })
    .where(eq(restaurants.id, place.restaurantId));
  admin = await userWithRole(t, 'admin', 'Admin');
});
afterAll(async () => {
  await t.close();
});

async function reserve(lang: string, partySize: number, date: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/bookings?lang=${lang}`,
    headers: { 'idempotency-key': crypto.randomUUID() },
    payload: {
      type: 'restaurant',
      restaurantId: place.restaurantId,
      date,
      time: '19:00',
      partySize,
      firstName: 'Ayşe',
      lastName: 'Kaya',
      email: 'ayse@example.com',
      phone: '+90 532 000 00 00',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; reference: string };
}

async function mailsOf(reference: string): Promise<ParsedMail[]> {
  await t.app.deps.tasks.idle();
  const mails = await mailsAbout(await t.outbox(), reference);
  return mails.sort((a, b) => (a.event?.sequence ?? 0) - (b.event?.sequence ?? 0));
}

describe('a table reservation’s mails', () => {
  it('confirm the table with its time, party and place, nothing to pay, and a timed calendar event', async () => {
    const b = await reserve('en', 2, '2027-06-10');
    const [mail, ...more] = await mailsOf(b.reference);
    expect(more).toHaveLength(0);
    if (!mail?.event) throw new Error('no mail or no calendar event');
    expect(mail.to).toBe('ayse@example.com');
    expect(mail.subject).toBe(`Booking confirmed · Table reservation: Liman Balık · ${b.reference}`);
    expect(mail.text).toContain('Your table is reserved.');
    expect(mail.text).toContain('Time: 19:00 – 20:30');
    expect(mail.text).toContain('Guests: 2');
    expect(mail.text).toContain('Table: 1 · by the window');
    expect(mail.text).toContain('Payment: Nothing to pay now: you pay at the restaurant');
    expect(mail.text).not.toMatch(/Total|Taxes/);
    expect(mail.html).toContain('by the window');
    for (const part of [mail.subject, mail.text, mail.html, mail.ics ?? ''])
      expect(part).not.toMatch(/undefined|null/);
    expect(mail.event).toMatchObject({
      method: 'PUBLISH',
      status: 'CONFIRMED',
      summary: 'Table reservation: Liman Balık · 2',
      location: expect.stringContaining('Sahil Yolu 12'),
      start: '2027-06-10T16:00:00Z',
      end: '2027-06-10T17:30:00Z',
    });
    expect(mail.ics).toContain('TRANSP:OPAQUE');
  });

  it('tell a large party in Arabic that it waits for the restaurant, then remove the event when cancelled', async () => {
    const b = await reserve('ar', 6, '2027-06-11');
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${b._id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'cancelled', note: 'The restaurant is full' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [pending, cancelled, ...more] = await mailsOf(b.reference);
    expect(more).toHaveLength(0);
    if (!pending?.event || !cancelled?.event) throw new Error('a mail or its event is missing');
    expect(pending.subject).toContain('حجز طاولة: مطعم الميناء');
    expect(pending.text).toContain('حجزك قيد الانتظار حتى يؤكده المطعم');
    expect(pending.text).toContain('الحديقة');
    expect(pending.html).toContain('dir="rtl"');
    expect(pending.event).toMatchObject({ method: 'PUBLISH', status: 'TENTATIVE' });
    expect(cancelled.event).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: pending.event.uid });
    expect(cancelled.event.sequence).toBeGreaterThan(pending.event.sequence);
    expect(cancelled.event.start).toBe('2027-06-11T16:00:00Z');
  });
});
