import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO, type Lang, logInFromHeader, type Scheme, usePreferences } from './support/app';
import { expect, test } from './support/test';

/** A day `days` ahead on the agency's calendar (Trabzon's). */
const ahead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

const search = (from: string, to: string, days = 12) =>
  `/flights?tripType=roundTrip&origin=${from}&destination=${to}&departureDate=${ahead(days)}&returnDate=${ahead(days + 5)}&passengers=1&cabin=ECONOMY`;

/** Chooses an airport in a picker by typing, as a traveller would. */
async function chooseAirport(page: Page, label: 'From' | 'To', query: string, option: RegExp) {
  const field = page.getByRole('combobox', { name: label });
  await field.click();
  await field.fill(query);
  await page.getByRole('option', { name: option }).click();
}

/** Fills what the checkout asks of one passenger (the contact) and pays by card. */
async function fillCheckout(page: Page, lastName: string) {
  const passenger = page.getByRole('group', { name: /^Passenger 1/ });
  await passenger.getByLabel(/^First name/).fill('Deniz');
  await passenger.getByLabel(/^Last name/).fill(lastName);
  await passenger.getByLabel(/^Date of birth/).fill('1988-05-17');
  await passenger.getByLabel(/^Nationality/).selectOption('TR');
  await passenger.getByLabel(/^Document number/).fill('U12345678');
  await passenger.getByLabel(/^Document valid until/).fill(ahead(900));
  const phone = page.getByLabel(/^Phone/);
  if (!(await phone.inputValue())) await phone.fill('+90 532 444 55 66');
  await page.getByLabel(/^Card number/).fill('4111111111111111');
  await page.getByLabel(/^Name on card/).fill('DENIZ AYDIN');
  await page.getByLabel(/^Expiry/).fill('1230');
  await page.getByLabel(/^Security code/).fill('123');
  await page.getByLabel(/^Street and number/).fill('Kemerkaya Mah. 12');
  await page.getByLabel(/^City/).fill('Trabzon');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
}

test('a traveller searches Trabzon to İstanbul, books a flight and finds it in my bookings; the admin sees it', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en');
  await page.goto('/flights');
  await logInFromHeader(page, DEMO.user);

  // The spec's defaults: Trabzon to İstanbul, a return.
  await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('Trabzon (TZX)');
  await expect(page.getByRole('combobox', { name: 'To' })).toHaveValue('Istanbul (IST)');
  await page.getByRole('button', { name: 'Search flights' }).click();
  await expect(page).toHaveURL(/\/flights\?tripType=roundTrip&origin=TZX&destination=IST&departureDate=/);
  await expect(page.getByRole('heading', { name: /^\d+ flights?$/ })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first.getByText(/US\$[\d,.]+/).first()).toBeVisible();
  await first.getByRole('button', { name: /^Select / }).click();

  const dialog = page.getByRole('dialog', { name: 'Flight details' });
  await expect(dialog.getByRole('heading', { name: /^Outbound · / })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /^Return · / })).toBeVisible();
  await expect(dialog.getByText('Taxes and fees')).toBeVisible();
  await dialog.getByRole('link', { name: 'Continue to Booking' }).click();

  // The offer waits in the tab; the address names it by a short id.
  await expect(page).toHaveURL(/\/booking\?type=flight&offer=[0-9a-z]+$/);
  await expect(page.getByRole('heading', { name: 'Complete your booking' })).toBeVisible();
  await expect(page.getByText('Trabzon ↔ Istanbul')).toBeVisible();
  // A name of its own each run (letters only, as on a document): the same people on the same flights book once.
  const lastName = `Aydın${Date.now()
    .toString(26)
    .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)] ?? 'q')}`;
  await fillCheckout(page, lastName);
  // A fare the provider prices anew is said first and accepted before paying.
  const changed = page.getByRole('checkbox', { name: /I accept the new price/ });
  if (await changed.isVisible()) await changed.check();
  await page.getByRole('button', { name: /^Pay US\$[\d,.]+ and book$/ }).click();

  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  const confirmation = (await page.getByTestId('flight-confirmation').textContent())?.trim() ?? '';
  expect(confirmation).toMatch(/^TF-\d{6}$/);
  await expect(page.getByTestId('flight-record-locator')).toHaveText(/^[A-Z0-9]{5,8}$/);
  // The document is never shown whole once booked.
  await expect(page.getByText(/U•+78/)).toBeVisible();
  await expect(page.getByText('U12345678')).toHaveCount(0);
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';

  await page.getByRole('link', { name: 'Go to my bookings' }).click();
  const booked = page.getByRole('article').filter({ hasText: reference });
  await expect(booked.getByText('Trabzon ↔ Istanbul')).toBeVisible();
  await expect(booked.getByText(confirmation)).toBeVisible();

  // The admin finds it by its reference, named by its route and numbers.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.goto('/');
  await logInFromHeader(page, DEMO.admin);
  await page.goto(`/admin/bookings?q=${reference}`);
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row.getByText('Trabzon ↔ Istanbul')).toBeVisible();
  await expect(row.getByText(new RegExp(confirmation))).toBeVisible();
});

