import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinations } from '../../db/schema/destinations.ts';
import { packages } from '../../db/schema/packages.ts';
import { createHotelFixture, type HotelFixture } from '../../test/fixtures/hotel-fixtures.ts';
import { createPackageFixture, type PackageFixture } from '../../test/fixtures/package-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';
import { mailsAbout, type ParsedMail } from '../../test/mail-parsing.ts';

type Lang = 'en' | 'tr' | 'ar';
type Person = { id: string; email: string; token: string };

/** A hotel and a tour with a destination named in three languages, a traveller and an admin. */
async function world(t: TestApp) {
  const hotel = await createHotelFixture(t.database.db, {
    name: 'Harbour Inn',
    nameTr: 'Liman Otel',
    nameAr: 'فندق الميناء',
    cityAr: 'طرابزون',
    rooms: [{ name: 'Sea view double', pricePerNight: 200_000, totalRooms: 20, maxOccupancy: 2 }],
  });
  const [dest] = await t.database.db
    .insert(destinations)
    .values({
      slug: `lake-${crypto.randomUUID().slice(0, 8)}`,
      name: { en: 'Uzungöl', tr: 'Uzungöl Gölü', ar: 'أوزنجول' },
      description: { en: '' },
    })
    .returning({ id: destinations.id });
  const trip = await createPackageFixture(t.database.db, {
    seats: 40,
    startDate: '2027-08-02',
    durationDays: 3,
  });
  await t.database.db
    .update(packages)
    .set({
      name: { en: 'Plateaus of the Black Sea', tr: 'Karadeniz yaylaları', ar: 'هضاب البحر الأسود' },
      destinationId: dest?.id,
    })
    .where(eq(packages.id, trip.packageId));
  return {
    hotel,
    trip,
    user: await userWithRole(t, 'user', 'Leyla Aydın'),
    admin: await userWithRole(t, 'admin', 'Admin'),
  };
}

