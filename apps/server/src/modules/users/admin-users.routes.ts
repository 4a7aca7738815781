import { paginatedSchema } from '@app/shared/common/pagination';
import {
  adminUserDeletedDto,
  adminUserDetailDtoOf,
  adminUserDto,
  adminUserEnvelopeDto,
  adminUserPatchBody,
  adminUsersQuery,
} from '@app/shared/users/admin-users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CacheTags } from '../../lib/cache-tags.ts';
import { audited, param } from '../../plugins/audit-trail.ts';
import { authOf, requireRole } from '../../plugins/auth.ts';
import { changes, changesNothing } from '../../plugins/catalog-cache.ts';
import { responses, statusDto } from '../../plugins/openapi-responses.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['users'];

/** What a deletion changed (the pages showing the account's reviews and comments), by request. */
const deleted = new WeakMap<FastifyRequest, CacheTags>();

/**
 * `/api/admin/users`: the admin's management of accounts. Roles, permissions and disabling show on
 * no cached answer; a deletion renames the account's reviews and comments on their pages.
 */
export async function adminUsersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.adminUsers;
  const admin = { preValidation: requireRole('admin') };
  const adminUserDetailDto = adminUserDetailDtoOf(app.services.bookingKinds.bookingDto);
  /** What the audit trail keeps of an account: its profile, role, permission and whether it is disabled. */
  const account = (action: 'update' | 'disable' | 'enable' | 'password-reset' | 'delete') =>
    audited({
      entity: 'user',
      action,
      id: param(),
      read: async (id) => {
        const { lastSignInAt: _signIn, ...user } = await service.account(id);
        return user;
      },
    });

  r.get(
    '/admin/users',
    {
      ...admin,
      schema: {
        tags,
        querystring: adminUsersQuery,
        response: responses({ 200: paginatedSchema(adminUserDto) }),
      },
    },
    async (request) => service.list(request.query),
  );

  r.get(
    '/admin/users/:id',
    { ...admin, schema: { tags, params: idParams, response: responses({ 200: adminUserDetailDto }) } },
    async (request) => service.detail(request.params.id, request.lang),
  );

  r.patch(
    '/admin/users/:id',
    {
      ...admin,
      config: { ...changesNothing, ...account('update') },
      schema: {
        tags,
        params: idParams,
        body: adminUserPatchBody,
        response: responses({ 200: adminUserEnvelopeDto }),
      },
    },
    async (request) => service.update((await authOf(request)).user.id, request.params.id, request.body),
  );

  r.post(
    '/admin/users/:id/disable',
    {
      ...admin,
      config: { ...changesNothing, ...account('disable') },
      schema: { tags, params: idParams, response: responses({ 200: adminUserEnvelopeDto }) },
    },
    async (request) => service.disable((await authOf(request)).user.id, request.params.id),
  );

  r.post(
    '/admin/users/:id/enable',
    {
      ...admin,
      config: { ...changesNothing, ...account('enable') },
      schema: { tags, params: idParams, response: responses({ 200: adminUserEnvelopeDto }) },
    },
    async (request) => service.enable(request.params.id),
  );

  r.post(
    '/admin/users/:id/password-reset',
    {
      ...admin,
      config: { ...changesNothing, ...account('password-reset') },
      schema: { tags, params: idParams, response: responses({ 202: statusDto('accepted') }) },
    },
    async (request, reply) => {
      await service.sendPasswordReset(request.params.id, request.lang);
      return reply.status(202).send({ status: 'accepted' as const });
    },
  );

  r.delete(
    '/admin/users/:id',
    {
      ...admin,
      config: { ...changes((_answer, request) => deleted.get(request) ?? []), ...account('delete') },
      schema: { tags, params: idParams, response: responses({ 200: adminUserDeletedDto }) },
    },
    async (request) => {
      const { answer, changed } = await service.remove((await authOf(request)).user.id, request.params.id);
      deleted.set(request, changed);
      return answer;
    },
  );
}