test('recent searches: kept after a reload, newest first, and one runs again on a click', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en');
  await page.goto('/flights');
  await page.getByRole('button', { name: 'Search flights' }).click();
  await expect(page.getByRole('heading', { name: /^\d+ flights?$/ })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Trip type' }).getByText('One way').click();
  await chooseAirport(page, 'To', 'doha', /Doha \(DOH\)/);
  await page.getByRole('button', { name: 'Search flights' }).click();
  await expect(page).toHaveURL(/tripType=oneWay&origin=TZX&destination=DOH/);

  await page.goto('/flights');
  await page.reload();
  const recent = page.getByRole('region', { name: 'Recent searches' });
  await expect(recent.getByRole('listitem')).toHaveCount(2);
  await expect(recent.getByRole('listitem').first()).toContainText('Trabzon → Doha');
  await expect(recent.getByRole('listitem').nth(1)).toContainText('Trabzon ↔ Istanbul');
  await recent.getByRole('button', { name: /^Trabzon ↔ Istanbul/ }).click();
  await expect(page).toHaveURL(/tripType=roundTrip&origin=TZX&destination=IST/);
  await expect(page.getByRole('heading', { name: /^\d+ flights?$/ })).toBeVisible();
  // Run again, it comes first; removed, it goes.
  const entries = page.getByRole('region', { name: 'Recent searches' }).getByRole('listitem');
  await expect(entries.first()).toContainText('Trabzon ↔ Istanbul');
  await page.getByRole('button', { name: 'Remove the search Trabzon → Doha' }).click();
  await expect(entries).toHaveCount(1);
});

test('the hero holds still under the pointer and while an airport list is open', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en');
  await page.goto('/flights');
  const playState = () =>
    page
      .locator('[data-flight-progress]')
      .evaluate((bar) => bar.getAnimations().map((a) => (a as CSSAnimation).playState)[0] ?? 'none');
  await page.mouse.move(1, 700);
  await expect.poll(playState).toBe('running');
  await page.getByRole('heading', { level: 1, name: 'Flights' }).hover();
  await expect.poll(playState).toBe('paused');
  await page.mouse.move(1, 700);
  await expect.poll(playState).toBe('running');
  await page.getByRole('combobox', { name: 'From' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.mouse.move(1, 700);
  await expect.poll(playState).toBe('paused');
  await page.keyboard.press('Escape');
  await page.getByRole('heading', { name: 'Popular ways into Trabzon' }).click();
  await expect.poll(playState).toBe('running');
  // Six seconds a slide; the arrows turn it.
  const duration = await page
    .locator('[data-flight-progress]')
    .evaluate((bar) => bar.getAnimations()[0]?.effect?.getTiming().duration);
  expect(duration).toBe(6000);
  const shown = () => page.locator('[data-flight-slide][aria-hidden="false"]').getAttribute('aria-label');
  const next = page.getByRole('button', { name: 'Next picture' });
  // The pointer on the arrow holds the slideshow still, so only the arrow turns it.
  await next.hover();
  await expect.poll(playState).toBe('paused');
  const before = await shown();
  // A turn of its own just before the pointer arrived locks the arrows for half a second (as a
  // reader's double click would): the reader clicks again.
  await expect(async () => {
    await next.click();
    await expect.poll(shown, { timeout: 700 }).not.toBe(before);
  }).toPass({ timeout: 10_000 });
  // A reader who prefers less motion gets a still picture: no bar filling, nothing turning by itself.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect.poll(playState).toBe('none');
});

// axe on the results and the details dialog, in each language and scheme.
for (const lang of ['en', 'ar'] satisfies Lang[]) {
  for (const scheme of ['light', 'dark'] satisfies Scheme[]) {
    test(`the flights page, its results and the details dialog pass axe in ${lang}, ${scheme}`, async ({
      context,
      page,
    }) => {
      await usePreferences(context, lang, scheme);
      await page.goto('/flights');
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expectAccessible(page, `flights page (${lang}, ${scheme})`);
      await page.goto(search('TZX', 'IST'));
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectAccessible(page, `flight results (${lang}, ${scheme})`);
      await page.getByRole('article').first().getByRole('button').last().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectAccessible(page, `flight details (${lang}, ${scheme})`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }
}
