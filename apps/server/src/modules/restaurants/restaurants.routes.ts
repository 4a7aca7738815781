import { todayIn } from '@app/shared/common/dates';
import { paginatedSchema } from '@app/shared/common/pagination';
import { saleDate } from '@app/shared/common/sale-window';
import { pathSegment } from '@app/shared/common/text-field';
import {
  restaurantAdminDto,
  restaurantAdminTableDto,
  restaurantDayDto,
  restaurantDetailDto,
  restaurantListResult,
  restaurantSlotsDto,
  restaurantTableDto,
  restaurantTableReservationsDto,
  restaurantTimelineDto,
} from '@app/shared/restaurants/responses';
import {
  adminRestaurantListQuery,
  type RestaurantListQuery,
  type RestaurantListResult,
  restaurantDayInput,
  restaurantInput,
  restaurantListQueryAt,
  restaurantSlotsQueryAt,
  restaurantTableInput,
} from '@app/shared/restaurants/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheTags } from '../../lib/cache-tags.ts';
import { audited, createdId, param } from '../../plugins/audit-trail.ts';
import { requireRole } from '../../plugins/auth.ts';
import { cachedAs, changes } from '../../plugins/catalog-cache.ts';
import { sessionOptional } from '../../plugins/openapi-requests.ts';
import { noContent, responses } from '../../plugins/openapi-responses.ts';
import { registerReviewRoutes } from '../reviews/reviews.routes.ts';

/** Reads name a restaurant by id or slug, as its public page does; writes by id. */
const idParam = z.object({ id: pathSegment(120) });
const uuidParam = z.object({ id: z.uuid() });
const tableParams = z.object({ id: z.uuid(), tableId: z.uuid() });
const tableReadParams = z.object({ id: pathSegment(120), tableId: z.uuid() });

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
/** A restaurant's content: its page and every list (names, kitchens, prices, hours). */
const restaurantChanged = (id: string) => [cacheTags.restaurants, cacheTags.restaurant(id)];
/** Its tables: the page's table summary and the times free (lists filter by party size too). */
const tablesChanged = (id: string) => [...restaurantChanged(id), cacheTags.sittings(id)];

/**
 * A list shows restaurants, their areas and, through the dates' exceptions, whether they are open;
 * sorted by popularity, the reservations made lately too; with a date and a party, the times free
 * at each restaurant shown.
 */
const listShows = (answer: RestaurantListResult, query: RestaurantListQuery) => [
  cacheTags.restaurants,
  cacheTags.destinations,
  ...(query.sort === 'popularity' ? [cacheTags.popularity] : []),
  ...(query.date && query.partySize ? answer.data.map((r) => cacheTags.sittings(r._id)) : []),
];

