import { auditListDto, auditQuery } from '@app/shared/audit/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth.ts';
import { responses } from '../../plugins/openapi-responses.ts';

const tags = ['audit'];

/**
 * `GET /api/admin/audit`: the audit trail, newest first, for admins. Entries are read only: no route
 * changes or deletes one (and the database refuses to, see docs/decisions/032).
 */
export async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.audit;

  r.get(
    '/admin/audit',
    {
      preValidation: requireRole('admin'),
      schema: {
        tags,
        summary: 'Every admin and blog-admin write: who, what, when, from where, the fields before and after',
        querystring: auditQuery,
        response: responses({ 200: auditListDto }),
      },
    },
    async (request) => service.list(request.query),
  );
}
