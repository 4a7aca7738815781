import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema/settings.ts';
import { createHotelFixture } from '../../test/fixtures/hotel-fixtures.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';
import { settingsService } from './settings.service.ts';

let t: TestApp;
let admin: { email: string; token: string };
let user: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithRole(t, 'admin');
  user = await userWithRole(t, 'user');
});
afterAll(async () => {
  await t.close();
});

const put = (url: string, payload: unknown, token = admin.token) =>
  t.app.inject({
    method: 'PUT',
    url: `/api${url}?lang=en`,
    payload: payload as object,
    headers: bearer(token),
  });

const appBody = {
  siteName: 'Karadeniz Travel',
  contactEmail: 'hello@karadeniz.travel',
  currency: 'EUR',
  defaultLanguage: 'en',
  timezone: 'Europe/Istanbul',
  licenseNumber: 'TÜRSAB A-99999',
  address: 'Atatürk Alanı 1, Trabzon',
  phone: '+90 462 111 22 33',
};

describe('settings', () => {
  it('are for admins: 401 anonymous, 403 for a traveller, on every admin endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/settings'],
      ['PUT', '/api/settings/app'],
      ['PUT', '/api/settings/email'],
      ['PUT', '/api/settings/payment'],
      ['PUT', '/api/settings/homepage'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
      expect(
        (await t.app.inject({ method, url, payload: {}, headers: bearer(user.token) })).statusCode,
        url,
      ).toBe(403);
    }
  });

  it('saves the site details, and the public settings show them at once', async () => {
    const before = await t.app.inject({ url: '/api/settings/public' });
    expect(before.json().currency).toBe('TRY');
    const saved = await put('/settings/app', appBody);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ currency: 'EUR', licenseNumber: 'TÜRSAB A-99999' });
    const after = (await t.app.inject({ url: '/api/settings/public' })).json();
    expect(after).toMatchObject({
      currency: 'EUR',
      licenseNumber: 'TÜRSAB A-99999',
      address: 'Atatürk Alanı 1, Trabzon',
    });
    expect(
      (await t.app.inject({ url: '/api/settings', headers: bearer(admin.token) })).json().app,
    ).toMatchObject(appBody);
  });

  it('answers bad site details field by field and changes nothing', async () => {
    const res = await put('/settings/app', {
      ...appBody,
      siteName: '',
      contactEmail: 'not-an-email',
      currency: 'XYZ',
      timezone: 'Mars/Olympus',
      phone: 'call me',
    });
    expect(res.statusCode).toBe(400);
    const errors = Object.fromEntries(
      res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(errors).toEqual({
      siteName: 'This field is required',
      contactEmail: 'Please enter a valid email address',
      currency: 'Please choose one of the options',
      timezone: 'Please choose a valid time zone, e.g. Europe/Istanbul',
      phone: 'Please enter a valid phone number',
    });
    expect((await t.app.inject({ url: '/api/settings/public' })).json().currency).toBe('EUR');
  });

  it('a saved currency is what hotel search, hotel pages and room prices answer in at once', async () => {
    const hotel = await createHotelFixture(t.database.db, { name: 'Currency Test Lodge' });
    const currencies = async () => {
      const list = (await t.app.inject({ url: '/api/hotels?q=currency' })).json();
      const page = (await t.app.inject({ url: `/api/hotels/${hotel.hotelId}` })).json();
      const quote = (
        await t.app.inject({
          url: `/api/inventory/hotels/${hotel.hotelId}/${hotel.roomTypeIds[0]}/availability?checkIn=2027-09-01&checkOut=2027-09-02`,
        })
      ).json();
      return [list.data[0].currency, page.currency, quote.currency];
    };
    expect((await put('/settings/app', { ...appBody, currency: 'USD' })).statusCode).toBe(200);
    expect(await currencies()).toEqual(['USD', 'USD', 'USD']);
    expect((await put('/settings/app', { ...appBody, currency: 'EUR' })).statusCode).toBe(200);
    expect(await currencies()).toEqual(['EUR', 'EUR', 'EUR']);
  });

  it('are read from memory; forget() has a change written elsewhere read again', async () => {
    const service = settingsService({ db: t.database.db, config: t.config, clock: t.clock, secret: 'x' });
    const siteName = async () =>
      (await t.app.inject({ url: '/api/settings', headers: bearer(admin.token) })).json().app.siteName;
    expect(await siteName()).toBe('Karadeniz Travel');
    // Another server process writes the settings: this one answers from its copy until told.
    await t.database.db
      .update(settings)
      .set({ value: { ...appBody, siteName: 'Written Elsewhere' } })
      .where(eq(settings.group, 'app'));
    expect(await siteName()).toBe('Karadeniz Travel');
    service.forget();
    expect(await siteName()).toBe('Written Elsewhere');
    expect((await put('/settings/app', appBody)).statusCode).toBe(200);
    expect(await siteName()).toBe('Karadeniz Travel');
  });

  it('takes a payment body with only taxRate; the checkout quote uses it; bad rates are refused', async () => {
    expect((await put('/settings/payment', { taxRate: 18 })).json()).toEqual({ taxRate: 18 });
    expect((await t.app.inject({ url: '/api/settings/payment/public' })).json()).toMatchObject({
      taxRate: 18,
    });
    for (const taxRate of [-1, 101, 'abc', 12.345]) {
      const res = await put('/settings/payment', { taxRate });
      expect(res.statusCode, String(taxRate)).toBe(400);
      expect(res.json().errors[0].message).toBe('The tax rate must be a number from 0 to 100');
    }
    expect((await t.app.inject({ url: '/api/settings/payment/public' })).json().taxRate).toBe(18);
  });

  it('keeps the SMTP password write-only and sealed, and mail goes out from the chosen sender', async () => {
    const body = {
      senderName: 'Karadeniz Bookings',
      senderEmail: 'bookings@karadeniz.travel',
      smtpHost: '',
      smtpPort: 587,
      smtpSecure: false,
      smtpUser: 'mailer',
      smtpPassword: 'super-secret-smtp',
    };
    const saved = await put('/settings/email', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('super-secret-smtp');
    expect(saved.json()).toMatchObject({ senderName: 'Karadeniz Bookings', smtpPasswordSet: true });
    const [row] = await t.database.db.select().from(settings).where(eq(settings.group, 'email'));
    expect(JSON.stringify(row?.value)).not.toContain('super-secret-smtp');

    // An empty password keeps the stored one.
    const again = await put('/settings/email', { ...body, smtpPassword: '' });
    expect(again.json().smtpPasswordSet).toBe(true);
    const read = await t.app.inject({ url: '/api/settings', headers: bearer(admin.token) });
    expect(read.body).not.toContain('super-secret-smtp');
    expect(read.json().email).toMatchObject({ smtpUser: 'mailer', smtpPasswordSet: true });

    await t.app.inject({ method: 'POST', url: '/api/auth/forgotpassword', payload: { email: admin.email } });
    await expect.poll(async () => (await t.outbox()).length).toBeGreaterThan(0);
    const mail = (await t.outbox()).at(-1) ?? '';
    expect(mail).toMatch(/^From: "?Karadeniz Bookings"? <bookings@karadeniz\.travel>/m);

    const bad = await put('/settings/email', {
      ...body,
      senderEmail: 'nope',
      smtpPort: 70000,
      smtpHost: 'smtp example',
    });
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['senderEmail', 'smtpHost', 'smtpPort']);
  });

  it('keeps the hero slides with their translations and serves them in the reader’s language', async () => {
    const slides = {
      heroSlideshow: [
        {
          url: '/images/destinations/uzungol.svg',
          title: { en: 'Uzungöl at dawn', tr: 'Şafakta Uzungöl', ar: 'أوزنجول عند الفجر' },
          subtitle: { en: 'Lake lodges and tea terraces', tr: '', ar: '' },
        },
      ],
    };
    expect((await put('/settings/homepage', slides)).statusCode).toBe(200);
    const ar = (await t.app.inject({ url: '/api/settings/homepage?lang=ar' })).json();
    expect(ar.heroSlideshow).toEqual([
      {
        url: '/images/destinations/uzungol.svg',
        title: 'أوزنجول عند الفجر',
        subtitle: 'Lake lodges and tea terraces',
        lang: 'ar',
      },
    ]);
    const bad = await put('/settings/homepage', {
      heroSlideshow: [{ url: 'javascript:alert(1)', title: {}, subtitle: {} }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'heroSlideshow.0.url' });
    expect((await t.app.inject({ url: '/api/settings/homepage?lang=en' })).json().heroSlideshow).toHaveLength(
      1,
    );
  });

  it('has an empty slideshow before an admin adds slides', async () => {
    const other = await createTestApp();
    expect((await other.app.inject({ url: '/api/settings/homepage' })).json()).toEqual({ heroSlideshow: [] });
    await other.close();
  });
});
