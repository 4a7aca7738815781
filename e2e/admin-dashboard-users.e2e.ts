import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import {
  DEMO,
  type Lang,
  logInFromHeader,
  registerViaApi,
  type Scheme,
  uniqueEmail,
  usePreferences,
} from './support/app';
import { expect, test } from './support/test';
import { textIn } from './support/texts';

function isoIn(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A pay-at-hotel stay, which waits for the agency's confirmation. */
async function pendingStay(page: Page): Promise<string> {
  const hotel = await (await page.request.get('/api/hotels/akcaabat-shore-hotel')).json();
  const created = await page.request.post('/api/bookings', {
    headers: { 'idempotency-key': `e2e-${crypto.randomUUID()}` },
    data: {
      type: 'hotel',
      hotelId: hotel._id,
      roomTypeId: hotel.roomTypes[0]._id,
      checkIn: isoIn(95),
      checkOut: isoIn(97),
      guests: 2,
      firstName: 'Meryem',
      lastName: 'Çakıroğlu',
      email: uniqueEmail('meryem'),
      phone: '+90 532 555 0101',
      paymentMethod: 'payAtHotel',
    },
  });
  expect(created.status()).toBe(201);
  const booking = await created.json();
  expect(booking.status).toBe('pending');
  return booking.reference as string;
}

/** Logs in in the dialog the guard opened for an admin page. */
async function logInAtGuard(page: Page, who: { email: string; password: string }) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Email/).fill(who.email);
  await dialog.getByLabel(/^Password/).fill(who.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

/** The number beside "Bookings to confirm" in the dashboard's "What waits". */
async function bookingsToConfirm(page: Page): Promise<number> {
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Bookings to confirm', exact: true }) });
  await expect(item).toBeVisible();
  return Number((await item.innerText()).replace(/\D+/g, ''));
}

test('an admin follows the pending bookings from the dashboard, confirms one, and the figure goes down; the audit trail shows it', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en', 'light');
  const reference = await pendingStay(page);

  await page.goto('/admin');
  await logInAtGuard(page, DEMO.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const before = await bookingsToConfirm(page);
  expect(before).toBeGreaterThanOrEqual(1);

  await page.getByRole('link', { name: 'Bookings to confirm', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\?status=pending/);
  await expect(page.getByRole('link', { name: reference })).toBeVisible();
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { name: reference })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Mark completed' })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Down by this one at least: tests running beside this one confirm and cancel bookings too.
  await expect.poll(() => bookingsToConfirm(page)).toBeLessThan(before);

  await page.getByRole('navigation').getByRole('link', { name: 'Audit trail' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const entry = page.getByRole('row').filter({ hasText: reference }).first();
  await expect(entry).toContainText('Status changed');
  await expect(entry).toContainText(DEMO.admin.email);
  await entry.getByRole('button', { name: /Show changes/ }).click();
  await expect(page.getByRole('table', { name: 'Fields before and after' }).first()).toContainText(
    'confirmed',
  );
});

test('an admin disables a traveller who is signed in in another browser: their next request is refused, signing in again too, and the audit trail says who did it', async ({
  browser,
  context,
  page,
}) => {
  // The traveller, in a browser of their own.
  const travellerContext = await browser.newContext();
  await usePreferences(travellerContext, 'en', 'light');
  const traveller = await travellerContext.newPage();
  const email = uniqueEmail('isil');
  const password = 'Karadeniz-2026';
  await traveller.goto('/');
  await registerViaApi(traveller, email, password, 'Işıl Şahin');
  await logInFromHeader(traveller, { email, password });
  await traveller.goto('/profile');
  await expect(traveller.getByRole('heading', { name: 'My profile' })).toBeVisible();

  // The admin finds them without typing the Turkish letters, and disables the account.
  await usePreferences(context, 'en', 'light');
  await page.goto('/admin/users');
  await logInAtGuard(page, DEMO.admin);
  await page.getByLabel('Search by name or email').fill('isil sahin');
  await expect(page).toHaveURL(/q=isil/);
  await page.getByRole('link', { name: 'Işıl Şahin' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Işıl Şahin' })).toBeVisible();
  await page.getByRole('button', { name: 'Disable account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable the account of Işıl Şahin?' });
  await expect(confirm).toContainText('signed out everywhere at once');
  await confirm.getByRole('button', { name: 'Disable account' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('every session has ended and signing in is refused')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable account' })).toBeVisible();

  // The traveller's next request is refused: the session is over, the page asks them to log in.
  const refused = traveller.waitForResponse((r) => r.url().includes('/api/auth/refresh'));
  await traveller.goto('/bookings');
  expect((await refused).status()).toBe(401);
  await expect(traveller).toHaveURL(/showLogin=true/);
  const dialog = traveller.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText('This account has been disabled. Please contact us.')).toBeVisible();
  await travellerContext.close();

  await page.getByRole('navigation').getByRole('link', { name: 'Audit trail' }).first().click();
  const entry = page.getByRole('row').filter({ hasText: 'Işıl Şahin' }).first();
  await expect(entry).toContainText('Disabled');
  await expect(entry).toContainText(DEMO.admin.email);
  await entry.getByRole('link', { name: /Işıl Şahin/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Işıl Şahin' })).toBeVisible();
});

for (const [lang, scheme] of [
  ['en', 'light'],
  ['en', 'dark'],
  ['ar', 'light'],
  ['ar', 'dark'],
] as [Lang, Scheme][]) {
  test(`the dashboard, users and audit pages have no serious accessibility issue (${lang}, ${scheme})`, async ({
    context,
    page,
  }) => {
    await usePreferences(context, lang, scheme);
    await page.goto('/');
    const login = await page.request.post('/api/auth/login', {
      headers: { origin: new URL(page.url()).origin },
      data: DEMO.admin,
    });
    expect(login.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

    await page.goto('/admin?period=30d');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('figure').first()).toBeVisible();
    await expectAccessible(page, `dashboard ${lang} ${scheme}`);

    await page.goto('/admin/users');
    await expect(page.getByRole('link', { name: 'Layla Hassan' }).first()).toBeVisible();
    await expectAccessible(page, `users ${lang} ${scheme}`);
    await page.getByRole('link', { name: 'Layla Hassan' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Layla Hassan' })).toBeVisible();
    await expectAccessible(page, `user ${lang} ${scheme}`);
    // Under the pointer its tint deepens: the red words stay readable on it.
    await page.getByRole('button', { name: textIn(lang, 'adminUsers:actions.disable') }).hover();
    await expectAccessible(page, `user ${lang} ${scheme}, Disable under the pointer`);

    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectAccessible(page, `audit ${lang} ${scheme}`);
  });
}
