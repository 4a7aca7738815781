import { randomUUID } from 'node:crypto';
import { expectAccessible } from './support/a11y';
import { usePreferences } from './support/app';
import { expect, test } from './support/test';

/** A table for two, booked by a guest (no account) through the API: the lookup's booking. */
async function guestTable(request: import('@playwright/test').APIRequestContext, email: string) {
  const restaurants = await (await request.get('/api/restaurants?limit=1')).json();
  const restaurantId = restaurants.data[0]._id;
  // The first day from three days ahead with a free time for two.
  let day = '';
  let time = '';
  for (let ahead = 3; ahead < 10 && !time; ahead++) {
    day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
      new Date(Date.now() + ahead * 86_400_000),
    );
    const free = await (
      await request.get(`/api/restaurants/${restaurantId}/slots?date=${day}&partySize=2`)
    ).json();
    time = free.slots?.[0]?.time ?? '';
  }
  const answer = await request.post('/api/bookings', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      type: 'restaurant',
      restaurantId,
      date: day,
      time,
      partySize: 2,
      firstName: 'Zeynep',
      lastName: 'Çağlayan',
      email,
      phone: '+90 532 000 00 00',
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as { reference: string; restaurant: { name: string } };
}

test('the booking lookup arrives rendered, takes the reference from its address and finds a guest’s booking', async ({
  context,
  page,
  request,
}) => {
  await usePreferences(context, 'en', 'light');
  const email = `lookup-${randomUUID().slice(0, 8)}@example.com`;
  const booking = await guestTable(request, email);

  const html = await (await request.get('/bookings/find?lang=en')).text();
  expect(html).toContain('Find a booking');

  await page.goto(`/bookings/find?reference=${booking.reference}`);
  await expect(page.getByLabel('Booking reference')).toHaveValue(booking.reference);
  await page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Find booking' }).click();
  await expect(page.getByText(booking.restaurant.name).first()).toBeVisible();
  await expectAccessible(page, 'booking lookup, found');

  // Reloaded with the email in the page's history state (as the confirmation page leaves it): found at once.
  await page.evaluate(
    ([reference, address]) =>
      window.history.replaceState(
        { usr: { email: address }, key: 'reloaded', idx: 0 },
        '',
        `/bookings/find?reference=${reference}`,
      ),
    [booking.reference, email],
  );
  await page.reload();
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    email,
  );
  await expect(page.getByText(booking.restaurant.name).first()).toBeVisible();
});

test('the booking lookup passes axe in Arabic, dark, on a phone', async ({ context, page }) => {
  await usePreferences(context, 'ar', 'dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/bookings/find');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('البحث عن حجز');
  await expectAccessible(page, 'booking lookup, ar dark phone');
});

test.describe('sent light', () => {
  // The lookup as a guest meets it: its form asleep until touched.
  test.use({ wakeIslands: false });

  test('on a phone, in Turkish, a guest types into the lookup before it is alive and finds the booking; a mail’s link wakes it at once', async ({
    context,
    page,
    request,
  }) => {
    await usePreferences(context, 'tr', 'light');
    await page.setViewportSize({ width: 390, height: 844 });
    const email = `lookup-${randomUUID().slice(0, 8)}@example.com`;
    const booking = await guestTable(request, email);
    const live = page.locator('[data-island][data-live]');

    await page.goto('/bookings/find');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rezervasyon bul');
    expect(await live.count()).toBe(0);
    await page.getByLabel('Rezervasyon numarası').fill(booking.reference);
    await page.getByRole('main').getByRole('textbox', { name: 'E-posta', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Rezervasyonu bul' }).click();
    // Found, and shown in Turkish.
    await expect(page.getByRole('heading', { name: `Rezervasyon ${booking.reference}` })).toBeVisible();
    await expect(page.getByLabel('Rezervasyon numarası')).toHaveValue(booking.reference);

    // The link a confirmation mail carries: the form is alive with no touch, the reference filled.
    await page.goto(`/bookings/find?reference=${booking.reference}`);
    await expect(
      page.locator('[data-island]').filter({ has: page.getByLabel('Rezervasyon numarası') }),
    ).toHaveAttribute('data-live', '');
    await expect(page.getByLabel('Rezervasyon numarası')).toHaveValue(booking.reference);
  });
});
