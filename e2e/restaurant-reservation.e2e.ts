import type { APIRequestContext, Locator } from '@playwright/test';
import { DEMO, logInFromHeader, uniqueEmail, usePreferences } from './support/app';
import { expect, test } from './support/test';

/** A day in Trabzon, `offset` days from today, as date fields hold it (YYYY-MM-DD). */
function trabzonDay(offset: number): string {
  const now = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);
}

/** Types a date into a native date field key by key, as a person does (the browser's en-US order). */
async function typeDate(field: Locator, iso: string) {
  const [year, month, day] = iso.split('-');
  await field.focus();
  await field.pressSequentially(`${month}${day}${year}`, { delay: 30 });
}

const RESTAURANT = 'ege-meze-evi';

/** The times the restaurant offers a party of `size` on `day`, as its page asks for them. */
async function timesFor(request: APIRequestContext, day: string, size: number): Promise<string[]> {
  const res = await request.get(`/api/restaurants/${RESTAURANT}/slots?date=${day}&partySize=${size}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { slots: { time: string }[] }).slots.map((s) => s.time);
}

/**
 * Other guests take every table that could seat four at `time` on `day` but one, so the journey's
 * reservation takes the last: the time is gone while it stands and back once it is cancelled.
 */
async function leaveOneTableFor4(request: APIRequestContext, day: string, time: string) {
  const restaurant = await (await request.get(`/api/restaurants/${RESTAURANT}`)).json();
  const taken: { _id: string; reference: string; email: string }[] = [];
  for (let n = 0; (await timesFor(request, day, 4)).includes(time); n++) {
    expect(n, 'the restaurant has at most 20 tables').toBeLessThan(20);
    const email = uniqueEmail('other-guest');
    const res = await request.post('/api/bookings', {
      headers: { 'idempotency-key': `e2e-${email.replace(/[^A-Za-z0-9-]/g, '-')}` },
      data: {
        type: 'restaurant',
        restaurantId: restaurant._id,
        date: day,
        time,
        partySize: 4,
        firstName: 'Other',
        lastName: 'Guest',
        email,
        phone: '+90 532 000 00 01',
        specialRequests: '',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    taken.push({ ...(await res.json()), email });
  }
  const last = taken.at(-1);
  if (!last) throw new Error(`${time} was not offered for four`);
  const back = await request.post(`/api/bookings/${last._id}/cancel`, {
    data: { email: last.email, reference: last.reference, reason: '' },
  });
  expect(back.status(), await back.text()).toBe(200);
  expect(await timesFor(request, day, 4)).toContain(time);
}

test('from the home search’s Restaurants tab to a free table for four, reserved, seen in my bookings, cancelled and offered again', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en', 'light');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  // The Aegean Meze House is closed on Mondays: a day two or three days ahead that is not one.
  const day =
    [2, 3].map(trabzonDay).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 1) ?? trabzonDay(2);
  // The evening's last time for four, where one fitting table is left.
  const time = (await timesFor(page.request, day, 4)).at(-1) ?? '';
  expect(time).toMatch(/^\d{2}:\d{2}$/);
  await leaveOneTableFor4(page.request, day, time);

  await page.goto('/');
  await page.getByRole('tab', { name: 'Restaurants' }).click();
  const search = page.getByRole('tabpanel', { name: 'Restaurants' });
  await search.getByLabel('Restaurant name').fill('Meze');
  await typeDate(search.getByLabel('Date'), day);
  await search.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(new RegExp(`/restaurants\\?q=Meze&date=${day}$`));
  const filters = page.getByRole('complementary');
  await expect(filters.getByLabel('Restaurant or dish')).toHaveValue('Meze');
  await expect(filters.getByLabel('Date')).toHaveValue(day);
  await page.getByRole('link', { name: 'View restaurant: Aegean Meze House' }).click();

  await expect(page).toHaveURL(new RegExp(`/restaurants/ege-meze-evi\\?date=${day}$`));
  const panel = page.getByRole('region', { name: 'Reserve a table' });
  await expect(panel.getByLabel('Date')).toHaveValue(day);
  const forFour = page.waitForResponse(
    (r) => r.url().includes('/slots?') && new URL(r.url()).searchParams.get('partySize') === '4',
  );
  await panel.getByLabel('Party size').fill('4');
  await forFour;
  // The times come from the tables free for four that day.
  await expect(panel.getByRole('radio', { name: time })).toBeAttached();
  await panel.getByText(time, { exact: true }).click();
  await panel.getByLabel('Special requests').fill('A table by the window');
  await panel.getByRole('link', { name: `Reserve for 4 at ${time}` }).click();

  await expect(page).toHaveURL(/\/restaurant-booking\?/);
  const landed = new URL(page.url()).searchParams;
  expect(Object.fromEntries(landed)).toEqual({
    restaurant: 'ege-meze-evi',
    date: day,
    time,
    partySize: '4',
    requests: 'A table by the window',
  });

  // The form shows the choice; signing in fills the guest from the profile.
  await expect(page.getByRole('heading', { name: 'Reserve your table', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: time })).toBeChecked();
  await expect(page.getByText('Nothing is paid now: you pay the restaurant for your meal.')).toBeVisible();
  await expect(page.getByText(/^Free cancellation until /)).toBeVisible();
  await logInFromHeader(page, DEMO.user);
  const form = page.getByRole('main');
  await expect(form.getByLabel(/^Email/)).toHaveValue(DEMO.user.email);
  await expect(form.getByLabel(/^First name/)).not.toHaveValue('');
  await expect(form.getByLabel(/^Special requests/)).toHaveValue('A table by the window');
  const phone = form.getByLabel(/^Phone/);
  if (!(await phone.inputValue())) {
    await phone.fill('+90 532 000 00 00');
    await form.getByRole('checkbox', { name: /Save this number/ }).uncheck();
  }
  await form.getByRole('button', { name: 'Reserve the table' }).click();

  await expect(page).toHaveURL(/\/booking\/confirmed\?reference=/);
  const reference = new URL(page.url()).searchParams.get('reference') ?? '';
  expect(reference).toMatch(/^KT-/);
  await expect(page.getByTestId('booking-reference')).toHaveText(reference);
  await expect(page.getByRole('link', { name: 'Aegean Meze House', exact: true })).toBeVisible();
  // The way there, and the table's sitting for a calendar.
  await expect(
    page.getByRole('link', { name: 'Directions to Aegean Meze House (opens in a new tab)' }),
  ).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/directions\?to=41\.\d+%2C39\.\d+#/);
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await expect(page.getByText('Nothing paid — you pay at the restaurant')).toBeVisible();
  await expect(page.getByText('4 people')).toBeVisible();

  // The last table for four at that time is ours: the restaurant no longer offers it.
  await page.goto(`/restaurants/${RESTAURANT}?date=${day}&partySize=4`);
  const taken = page.getByRole('region', { name: 'Reserve a table' });
  await expect(taken.getByRole('radio').first()).toBeAttached();
  await expect(taken.getByRole('radio', { name: time })).toHaveCount(0);
  // The search's card for that date and party no longer offers it either.
  const results = `/restaurants?q=Meze&date=${day}&partySize=4&time=${time}`;
  await page.goto(results);
  const result = page.getByRole('article', { name: 'Aegean Meze House' });
  await expect(result.getByRole('link', { name: /^Reserve for 4 at / }).first()).toBeVisible();
  await expect(result.getByRole('link', { name: `Reserve for 4 at ${time}` })).toHaveCount(0);
  await page.goBack();

  await page.goBack();
  await page.getByRole('link', { name: 'Go to my bookings' }).click();
  const card = page.getByRole('article').filter({ hasText: reference });
  await expect(card).toContainText('Aegean Meze House');
  await expect(card).toContainText('4 people');
  await card.getByRole('link', { name: `View booking: ${reference}` }).click();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Yes, cancel' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your booking has been cancelled.' }),
  ).toBeVisible();

  // The table is free again: the restaurant offers that time for four on that day.
  await page.goto(`/restaurants/${RESTAURANT}?date=${day}&partySize=4`);
  const again = page.getByRole('region', { name: 'Reserve a table' });
  await expect(again.getByLabel('Party size')).toHaveValue('4');
  await expect(again.getByRole('radio', { name: time })).toBeAttached();

  // And so does the search's card: its time leads straight to the form with that time chosen.
  await page.goto(`/restaurants?q=Meze&date=${day}&partySize=4&time=${time}`);
  await page
    .getByRole('article', { name: 'Aegean Meze House' })
    .getByRole('link', { name: `Reserve for 4 at ${time}` })
    .click();
  await expect(page).toHaveURL(/\/restaurant-booking\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    restaurant: 'ege-meze-evi',
    date: day,
    time,
    partySize: '4',
  });
  await expect(page.getByRole('radio', { name: time })).toBeChecked();
  expect(errors).toEqual([]);
});
