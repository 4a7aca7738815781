import {
  type BookingDto,
  bookingLookupQuery,
  cancelBookingBody,
  IDEMPOTENCY_HEADER,
  myBookingsQuery,
} from '@app/shared/bookings/schemas';
import { todayIn } from '@app/shared/common/dates';
import { paginatedSchema } from '@app/shared/common/pagination';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentHeader } from '../../lib/header-values.ts';
import { byAnAdmin } from '../../plugins/audit-trail.ts';
import { authOf, requireAuth } from '../../plugins/auth.ts';
import { changesNothing } from '../../plugins/catalog-cache.ts';
import { idempotencyKeyHeader, sessionOptional } from '../../plugins/openapi-requests.ts';
import { feedResponse, responses } from '../../plugins/openapi-responses.ts';
import { adminBookingsRoutes, auditedStatusChange } from './admin-bookings.routes.ts';
import { changesBooking as changesOf } from './booking-changes.ts';
import type { BookingEvent } from './booking-event.ts';
import type { Caller, CreateBookingBody } from './bookings.service.ts';

const idParams = z.object({ id: z.uuid() });
const tags = ['bookings'];
const calendarFile = feedResponse(
  'text/calendar',
  'The booking’s calendar event (iCalendar), the one its mails carry: TENTATIVE while pending, CONFIRMED, or the CANCEL of the same event',
);

/** An .ics download: kept by no cache, as it names the traveller's booking. */
function sendEvent(reply: FastifyReply, event: BookingEvent) {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', attachmentHeader(event.filename))
    .header('cache-control', 'private, no-store')
    .send(event.content);
}

export async function bookingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, clock } = app.deps;
  const service = app.services.bookings;
  const kinds = app.services.bookingKinds;
  const lookupLimiter = app.limiter('booking-lookup-ip', { max: 30, windowMs: 15 * 60_000 });
  const today = () => todayIn(config.BUSINESS_TIMEZONE, clock.now());
  const at = { now: () => clock.now(), today };
  const { bookingDto } = kinds;
  const changesBooking = changesOf(kinds);

  const caller = async (request: FastifyRequest): Promise<Caller> => ({
    user: (await request.getAuth())?.user ?? null,
    lang: request.lang,
  });

  r.post(
    '/bookings/quote',
    {
      config: changesNothing,
      schema: { tags, body: kinds.quoteBody(at), response: responses({ 200: kinds.quoteAnswer }) },
    },
    async (request) => service.quote(request.body as unknown as { type: string }),
  );

  r.post(
    '/bookings',
    {
      config: changesBooking,
      schema: {
        tags,
        ...sessionOptional,
        ...idempotencyKeyHeader,
        body: kinds.createBody(at),
        response: responses({ 201: bookingDto }),
      },
    },
    async (request, reply) => {
      // Every kind's body carries the guest's details (the core's part of it).
      const result = await service.create(request.body as unknown as CreateBookingBody, {
        ...(await caller(request)),
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
      });
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      // A stored answer was written from a booking's DTO; the response schema checks it again.
      return reply.code(result.status).send(result.body as BookingDto);
    },
  );

  r.get(
    '/bookings',
    {
      preValidation: requireAuth,
      schema: {
        tags,
        querystring: myBookingsQuery,
        response: responses({ 200: paginatedSchema(bookingDto) }),
      },
    },
    async (request) => service.mine((await authOf(request)).user, request.lang, request.query),
  );

  r.get(
    '/bookings/lookup',
    { schema: { tags, querystring: bookingLookupQuery, response: responses({ 200: bookingDto }) } },
    async (request) => {
      await lookupLimiter.hit(request);
      return service.lookup(request.query.reference, request.query.email, request.lang);
    },
  );

  r.get(
    '/bookings/lookup/calendar.ics',
    { schema: { tags, querystring: bookingLookupQuery, response: calendarFile } },
    async (request, reply) => {
      await lookupLimiter.hit(request);
      return sendEvent(reply, await service.lookupCalendar(request.query.reference, request.query.email));
    },
  );

  r.get(
    '/bookings/:id/calendar.ics',
    { preValidation: requireAuth, schema: { tags, params: idParams, response: calendarFile } },
    async (request, reply) =>
      sendEvent(reply, await service.calendar((await authOf(request)).user, request.params.id)),
  );

  r.get(
    '/bookings/:id',
    {
      preValidation: requireAuth,
      schema: { tags, params: idParams, response: responses({ 200: bookingDto }) },
    },
    async (request) => service.detail((await authOf(request)).user, request.params.id, request.lang),
  );

  r.post(
    '/bookings/:id/cancel',
    {
      // An admin may cancel anyone's booking here too: that is an admin write, kept in the audit trail.
      config: { ...changesBooking, ...auditedStatusChange(app, byAnAdmin) },
      schema: {
        tags,
        ...sessionOptional,
        params: idParams,
        body: cancelBookingBody,
        response: responses({ 200: bookingDto }),
      },
    },
    async (request) => service.cancel(request.params.id, await caller(request), request.body),
  );

  await adminBookingsRoutes(app);
}
