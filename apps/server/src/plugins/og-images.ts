import { existsSync } from 'node:fs';
import path from 'node:path';
import { OG_IMAGE, SITE_IMAGE, UPLOAD_IMAGE } from '@app/shared/seo/og-image';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { uploadsDir } from '../modules/uploads/image-store.ts';

/** Previews kept in memory: pictures never change under one name while the server runs. */
const MAX_KEPT = 200;

/**
 * `GET /og/<picture path>.jpg`: the picture as a 1200×630 JPEG (cropped to fill), for Open Graph and
 * Twitter, which do not show SVG or WebP everywhere. Made with sharp on first request, then kept.
 */
export const ogImagesPlugin = fp(
  async (app: FastifyInstance, opts: { webRoot: string | undefined; dataDir: string }) => {
    const kept = new Map<string, Promise<Buffer>>();

    function sourceFile(picture: string): string | null {
      const upload = UPLOAD_IMAGE.exec(picture);
      if (upload?.[1]) return path.join(uploadsDir(opts.dataDir), upload[1]);
      // Only these two kinds of picture: the route can read no other file.
      if (opts.webRoot && SITE_IMAGE.test(picture) && !picture.includes('..'))
        return path.join(path.resolve(opts.webRoot), picture);
      return null;
    }

    const render = (file: string) =>
      sharp(file, { limitInputPixels: 40_000_000, density: 144 })
        .resize(OG_IMAGE.width, OG_IMAGE.height, { fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();

    app.get<{ Params: { '*': string } }>('/og/*', { schema: { hide: true } }, async (request, reply) => {
      const picture = `/${request.params['*']}`.replace(/\.jpg$/, '');
      const file = request.params['*'].endsWith('.jpg') ? sourceFile(picture) : null;
      if (!file || !existsSync(file)) return reply.callNotFound();
      let image = kept.get(picture);
      if (!image) {
        image = render(file);
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
        kept.set(picture, image);
        image.catch(() => kept.delete(picture));
      }
      const body = await image;
      return reply
        .type('image/jpeg')
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(body);
    });
  },
);
