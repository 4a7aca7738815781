import { normalizeEmail } from '@app/shared/auth/email';
import {
  bookingLookupQuery,
  cancelBookingBody,
  createBookingBodyAt,
  hotelQuoteBody,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  myBookingsQuery,
  type PackageQuoteDto,
  packageQuoteBody,
  type QuoteDto,
} from '@app/shared/bookings/schemas';
import { todayIn } from '@app/shared/common/dates';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/bookings.ts';
import { AppError } from '../../lib/app-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { authOf, requireAuth } from '../../plugins/auth.ts';
import { evaluateStay } from '../inventory/availability.ts';
import { inventoryRepository } from '../inventory/inventory.repository.ts';
import { stayTotals } from '../inventory/pricing.ts';
import { readPaymentSettings } from '../settings/payment-settings.ts';
import { adminBookingsRoutes } from './admin-bookings.routes.ts';
import { type BookingRow, freeCancellationUntil, TOUR_START_TIME, toBookingDto } from './booking-dto.ts';
import { changeStatus, createHotelBooking } from './booking-engine.ts';
import { type BookingWithRefs, bookingsRepository } from './bookings.repository.ts';
import { confirmationMail } from './confirmation-mail.ts';
import { requestHash } from './idempotency.ts';
import { bookableDeparture, createPackageBooking, tripTotals } from './package-booking.ts';

const idParams = z.object({ id: z.uuid() });

