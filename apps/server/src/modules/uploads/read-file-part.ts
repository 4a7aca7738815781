import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/**
 * Reads the single `file` part of a multipart body (the scope must have @fastify/multipart),
 * answering 413 past `maxBytes` (or the scope's limit) and 400 for anything else.
 */
export async function readFilePart(request: FastifyRequest, maxBytes?: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(400, 'invalid_image');
  try {
    const part = await request.file(maxBytes ? { limits: { fileSize: maxBytes } } : undefined);
    if (part?.fieldname !== 'file') throw new AppError(400, 'invalid_image');
    const buffer = await part.toBuffer();
    return buffer;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw new AppError(413, code === 'FST_REQ_FILE_TOO_LARGE' ? 'image_too_large' : 'payload_too_large');
    }
    throw new AppError(400, 'invalid_image');
  }
}
