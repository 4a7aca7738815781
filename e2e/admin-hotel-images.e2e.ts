import { DEMO, logInFromHeader, usePreferences } from './support/app';
import { expect, test } from './support/test';

/** A 640×480 PNG made in the page: real image bytes, as a camera or editor would produce. */
async function pngBytes(page: import('@playwright/test').Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    ctx.fillStyle = '#1b6f8a';
    ctx.fillRect(0, 0, 640, 480);
    ctx.fillStyle = '#f4c542';
    ctx.beginPath();
    ctx.arc(320, 240, 120, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

test('an admin uploads a photo to a hotel gallery; a fake image is refused with a clear message', async ({
  context,
  page,
}) => {
  await usePreferences(context, 'en', 'light');
  const hotel = await (await page.request.get('/api/hotels/camburnu-bay-hotel')).json();
  const before: string[] = hotel.images;

  await page.goto('/');
  await logInFromHeader(page, DEMO.admin);
  await page.goto(`/admin/hotels/${hotel._id}`);
  await expect(page.getByRole('heading', { name: hotel.name, level: 1 })).toBeVisible();

  const picker = page.getByLabel('Upload photos', { exact: true });
  await picker.setInputFiles({
    name: 'not-a-photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html>hi</html>'),
  });
  await expect(page.getByText('Please upload a JPEG, PNG or WebP image.')).toBeVisible();

  await picker.setInputFiles({ name: 'sunrise.png', mimeType: 'image/png', buffer: await pngBytes(page) });
  const added = page.getByRole('img', { name: `Photo ${before.length + 1}` });
  await expect(added).toHaveAttribute('src', /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]+-640\.webp$/);
  // Gallery pictures load as they come into view (a gallery grown by earlier runs puts it lower).
  await added.scrollIntoViewIfNeeded();
  await expect.poll(() => added.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`“${hotel.name}” was saved.`)).toBeVisible();

  const after = await (await page.request.get(`/api/hotels/${hotel._id}`)).json();
  expect(after.images).toHaveLength(before.length + 1);
  const uploaded = await page.request.get(after.images.at(-1));
  expect(uploaded.headers()['content-type']).toBe('image/webp');
  expect(uploaded.headers()['x-content-type-options']).toBe('nosniff');
});
