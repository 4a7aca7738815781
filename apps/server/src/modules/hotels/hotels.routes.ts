import { todayIn } from '@app/shared/common/dates';
import { paginatedSchema } from '@app/shared/common/pagination';
import { pathSegment } from '@app/shared/common/text-field';
import {
  hotelAdminDto,
  hotelDetailDto,
  hotelSearchResult,
  hotelSummaryDto,
  placeSuggestionsDto,
  roomTypeAdminDto,
} from '@app/shared/hotels/responses';
import {
  adminHotelListQuery,
  createHotelBody,
  type HotelSearchQuery,
  hotelInput,
  hotelSearchQuery,
  hotelSearchQueryAt,
  placeSuggestionsQuery,
  roomTypeInput,
} from '@app/shared/hotels/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheTags, nightTags } from '../../lib/cache-tags.ts';
import { audited, createdId, param } from '../../plugins/audit-trail.ts';
import { assertAdmin, requireRole } from '../../plugins/auth.ts';
import { cachedAs, changes } from '../../plugins/catalog-cache.ts';
import { sessionOptional } from '../../plugins/openapi-requests.ts';
import { noContent, responses } from '../../plugins/openapi-responses.ts';
import { registerReviewRoutes } from '../reviews/reviews.routes.ts';

const idParam = z.object({ id: pathSegment(120) });
const uuidParam = z.object({ id: z.uuid() });
const roomParams = z.object({ id: z.uuid(), roomId: z.uuid() });

/** A hotel's page and every list of hotels (a list shows names, prices, ratings, pictures). */
const hotelChanged = (id: string) => [cacheTags.hotels, cacheTags.hotel(id), cacheTags.offers];
const changedHotel = changes((_answer, request) => hotelChanged((request.params as { id: string }).id));

/** A search shows the hotels, their destinations and, with dates, each night's rooms and prices. */
function searchShows(query: HotelSearchQuery): string[] {
  const shows: string[] = [cacheTags.hotels, cacheTags.destinations];
  if (query.checkIn && query.checkOut) shows.push(...nightTags(query.checkIn, query.checkOut));
  if (query.sort === 'popularity') shows.push(cacheTags.popularity);
  return shows;
}

