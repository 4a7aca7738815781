import { uploadedImageDto } from '@app/shared/uploads/responses';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { audited, createdId } from '../../plugins/audit-trail.ts';
import { requireBlogAccess } from '../../plugins/auth.ts';
import { changesNothing } from '../../plugins/catalog-cache.ts';
import { imageUpload } from '../../plugins/openapi-requests.ts';
import { responses } from '../../plugins/openapi-responses.ts';
import { MAX_IMAGE_BYTES } from './image-store.ts';
import { readFilePart } from './read-file-part.ts';

export async function uploadsRoutes(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 1, fieldSize: 1024, headerPairs: 100 },
  });
  const service = app.services.uploads;

  /** An image from an admin or a blog manager: checked by content, re-encoded to WebP variants, recorded. */
  app.post(
    '/uploads',
    {
      // The audit trail keeps the image as answered: its address, size and variants.
      config: {
        ...changesNothing,
        ...audited({
          entity: 'upload',
          action: 'create',
          id: createdId,
          label: (_request, image) => (image as { url?: string } | undefined)?.url ?? '',
        }),
      },
      schema: {
        tags: ['uploads'],
        ...imageUpload('The image'),
        response: responses({ 201: uploadedImageDto }),
      },
      preValidation: requireBlogAccess,
    },
    async (request, reply) => {
      const auth = await request.getAuth();
      const buffer = await readFilePart(request);
      const stored = await service.store(buffer, auth?.user.id ?? null);
      return reply.code(201).send({
        _id: stored.id,
        url: stored.url,
        width: stored.width,
        height: stored.height,
        variants: stored.variants,
      });
    },
  );
}
