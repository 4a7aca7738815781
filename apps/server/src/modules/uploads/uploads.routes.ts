import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploads } from '../../db/schema/uploads.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireBlogAccess } from '../../plugins/auth.ts';
import { MAX_IMAGE_BYTES, storeImage } from './image-store.ts';

/** Reads the single `file` part of a multipart body, answering 413 past the size limit. */
async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(400, 'invalid_image');
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') throw new AppError(400, 'invalid_image');
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw new AppError(413, code === 'FST_REQ_FILE_TOO_LARGE' ? 'image_too_large' : 'payload_too_large');
    }
    throw new AppError(400, 'invalid_image');
  }
}

export async function uploadsRoutes(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 1, fieldSize: 1024, headerPairs: 100 },
  });

  /** An image from an admin or a blog manager: checked by content, re-encoded to WebP variants, recorded. */
  app.post('/uploads', { preValidation: requireBlogAccess }, async (request, reply) => {
    const auth = await request.getAuth();
    const buffer = await readFilePart(request);
    const stored = await storeImage(buffer, app.deps.config.DATA_DIR, app.deps.clock.now());
    await app.deps.database.db.insert(uploads).values({
      id: stored.id,
      url: stored.url,
      width: stored.width,
      height: stored.height,
      variants: stored.variants,
      bytes: stored.bytes,
      uploadedBy: auth?.user.id ?? null,
    });
    return reply.code(201).send({
      _id: stored.id,
      url: stored.url,
      width: stored.width,
      height: stored.height,
      variants: stored.variants,
    });
  });
}
