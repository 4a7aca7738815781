import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPageRenderer, loadRendererModule } from '../modules/pages/page-renderer.ts';

interface StaticSpaOptions {
  root: string;
  /** The web app's server-rendering entry (`apps/web/dist-ssr/entry-server.js`), when built. */
  ssrEntry?: string;
  /** Keep rendered pages until the catalogue changes (off with RESPONSE_CACHE=false). */
  cachePages: boolean;
}

/**
 * Serves the built web app: hashed assets cached for a year, pages never cached,
 * pre-compressed .br/.gz files chosen by Accept-Encoding, and every non-API GET answered
 * with the app's page (rendered on the server for public pages) so deep links work.
 */
export const staticSpaPlugin = fp(async (app: FastifyInstance, opts: StaticSpaOptions) => {
  const root = path.resolve(opts.root);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web build not found; serving the API only');
    return;
  }
  const module = await loadRendererModule(opts.ssrEntry);
  if (!module)
    app.log.warn({ entry: opts.ssrEntry }, 'no server-rendering build; pages render in the browser');
  const renderPage = createPageRenderer(app, {
    template: await readFile(path.join(root, 'index.html'), 'utf8'),
    lightTemplate: existsSync(path.join(root, 'light.html'))
      ? await readFile(path.join(root, 'light.html'), 'utf8')
      : undefined,
    module,
    cache: opts.cachePages,
  });
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
    return renderPage(request, reply);
  });
});
