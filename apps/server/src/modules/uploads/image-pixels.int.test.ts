import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';
import { MAX_INPUT_PIXELS, uploadsDir } from './image-store.ts';

let t: TestApp;
let admin: { token: string };
let user: { token: string };
/** 8000 × 5000 = 40 megapixels of white, squeezed into a small PNG: cheap to send, dear to decode. */
let bomb: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithRole(t, 'admin');
  user = await userWithRole(t, 'user');
  bomb = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

function send(method: 'POST' | 'PUT', url: string, file: Buffer, token: string, lang = 'en') {
  const boundary = `----test${crypto.randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return t.app.inject({
    method,
    url: `${url}?lang=${lang}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

async function writtenFiles(): Promise<number> {
  const entries = await readdir(uploadsDir(t.dataDir), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((e) => e.isFile()).length;
}

/** CPU time (user + system, ms) this process spends on `work`. */
async function cpuMs<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const before = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(before);
  return { result, ms: (used.user + used.system) / 1000 };
}

describe('images are bounded in pixels as well as bytes', () => {
  it('refuses a 40-megapixel PNG of a few kilobytes from its header, without decoding it', async () => {
    expect(bomb.length).toBeLessThan(512 * 1024);
    const files = await writtenFiles();
    const { result: res, ms } = await cpuMs(() => send('POST', '/api/uploads', bomb, admin.token));
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      status: 413,
      code: 'image_too_many_pixels',
      title: 'The image has too many pixels. The limit is 25 megapixels (for example 6000 × 4000).',
    });
    // Decoding and resizing 40 megapixels takes hundreds of milliseconds of CPU; the header, almost none.
    expect(ms).toBeLessThan(150);
    expect(await writtenFiles()).toBe(files);
  });

  it('says so in the reader’s language', async () => {
    const tr = await send('POST', '/api/uploads', bomb, admin.token, 'tr');
    expect(tr.json().title).toBe(
      'Görselin piksel sayısı çok fazla. Sınır 25 megapiksel (örneğin 6000 × 4000).',
    );
    const ar = await send('POST', '/api/uploads', bomb, admin.token, 'ar');
    expect(ar.json().title).toBe('عدد بكسلات الصورة كبير جدًا. الحد الأقصى 25 ميغابكسل (مثلًا 6000 × 4000).');
  });

  it('draws the line at 25 megapixels: one pixel row more is refused, the limit itself is taken', async () => {
    expect(MAX_INPUT_PIXELS).toBe(25_000_000);
    const over = await sharp({ create: { width: 5000, height: 5001, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect((await send('POST', '/api/uploads', over, admin.token)).json().code).toBe('image_too_many_pixels');
    const at = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const ok = await send('POST', '/api/uploads', at, admin.token);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ width: 5000, height: 5000 });
  });

  it('bounds a traveller’s profile photo the same way', async () => {
    const res = await send('PUT', '/api/users/profile/avatar', bomb, user.token);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('image_too_many_pixels');
  });
});
