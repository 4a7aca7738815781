import { bookingStatusBody } from '@app/shared/bookings/schemas';
import { paginatedSchema } from '@app/shared/common/pagination';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentHeader } from '../../lib/header-values.ts';
import { type AuditDeclaration, audited, param } from '../../plugins/audit-trail.ts';
import { authOf, requireRole } from '../../plugins/auth.ts';
import { feedResponse, responses } from '../../plugins/openapi-responses.ts';
import { changesBooking as changesOf } from './booking-changes.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['bookings'];

export async function adminBookingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const kinds = app.services.bookingKinds;
  const { adminBookingDto, adminQuery } = kinds;
  const changesBooking = changesOf(kinds);
  const service = app.services.adminBookings;
  const admin = { preValidation: requireRole('admin') };
  const statusChange = auditedStatusChange(app);

  r.get(
    '/admin/bookings',
    {
      ...admin,
      schema: {
        tags,
        querystring: adminQuery,
        response: responses({ 200: paginatedSchema(adminBookingDto) }),
      },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      return service.list(filters, page, limit, request.lang);
    },
  );

  r.get(
    '/admin/bookings/export.csv',
    {
      ...admin,
      schema: {
        tags,
        querystring: adminQuery.omit({ page: true, limit: true }),
        response: feedResponse('text/csv', 'The matching bookings as a CSV file (UTF-8 with a BOM)'),
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

  r.get(
    '/admin/bookings/:id',
    { ...admin, schema: { tags, params: idParams, response: responses({ 200: adminBookingDto }) } },
    async (request) => service.detail(request.params.id, request.lang),
  );

  r.patch(
    '/admin/bookings/:id/status',
    {
      ...admin,
      config: { ...changesBooking, ...statusChange },
      schema: {
        tags,
        params: idParams,
        body: bookingStatusBody,
        response: responses({ 200: adminBookingDto }),
      },
    },
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

/**
 * A booking's status change as the audit trail keeps it: the status, and the note of the latest
 * change. `when` narrows it on a route open to others (an admin cancelling through the public route).
 */
export function auditedStatusChange(app: FastifyInstance, when?: AuditDeclaration['when']) {
  const service = app.services.adminBookings;
  return audited({
    entity: 'booking',
    action: 'status',
    id: param(),
    read: async (id) => {
      const booking = await service.detail(id, 'en');
      return {
        reference: booking.reference,
        status: booking.status,
        cancelledAt: booking.cancelledAt,
        note: booking.events.at(-1)?.note ?? '',
      };
    },
    ...(when ? { when } : {}),
  });
}