function booker(t: TestApp, hotel: HotelFixture, trip: PackageFixture) {
  return async (
    kind: 'hotel' | 'package',
    opts: { lang: Lang; pay: 'creditCard' | 'payAtHotel'; user?: Person; email?: string },
  ) => {
    const where =
      kind === 'hotel'
        ? {
            type: 'hotel',
            hotelId: hotel.hotelId,
            roomTypeId: hotel.roomTypeIds[0],
            checkIn: '2027-07-10',
            checkOut: '2027-07-12',
          }
        : { type: 'package', packageId: trip.packageId, departureId: trip.departureId };
    const card =
      opts.pay === 'creditCard'
        ? { cardNumber: '4111 1111 1111 1111', cardName: 'LEYLA AYDIN', expiryDate: '12/29', cvv: '123' }
        : {};
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings?lang=${opts.lang}`,
      headers: { 'idempotency-key': crypto.randomUUID(), ...(opts.user ? bearer(opts.user.token) : {}) },
      payload: {
        ...where,
        guests: 2,
        firstName: 'Leyla',
        lastName: 'Aydın',
        email: opts.email ?? 'leyla@example.com',
        phone: '+90 532 000 00 00',
        paymentMethod: opts.pay,
        ...card,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { _id: string; reference: string; status: string };
  };
}

/**
 * Every mail about the booking so far, parsed as a mail client and a calendar would, in the order
 * a calendar applies them (by SEQUENCE): mails sent in the background may be written in any order.
 */
async function mailsOf(t: TestApp, reference: string): Promise<ParsedMail[]> {
  await t.app.deps.tasks.idle();
  const mails = await mailsAbout(await t.outbox(), reference);
  return mails.sort((a, b) => (a.event?.sequence ?? 0) - (b.event?.sequence ?? 0));
}

/** Every link in a mail's text, HTML and calendar event. */
function linksIn(mail: ParsedMail): string[] {
  const text = mail.text.match(/https?:\/\/\S+/g) ?? [];
  const html = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
  const ics = mail.event?.description.match(/https?:\/\/\S+/g) ?? [];
  return [...text, ...html, ...ics];
}

function expectNoUndefined(mail: ParsedMail) {
  for (const part of [mail.subject, mail.text, mail.html, mail.ics ?? '']) {
    expect(part).not.toContain('undefined');
    expect(part).not.toContain('null');
  }
}

describe('booking mails with PUBLIC_URL unset', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof world>>;
  let book: ReturnType<typeof booker>;

  beforeAll(async () => {
    t = await createTestApp();
    w = await world(t);
    book = booker(t, w.hotel, w.trip);
  });
  afterAll(async () => {
    await t.close();
  });

  it('link every part of the mail to this server: the booking page, or the lookup for a guest', async () => {
    expect(t.config.publicUrl).toBe('http://localhost:3000');
    const mine = await book('hotel', { lang: 'en', pay: 'creditCard', user: w.user });
    const guests = await book('package', { lang: 'en', pay: 'creditCard' });
    const [own] = await mailsOf(t, mine.reference);
    const [guest] = await mailsOf(t, guests.reference);
    for (const [mail, link] of [
      [own, `http://localhost:3000/bookings/${mine._id}`],
      [guest, `http://localhost:3000/bookings/find?reference=${guests.reference}`],
    ] as const) {
      if (!mail) throw new Error('no mail');
      expectNoUndefined(mail);
      const links = linksIn(mail);
      expect(links).toHaveLength(3);
      for (const l of links) expect(l).toBe(link);
    }
  });

  it('a pay-later booking is TENTATIVE; confirming it mails a CONFIRMED update; cancelling mails METHOD:CANCEL', async () => {
    const b = await book('hotel', { lang: 'tr', pay: 'payAtHotel', email: 'guest@example.com' });
    expect(b.status).toBe('pending');
    const confirm = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${b._id}/status?lang=en`,
      headers: bearer(w.admin.token),
      payload: { status: 'confirmed', note: 'Hotel confirmed by phone' },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${b._id}/cancel?lang=en`,
      payload: { email: 'guest@example.com', reference: b.reference, reason: 'Plans changed' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const [pending, confirmed, cancelled, ...more] = await mailsOf(t, b.reference);
    expect(more).toHaveLength(0);
    if (!pending?.event || !confirmed?.event || !cancelled?.event)
      throw new Error('a mail or its event is missing');
    expect(pending.event).toMatchObject({ method: 'PUBLISH', status: 'TENTATIVE' });
    expect(pending.calendarMimeMethod).toBe('PUBLISH');
    expect(pending.subject).toContain('Rezervasyon alındı, onay bekleniyor');
    expect(pending.text).toContain('Otelde ödemeyi seçtiniz');

    expect(confirmed.event).toMatchObject({ method: 'PUBLISH', status: 'CONFIRMED' });
    expect(confirmed.subject).toContain('Rezervasyon onaylandı');
    expect(confirmed.text).not.toContain('Otelde ödemeyi seçtiniz: rezervasyonunuz otel onaylayana kadar');

    expect(cancelled.event).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
    expect(cancelled.calendarMimeMethod).toBe('CANCEL');
    // The agency, as its mails come from (MAIL_FROM), organizes every version of the event.
    for (const mail of [pending, confirmed, cancelled])
      expect(mail.event?.organizer).toEqual({
        address: 'mailto:no-reply@karadeniz.travel',
        name: 'Karadeniz Travel',
      });
    // In the booking's language (Turkish), though the cancel came with ?lang=en.
    expect(cancelled.subject).toContain('Rezervasyon iptal edildi');
    expect(cancelled.to).toBe('guest@example.com');

    // The same event each time, each version replacing the one before.
    const events = [pending.event, confirmed.event, cancelled.event];
    expect(new Set(events.map((e) => e.uid)).size).toBe(1);
    expect(events.map((e) => [e.start, e.end])).toEqual(Array(3).fill(['2027-07-10', '2027-07-12']));
    expect(pending.event.sequence).toBeLessThan(confirmed.event.sequence);
    expect(confirmed.event.sequence).toBeLessThan(cancelled.event.sequence);
    for (const mail of [pending, confirmed, cancelled]) {
      expectNoUndefined(mail);
      for (const l of linksIn(mail))
        expect(l).toBe(`http://localhost:3000/bookings/find?reference=${b.reference}`);
    }
  });

  it('a confirmed booking cancelled by an admin is removed from the calendar with a higher SEQUENCE', async () => {
    const b = await book('package', { lang: 'en', pay: 'creditCard', user: w.user });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${b._id}/status`,
      headers: bearer(w.admin.token),
      payload: { status: 'cancelled', note: 'Departure withdrawn' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [confirmed, cancelled] = await mailsOf(t, b.reference);
    expect(confirmed?.event).toMatchObject({ method: 'PUBLISH', status: 'CONFIRMED' });
    expect(cancelled?.event).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: confirmed?.event?.uid,
    });
    expect(cancelled?.event?.sequence).toBeGreaterThan(confirmed?.event?.sequence ?? Infinity);
    expect(cancelled?.subject).toBe(
      `Booking cancelled · Tour package: Plateaus of the Black Sea · ${b.reference}`,
    );
    expect(linksIn(cancelled as ParsedMail)).toEqual(
      Array(3).fill(`http://localhost:3000/bookings/${b._id}`),
    );
  });

  it('completing a stay sends no mail', async () => {
    const b = await book('hotel', { lang: 'en', pay: 'creditCard' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${b._id}/status`,
      headers: bearer(w.admin.token),
      payload: { status: 'completed', note: 'Stayed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mailsOf(t, b.reference)).toHaveLength(1);
  });

  // What each kind of booking is called, and where it happens, in each language.
  const expected = {
    en: {
      hotel: {
        subject: 'Hotel stay: Harbour Inn',
        summary: 'Hotel stay: Harbour Inn',
        location: 'Harbour Inn',
      },
      package: {
        subject: 'Tour package: Plateaus of the Black Sea',
        summary: 'Tour package: Plateaus of the Black Sea',
        location: 'Uzungöl',
      },
      intro: { hotel: 'Your hotel stay is confirmed.', package: 'Your tour package is confirmed.' },
    },
    tr: {
      hotel: {
        subject: 'Otel konaklaması: Liman Otel',
        summary: 'Otel konaklaması: Liman Otel',
        location: 'Liman Otel',
      },
      package: {
        subject: 'Tur paketi: Karadeniz yaylaları',
        summary: 'Tur paketi: Karadeniz yaylaları',
        location: 'Uzungöl Gölü',
      },
      intro: { hotel: 'Otel konaklamanız onaylandı.', package: 'Tur paketi rezervasyonunuz onaylandı.' },
    },
    ar: {
      hotel: {
        subject: 'إقامة فندقية: فندق الميناء',
        summary: 'إقامة فندقية: فندق الميناء',
        location: 'فندق الميناء',
      },
      package: {
        subject: 'باقة سياحية: هضاب البحر الأسود',
        summary: 'باقة سياحية: هضاب البحر الأسود',
        location: 'أوزنجول',
      },
      intro: { hotel: 'تم تأكيد إقامتك الفندقية.', package: 'تم تأكيد باقتك السياحية.' },
    },
  } as const;

  for (const lang of ['en', 'tr', 'ar'] as const) {
    for (const kind of ['hotel', 'package'] as const) {
      it(`describes a ${kind} booking as what it is, in ${lang}`, async () => {
        const b = await book(kind, { lang, pay: 'creditCard', user: w.user });
        const [mail] = await mailsOf(t, b.reference);
        if (!mail?.event) throw new Error('no mail with an event');
        const words = expected[lang][kind];
        const other = expected[lang][kind === 'hotel' ? 'package' : 'hotel'];
        expect(mail.subject).toContain(words.subject);
        expect(mail.text).toContain(expected[lang].intro[kind]);
        expect(mail.html).toContain(expected[lang].intro[kind]);
        expect(mail.event.summary.startsWith(words.summary)).toBe(true);
        expect(mail.event.location).toContain(words.location);
        for (const part of [mail.subject, mail.text, mail.event.summary])
          expect(part).not.toContain(other.subject.split(':')[0]);
        expect(mail.html).toMatch(lang === 'ar' ? /<html lang="ar" dir="rtl">/ : /dir="ltr"/);
        expectNoUndefined(mail);
      });
    }
  }
});

describe('booking mails with PUBLIC_URL set', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof world>>;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://travel.example/shop/' });
    w = await world(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('links to the public address, without a doubled slash', async () => {
    const book = booker(t, w.hotel, w.trip);
    const mine = await book('hotel', { lang: 'ar', pay: 'payAtHotel', user: w.user });
    const guest = await book('package', { lang: 'tr', pay: 'payAtHotel' });
    const [own] = await mailsOf(t, mine.reference);
    const [theirs] = await mailsOf(t, guest.reference);
    if (!own || !theirs) throw new Error('no mail');
    expect(linksIn(own)).toEqual(Array(3).fill(`https://travel.example/shop/bookings/${mine._id}`));
    expect(linksIn(theirs)).toEqual(
      Array(3).fill(`https://travel.example/shop/bookings/find?reference=${guest.reference}`),
    );
    expect(own.event).toMatchObject({ status: 'TENTATIVE' });
    expect(theirs.event).toMatchObject({ status: 'TENTATIVE' });
    expectNoUndefined(own);
  });
});