export async function restaurantsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { clock, config } = app.deps;
  const service = app.services.restaurants;
  const admin = { preValidation: requireRole('admin') };
  const today = () => todayIn(config.BUSINESS_TIMEZONE, clock.now());
  // An admin may look at and change past dates, never beyond the sale window.
  const adminDate = saleDate(today, { pastAllowed: true });
  const dayParams = z.object({ id: z.uuid(), date: adminDate });
  const dayReadParams = z.object({ id: pathSegment(120), date: adminDate });
  const isAdmin = (request: FastifyRequest) => async () => (await request.getAuth())?.user.role === 'admin';

  r.get(
    '/restaurants',
    {
      config: cachedAs((answer: RestaurantListResult, request) =>
        listShows(answer, request.query as RestaurantListQuery),
      ),
      schema: {
        tags: ['restaurants'],
        querystring: restaurantListQueryAt(today),
        response: responses({ 200: restaurantListResult }),
      },
    },
    async (request) => service.list(request.query, request.lang),
  );

  r.get(
    '/restaurants/:id',
    {
      config: cachedAs((restaurant: { _id: string; slug: string }) => [
        cacheTags.restaurant(restaurant._id),
        cacheTags.restaurant(restaurant.slug),
        cacheTags.destinations,
      ]),
      schema: {
        tags: ['restaurants'],
        ...sessionOptional,
        params: idParam,
        response: responses({ 200: restaurantDetailDto }),
      },
    },
    async (request) => service.detail(request.params.id, request.lang, isAdmin(request)),
  );

  r.get(
    '/restaurants/:id/slots',
    {
      // The times free depend on the sittings, the tables, the hours and the date's exception.
      config: cachedAs((slots: { restaurantId: string }) => [
        cacheTags.restaurant(slots.restaurantId),
        cacheTags.sittings(slots.restaurantId),
      ]),
      schema: {
        tags: ['restaurants'],
        ...sessionOptional,
        params: idParam,
        querystring: restaurantSlotsQueryAt(today),
        response: responses({ 200: restaurantSlotsDto }),
      },
    },
    async (request) => service.slots(request.params.id, request.query, request.lang, isAdmin(request)),
  );

  registerReviewRoutes(app, {
    path: 'restaurants',
    subject: service.reviewSubject,
    tags: { list: cacheTags.restaurants, one: cacheTags.restaurant },
  });

  // The audit trail reads a restaurant, one of its tables or one of its dates as the admin edits it.
  const restaurant = (action: 'create' | 'update' | 'delete') =>
    audited({
      entity: 'restaurant',
      action,
      id: action === 'create' ? createdId : param(),
      read: (id) => service.adminDetail(id),
    });
  const table = (action: 'create' | 'update' | 'delete') =>
    audited({
      entity: 'restaurant-table',
      action,
      id: action === 'create' ? createdId : param('tableId'),
      parent: param(),
      read: async (tableId, request) => (await service.tables(idOf(request))).find((t) => t._id === tableId),
    });
  const day = audited({
    entity: 'restaurant-day',
    action: 'update',
    id: param('date'),
    parent: param(),
    read: async (date, request) => {
      const { closed, reason, addedTimes, removedTimes, maxTablesPerTime } = await service.day(
        idOf(request),
        date,
      );
      return { date, closed, reason, addedTimes, removedTimes, maxTablesPerTime };
    },
  });

  // ----- admin -----

  r.get(
    '/admin/restaurants',
    {
      ...admin,
      schema: {
        tags: ['restaurants'],
        querystring: adminRestaurantListQuery,
        response: responses({ 200: paginatedSchema(restaurantAdminDto) }),
      },
    },
    async (request) => service.adminList(request.query),
  );

  r.get(
    '/admin/restaurants/:id',
    {
      ...admin,
      schema: { tags: ['restaurants'], params: idParam, response: responses({ 200: restaurantAdminDto }) },
    },
    async (request) => service.adminDetail(request.params.id),
  );

  r.post(
    '/restaurants',
    {
      ...admin,
      config: {
        ...changes((created: { _id: string }) => restaurantChanged(created._id)),
        ...restaurant('create'),
      },
      schema: {
        tags: ['restaurants'],
        body: restaurantInput,
        response: responses({ 201: restaurantAdminDto }),
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  r.put(
    '/restaurants/:id',
    {
      ...admin,
      // Hours, turn and party size change the times free as well as the page.
      config: { ...changes((_answer, request) => tablesChanged(idOf(request))), ...restaurant('update') },
      schema: {
        tags: ['restaurants'],
        params: uuidParam,
        body: restaurantInput,
        response: responses({ 200: restaurantAdminDto }),
      },
    },
    async (request) => service.update(request.params.id, request.body),
  );

  r.delete(
    '/restaurants/:id',
    {
      ...admin,
      config: { ...changes((_answer, request) => tablesChanged(idOf(request))), ...restaurant('delete') },
      schema: { tags: ['restaurants'], params: uuidParam, response: responses({ 204: noContent }) },
    },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/admin/restaurants/:id/tables',
    {
      ...admin,
      schema: {
        tags: ['restaurants'],
        params: idParam,
        response: responses({ 200: z.array(restaurantAdminTableDto) }),
      },
    },
    async (request) => service.tables(request.params.id),
  );

  r.post(
    '/restaurants/:id/tables',
    {
      ...admin,
      config: { ...changes((_answer, request) => tablesChanged(idOf(request))), ...table('create') },
      schema: {
        tags: ['restaurants'],
        params: uuidParam,
        body: restaurantTableInput,
        response: responses({ 201: restaurantTableDto }),
      },
    },
    async (request, reply) => reply.code(201).send(await service.addTable(request.params.id, request.body)),
  );

  r.put(
    '/restaurants/:id/tables/:tableId',
    {
      ...admin,
      config: { ...changes((_answer, request) => tablesChanged(idOf(request))), ...table('update') },
      schema: {
        tags: ['restaurants'],
        params: tableParams,
        body: restaurantTableInput,
        response: responses({ 200: restaurantTableDto }),
      },
    },
    async (request) => service.updateTable(request.params.id, request.params.tableId, request.body),
  );

  r.delete(
    '/restaurants/:id/tables/:tableId',
    {
      ...admin,
      config: { ...changes((_answer, request) => tablesChanged(idOf(request))), ...table('delete') },
      schema: { tags: ['restaurants'], params: tableParams, response: responses({ 204: noContent }) },
    },
    async (request, reply) => {
      await service.removeTable(request.params.id, request.params.tableId);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/admin/restaurants/:id/tables/:tableId/reservations',
    {
      ...admin,
      schema: {
        tags: ['restaurants'],
        params: tableReadParams,
        response: responses({ 200: restaurantTableReservationsDto }),
      },
    },
    async (request) => service.tableReservations(request.params.id, request.params.tableId),
  );

  r.get(
    '/admin/restaurants/:id/days/:date',
    {
      ...admin,
      schema: {
        tags: ['restaurants'],
        params: dayReadParams,
        response: responses({ 200: restaurantDayDto }),
      },
    },
    async (request) => service.day(request.params.id, request.params.date),
  );

  r.put(
    '/admin/restaurants/:id/days/:date',
    {
      ...admin,
      // A closed date changes the times free, the lists filtered by date and "open now" on cards.
      config: { ...changes((_answer, request) => tablesChanged(idOf(request))), ...day },
      schema: {
        tags: ['restaurants'],
        params: dayParams,
        body: restaurantDayInput,
        response: responses({ 200: restaurantDayDto }),
      },
    },
    async (request) => service.saveDay(request.params.id, request.params.date, request.body),
  );

  r.get(
    '/admin/restaurants/:id/sittings',
    {
      ...admin,
      schema: {
        tags: ['restaurants'],
        params: idParam,
        querystring: z.object({ date: adminDate }),
        response: responses({ 200: restaurantTimelineDto }),
      },
    },
    async (request) => service.timeline(request.params.id, request.query.date),
  );
}
