import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema/settings.ts';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';

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
