import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO, type Lang, logInFromHeader, type Scheme, usePreferences } from './support/app';
import { latestMailTo } from './support/outbox';
import { expect, test } from './support/test';

/** A day `days` ahead on the agency's calendar (Trabzon's). */
const ahead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** Opens the offers of the hotel at `index` in the list, and answers the dialog and the hotel's name. */
async function openOffers(page: Page, index: number) {
  const card = page.getByRole('article').nth(index);
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('button', { name: `View offers of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('article').first()).toBeVisible();
  return { dialog, name };
}

/** Fills the guest's details a checkout still lacks, agrees to the terms and confirms. */
async function confirmStay(page: Page, guest: { first: string; last: string; email: string } | null) {
  if (guest) {
    await page.getByLabel(/^First name/).fill(guest.first);
    await page.getByLabel(/^Last name/).fill(guest.last);
    // The checkout's own (the footer's newsletter asks an email too).
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(guest.email);
  }
  const phone = page.getByLabel(/^Phone/);
  if (!(await phone.inputValue())) await phone.fill('+90 532 444 55 66');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking request is received' })).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  const confirmation = (await page.getByTestId('provider-confirmation').textContent())?.trim() ?? '';
  return { reference, confirmation };
}

test('a traveller searches Trabzon hotels, books a room of a hotel’s offers by card, gets its TZN- number and finds it in my bookings and the admin’s list', async ({
  browser,
  context,
  page,
}) => {
  await usePreferences(context, 'en');
  await page.goto('/trabzon-hotels');
  await logInFromHeader(page, DEMO.user);

  await page.getByLabel('Check-in', { exact: true }).fill(ahead(30));
  await page.getByLabel('Check-out', { exact: true }).fill(ahead(32));
  await page.getByLabel('Guests', { exact: true }).selectOption('2');
  await page.getByRole('button', { name: 'Search hotels' }).click();
  await expect(page).toHaveURL(new RegExp(`checkIn=${ahead(30)}&checkOut=${ahead(32)}&guests=2`));
  await expect(page.getByRole('heading', { name: /^\d+ hotels? around Trabzon and Rize$/ })).toBeVisible();
  const cards = await page.getByRole('article').count();
  expect(cards).toBeGreaterThan(0);
  expect(cards).toBeLessThanOrEqual(20);

  const { dialog, name } = await openOffers(page, 0);
  const offer = dialog.getByRole('article').first();
  const room = (await offer.getByRole('heading').textContent())?.trim() ?? '';
  await expect(offer.getByText(/in total for 2 nights$/)).toBeVisible();
  await offer.getByRole('link', { name: `Book now: ${room}` }).click();

  await expect(page.getByRole('heading', { name: 'Complete your booking' })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText(room).first()).toBeVisible();
  const total = (await page.getByTestId('quote-total').textContent())?.trim() ?? '';
  expect(total).toMatch(/^US\$[\d,]+\.\d{2}$/);
  await page.getByLabel(/^Card number/).fill('4111111111111111');
  await page.getByLabel(/^Name on card/).fill('DEMO USER');
  await page.getByLabel(/^Expiry/).fill('1230');
  await page.getByLabel(/^Security code/).fill('123');
  const { reference, confirmation } = await confirmStay(page, null);
  expect(confirmation).toMatch(/^TZN-\d{6}$/);
  await expect(page.getByText(total).first()).toBeVisible();

  await page.getByRole('link', { name: 'Go to my bookings' }).click();
  const booked = page.getByRole('article').filter({ hasText: reference });
  await expect(booked.getByText(name)).toBeVisible();
  await expect(booked.getByText(confirmation, { exact: false })).toBeVisible();

  // The agency sees it waiting for the hotel's answer.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await usePreferences(admin, 'en');
  await adminPage.goto('/');
  await logInFromHeader(adminPage, DEMO.admin);
  await adminPage.goto(`/admin/bookings?q=${reference}`);
  const row = adminPage.getByRole('row').filter({ hasText: reference });
  await expect(row.getByText(name)).toBeVisible();
  await expect(row.getByText(confirmation, { exact: false })).toBeVisible();
  await expect(row.getByText('Pending')).toBeVisible();
  await admin.close();
});

test('a guest books a Trabzon hotel’s room paying at the hotel', async ({ context, page }) => {
  await usePreferences(context, 'en');
  await page.goto(`/trabzon-hotels?checkIn=${ahead(40)}&checkOut=${ahead(43)}&guests=3`);
  const { dialog } = await openOffers(page, 1);
  await expect(dialog.getByText(/^Sleeps \d+ guests?$/).first()).toBeVisible();
  const offer = dialog.getByRole('article').last();
  await expect(offer.getByText(/in total for 3 nights$/)).toBeVisible();
  await offer.getByRole('link', { name: /^Book now: / }).click();

  await expect(page.getByRole('heading', { name: 'Complete your booking' })).toBeVisible();
  await page.getByRole('radio', { name: 'Pay at the hotel' }).check();
  await expect(page.getByLabel(/^Card number/)).toHaveCount(0);
  const email = `guest-${Date.now().toString(36)}@example.com`;
  const { reference, confirmation } = await confirmStay(page, { first: 'Leyla', last: 'Demir', email });
  expect(reference).toMatch(/^KT-/);
  expect(confirmation).toMatch(/^TZN-\d{6}$/);
  await expect(page.getByText('Pay at the hotel')).toBeVisible();
  expect(await latestMailTo(email)).toContain(confirmation);
});

// axe on the page with its results and on a hotel's offers, in each language and scheme.
for (const lang of ['en', 'ar'] satisfies Lang[]) {
  for (const scheme of ['light', 'dark'] satisfies Scheme[]) {
    test(`the Trabzon hotels page and a hotel’s offers pass axe in ${lang}, ${scheme}`, async ({
      context,
      page,
    }) => {
      await usePreferences(context, lang, scheme);
      await page.goto(`/trabzon-hotels?checkIn=${ahead(12)}&checkOut=${ahead(14)}&guests=2`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectAccessible(page, `Trabzon hotels (${lang}, ${scheme})`);
      await page.getByRole('article').first().locator('button[aria-haspopup="dialog"]').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('article').first()).toBeVisible();
      await expectAccessible(page, `a hotel's offers (${lang}, ${scheme})`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }
}
