import { expectAccessible } from './support/a11y';
import { DEMO, usePreferences } from './support/app';
import { expect, test } from './support/test';

function isoIn(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test('an admin finds a pay-at-hotel booking, confirms it, sees the history and exports CSV', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en', 'light');
  const hotel = await (await page.request.get('/api/hotels/akcaabat-shore-hotel')).json();
  const created = await page.request.post('/api/bookings', {
    headers: { 'idempotency-key': `e2e-${crypto.randomUUID()}` },
    data: {
      type: 'hotel',
      hotelId: hotel._id,
      roomTypeId: hotel.roomTypes[0]._id,
      checkIn: isoIn(70),
      checkOut: isoIn(72),
      guests: 2,
      firstName: 'Omar',
      lastName: 'Haddad',
      email: 'omar.haddad@example.com',
      phone: '+971 50 123 4567',
      paymentMethod: 'payAtHotel',
    },
  });
  expect(created.status()).toBe(201);
  const { reference } = await created.json();

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel(/^Email/).fill(DEMO.admin.email);
  await dialog.getByLabel(/^Password/).fill(DEMO.admin.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/admin/bookings');
  await page.getByLabel('Search').fill(reference);
  await expect(page).toHaveURL(new RegExp(`q=${reference}`));
  await expect(page.getByRole('link', { name: reference })).toBeVisible();
  await expectAccessible(page, 'admin bookings');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { name: reference })).toBeVisible();
  // Only the moves the rules allow from pending.
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);
  await page.getByLabel('Note (optional)').fill('Hotel confirmed by phone');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Mark completed' })).toBeVisible();
  await expect(page.getByText('Hotel confirmed by phone')).toBeVisible();
  await expectAccessible(page, 'admin booking detail');
});