export async function bookingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const repo = bookingsRepository(db);
  const { config, clock } = app.deps;
  const timeZone = config.BUSINESS_TIMEZONE;
  const today = () => todayIn(timeZone, clock.now());
  const lookupLimiter = new RateLimiter(30, 15 * 60_000, () => clock.now().getTime());
  const createBody = createBookingBodyAt(() => clock.now());
  const quoteBody = z.discriminatedUnion('type', [hotelQuoteBody, packageQuoteBody]);

  const dto = (found: BookingWithRefs, request: FastifyRequest, mayCancel: boolean) =>
    toBookingDto(found.booking, found.hotel, found.room, found.trip, {
      lang: request.lang,
      now: clock.now(),
      timeZone,
      mayCancel,
    });

  r.post(
    '/bookings/quote',
    { schema: { body: quoteBody } },
    async (request): Promise<QuoteDto | PackageQuoteDto> => {
      if (request.body.type === 'package') {
        const { trip, departure } = await bookableDeparture(
          db,
          request.body.packageId,
          request.body.departureId,
          today(),
        );
        const settings = await readPaymentSettings(db);
        return {
          available: departure.seatsLeft >= request.body.guests,
          seatsLeft: departure.seatsLeft,
          currency: settings.currency,
          pricePerPerson: trip.pricePerPerson,
          dealPercent: trip.dealPercent,
          taxRate: settings.taxRate,
          ...tripTotals(trip.pricePerPerson, trip.dealPercent, request.body.guests, settings.taxRate),
          freeCancellationUntil: freeCancellationUntil(
            departure.startDate,
            TOUR_START_TIME,
            timeZone,
          ).toISOString(),
        };
      }
      const body = request.body;
      const inv = inventoryRepository(db);
      const found = await inv.roomOfHotel(body.hotelId, body.roomTypeId);
      if (!found?.hotel.published) throw new AppError(404, 'not_found');
      const [records, settings] = await Promise.all([
        inv.nights(body.roomTypeId, body.checkIn, body.checkOut),
        readPaymentSettings(db),
      ]);
      const stay = evaluateStay(found.room, records, { ...body, today: today() });
      const totals = stayTotals(
        stay.nights.map((n) => n.priced),
        settings.taxRate,
      );
      const promoInvalid = stay.available && !!body.promoCode?.trim() && !stay.promoApplied;
      return {
        available: stay.available,
        reason: stay.reason,
        unavailableDates: stay.unavailableDates,
        nights: stay.nights.map(({ priced: _p, ...n }) => n),
        currency: settings.currency,
        ...totals,
        taxRate: settings.taxRate,
        promoApplied: stay.promoApplied,
        // A code is judged only for a stay that can be booked: an impossible stay says why instead.
        promoInvalid,
        promoUnknown: promoInvalid && !(await inv.promoCodeKnown(body.hotelId, body.promoCode ?? '')),
        roomsLeft: stay.roomsLeft,
        freeCancellationUntil: freeCancellationUntil(
          body.checkIn,
          found.hotel.checkInTime,
          timeZone,
        ).toISOString(),
      };
    },
  );

  r.post('/bookings', { schema: { body: createBody } }, async (request, reply) => {
    const key = String(request.headers[IDEMPOTENCY_HEADER] ?? '').trim();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError(400, 'idempotency_key_required');
    const auth = await request.getAuth();
    const scope = auth?.user.id ?? 'anon';
    const hash = requestHash('POST /api/bookings', request.body);

    const replay = async () => {
      const [stored] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      if (!stored) return null;
      if (stored.requestHash !== hash) throw new AppError(422, 'idempotency_key_reused');
      if (stored.responseStatus === 0) throw new AppError(409, 'idempotency_in_progress');
      return reply
        .code(stored.responseStatus)
        .header('idempotent-replayed', 'true')
        .send(stored.responseBody);
    };
    const earlier = await replay();
    if (earlier) return earlier;

    const settings = await readPaymentSettings(db);
    const now = clock.now();
    const ctx = {
      userId: auth?.user.id ?? null,
      lang: request.lang,
      today: today(),
      now,
      taxRate: settings.taxRate,
      currency: settings.currency,
      idempotency: { scope, key, hash },
      answer: async (tx: Db, row: BookingRow) => {
        const found = await bookingsRepository(tx).byId(row.id);
        if (!found) throw new AppError(500, 'internal_error');
        return dto(found, request, !!auth);
      },
    };
    const body = request.body;
    const result =
      body.type === 'package'
        ? await createPackageBooking(db, body, ctx)
        : await createHotelBooking(db, body, ctx);
    if (result.replay) {
      const again = await replay();
      if (again) return again;
      throw new AppError(409, 'idempotency_in_progress');
    }
    const found = await repo.byId(result.booking.id);
    if (found) {
      const link = auth
        ? `${config.publicUrl}/bookings/${found.booking.id}`
        : `${config.publicUrl}/bookings/find?reference=${encodeURIComponent(found.booking.reference)}`;
      const message = confirmationMail(dto(found, request, true), request.lang, {
        link,
        timeZone,
        createdAt: now,
      });
      app.deps.tasks.run('booking confirmation mail', () => app.deps.mailer.send(message));
    }
    return reply.code(201).send(result.answer);
  });

  r.get(
    '/bookings',
    { preValidation: requireAuth, schema: { querystring: myBookingsQuery } },
    async (request) => {
      const auth = await authOf(request);
      const { page, limit, status, reference } = request.query;
      const { rows, total } = await repo.list({ userId: auth.user.id, status, reference }, page, limit, {
        upcomingFrom: today(),
      });
      return {
        data: rows.map((row) => dto(row, request, true)),
        total,
        page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
      };
    },
  );

  r.get('/bookings/lookup', { schema: { querystring: bookingLookupQuery } }, async (request) => {
    const limit = lookupLimiter.hit(request.ip);
    if (!limit.allowed)
      throw new AppError(429, 'rate_limited', {
        headers: { 'retry-after': String(limit.retryAfterSeconds) },
      });
    const found = await repo.byReference(request.query.reference);
    if (!found || normalizeEmail(found.booking.email) !== normalizeEmail(request.query.email))
      throw new AppError(404, 'not_found');
    return dto(found, request, true);
  });

  /** The booking when the caller owns it (or is an admin); 404 for anyone else. */
  async function visible(request: FastifyRequest, id: string) {
    const auth = await authOf(request);
    const found = await repo.byId(id);
    if (!found) throw new AppError(404, 'not_found');
    const own = found.booking.userId === auth.user.id;
    if (!own && auth.user.role !== 'admin') throw new AppError(404, 'not_found');
    return { found, own };
  }

  r.get('/bookings/:id', { preValidation: requireAuth, schema: { params: idParams } }, async (request) => {
    const { found, own } = await visible(request, request.params.id);
    return dto(found, request, own);
  });

  r.post(
    '/bookings/:id/cancel',
    { schema: { params: idParams, body: cancelBookingBody } },
    async (request) => {
      const auth = await request.getAuth();
      let found: BookingWithRefs | null;
      if (auth) {
        found = (await visible(request, request.params.id)).found;
        if (found.booking.userId !== auth.user.id && auth.user.role !== 'admin')
          throw new AppError(404, 'not_found');
      } else {
        // A guest proves the booking is theirs with its email.
        found = await repo.byId(request.params.id);
        const email = request.body.email;
        if (!found || !email || normalizeEmail(found.booking.email) !== normalizeEmail(email))
          throw new AppError(404, 'not_found');
      }
      const current = dto(found, request, true);
      if (found.booking.status === 'cancelled' || found.booking.status === 'completed')
        throw new AppError(409, 'invalid_status_transition');
      if (!current.canCancel) throw new AppError(409, 'cancellation_window_closed');
      await changeStatus(db, found.booking, 'cancelled', {
        actorId: auth?.user.id ?? null,
        now: clock.now(),
        note: 'Cancelled by the guest',
        reason: request.body.reason,
      });
      const after = await repo.byId(found.booking.id);
      if (!after) throw new AppError(404, 'not_found');
      return dto(after, request, true);
    },
  );

  await adminBookingsRoutes(app);
}
