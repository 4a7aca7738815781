import { MAX_STAY_NIGHTS, stayNights, todayIn } from '@app/shared/common/dates';
import type { HotelSearchResult } from '@app/shared/hotels/schemas';
import {
  adminHotelListQuery,
  createHotelBody,
  type HotelInput,
  type HotelSearchQuery,
  hotelInput,
  hotelSearchQuery,
  placeSuggestionsQuery,
  type RoomTypeInput,
  roomTypeInput,
} from '@app/shared/hotels/schemas';
import type { Language } from '@app/shared/i18n/languages';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hotelReviews, hotels, roomTypes } from '../../db/schema/hotels.ts';
import { AppError } from '../../lib/app-error.ts';
import { freeSlug } from '../../lib/unique-slug.ts';
import { assertAdmin, requireRole } from '../../plugins/auth.ts';
import { registerReviewRoutes } from '../reviews/review-routes.ts';
import { readPaymentSettings } from '../settings/payment-settings.ts';
import { toHotelAdmin, toHotelDetail, toHotelSummary, toRoomAdminDto } from './hotel-dto.ts';
import { searchHotels } from './hotel-search.ts';
import { hotelsRepository } from './hotels.repository.ts';
import { placeSuggestions } from './place-suggestions.ts';

const idParam = z.object({ id: z.string().trim().min(1).max(120) });
const roomParams = z.object({ id: z.uuid(), roomId: z.uuid() });
const fieldError = (field: string, code: string) =>
  new AppError(400, 'validation_failed', { errors: [{ field, code }] });

function hotelValues(body: HotelInput) {
  return {
    name: body.name,
    description: body.description,
    destinationId: body.destinationId,
    addressLine: body.addressLine,
    city: body.city,
    cityNames: body.cityNames,
    country: body.country,
    latitude: body.latitude,
    longitude: body.longitude,
    starRating: body.starRating,
    amenities: body.amenities,
    featuredImage: body.featuredImage || body.images[0] || '',
    images: body.images,
    contact: body.contact,
    checkInTime: body.checkInTime,
    checkOutTime: body.checkOutTime,
    cancellationPolicy: body.cancellationPolicy,
    paymentOptions: body.paymentOptions,
    rules: body.rules,
    additionalDetails: body.additionalDetails,
    featured: body.featured,
    published: body.published,
  };
}

const roomValues = (body: RoomTypeInput) => ({
  name: body.name,
  roomType: body.roomType,
  pricePerNight: body.pricePerNight,
  images: body.images,
  features: body.features,
  maxOccupancy: body.maxOccupancy,
  totalRooms: body.totalRooms,
});

