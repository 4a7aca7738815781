import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import {
  type Lang,
  logInFromHeader,
  registerViaApi,
  type Scheme,
  uniqueEmail,
  usePreferences,
} from './support/app';
import { latestMailTo } from './support/outbox';
import { expect, test } from './support/test';

/** A day `days` ahead on the agency's calendar (Trabzon's). */
const ahead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** Pays by card and confirms a checkout whose guest is filled from the profile. */
async function payByCardAndConfirm(page: Page) {
  await expect(page.getByRole('heading', { name: 'Complete your booking' })).toBeVisible();
  const phone = page.getByLabel(/^Phone/);
  if (!(await phone.inputValue())) await phone.fill('+90 532 444 55 66');
  await page.getByLabel(/^Card number/).fill('4111111111111111');
  await page.getByLabel(/^Name on card/).fill('DENIZ AYDIN');
  await page.getByLabel(/^Expiry/).fill('1230');
  await page.getByLabel(/^Security code/).fill('123');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  return (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
}

test.describe('the map dialog', () => {
  test('the device’s position at a fixed place fills the pickup with six decimals', async ({
    context,
    page,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 41.0015, longitude: 39.7178 });
    await usePreferences(context, 'en');
    await page.goto('/car-transfers');
    await page.getByRole('button', { name: 'Choose pickup location on the map' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose the pickup point' });
    await dialog.getByRole('button', { name: 'Use my current location' }).click();
    await expect(dialog.getByText(/Chosen point: .?41\.001500, 39\.717800/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm location' }).click();
    await expect(dialog).toBeHidden();
    const pickup = page.getByLabel('Pickup Location', { exact: true });
    await expect(pickup).toHaveValue('41.001500, 39.717800');
    await expect(pickup).toHaveAttribute('readonly', '');
  });

  test('a device that is refused says so in the spec’s words', async ({ context, page }) => {
    await context.clearPermissions();
    await usePreferences(context, 'en');
    await page.goto('/car-transfers');
    await page.getByRole('button', { name: 'Choose drop-off location on the map' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose the drop-off point' });
    await dialog.getByRole('button', { name: 'Use my current location' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Location access was denied by the user.');
    await expect(dialog.getByRole('button', { name: 'Confirm location' })).toBeDisabled();
  });

  test('a click on the map sets a point; removing it puts back the airport and the centre', async ({
    context,
    page,
  }) => {
    await usePreferences(context, 'en');
    await page.goto('/car-transfers');
    for (const [field, title] of [
      ['pickup location', 'Choose the pickup point'],
      ['drop-off location', 'Choose the drop-off point'],
    ] as const) {
      await page.getByRole('button', { name: `Choose ${field} on the map` }).click();
      const dialog = page.getByRole('dialog', { name: title });
      const map = dialog.getByRole('region', { name: 'Map: click to place the point' });
      await expect(map.locator('.leaflet-container')).toBeVisible();
      // The map opens on Trabzon: a click a little off its centre is a point near the centre.
      const box = await map.boundingBox();
      if (!box) throw new Error('the map has no box');
      await page.mouse.click(
        box.x + box.width / 2 + (field === 'pickup location' ? 40 : -40),
        box.y + box.height / 2,
      );
      await expect(dialog.getByText(/Chosen point: .?41\.\d{6}, 39\.\d{6}/)).toBeVisible();
      await dialog.getByRole('button', { name: 'Confirm location' }).click();
      await expect(dialog).toBeHidden();
    }
    const pickup = page.getByLabel('Pickup Location', { exact: true });
    const dropoff = page.getByLabel('Drop-off Location', { exact: true });
    await expect(pickup).toHaveValue(/^41\.\d{6}, 39\.\d{6}$/);
    await expect(dropoff).toHaveValue(/^41\.\d{6}, 39\.\d{6}$/);

    // The points are searched as they are: the address carries them.
    await page.getByRole('button', { name: 'Find a car' }).click();
    await expect(page).toHaveURL(/pickup=41\.\d{6}%2C39\.\d{6}/);
    await expect(page.getByRole('heading', { name: /vehicles? for your trip/ })).toBeVisible();

    await page.getByRole('button', { name: 'Remove the point of pickup location' }).click();
    await expect(page.getByLabel('Pickup Location', { exact: true })).toHaveValue('TZX');
    await page.getByRole('button', { name: 'Remove the point of drop-off location' }).click();
    await expect(page.getByLabel('Drop-off Location', { exact: true })).toHaveValue('TZX_CITY');
  });
});

test('a traveller rents a car from the airport to Rize, paid by card, and sees it in my bookings', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en');
  const email = uniqueEmail('rental');
  await registerViaApi(page, email, 'secret123', 'Deniz Aydın');
  await page.goto('/car-transfers');
  await logInFromHeader(page, { email, password: 'secret123' });

  await page.getByLabel('Drop-off Location', { exact: true }).selectOption({ label: 'Rize city centre' });
  await page.getByLabel('Pickup date').fill(ahead(20));
  await page.getByLabel('Drop-off date').fill(ahead(23));
  await page.getByLabel('Car type').selectOption({ label: 'SUV' });
  await page.getByRole('button', { name: 'Find a car' }).click();

  const card = page.getByRole('article', { name: 'SUV' });
  await expect(card.getByText('Toyota RAV4 or similar')).toBeVisible();
  await expect(card.getByText(/ per day × 3 days$/)).toBeVisible();
  await expect(card.getByText(/^Includes .+ for the return elsewhere$/)).toBeVisible();
  const total = (await card.getByText(/^TRY\s[\d,.]+$/).textContent())?.trim() ?? '';
  await card.getByRole('link', { name: 'Book the SUV' }).click();

  const reference = await payByCardAndConfirm(page);
  expect(reference).toMatch(/^KT-[0-9A-Z]{8}$/);
  await expect(page.getByText(total).first()).toBeVisible();
  const mail = await latestMailTo(email);
  expect(mail).toContain(reference);
  expect(mail).toContain('text/calendar');

  await page.getByRole('link', { name: 'Go to my bookings' }).click();
  const booked = page.getByRole('article').filter({ hasText: reference });
  await expect(booked.getByText(/SUV · Toyota RAV4/)).toBeVisible();
  await expect(booked.getByText(/Trabzon Airport \(TZX\) → Rize city centre/)).toBeVisible();
});

test('a traveller books an airport transfer to Uzungöl for their flight and sees the free wait in my bookings', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en');
  const email = uniqueEmail('transfer');
  await registerViaApi(page, email, 'secret123', 'Layla Al-Harbi');
  await page.goto('/car-transfers');
  await logInFromHeader(page, { email, password: 'secret123' });

  await page.getByRole('radiogroup', { name: 'Service' }).getByText('Transfer', { exact: true }).click();
  await page.getByLabel('To', { exact: true }).selectOption({ label: 'Uzungöl' });
  await page.getByLabel('Pickup date').fill(ahead(21));
  await page.getByLabel('Pickup time').fill('15:40');
  await page.getByLabel('Passengers').selectOption('5');
  await page.getByLabel('Flight number (optional)').fill('TK 2834');
  await page.getByRole('button', { name: 'Find a transfer' }).click();

  await expect(page.getByText(/Trabzon Airport \(TZX\) → Uzungöl · 99 km/)).toBeVisible();
  // Four seats in a sedan are too few for five.
  await expect(
    page.getByRole('article', { name: 'Standard sedan' }).getByText('Takes fewer passengers'),
  ).toBeVisible();
  const minivan = page.getByRole('article', { name: 'Minivan' });
  await expect(minivan.getByText('60 minutes of free waiting')).toBeVisible();
  await minivan.getByRole('link', { name: 'Book the Minivan' }).click();

  await expect(page.getByLabel('Flight number (optional)')).toHaveValue('TK 2834');
  await page.getByLabel('Name on the sign (optional)').fill('Al-Harbi family');
  const reference = await payByCardAndConfirm(page);
  await expect(page.getByText('TK2834')).toBeVisible();
  await expect(page.getByText('60 minutes free of charge')).toBeVisible();

  await page.getByRole('link', { name: 'Go to my bookings' }).click();
  const booked = page.getByRole('article').filter({ hasText: reference });
  await expect(booked.getByText(/Trabzon Airport \(TZX\) → Uzungöl/)).toBeVisible();
  await expect(booked.getByText(/15:40/)).toBeVisible();
});

test('a taxi from the home search’s Taxis tab is priced and booked, paid to the driver', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en');
  const email = uniqueEmail('taxi');
  await registerViaApi(page, email, 'secret123', 'Ahmet Yılmaz');
  await page.goto('/');
  await logInFromHeader(page, { email, password: 'secret123' });

  await page.getByRole('tab', { name: 'Taxis' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Taxis' });
  await panel.getByLabel('Drop-off location').selectOption({ label: 'Sumela Monastery' });
  await panel.getByLabel('Pickup date').fill(ahead(5));
  await panel.getByLabel('Pickup time').fill('09:15');
  await page.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/taxis\?pickup=TZX&dropoff=SUMELA&date=\d{4}-\d{2}-\d{2}&time=09%3A15/);
  const taxi = page.getByRole('article', { name: 'Taxi', exact: true });
  await expect(taxi.getByText(/ per km × \d+ km$/)).toBeVisible();
  await taxi.getByRole('link', { name: 'Book the Taxi' }).click();

  await expect(page.getByRole('heading', { name: 'Complete your booking' })).toBeVisible();
  const phone = page.getByLabel(/^Phone/);
  if (!(await phone.inputValue())) await phone.fill('+90 532 111 22 33');
  await page.getByRole('radio', { name: 'Pay the driver' }).check();
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking request is received' })).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';

  await page.getByRole('link', { name: 'Go to my bookings' }).click();
  const booked = page.getByRole('article').filter({ hasText: reference });
  await expect(booked.getByText(/Trabzon Airport \(TZX\) → Sumela Monastery/)).toBeVisible();
});

// axe on both pages with their results and on the map dialog, in each language and scheme.
for (const lang of ['en', 'ar'] satisfies Lang[]) {
  for (const scheme of ['light', 'dark'] satisfies Scheme[]) {
    test(`the car, transfer and taxi pages and the map dialog pass axe in ${lang}, ${scheme}`, async ({
      context,
      page,
    }) => {
      await usePreferences(context, lang, scheme);
      await page.goto(
        `/car-transfers?service=transfer&pickup=TZX&dropoff=UZUNGOL&pickupDate=${ahead(9)}&pickupTime=10:00&passengers=2`,
      );
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectAccessible(page, `transfer results (${lang}, ${scheme})`);
      await page.locator('button:has(.tabler-icon-map-2)').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('.leaflet-container')).toBeVisible();
      await expectAccessible(page, `map dialog (${lang}, ${scheme})`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.goto('/car-transfers');
      await expectAccessible(page, `car page (${lang}, ${scheme})`);
      await page.goto(`/taxis?pickup=TZX&dropoff=AYDER&date=${ahead(9)}&time=10:00`);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectAccessible(page, `taxi results (${lang}, ${scheme})`);
    });
  }
}
