import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO, logInFromHeader, registerViaApi, uniqueEmail, usePreferences } from './support/app';
import { latestMailTo } from './support/outbox';
import { expect, test } from './support/test';

function isoIn(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

test('search, choose a room, pay by card, get the email, see it in my bookings, cancel, and the room is free again', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en', 'light');
  const email = uniqueEmail('booker');
  await registerViaApi(page, email, 'secret123', 'Selin Arslan');
  const checkIn = isoIn(40);
  const checkOut = isoIn(42);
  await page.goto('/');
  await logIn(page, email, 'secret123');

  // What the home search sends.
  await page.goto(`/hotels?destination=uzungol&minStars=4&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
  await expect(page.getByRole('heading', { name: /\d+ hotels?/ })).toBeVisible();
  await expectAccessible(page, 'hotel list');
  await page.getByRole('link', { name: 'View hotel: Uzungöl Lake Lodge' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uzungöl Lake Lodge' })).toBeVisible();
  const room = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Family room' }) });
  await expect(room.getByText(/for 2 nights/)).toBeVisible();
  await expectAccessible(page, 'hotel detail');
  await room.getByRole('link', { name: 'Book: Family room' }).click();

  await expect(page.getByRole('heading', { name: 'Complete your booking' })).toBeVisible();
  await expect(page.getByText('Taxes and fees (12%)')).toBeVisible();
  await expect(page.getByLabel(/^First name/)).toHaveValue('Selin');
  await expect(page.getByRole('main').getByLabel(/^Email/)).toHaveValue(email);
  await page.getByLabel(/^Phone/).fill('+90 532 111 22 33');
  await page.getByLabel(/^Card number/).fill('4111 1111 1111 1112');
  await page.getByLabel(/^Name on card/).fill('SELIN ARSLAN');
  await page.getByLabel(/^Expiry/).fill('01/20');
  await page.getByLabel(/^Security code/).fill('12');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByText('Please enter a valid card number')).toBeVisible();
  await expect(page.getByText('This card has expired')).toBeVisible();
  await expect(page.getByText('Please enter the 3 or 4 digit security code')).toBeVisible();
  await expect(page.getByText('You must agree to the terms and conditions')).toBeVisible();
  await expectAccessible(page, 'checkout with errors');

  await page.getByLabel(/^Card number/).fill('4111111111111111');
  await page.getByLabel(/^Expiry/).fill('1230');
  await page.getByLabel(/^Security code/).fill('123');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^KT-[0-9A-Z]{8}$/);
  await expect(page.getByText('VISA ending 1111')).toBeVisible();
  await expectAccessible(page, 'confirmation');

  // The stay goes into a calendar as the mail's event, and the directions lead to the lodge.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${reference}.ics`);
  const ics = await readFile(await file.path(), 'utf8');
  expect(ics).toContain(`UID:${reference}@karadeniz.travel\r\n`);
  expect(ics).toContain(`DTSTART;VALUE=DATE:${checkIn.replaceAll('-', '')}\r\n`);
  expect(ics).toContain('STATUS:CONFIRMED');
  const directions = page.getByRole('link', { name: /^Directions to Uzungöl Lake Lodge/ });
  await expect(directions).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/directions\?to=4\d\.\d+%2C4\d\.\d+#/,
  );
  await expect(directions).toHaveAttribute('target', '_blank');

  const mail = await latestMailTo(email);
  expect(mail).toContain(reference);
  expect(mail).toContain('text/calendar');
  expect(mail).not.toContain('4111111111111111');

  await page.getByRole('link', { name: 'Go to my bookings' }).click();
  await expect(page.getByText(reference)).toBeVisible();
  await page.getByRole('link', { name: `View booking: ${reference}` }).click();
  await expect(page.getByRole('heading', { name: `Booking ${reference}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Yes, cancel' })
    .click();
  await expect(page.getByText('Your booking has been cancelled.')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Directions/ })).toHaveCount(0);

  // The family room (3 in the hotel) is whole again on those nights.
  const hotel = await (await page.request.get('/api/hotels/uzungol-lake-lodge')).json();
  const family = hotel.roomTypes.find((r: { name: string }) => r.name === 'Family room');
  const availability = await (
    await page.request.get(
      `/api/inventory/hotels/${hotel._id}/${family._id}/availability?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
    )
  ).json();
  expect(availability).toMatchObject({ available: true, roomsLeft: family.totalRooms });
});

