import { userDto, userEnvelopeDto } from '@app/shared/auth/responses';
import { profileBody } from '@app/shared/auth/schemas';
import { paginatedSchema, paginationQuery } from '@app/shared/common/pagination';
import { text } from '@app/shared/common/text-field';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, requireAuth, requireRole } from '../../plugins/auth.ts';
import { changesNothing } from '../../plugins/catalog-cache.ts';
import { responses } from '../../plugins/openapi-responses.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';
import { avatarRoutes } from './avatar.routes.ts';

export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.users;
  await app.register(avatarRoutes);
  await app.register(adminUsersRoutes);

  r.put(
    '/users/profile',
    {
      config: changesNothing,
      preValidation: requireAuth,
      schema: { tags: ['users'], body: profileBody, response: responses({ 200: userEnvelopeDto }) },
    },
    async (request) => service.updateProfile((await authOf(request)).user, request.body),
  );

  r.get(
    '/users',
    {
      preValidation: requireRole('admin'),
      schema: {
        tags: ['users'],
        querystring: paginationQuery.extend({ q: text(100).optional() }),
        response: responses({ 200: paginatedSchema(userDto) }),
      },
    },
    async (request) => service.list(request.query),
  );
}
