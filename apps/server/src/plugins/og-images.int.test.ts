import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

const LAKE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#2a6f97"/>' +
  '<circle cx="400" cy="200" r="80" fill="#ffd166"/></svg>';

let t: TestApp;
beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'og-web-'));
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="tr"><head><meta name="description" content="x" /><title>x</title></head><body><div id="root"></div></body></html>',
  );
  await mkdir(path.join(root, 'images', 'destinations'), { recursive: true });
  await writeFile(path.join(root, 'images', 'destinations', 'lake.svg'), LAKE_SVG);
  await writeFile(path.join(root, 'secret.svg'), LAKE_SVG);
  t = await createTestApp({}, { webRoot: root });
});
afterAll(async () => {
  await t?.close();
});

describe('link preview pictures', () => {
  it('turn a site picture into a 1200×630 JPEG that social networks show', async () => {
    const res = await t.app.inject({ url: '/og/images/destinations/lake.svg.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('public');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    // The second time from memory, the same picture.
    const again = await t.app.inject({ url: '/og/images/destinations/lake.svg.jpg' });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('read no file but the site pictures and uploads', async () => {
    for (const url of [
      '/og/images/destinations/missing.svg.jpg',
      '/og/images/destinations/lake.svg',
      '/og/secret.svg.jpg',
      '/og/images/../secret.svg.jpg',
      '/og/images/%2e%2e/secret.svg.jpg',
      '/og/index.html.jpg',
      '/og/uploads/2027/06/not-an-upload.webp.jpg',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toBe('image/jpeg');
    }
  });
});
