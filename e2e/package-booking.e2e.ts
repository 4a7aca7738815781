import { expectAccessible } from './support/a11y';
import { logInFromHeader, registerViaApi, uniqueEmail, usePreferences } from './support/app';
import { latestMailTo } from './support/outbox';
import { expect, test } from './support/test';

test('a traveller finds a package from the home search, books two seats by card, gets the email and sees the trip in my bookings', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en', 'light');
  const email = uniqueEmail('trip');
  await registerViaApi(page, email, 'secret123', 'Deniz Aydın');
  await page.goto('/');
  await logInFromHeader(page, { email, password: 'secret123' });

  await page.getByRole('tab', { name: 'Packages' }).click();
  await page
    .getByRole('tabpanel', { name: 'Packages' })
    .getByLabel('Destination')
    .selectOption({ label: 'Sümela & Maçka' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/packages\?destination=sumela-macka/);
  await expect(page.getByRole('heading', { name: '1 package' })).toBeVisible();
  await expectAccessible(page, 'package list');
  await page.getByRole('link', { name: 'View trip: Sümela Monastery and old Trabzon' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Sümela Monastery and old Trabzon' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Day by day' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Book this trip' });
  const seatsBefore = await (await page.request.get('/api/packages/slug/sumela-and-old-trabzon')).json();
  const first = seatsBefore.departures.find((d: { seatsLeft: number }) => d.seatsLeft >= 2);
  await expect(panel.getByText('Package for 2 travellers')).toBeVisible();
  await expectAccessible(page, 'package detail');
  await panel.getByRole('link', { name: 'Book now' }).click();

  await expect(page.getByRole('heading', { name: 'Complete your booking' })).toBeVisible();
  await expect(page.getByText('Taxes and fees (12%)')).toBeVisible();
  await expect(page.getByText('Deal', { exact: true })).toBeVisible();
  await page.getByLabel(/^Phone/).fill('+90 532 444 55 66');
  await page.getByLabel(/^Card number/).fill('4111111111111111');
  await page.getByLabel(/^Name on card/).fill('DENIZ AYDIN');
  await page.getByLabel(/^Expiry/).fill('1230');
  await page.getByLabel(/^Security code/).fill('123');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^KT-[0-9A-Z]{8}$/);
  await expect(page.getByRole('heading', { name: 'Sümela Monastery and old Trabzon' })).toBeVisible();
  await expectAccessible(page, 'trip confirmation');
  const mail = await latestMailTo(email);
  expect(mail).toContain(reference);
  expect(mail).toContain('Tour package');
  expect(mail).toContain('text/calendar');

  const after = await (await page.request.get('/api/packages/slug/sumela-and-old-trabzon')).json();
  expect(after.departures.find((d: { _id: string }) => d._id === first._id).seatsLeft).toBe(
    first.seatsLeft - 2,
  );

  await page.getByRole('link', { name: 'Go to my bookings' }).click();
  const card = page.getByRole('article').filter({ hasText: reference });
  await expect(card.getByText('Sümela Monastery and old Trabzon')).toBeVisible();
  await expect(card.getByText(/2 travellers/)).toBeVisible();
});
