import { AVATAR_MAX_BYTES } from '@app/shared/auth/avatar';
import { userEnvelopeDto } from '@app/shared/auth/responses';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../../plugins/auth.ts';
import { changesNothing } from '../../plugins/catalog-cache.ts';
import { imageUpload } from '../../plugins/openapi-requests.ts';
import { responses } from '../../plugins/openapi-responses.ts';
import { readFilePart } from '../uploads/read-file-part.ts';

/**
 * The signed-in traveller's own profile photo: uploaded through the image pipeline (the bytes
 * must be a JPEG, PNG or WebP, at most 5 MB; one WebP variant 256 px wide is kept, metadata
 * dropped) and set on their account only. The photo it replaces is deleted. Removing it is
 * `PUT /users/profile` with an empty `profileImage`.
 */
export async function avatarRoutes(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1, fieldSize: 1024, headerPairs: 100 },
  });
  const service = app.services.users;

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put(
    '/users/profile/avatar',
    {
      config: changesNothing,
      preValidation: requireAuth,
      schema: {
        tags: ['users'],
        ...imageUpload('The profile photo'),
        response: responses({ 200: userEnvelopeDto }),
      },
    },
    async (request) => {
      const auth = await authOf(request);
      const buffer = await readFilePart(request, AVATAR_MAX_BYTES);
      return service.setAvatar(auth.user, buffer);
    },
  );
}
