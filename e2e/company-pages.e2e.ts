import { expectAccessible } from './support/a11y';
import { usePreferences } from './support/app';
import { latestMailTo } from './support/outbox';
import { expect, test } from './support/test';

test('the three legal pages render in Arabic, right to left, with the policy facts and the agency details', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'ar', 'light');
  for (const [path, title] of [
    ['/privacy', 'سياسة الخصوصية'],
    ['/terms', 'شروط الاستخدام'],
    ['/contract', 'عقد البيع عن بعد'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const direction = await page
      .getByRole('heading', { level: 1 })
      .evaluate((h) => getComputedStyle(h).direction);
    expect(direction).toBe('rtl');
    await expect(page.getByRole('main')).toContainText('hello@karadeniz.travel');
    if (path !== '/terms') await expect(page.getByRole('main')).toContainText('TÜRSAB A-12345');
    await expectAccessible(page, `${path} in Arabic`);
  }
  await page.goto('/terms');
  const text = await page.getByRole('main').innerText();
  for (const fact of [
    '24 ساعة',
    '48 ساعة',
    'من 48 إلى 72 ساعة',
    '7 إلى 14 يوم عمل',
    'العملة الأصلية',
    '30 يومًا',
    '22:00',
    '06:00',
  ])
    expect(text, fact).toContain(fact);
});

test('a visitor writes through the contact page: bad input is answered field by field, then the agency gets the mail', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en', 'light');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Send us a message' });
  await form.getByLabel(/^Your name/).fill('Leyla Demir');
  await form.getByLabel(/^Email/).fill('not-an-email');
  await form.getByLabel(/^Message/).fill('Hi');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please write at least 10 characters')).toBeVisible();

  const from = `leyla-${Date.now()}@example.com`;
  await form.getByLabel(/^Email/).fill(from);
  await form.getByLabel(/^Message/).fill('Is the Ayder trip suitable for a seven year old?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you, your message has reached us')).toBeVisible();
  await expectAccessible(page, 'contact sent');
  const mail = await latestMailTo('hello@karadeniz.travel');
  expect(mail).toContain('seven year old');
  expect(mail).toContain(from);
});
