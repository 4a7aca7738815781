import type { Browser, Page } from '@playwright/test';
import { DEMO, usePreferences } from './support/app';
import { expect, test } from './support/test';

/** A 800×450 PNG drawn in the page: real image bytes, as a phone camera would give. */
async function pngBytes(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 450;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    ctx.fillStyle = '#1f6f5c';
    ctx.fillRect(0, 0, 800, 450);
    ctx.fillStyle = '#e8f1f5';
    ctx.fillRect(0, 300, 800, 150);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

/** Wall-clock `YYYY-MM-DDTHH:MM` in Trabzon, days from now. */
function trabzonWallClock(daysAhead: number): string {
  const at = new Date(Date.now() + daysAhead * 86_400_000);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** A visitor in their own browser, waiting for pages to become live as the shared fixture does. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await usePreferences(context, 'tr', 'light');
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    return response;
  };
  return page;
}

test('a blog admin writes a Turkish post with an image, schedules and publishes it; a visitor finds it and comments; the comment shows once approved', async ({
  browser,
  context,
  page,
}) => {
  test.setTimeout(150_000);
  const word = `Karalahana${Date.now().toString(36)}`;
  const title = `Çamlıhemşin'de Kış ve ${word} Çorbası`;

  // The blog admin signs in through the blog admin login.
  await usePreferences(context, 'en', 'light');
  await page.goto('/?showLogin=blog-admin');
  const login = page.getByRole('dialog', { name: 'Blog admin login' });
  await login.getByLabel(/^Email/).fill(DEMO.blogAdmin.email);
  await login.getByLabel(/^Password/).fill(DEMO.blogAdmin.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/blog-admin');

  // A new post, written in Turkish.
  await page.goto('/blog-admin/create');
  await page.getByRole('combobox', { name: 'Written in' }).click();
  await page.getByRole('listbox', { name: 'Written in' }).getByRole('option', { name: 'Türkçe' }).click();
  await page.getByRole('tab', { name: /Türkçe/ }).click();
  await page.getByRole('textbox', { name: 'Title (Turkish)', exact: true }).fill(title);
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(
    new RegExp(`^camlihemsinde-kis-ve-${word.toLowerCase()}-corbasi$`),
  );
  await page
    .getByRole('textbox', { name: 'Excerpt (Turkish)', exact: true })
    .fill('Kaçkarların eteğinde karlı bir hafta sonu.');
  const text = page.getByRole('textbox', { name: 'Text (Turkish)', exact: true });
  await text.click();
  await page.keyboard.type('Yaylada kar yağınca köyün fırınları sabah erkenden yanar. ');
  await page.keyboard.type(`Akşam ${word} çorbası içilir.`);

  // An image of our own, with its description.
  await page
    .getByRole('toolbar', { name: 'Formatting: Text (Turkish)' })
    .getByRole('button', { name: 'Insert an image' })
    .click();
  const imageDialog = page.getByRole('dialog', { name: 'Insert an image' });
  await imageDialog.getByLabel('Choose an image').setInputFiles({
    name: 'kar.png',
    mimeType: 'image/png',
    buffer: await pngBytes(page),
  });
  await imageDialog.getByRole('textbox', { name: 'Description of the image' }).fill('Karlı yayla evleri');
  await imageDialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(imageDialog).toBeHidden();
  await expect(text.getByRole('img', { name: 'Karlı yayla evleri' })).toHaveAttribute('src', /^\/uploads\//);

  // Scheduled for tomorrow: not public yet.
  await page
    .getByRole('radiogroup', { name: /^Status/ })
    .getByText('Published', { exact: true })
    .click();
  await expect(page.getByRole('radio', { name: 'Published' })).toBeChecked();
  await page.getByLabel('Publish at (Trabzon time)').fill(trabzonWallClock(1));
  await expect(page.getByText(/^Scheduled for /)).toBeVisible();
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('The post is scheduled.')).toBeVisible();
  await expect(page).toHaveURL(/\/blog-admin\/edit\/[0-9a-f-]+$/);
  const slug = await page.getByRole('textbox', { name: 'Address' }).inputValue();
  expect((await page.request.get(`/api/blog/posts/${encodeURIComponent(slug)}`)).status()).toBe(404);
  expect((await page.request.get(`/blog/post/${encodeURIComponent(slug)}`)).status()).toBe(404);

  // Published now: the publish time cleared.
  await page.getByLabel('Publish at (Trabzon time)').fill('');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('The post is published.')).toBeVisible();

  // A visitor, reading in Turkish, finds it by searching in capitals.
  const visitor = await visitorPage(browser);
  await visitor.goto('/blog');
  const search = visitor.getByRole('searchbox', { name: 'Blogda ara' }).first();
  await search.fill(`${word.toLocaleUpperCase('tr')} ÇORBASI`);
  await search.press('Enter');
  await expect(visitor).toHaveURL(/\/blog\/search\?q=/);
  const result = visitor.getByRole('link', { name: new RegExp(word) });
  await expect(result).toBeVisible();
  await expect(visitor.locator('mark', { hasText: word }).first()).toBeVisible();
  await result.click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'Karlı yayla evleri' })).toBeVisible();

  // The visitor comments; it waits for a moderator.
  const comment = `Tarif için teşekkürler, ${word} çorbasını evde denedik!`;
  await visitor.getByRole('textbox', { name: 'Ad' }).fill('Zeynep Aydın');
  await visitor.getByRole('textbox', { name: 'E-posta' }).fill('zeynep@example.com');
  await visitor.getByRole('textbox', { name: 'Yorum' }).fill(comment);
  await visitor.getByRole('button', { name: 'Yorumu gönder' }).click();
  await expect(
    visitor.getByText('yorumunuz bir moderatör onayladığında görünecek', { exact: false }),
  ).toBeVisible();
  await expect(visitor.getByText(comment)).toHaveCount(0);

  // The blog admin approves it.
  await page.goto('/blog-admin/comments');
  const pending = page.getByRole('listitem').filter({ hasText: comment });
  await expect(pending).toBeVisible();
  await pending.getByRole('button', { name: 'Approve the comment by Zeynep Aydın' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: comment })).toHaveCount(0);

  // The comment shows on the post.
  await visitor.reload();
  await visitor.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect(visitor.getByText(comment)).toBeVisible();
  await visitor.context().close();
});
