import { adminBookingsQuery, bookingStatusBody } from '@app/shared/bookings/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireRole } from '../../plugins/auth.ts';
import { adminBookingsService } from './admin-bookings.service.ts';

const idParams = z.object({ id: z.uuid() });

export async function adminBookingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { clock, config, database } = app.deps;
  const service = adminBookingsService({ db: database.db, clock, timeZone: config.BUSINESS_TIMEZONE });
  const admin = { preValidation: requireRole('admin') };

  r.get('/admin/bookings', { ...admin, schema: { querystring: adminBookingsQuery } }, async (request) => {
    const { page, limit, ...filters } = request.query;
    return service.list(filters, page, limit, request.lang);
  });

  r.get(
    '/admin/bookings/export.csv',
    { ...admin, schema: { querystring: adminBookingsQuery.omit({ page: true, limit: true }) } },
    async (request, reply) => {
      const file = await service.exportCsv(request.query, request.lang);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );

  r.get('/admin/bookings/:id', { ...admin, schema: { params: idParams } }, async (request) =>
    service.detail(request.params.id, request.lang),
  );

  r.patch(
    '/admin/bookings/:id/status',
    { ...admin, schema: { params: idParams, body: bookingStatusBody } },
    async (request) => {
      const auth = await authOf(request);
      return service.setStatus(
        request.params.id,
        request.body.status,
        { actorId: auth.user.id, note: request.body.note },
        request.lang,
      );
    },
  );
}
