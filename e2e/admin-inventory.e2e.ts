import { expectAccessible } from './support/a11y';
import { DEMO, usePreferences } from './support/app';
import { expect, test } from './support/test';

test('an admin edits a night, blocks it with a reason, and the hotel page shows it unavailable', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en', 'light');
  const hotel = await (await page.request.get('/api/hotels/sarp-coast-boutique')).json();
  const room = hotel.roomTypes[0];
  const d = new Date();
  // A night of its own for each repetition of the test: a night blocked by an earlier run stays so.
  d.setUTCMonth(d.getUTCMonth() + 2 + test.info().repeatEachIndex, 15);
  const night = d.toISOString().slice(0, 10);
  // Days are named in the reader's language: "Edit Monday, 15 March 2027".
  const nightName = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel(/^Email/).fill(DEMO.admin.email);
  await dialog.getByLabel(/^Password/).fill(DEMO.admin.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/admin/hotel-inventory?hotel=${hotel._id}&room=${room._id}&month=${night.slice(0, 7)}`);
  await expect(page.getByRole('button', { name: new RegExp(`^Edit ${nightName}`) })).toBeVisible();
  await expectAccessible(page, 'admin inventory');

  await page.getByRole('button', { name: new RegExp(`^Edit ${nightName}`) }).click();
  const editor = page.getByRole('dialog');
  await editor.getByLabel('Available rooms').fill(String(room.totalRooms + 5));
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Available rooms cannot exceed total rooms')).toBeVisible();
  await editor.getByLabel('Available rooms').fill(String(room.totalRooms));
  await editor.getByLabel('Block this date').check();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Block reason is required when blocking dates')).toBeVisible();
  await editor.getByLabel(/^Block reason/).fill('Private wedding');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText(/^Blocked: \u2068?Private wedding\u2069?$/)).toBeVisible();

  const bulk = page.getByRole('region', { name: 'Bulk update' });
  await bulk.getByLabel('Weekdays (Mon-Fri)').uncheck();
  await bulk.getByLabel('Weekend (Sat-Sun)').uncheck();
  await bulk.getByRole('button', { name: 'Apply to range' }).click();
  // Each problem is told on its own field, and the first of them has the focus.
  await expect(bulk.getByLabel('Start date')).toHaveAccessibleDescription(
    'Please select both start and end dates',
  );
  await expect(bulk.getByLabel('Start date')).toBeFocused();
  await expect(bulk.getByText('Please select at least one day type')).toBeVisible();

  const next = new Date(`${night}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  await page.goto(
    `/hotels/sarp-coast-boutique?checkIn=${night}&checkOut=${next.toISOString().slice(0, 10)}&guests=2`,
  );
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: room.name }) });
  await expect(card.getByText(/^Not available on /)).toBeVisible();
});