test('a night the admin blocks shows as unavailable on the hotel page', async ({ context, page }) => {
  await usePreferences(context, 'en', 'light');
  const login = await page.request.post('/api/auth/login', { data: DEMO.admin });
  const { token } = await login.json();
  const hotel = await (await page.request.get('/api/hotels/rize-tea-garden-hotel')).json();
  const room = hotel.roomTypes[0];
  const night = isoIn(60);
  const blocked = await page.request.put(`/api/inventory/hotels/${hotel._id}/${room._id}/${night}`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      totalRooms: room.totalRooms,
      availableRooms: room.totalRooms,
      basePrice: room.pricePerNight,
      blocked: true,
      blockReason: 'Private event',
    },
  });
  expect(blocked.status()).toBe(200);
  await page.goto(`/hotels/rize-tea-garden-hotel?checkIn=${isoIn(59)}&checkOut=${isoIn(61)}&guests=2`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: room.name }) });
  await expect(card.getByText(/^Not available on /)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Book' })).toBeDisabled();
});

test('the hotel pages read right to left in Arabic and pass axe in dark mode', async ({ context, page }) => {
  await usePreferences(context, 'ar', 'dark');
  await page.goto(`/hotels?checkIn=${isoIn(20)}&checkOut=${isoIn(21)}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'فنادق طرابزون والبحر الأسود' })).toBeVisible();
  await expectAccessible(page, 'hotel list (ar, dark)');
  await page.goto(`/hotels/uzungol-lake-lodge?checkIn=${isoIn(20)}&checkOut=${isoIn(21)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'نُزل بحيرة أوزنجول' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'اختر غرفتك' })).toBeVisible();
  await expectAccessible(page, 'hotel detail (ar, dark)');
});

test('an admin changes the tax rate and the checkout total follows at once', async ({ context, page }) => {
  await usePreferences(context, 'en', 'light');
  const hotel = await (await page.request.get('/api/hotels/uzungol-lake-lodge')).json();
  const room = hotel.roomTypes[0];
  const checkIn = isoIn(60);
  const checkOut = isoIn(62);
  const checkout = `/booking?${new URLSearchParams({ hotelId: hotel._id, roomTypeId: room._id, checkIn, checkOut, guests: '2' })}`;
  const quoteAt = async () =>
    (
      await page.request.post('/api/bookings/quote', {
        data: { type: 'hotel', hotelId: hotel._id, roomTypeId: room._id, checkIn, checkOut, guests: 2 },
      })
    ).json();
  const money = (minor: number) =>
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'TRY' }).format(minor / 100);
  const totalRow = () => page.getByLabel('Price details').getByText(/^TRY/).last();

  await page.goto('/');
  await logInFromHeader(page, DEMO.admin);
  await page.goto(checkout);
  await expect(page.getByText('Taxes and fees (12%)')).toBeVisible();
  const before = await quoteAt();
  await expect(totalRow()).toHaveText(money(before.total));

  await page.goto('/admin/settings');
  const tax = page.getByRole('region', { name: 'Payment and tax' });
  try {
    await tax.getByLabel('Tax rate').fill('18');
    await tax.getByRole('button', { name: 'Save' }).click();
    await expect(tax.getByRole('status')).toHaveText('Saved. The site shows the change now.');

    await page.goto(checkout);
    await expect(page.getByText('Taxes and fees (18%)')).toBeVisible();
    const after = await quoteAt();
    expect(after.taxRate).toBe(18);
    expect(after.total).toBe(after.subtotal - after.discount + after.taxes);
    expect(after.total).toBeGreaterThan(before.total);
    await expect(totalRow()).toHaveText(money(after.total));
  } finally {
    await page.goto('/admin/settings');
    await page.getByRole('region', { name: 'Payment and tax' }).getByLabel('Tax rate').fill('12');
    await page.getByRole('region', { name: 'Payment and tax' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('region', { name: 'Payment and tax' }).getByRole('status')).toBeVisible();
  }
});