export async function hotelsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { clock, config } = app.deps;
  const service = app.services.hotels;
  const admin = { preValidation: requireRole('admin') };
  // The audit trail reads a hotel, or one of its rooms, as the admin edits it.
  const hotel = (action: 'create' | 'update' | 'delete') =>
    audited({
      entity: 'hotel',
      action,
      id: action === 'create' ? createdId : param(),
      read: (id) => service.adminDetail(id),
    });
  const room = (action: 'create' | 'update' | 'delete') =>
    audited({
      entity: 'hotel-room',
      action,
      id: action === 'create' ? createdId : param('roomId'),
      parent: param(),
      read: async (roomId, request) =>
        (await service.adminDetail(param()(request)))?.roomTypes.find((r) => r._id === roomId),
    });
  const searchQuery = hotelSearchQueryAt(() => todayIn(config.BUSINESS_TIMEZONE, clock.now()));
  // The search holds the hotels and their nights in memory: every change, here or in another process.
  app.catalogChanges.subscribe((tags) => service.forgetSearch(tags));

  r.get(
    '/hotels',
    {
      config: cachedAs((_answer, request) => searchShows(request.query as HotelSearchQuery)),
      schema: {
        tags: ['hotels'],
        querystring: searchQuery,
        response: responses({ 200: hotelSearchResult }),
      },
    },
    async (request) => service.search(request.query, request.lang),
  );

  r.get(
    '/hotels/suggestions',
    {
      config: cachedAs(() => [cacheTags.hotels, cacheTags.destinations]),
      schema: {
        tags: ['hotels'],
        querystring: placeSuggestionsQuery,
        response: responses({ 200: placeSuggestionsDto }),
      },
    },
    async (request) => service.suggestions(request.query.q, request.lang),
  );

  r.get(
    '/hotels/featured',
    {
      config: cachedAs(() => [cacheTags.hotels, cacheTags.destinations]),
      schema: { tags: ['hotels'], response: responses({ 200: z.array(hotelSummaryDto) }) },
    },
    async (request) =>
      service.featured(hotelSearchQuery.parse({ featured: 'true', sort: 'rating', limit: 8 }), request.lang),
  );

  r.get(
    '/hotels/destination/:id',
    {
      config: cachedAs((_answer, request) => searchShows(request.query as HotelSearchQuery)),
      schema: {
        tags: ['hotels'],
        params: idParam,
        querystring: searchQuery.omit({ destination: true }),
        response: responses({ 200: hotelSearchResult }),
      },
    },
    async (request) => service.inDestination(request.params.id, request.query, request.lang),
  );

  r.get(
    '/hotels/:id',
    {
      config: cachedAs((hotel: { _id: string; slug: string }) => [
        cacheTags.hotel(hotel._id),
        cacheTags.hotel(hotel.slug),
        cacheTags.destinations,
      ]),
      schema: {
        tags: ['hotels'],
        params: idParam,
        ...sessionOptional,
        querystring: z.object({ admin: z.enum(['true', 'false']).optional() }),
        // The editor's view (every translation) with `?admin=true`, else the reader's.
        response: responses({ 200: z.union([hotelDetailDto, hotelAdminDto]) }),
      },
    },
    async (request) => {
      const asAdmin = request.query.admin === 'true';
      if (asAdmin) await assertAdmin(request);
      return service.detail(request.params.id, request.lang, {
        asAdmin,
        isAdmin: async () => (await request.getAuth())?.user.role === 'admin',
      });
    },
  );

  registerReviewRoutes(app, {
    path: 'hotels',
    subject: service.reviewSubject,
    tags: { list: cacheTags.hotels, one: cacheTags.hotel },
  });

  // ----- admin -----

  r.get(
    '/admin/hotels',
    {
      ...admin,
      schema: {
        tags: ['hotels'],
        querystring: adminHotelListQuery,
        response: responses({ 200: paginatedSchema(hotelAdminDto) }),
      },
    },
    async (request) => service.adminList(request.query),
  );

  r.post(
    '/hotels',
    {
      ...admin,
      config: { ...changes((created: { _id: string }) => hotelChanged(created._id)), ...hotel('create') },
      schema: { tags: ['hotels'], body: createHotelBody, response: responses({ 201: hotelAdminDto }) },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  r.put(
    '/hotels/:id',
    {
      ...admin,
      config: { ...changedHotel, ...hotel('update') },
      schema: {
        tags: ['hotels'],
        params: uuidParam,
        body: hotelInput,
        response: responses({ 200: hotelAdminDto }),
      },
    },
    async (request) => service.update(request.params.id, request.body),
  );

  r.delete(
    '/hotels/:id',
    {
      ...admin,
      config: { ...changedHotel, ...hotel('delete') },
      schema: { tags: ['hotels'], params: uuidParam, response: responses({ 204: noContent }) },
    },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/hotels/:id/rooms',
    {
      ...admin,
      config: { ...changedHotel, ...room('create') },
      schema: {
        tags: ['hotels'],
        params: uuidParam,
        body: roomTypeInput,
        response: responses({ 201: roomTypeAdminDto }),
      },
    },
    async (request, reply) => reply.code(201).send(await service.addRoom(request.params.id, request.body)),
  );

  r.put(
    '/hotels/:id/rooms/:roomId',
    {
      ...admin,
      config: { ...changedHotel, ...room('update') },
      schema: {
        tags: ['hotels'],
        params: roomParams,
        body: roomTypeInput,
        response: responses({ 200: roomTypeAdminDto }),
      },
    },
    async (request) => service.updateRoom(request.params.id, request.params.roomId, request.body),
  );

  r.delete(
    '/hotels/:id/rooms/:roomId',
    {
      ...admin,
      config: { ...changedHotel, ...room('delete') },
      schema: { tags: ['hotels'], params: roomParams, response: responses({ 204: noContent }) },
    },
    async (request, reply) => {
      await service.removeRoom(request.params.id, request.params.roomId);
      return reply.code(204).send(null);
    },
  );
}
