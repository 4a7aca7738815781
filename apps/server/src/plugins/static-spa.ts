import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached,
 * pre-compressed .br/.gz files chosen by Accept-Encoding, and every non-API GET answered
 * with index.html so deep links work.
 */
export const staticSpaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const root = path.resolve(opts.root);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web build not found; serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        void res.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        void res.header('Cache-Control', 'no-cache');
      }
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.callNotFound();
    }
    const candidate = path.join(root, decodeURIComponent(url));
    if (candidate.startsWith(root + path.sep) && path.extname(url) && existsSync(candidate)) {
      return reply.sendFile(path.relative(root, candidate));
    }
    if (path.extname(url) && url.startsWith('/assets/')) {
      return reply.callNotFound();
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
