import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { uploadsDir } from '../modules/uploads/image-store.ts';

/** A policy that lets the file be shown as an image and nothing else. */
const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * Serves uploaded images from DATA_DIR/uploads: only the .webp variants the server wrote,
 * as image/webp with nosniff and a sandboxing policy, cached for a year (names never change).
 */
export const uploadsStaticPlugin = fp(async (app: FastifyInstance, opts: { dataDir: string }) => {
  const root = uploadsDir(opts.dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    allowedPath: (pathName) => /^\/\d{4}\/\d{2}\/[0-9a-f-]{36}-\d{1,4}\.webp$/.test(pathName),
    cacheControl: false,
    setHeaders(res) {
      void res.header('Content-Type', 'image/webp');
      void res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/uploads/')) reply.header('Content-Security-Policy', UPLOAD_CSP);
    return payload;
  });
});
