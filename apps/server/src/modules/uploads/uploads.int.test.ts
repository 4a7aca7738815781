import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../test/fixtures/user-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bearer } from '../../test/http.ts';
import { uploadsDir } from './image-store.ts';

let t: TestApp;
let admin: { token: string };
let user: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithRole(t, 'admin');
  user = await userWithRole(t, 'user');
});
afterAll(async () => {
  await t.close();
});

function multipart(file: Buffer, opts: { filename?: string; type?: string; field?: string } = {}) {
  const boundary = `----test${crypto.randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.filename ?? 'photo.jpg'}"\r\nContent-Type: ${opts.type ?? 'image/jpeg'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 160 } } })
    .toFormat(format)
    .toBuffer();

async function upload(file: Buffer, token = admin.token, opts?: Parameters<typeof multipart>[1]) {
  const body = multipart(file, opts);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
}

describe('POST /api/uploads', () => {
  it('re-encodes a JPEG into WebP variants of 400, 800 and 1600 pixels and serves them as images', async () => {
    const res = await upload(await photo(2400, 1600));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ width: 2400, height: 1600 });
    expect(body.variants.map((v: { width: number }) => v.width)).toEqual([400, 800, 1600]);
    expect(body.variants[0].height).toBe(267);
    expect(body.url).toBe(body.variants[2].url);
    expect(body.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}-1600\.webp$/);

    const served = await t.app.inject({ url: body.variants[1].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 533 });
  });

  it('never enlarges a small image: one variant at its own width', async () => {
    const res = await upload(await photo(300, 200, 'png'), admin.token, {
      filename: 'x.png',
      type: 'image/png',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().variants).toEqual([expect.objectContaining({ width: 300, height: 200 })]);
  });

  it('judges the type by the bytes: an HTML file named .jpg is refused and nothing is written', async () => {
    const before = await countFiles();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await upload(html, admin.token, { filename: 'evil.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().code).toBe('invalid_image');
    expect(await countFiles()).toBe(before);
  });

  it('refuses SVG (it can carry script) and GIF even when they are real images', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect((await upload(svg, admin.token, { filename: 'a.svg', type: 'image/svg+xml' })).statusCode).toBe(
      400,
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect((await upload(gif, admin.token, { filename: 'a.gif', type: 'image/gif' })).json().code).toBe(
      'invalid_image',
    );
  });

  it('answers 413 with a clear message above 8 MB', async () => {
    const big = Buffer.alloc(8 * 1024 * 1024 + 10, 1);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('image_too_large');
    expect(res.json().title).toBe('The image is too large. The limit is 8 MB.');
  });

  it('answers 400 to a body that is not multipart or has no file part', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: bearer(admin.token),
      payload: { url: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const wrongField = await upload(await photo(50, 50), admin.token, { field: 'image' });
    expect(wrongField.statusCode).toBe(400);
  });

  it('is for admins only: 401 anonymous, 403 for a traveller', async () => {
    const body = multipart(await photo(50, 50));
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/uploads', ...body });
    expect(anonymous.statusCode).toBe(401);
    expect((await upload(await photo(50, 50), user.token)).statusCode).toBe(403);
  });

  it('serves nothing but the written variants', async () => {
    expect((await t.app.inject({ url: '/uploads/../../etc/passwd' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/2027/06/missing-400.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/' })).statusCode).toBe(404);
  });
});

async function countFiles(): Promise<number> {
  const root = uploadsDir(t.dataDir);
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && path.extname(e.name) === '.webp').length;
}
