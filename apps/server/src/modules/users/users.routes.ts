import { userDto, userEnvelopeDto } from '@app/shared/auth/responses';
import { profileBody } from '@app/shared/auth/schemas';
import { paginatedSchema, paginationQuery } from '@app/shared/common/pagination';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { authOf, requireAuth, requireRole } from '../../plugins/auth.ts';
import { responses } from '../../plugins/openapi-responses.ts';
import { authRepository } from '../auth/auth.repository.ts';
import { dropImage } from '../uploads/image-records.ts';
import { avatarRoutes } from './avatar.routes.ts';
import { toUserDto } from './user-dto.ts';
import { usersRepository } from './users.repository.ts';

export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = authRepository(app.deps.database.db);
  await app.register(avatarRoutes);

  // Only name, phone, profile image and the email preference can change here: role, permissions and
  // email are not in the schema, so they are dropped before they reach the database.
  r.put(
    '/users/profile',
    {
      preHandler: requireAuth,
      schema: { tags: ['users'], body: profileBody, response: responses({ 200: userEnvelopeDto }) },
    },
    async (request) => {
      const auth = await authOf(request);
      const body = request.body;
      const row = await repo.updateUser(auth.user.id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.phone !== undefined ? { phone: body.phone } : {}),
        ...(body.profileImage !== undefined ? { profileImage: body.profileImage } : {}),
        ...(body.preferences ? { emailNotifications: body.preferences.notifications.email } : {}),
        updatedAt: app.deps.clock.now(),
      });
      if (!row) throw new AppError(404, 'not_found');
      // The photo can only be removed here (it is set by uploading one): its files go with it.
      if (body.profileImage === '' && auth.user.profileImage)
        await dropImage(app.deps.database.db, app.deps.config.DATA_DIR, auth.user.profileImage);
      return { user: toUserDto(row) };
    },
  );

  const list = usersRepository(app.deps.database.db);
  r.get(
    '/users',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['users'],
        querystring: paginationQuery.extend({ q: z.string().trim().max(100).optional() }),
        response: responses({ 200: paginatedSchema(userDto) }),
      },
    },
    async (request) => {
      const { page, limit, q } = request.query;
      const { rows, total } = await list.list({ q, page, limit });
      return { data: rows.map(toUserDto), total, page, totalPages: Math.max(1, Math.ceil(total / limit)) };
    },
  );
}
