import { type AdminBookingDto, adminBookingsQuery, bookingStatusBody } from '@app/shared/bookings/schemas';
import type { BookingStatus } from '@app/shared/bookings/status';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { authOf, requireRole } from '../../plugins/auth.ts';
import { toBookingDto } from './booking-dto.ts';
import { changeStatus } from './booking-engine.ts';
import { type BookingWithRefs, bookingsRepository } from './bookings.repository.ts';
import { toCsv } from './csv.ts';

const EXPORT_LIMIT = 10_000;

export async function adminBookingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const repo = bookingsRepository(db);
  const { clock, config } = app.deps;
  const admin = { preValidation: requireRole('admin') };

  async function toAdminDtos(rows: BookingWithRefs[], request: FastifyRequest): Promise<AdminBookingDto[]> {
    const userIds = [...new Set(rows.map((r) => r.booking.userId).filter((id): id is string => !!id))];
    const users = new Map((await repo.usersByIds(userIds)).map((u) => [u.id, u]));
    return rows.map((row) => {
      const user = row.booking.userId ? users.get(row.booking.userId) : undefined;
      return {
        ...toBookingDto(row.booking, row.hotel, row.room, row.trip, {
          lang: request.lang,
          now: clock.now(),
          timeZone: config.BUSINESS_TIMEZONE,
          mayCancel: true,
        }),
        user: user ? { _id: user.id, name: user.name, email: user.email } : null,
        events: [],
      };
    });
  }

  async function detail(id: string, request: FastifyRequest): Promise<AdminBookingDto> {
    const found = await repo.byId(id);
    if (!found) throw new AppError(404, 'not_found');
    const [dto] = await toAdminDtos([found], request);
    if (!dto) throw new AppError(404, 'not_found');
    const events = await repo.events(id);
    dto.events = events.map((e) => ({
      fromStatus: e.event.fromStatus as BookingStatus | null,
      toStatus: e.event.toStatus as BookingStatus,
      at: e.event.createdAt.toISOString(),
      actor: e.actor,
      note: e.event.note,
    }));
    return dto;
  }

  r.get('/admin/bookings', { ...admin, schema: { querystring: adminBookingsQuery } }, async (request) => {
    const { page, limit, ...filters } = request.query;
    const { rows, total } = await repo.list(filters, page, limit);
    return {
      data: await toAdminDtos(rows, request),
      total,
      page,
      totalPages: Math.max(1, Math.ceil(total / limit)),
    };
  });

  r.get(
    '/admin/bookings/export.csv',
    { ...admin, schema: { querystring: adminBookingsQuery.omit({ page: true, limit: true }) } },
    async (request, reply) => {
      const { rows } = await repo.list(request.query, 1, EXPORT_LIMIT);
      const dtos = await toAdminDtos(rows, request);
      const csv = toCsv(
        [
          'reference',
          'status',
          'type',
          'hotel',
          'room',
          'package',
          'check_in',
          'check_out',
          'nights',
          'guests',
          'first_name',
          'last_name',
          'email',
          'phone',
          'payment',
          'currency',
          'subtotal',
          'discount',
          'taxes',
          'total',
          'created_at',
        ],
        dtos.map((b) => [
          b.reference,
          b.status,
          b.type,
          b.hotel?.name ?? '',
          b.roomType?.name ?? '',
          b.package?.name ?? '',
          b.checkIn,
          b.checkOut,
          b.nights.length,
          b.guests,
          b.firstName,
          b.lastName,
          b.email,
          b.phone,
          b.paymentMethod,
          b.currency,
          (b.subtotal / 100).toFixed(2),
          (b.discount / 100).toFixed(2),
          (b.taxes / 100).toFixed(2),
          (b.total / 100).toFixed(2),
          b.createdAt,
        ]),
      );
      const day = clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bookings-${day}.csv"`)
        .send(`\uFEFF${csv}`);
    },
  );

  r.get(
    '/admin/bookings/:id',
    { ...admin, schema: { params: z.object({ id: z.uuid() }) } },
    async (request) => detail(request.params.id, request),
  );

  r.patch(
    '/admin/bookings/:id/status',
    { ...admin, schema: { params: z.object({ id: z.uuid() }), body: bookingStatusBody } },
    async (request) => {
      const auth = await authOf(request);
      const found = await repo.byId(request.params.id);
      if (!found) throw new AppError(404, 'not_found');
      await changeStatus(db, found.booking, request.body.status, {
        actorId: auth.user.id,
        now: clock.now(),
        note: request.body.note,
      });
      return detail(found.booking.id, request);
    },
  );
}