export async function hotelsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const repo = hotelsRepository(db);
  const { clock, config } = app.deps;
  const today = () => todayIn(config.BUSINESS_TIMEZONE, clock.now());
  const admin = { preValidation: requireRole('admin') };

  async function summaries(hits: { id: string; priceFrom: number }[], lang: Language) {
    const rows = await repo.byIds(hits.map((h) => h.id));
    const byId = new Map(rows.map((h) => [h.id, h]));
    const [dests, { currency }] = await Promise.all([
      repo.destinationsByIds([...new Set(rows.map((h) => h.destinationId).filter((d): d is string => !!d))]),
      readPaymentSettings(db),
    ]);
    return hits.flatMap((hit) => {
      const h = byId.get(hit.id);
      if (!h) return [];
      return [
        toHotelSummary(
          h,
          h.destinationId ? (dests.get(h.destinationId) ?? null) : null,
          hit.priceFrom,
          currency,
          lang,
        ),
      ];
    });
  }

  async function search(query: HotelSearchQuery, lang: Language) {
    if ((query.checkIn && !query.checkOut) || (!query.checkIn && query.checkOut))
      throw fieldError(query.checkIn ? 'checkOut' : 'checkIn', 'required');
    if (query.checkIn && query.checkOut) {
      if (query.checkOut <= query.checkIn) throw fieldError('checkOut', 'checkout_before_checkin');
      if (stayNights(query.checkIn, query.checkOut).length > MAX_STAY_NIGHTS)
        throw fieldError('checkOut', 'stay_too_long');
    }
    const ctx = { today: today(), since: new Date(clock.now().getTime() - 90 * 86_400_000) };
    const hits = await searchHotels(db, query, ctx);
    // A page past the end still tells how many hotels match.
    const total =
      hits[0]?.total ??
      (query.page > 1 ? ((await searchHotels(db, { ...query, page: 1, limit: 1 }, ctx))[0]?.total ?? 0) : 0);
    const result: HotelSearchResult = {
      data: await summaries(hits, lang),
      total,
      page: query.page,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    };
    if (total === 0 && (query.guests ?? 1) > 1) {
      // Nothing for that many guests: if hotels match for one guest, their largest room says why.
      const forOne = await searchHotels(db, { ...query, guests: 1, page: 1, limit: 1000 }, ctx);
      if (forOne.length) result.largestRoom = await repo.largestRoom(forOne.map((h) => h.id));
    }
    return result;
  }

  r.get(
    '/hotels',
    { config: { publicCache: true }, schema: { querystring: hotelSearchQuery } },
    async (request) => search(request.query, request.lang),
  );

  r.get(
    '/hotels/suggestions',
    { config: { publicCache: true }, schema: { querystring: placeSuggestionsQuery } },
    async (request) => placeSuggestions(db, request.query.q, request.lang),
  );

  r.get('/hotels/featured', { config: { publicCache: true } }, async (request) => {
    const result = await search(
      hotelSearchQuery.parse({ featured: 'true', sort: 'rating', limit: 8 }),
      request.lang,
    );
    return result.data;
  });

  r.get(
    '/hotels/destination/:id',
    {
      config: { publicCache: true },
      schema: { params: idParam, querystring: hotelSearchQuery.omit({ destination: true }) },
    },
    async (request) => {
      const destination = await repo.findDestination(request.params.id);
      if (!destination) throw new AppError(404, 'not_found');
      return search({ ...request.query, destination: destination.id }, request.lang);
    },
  );

  async function isAdmin(request: FastifyRequest) {
    return (await request.getAuth())?.user.role === 'admin';
  }

  r.get(
    '/hotels/:id',
    {
      config: { publicCache: true },
      schema: { params: idParam, querystring: z.object({ admin: z.enum(['true', 'false']).optional() }) },
    },
    async (request) => {
      if (request.query.admin === 'true') {
        await assertAdmin(request);
      }
      const hotel = await repo.find(request.params.id);
      if (!hotel || (!hotel.published && !(await isAdmin(request)))) throw new AppError(404, 'not_found');
      const rooms = (await repo.rooms([hotel.id])).get(hotel.id) ?? [];
      if (request.query.admin === 'true') return toHotelAdmin(hotel, rooms);
      const [dests, { currency }] = await Promise.all([
        repo.destinationsByIds(hotel.destinationId ? [hotel.destinationId] : []),
        readPaymentSettings(db),
      ]);
      return toHotelDetail(
        hotel,
        hotel.destinationId ? (dests.get(hotel.destinationId) ?? null) : null,
        rooms,
        currency,
        request.lang,
      );
    },
  );

  registerReviewRoutes(
    app,
    'hotels',
    {
      find: (id) => repo.find(id),
      page: (id, page, limit) => repo.reviews(id, page, limit),
      reviewedBy: (id, userId) => repo.reviewedBy(id, userId),
      // Reviews come from guests whose stay here is over.
      eligible: (id, userId, day) => repo.stayedAt(id, userId, day),
      add: async (tx, id, review) => {
        const [row] = await tx
          .insert(hotelReviews)
          .values({ hotelId: id, ...review })
          .returning();
        // Totals are recomputed from the reviews themselves, in the same transaction.
        await tx
          .update(hotels)
          .set({
            averageRating: sql`(select round(avg(rating)::numeric, 1) from hotel_reviews where hotel_id = ${id})`,
            totalReviews: sql`(select count(*) from hotel_reviews where hotel_id = ${id})`,
          })
          .where(eq(hotels.id, id));
        return row;
      },
      onePerUserConstraint: 'hotel_reviews_one_per_user',
      notEligible: 'review_needs_stay',
    },
    today,
  );

  // ----- admin -----

  r.get('/admin/hotels', { ...admin, schema: { querystring: adminHotelListQuery } }, async (request) => {
    const { q, published, page, limit } = request.query;
    const { rows, total } = await repo.adminList(
      q,
      published === undefined ? undefined : published === 'true',
      page,
      limit,
    );
    const rooms = await repo.rooms(rows.map((h) => h.id));
    return {
      data: rows.map((h) => toHotelAdmin(h, rooms.get(h.id) ?? [])),
      total,
      page,
      totalPages: Math.max(1, Math.ceil(total / limit)),
    };
  });

  async function uniqueSlug(wanted: string, name: string, exceptId?: string) {
    if (wanted) {
      if (await repo.slugTaken(wanted, exceptId))
        throw new AppError(409, 'conflict', { errors: [{ field: 'slug', code: 'slug_taken' }] });
      return wanted;
    }
    return freeSlug(name, 'hotel', (slug) => repo.slugTaken(slug, exceptId));
  }

  async function checkDestination(id: string | null) {
    if (id && !(await repo.findDestination(id)))
      throw new AppError(400, 'validation_failed', {
        errors: [{ field: 'destinationId', code: 'invalid_value' }],
      });
  }

  r.post('/hotels', { ...admin, schema: { body: createHotelBody } }, async (request, reply) => {
    const body = request.body;
    await checkDestination(body.destinationId);
    const slug = await uniqueSlug(body.slug, body.name.en);
    const now = clock.now();
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(hotels)
        .values({ ...hotelValues(body), slug, createdAt: now, updatedAt: now })
        .returning({ id: hotels.id });
      if (!row) throw new AppError(500, 'internal_error');
      for (const [i, room] of body.roomTypes.entries())
        await tx
          .insert(roomTypes)
          .values({ ...roomValues(room), hotelId: row.id, sortOrder: i, createdAt: now, updatedAt: now });
      return row.id;
    });
    const hotel = await repo.find(id);
    if (!hotel) throw new AppError(500, 'internal_error');
    return reply.code(201).send(toHotelAdmin(hotel, (await repo.rooms([id])).get(id) ?? []));
  });

  r.put(
    '/hotels/:id',
    { ...admin, schema: { params: z.object({ id: z.uuid() }), body: hotelInput } },
    async (request) => {
      const existing = await repo.find(request.params.id);
      if (!existing) throw new AppError(404, 'not_found');
      const body = request.body;
      await checkDestination(body.destinationId);
      const slug = body.slug ? await uniqueSlug(body.slug, body.name.en, existing.id) : existing.slug;
      await db
        .update(hotels)
        .set({ ...hotelValues(body), slug, updatedAt: clock.now() })
        .where(eq(hotels.id, existing.id));
      const hotel = await repo.find(existing.id);
      if (!hotel) throw new AppError(404, 'not_found');
      return toHotelAdmin(hotel, (await repo.rooms([hotel.id])).get(hotel.id) ?? []);
    },
  );

  r.delete(
    '/hotels/:id',
    { ...admin, schema: { params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const existing = await repo.find(request.params.id);
      if (!existing) throw new AppError(404, 'not_found');
      // Bookings keep their hotel: a hotel that was ever booked is unpublished instead of deleted.
      if ((await repo.anyBookings({ hotelId: existing.id })) > 0)
        throw new AppError(409, 'hotel_has_bookings');
      await db.delete(hotels).where(eq(hotels.id, existing.id));
      return reply.code(204).send();
    },
  );

  r.post(
    '/hotels/:id/rooms',
    { ...admin, schema: { params: z.object({ id: z.uuid() }), body: roomTypeInput } },
    async (request, reply) => {
      const existing = await repo.find(request.params.id);
      if (!existing) throw new AppError(404, 'not_found');
      const count = ((await repo.rooms([existing.id])).get(existing.id) ?? []).length;
      const now = clock.now();
      const [row] = await db
        .insert(roomTypes)
        .values({
          ...roomValues(request.body),
          hotelId: existing.id,
          sortOrder: count,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new AppError(500, 'internal_error');
      await db.update(hotels).set({ updatedAt: now }).where(eq(hotels.id, existing.id));
      return reply.code(201).send(toRoomAdminDto(row));
    },
  );

  r.put(
    '/hotels/:id/rooms/:roomId',
    { ...admin, schema: { params: roomParams, body: roomTypeInput } },
    async (request) => {
      const [row] = await db
        .update(roomTypes)
        .set({ ...roomValues(request.body), updatedAt: clock.now() })
        .where(and(eq(roomTypes.id, request.params.roomId), eq(roomTypes.hotelId, request.params.id)))
        .returning();
      if (!row) throw new AppError(404, 'not_found');
      return toRoomAdminDto(row);
    },
  );

  r.delete(
    '/hotels/:id/rooms/:roomId',
    { ...admin, schema: { params: roomParams } },
    async (request, reply) => {
      const { id, roomId } = request.params;
      if ((await repo.anyBookings({ roomTypeId: roomId })) > 0) throw new AppError(409, 'room_has_bookings');
      const deleted = await db
        .delete(roomTypes)
        .where(and(eq(roomTypes.id, roomId), eq(roomTypes.hotelId, id)))
        .returning({ id: roomTypes.id });
      if (deleted.length === 0) throw new AppError(404, 'not_found');
      return reply.code(204).send();
    },
  );
}
