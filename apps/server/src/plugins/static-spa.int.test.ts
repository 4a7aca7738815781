import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';

let app: FastifyInstance;
let database: Database;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'web-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="tr" dir="ltr"><head><meta name="description" content="x" /><title>App</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(root, 'favicon.svg'), '<svg/>');
  await writeFile(path.join(root, 'assets', 'app-3f2a1b.js'), script);
  await writeFile(path.join(root, 'assets', 'app-3f2a1b.js.br'), brotliCompressSync(script));
  await writeFile(path.join(root, 'assets', 'app-3f2a1b.js.gz'), gzipSync(script));
  database = await openDatabase({ dataDir: 'memory://' });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: root });
  app = await buildApp({ config, database, webRoot: root, jwtSecret: 'x'.repeat(40) });
  app.get('/api/test-large', async () => ({
    items: Array.from({ length: 500 }, (_, i) => ({ i, name: 'Uzungöl' })),
  }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('serving the web app', () => {
  it('answers deep links with the app, never cached', async () => {
    for (const url of ['/', '/hotels/abc', '/admin/hotel-inventory?x=1', '/blog/post/uzungol']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets pre-compressed with brotli or gzip and a one-year immutable cache', async () => {
    const br = await app.inject({ url: '/assets/app-3f2a1b.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toContain('javascript');
    const gz = await app.inject({ url: '/assets/app-3f2a1b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      url: '/assets/app-3f2a1b.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.body).toBe(script);
  });

  it('answers a missing asset with 404, not the app', async () => {
    const res = await app.inject({ url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it('keeps unknown API paths as 404 problems', async () => {
    const res = await app.inject({ url: '/api/hotels-nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('compresses large API answers', async () => {
    const res = await app.inject({ url: '/api/test-large', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });
});
