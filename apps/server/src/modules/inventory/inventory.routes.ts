import { addDays, todayIn } from '@app/shared/common/dates';
import { isoDate } from '@app/shared/common/iso-date';
import {
  availabilityDto,
  inventoryBulkResultDto,
  inventoryCalendarDto,
  inventoryRangeDeleteDto,
  inventoryRecordDto,
} from '@app/shared/inventory/responses';
import {
  type AvailabilityDto,
  availabilityQueryAt,
  type InventoryBulkResultDto,
  type InventoryCalendarDto,
  inventoryBulkInputAt,
  inventoryDeleteQuery,
  inventoryNight,
  inventoryRangeQuery,
  inventoryRecordInput,
} from '@app/shared/inventory/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheTags, nightTags } from '../../lib/cache-tags.ts';
import { audited, param } from '../../plugins/audit-trail.ts';
import { requireRole } from '../../plugins/auth.ts';
import { cachedAs, changes } from '../../plugins/catalog-cache.ts';
import { sessionOptional } from '../../plugins/openapi-requests.ts';
import { noContent, responses } from '../../plugins/openapi-responses.ts';

const roomParams = z.object({ hotelId: z.uuid(), roomTypeId: z.uuid() });
type RoomParams = z.infer<typeof roomParams>;
const tags = ['inventory'];

/** A room's nights `first` to `last` (both included): the hotel's availability, searches over them, deals. */
function nightsChanged(hotelId: string, first: string, last: string): string[] {
  return [cacheTags.rooms(hotelId), cacheTags.offers, ...nightTags(first, addDays(last, 1))];
}

/** The nights an inventory write touches: its date, the bulk edit's range, or the range deleted. */
function nightsOf(request: FastifyRequest): { from: string; to: string } {
  const { date } = request.params as { date?: string };
  if (date) return { from: date, to: date };
  const body = request.body as { startDate?: string; endDate?: string } | undefined;
  if (body?.startDate && body.endDate) return { from: body.startDate, to: body.endDate };
  const { from, to } = request.query as { from: string; to: string };
  return { from, to };
}

export async function inventoryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { clock, config } = app.deps;
  const service = app.services.inventory;
  const today = () => todayIn(config.BUSINESS_TIMEZONE, clock.now());
  const nightParams = roomParams.extend({ date: inventoryNight(today) });

  r.get(
    '/inventory/hotels/:hotelId/:roomTypeId/availability',
    {
      // The hotel's rooms and usual prices, and what is free at what price on the nights asked.
      config: cachedAs((_answer, request) => {
        const { hotelId } = request.params as RoomParams;
        return [cacheTags.hotel(hotelId), cacheTags.rooms(hotelId)];
      }),
      schema: {
        tags,
        ...sessionOptional,
        params: roomParams,
        querystring: availabilityQueryAt(today),
        response: responses({ 200: availabilityDto }),
      },
    },
    async (request): Promise<AvailabilityDto> =>
      service.availability(request.params, request.query, {
        today: today(),
        isAdmin: async () => (await request.getAuth())?.user.role === 'admin',
      }),
  );

  const admin = { preValidation: requireRole('admin') };
  // The audit trail keeps a room type's night records over the nights written, by date.
  const nights = (action: 'update' | 'delete') =>
    audited({
      entity: 'inventory',
      action,
      id: param('roomTypeId'),
      parent: param('hotelId'),
      label: (request) => {
        const { from, to } = nightsOf(request);
        return from === to ? from : `${from} – ${to}`;
      },
      read: (roomTypeId, request) => {
        const { from, to } = nightsOf(request);
        return service.records(roomTypeId, from, to);
      },
    });

  r.get(
    '/inventory/hotels/:hotelId/:roomTypeId',
    {
      ...admin,
      schema: {
        tags,
        params: roomParams,
        querystring: inventoryRangeQuery,
        response: responses({ 200: inventoryCalendarDto }),
      },
    },
    async (request): Promise<InventoryCalendarDto> =>
      service.calendar(request.params, request.query.from, request.query.to),
  );

  r.put(
    '/inventory/hotels/:hotelId/:roomTypeId/:date',
    {
      ...admin,
      config: {
        ...changes((_answer, request) => {
          const { hotelId, date } = request.params as RoomParams & { date: string };
          return nightsChanged(hotelId, date, date);
        }),
        ...nights('update'),
      },
      schema: {
        tags,
        params: nightParams,
        body: inventoryRecordInput,
        response: responses({ 200: inventoryRecordDto }),
      },
    },
    async (request) => {
      const { date, ...key } = request.params;
      return service.saveNight(key, date, request.body, clock.now());
    },
  );

  r.post(
    '/inventory/hotels/:hotelId/:roomTypeId/bulk',
    {
      ...admin,
      config: {
        ...changes((_answer, request) => {
          const { startDate, endDate } = request.body as { startDate: string; endDate: string };
          return nightsChanged((request.params as RoomParams).hotelId, startDate, endDate);
        }),
        ...nights('update'),
      },
      schema: {
        tags,
        params: roomParams,
        body: inventoryBulkInputAt(today),
        response: responses({ 200: inventoryBulkResultDto }),
      },
    },
    async (request): Promise<InventoryBulkResultDto> =>
      service.bulkUpdate(request.params, request.body, clock.now()),
  );

  r.delete(
    '/inventory/hotels/:hotelId/:roomTypeId/:date',
    {
      ...admin,
      config: {
        ...changes((_answer, request) => {
          const { hotelId, date } = request.params as RoomParams & { date: string };
          return nightsChanged(hotelId, date, date);
        }),
        ...nights('delete'),
      },
      schema: { tags, params: roomParams.extend({ date: isoDate }), response: responses({ 204: noContent }) },
    },
    async (request, reply) => {
      const { date, ...key } = request.params;
      await service.deleteNight(key, date);
      return reply.code(204).send(null);
    },
  );

  r.delete(
    '/inventory/hotels/:hotelId/:roomTypeId',
    {
      ...admin,
      config: {
        ...changes((_answer, request) => {
          const { from, to } = request.query as { from: string; to: string };
          return nightsChanged((request.params as RoomParams).hotelId, from, to);
        }),
        ...nights('delete'),
      },
      schema: {
        tags,
        params: roomParams,
        querystring: inventoryDeleteQuery,
        response: responses({ 200: inventoryRangeDeleteDto }),
      },
    },
    async (request) => service.deleteRange(request.params, request.query.from, request.query.to),
  );
}
