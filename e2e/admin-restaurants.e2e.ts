import { expectAccessible } from './support/a11y';
import { DEMO, type Lang, type Scheme, usePreferences } from './support/app';
import { expect, test } from './support/test';

const SLUG = 'trattoria-kalekapi';

/** A day in Trabzon, `offset` days from today (YYYY-MM-DD). */
function trabzonDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
}

test('an admin closes a date with a reason, and the restaurant page offers no times that day', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en', 'light');
  const restaurant = await (await page.request.get(`/api/restaurants/${SLUG}`)).json();
  // A date of its own for each repetition, with times to offer (not a closed weekday); an evening
  // time, far along the day's timeline.
  let day = '';
  let time = '';
  for (let offset = 20 + 7 * test.info().repeatEachIndex; !day; offset += 1) {
    const candidate = trabzonDay(offset);
    const slots = await (
      await page.request.get(`/api/restaurants/${restaurant._id}/slots?date=${candidate}&partySize=2`)
    ).json();
    if (slots.slots.length > 0) {
      day = candidate;
      time = (slots.slots.find((s: { time: string }) => s.time >= '19:00') ?? slots.slots.at(-1)).time;
    }
  }
  // A guest has a table that day already.
  const booked = await page.request.post('/api/bookings', {
    headers: { 'Idempotency-Key': `close-day-${day}-${Date.now()}` },
    data: {
      type: 'restaurant',
      restaurantId: restaurant._id,
      date: day,
      time,
      partySize: 2,
      firstName: 'Zeynep',
      lastName: 'Arslan',
      email: 'zeynep.arslan@example.com',
      phone: '+90 532 111 22 33',
    },
  });
  expect(booked.status()).toBe(201);
  const { reference } = await booked.json();

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel(/^Email/).fill(DEMO.admin.email);
  await login.getByLabel(/^Password/).fill(DEMO.admin.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();

  // Opened by the restaurant's public address, as from its page.
  await page.goto(`/admin/restaurant-availability?restaurant=${SLUG}&date=${day}`);
  await expect(page.getByRole('heading', { name: /^Reservations on / })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Offer / }).first()).toBeChecked();
  await expectAccessible(page, 'admin restaurant availability');

  const party = page.getByRole('listitem', { name: new RegExp(`^${reference}: .*Zeynep Arslan`) });
  await expect(party).toBeVisible();

  // On a phone the evening party is on screen with its table, and the page never scrolls sideways.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await party.scrollIntoViewIfNeeded();
  await expect(party).toBeInViewport({ ratio: 1 });
  await expect(party).toContainText('Zeynep Arslan');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (desktop) await page.setViewportSize(desktop);

  await page.getByRole('switch', { name: 'Closed on this date' }).check();
  // The reservation standing on the date is listed to be called about, not dropped.
  await expect(
    page.getByText('1 reservation stays on this date. Call the guest to move or cancel it:'),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: reference })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Zeynep Arslan' })).toBeVisible();
  await expectAccessible(page, 'admin restaurant availability, closing a date with a reservation');
  await page.getByRole('button', { name: 'Save this date' }).click();
  await expect(page.getByText('Say why the date is closed')).toBeVisible();
  await page.getByRole('textbox', { name: /^Reason/ }).fill('Private event');
  await page.getByRole('button', { name: 'Save this date' }).click();
  await expect(page.getByText('The date was saved.')).toBeVisible();
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();

  await page.goto(`/restaurants/${SLUG}?date=${day}`);
  const panel = page.getByRole('region', { name: 'Reserve a table' });
  await expect(panel.getByRole('textbox', { name: 'Date' })).toHaveValue(day);
  await expect(panel.getByText('The restaurant is closed that day: Private event')).toBeVisible();
  await expect(panel.getByText('No free times that day — try another date')).toBeVisible();
  await expect(panel.getByRole('radio')).toHaveCount(0);
});

// The restaurant admin screens and the editor, signed in, in both directions and both schemes.
const adminPages = {
  '/admin/restaurants': () => '/admin/restaurants',
  '/admin/restaurants/new': () => '/admin/restaurants/new',
  '/admin/restaurants/:id': (id: string) => `/admin/restaurants/${id}`,
  '/admin/restaurant-tables': (id: string) => `/admin/restaurant-tables?restaurant=${id}`,
  '/admin/restaurant-availability': (id: string) =>
    `/admin/restaurant-availability?restaurant=${id}&date=${trabzonDay(10)}`,
};
for (const lang of ['en', 'ar'] satisfies Lang[]) {
  for (const scheme of ['light', 'dark'] satisfies Scheme[]) {
    for (const [name, pathOf] of Object.entries(adminPages)) {
      test(`${name} passes axe in ${lang}, ${scheme}, signed in`, async ({ context, page }) => {
        await usePreferences(context, lang, scheme);
        const restaurant = await (await page.request.get(`/api/restaurants/${SLUG}`)).json();
        // Signed in through the API: the refresh cookie lands in this browser's jar.
        const login = await page.request.post('/api/auth/login', { data: DEMO.admin });
        expect(login.ok()).toBe(true);
        const path = pathOf(restaurant._id);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        // The admin screens are the single-page app: their data arrives after the page, slower while
        // the other worker and axe hold both cores.
        await expect(page.locator('main table, main form').first()).toBeVisible({ timeout: 20_000 });
        await expectAccessible(page, `${path} (${lang}, ${scheme})`);
      });
    }
  }
}
