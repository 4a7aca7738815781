import { dashboardDto, dashboardQuery } from '@app/shared/dashboard/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentHeader } from '../../lib/header-values.ts';
import { requireRole } from '../../plugins/auth.ts';
import { feedResponse, responses } from '../../plugins/openapi-responses.ts';

const tags = ['dashboard'];

/** The travel admin's dashboard: the figures of a period beside the previous one, and their CSV. */
export async function dashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.dashboard;
  const admin = { preValidation: requireRole('admin') };

  r.get(
    '/admin/dashboard',
    { ...admin, schema: { tags, querystring: dashboardQuery, response: responses({ 200: dashboardDto }) } },
    async (request) => service.figures(request.query, request.lang),
  );

  r.get(
    '/admin/dashboard/export.csv',
    {
      ...admin,
      schema: {
        tags,
        querystring: dashboardQuery,
        response: feedResponse(
          'text/csv',
          'The period’s figures and the previous period’s, one a row (UTF-8 with a BOM)',
        ),
      },
    },
    async (request, reply) => {
      const file = await service.exportCsv(request.query, request.lang);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(file.filename))
        .send(file.body);
    },
  );
}
