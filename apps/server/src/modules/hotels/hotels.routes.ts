import {
  adminHotelListQuery,
  createHotelBody,
  hotelInput,
  hotelSearchQuery,
  placeSuggestionsQuery,
  roomTypeInput,
} from '@app/shared/hotels/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertAdmin, requireRole } from '../../plugins/auth.ts';
import { registerReviewRoutes } from '../reviews/reviews.routes.ts';
import { hotelsService } from './hotels.service.ts';

const idParam = z.object({ id: z.string().trim().min(1).max(120) });
const uuidParam = z.object({ id: z.uuid() });
const roomParams = z.object({ id: z.uuid(), roomId: z.uuid() });

export async function hotelsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { clock, config, database } = app.deps;
  const service = hotelsService({ db: database.db, clock, timeZone: config.BUSINESS_TIMEZONE });
  const admin = { preValidation: requireRole('admin') };

  r.get(
    '/hotels',
    { config: { publicCache: true }, schema: { querystring: hotelSearchQuery } },
    async (request) => service.search(request.query, request.lang),
  );

  r.get(
    '/hotels/suggestions',
    { config: { publicCache: true }, schema: { querystring: placeSuggestionsQuery } },
    async (request) => service.suggestions(request.query.q, request.lang),
  );

  r.get('/hotels/featured', { config: { publicCache: true } }, async (request) =>
    service.featured(hotelSearchQuery.parse({ featured: 'true', sort: 'rating', limit: 8 }), request.lang),
  );

  r.get(
    '/hotels/destination/:id',
    {
      config: { publicCache: true },
      schema: { params: idParam, querystring: hotelSearchQuery.omit({ destination: true }) },
    },
    async (request) => service.inDestination(request.params.id, request.query, request.lang),
  );

  r.get(
    '/hotels/:id',
    {
      config: { publicCache: true },
      schema: { params: idParam, querystring: z.object({ admin: z.enum(['true', 'false']).optional() }) },
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

  registerReviewRoutes(app, 'hotels', service.reviewSubjects, service.today);

  // ----- admin -----

  r.get('/admin/hotels', { ...admin, schema: { querystring: adminHotelListQuery } }, async (request) =>
    service.adminList(request.query),
  );

  r.post('/hotels', { ...admin, schema: { body: createHotelBody } }, async (request, reply) =>
    reply.code(201).send(await service.create(request.body)),
  );

  r.put('/hotels/:id', { ...admin, schema: { params: uuidParam, body: hotelInput } }, async (request) =>
    service.update(request.params.id, request.body),
  );

  r.delete('/hotels/:id', { ...admin, schema: { params: uuidParam } }, async (request, reply) => {
    await service.remove(request.params.id);
    return reply.code(204).send();
  });

  r.post(
    '/hotels/:id/rooms',
    { ...admin, schema: { params: uuidParam, body: roomTypeInput } },
    async (request, reply) => reply.code(201).send(await service.addRoom(request.params.id, request.body)),
  );

  r.put(
    '/hotels/:id/rooms/:roomId',
    { ...admin, schema: { params: roomParams, body: roomTypeInput } },
    async (request) => service.updateRoom(request.params.id, request.params.roomId, request.body),
  );

  r.delete(
    '/hotels/:id/rooms/:roomId',
    { ...admin, schema: { params: roomParams } },
    async (request, reply) => {
      await service.removeRoom(request.params.id, request.params.roomId);
      return reply.code(204).send();
    },
  );
}
