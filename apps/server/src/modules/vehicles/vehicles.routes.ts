import { todayIn } from '@app/shared/common/dates';
import { vehicleClassDto, vehicleFromPricesDto, vehicleSearchDto } from '@app/shared/vehicles/responses';
import { vehicleSearchQueryAt } from '@app/shared/vehicles/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../plugins/openapi-responses.ts';
import { adminVehiclesRoutes } from './admin-vehicles.routes.ts';

/** The public reads of car rentals, transfers and taxis; their bookings go through /api/bookings. */
export async function vehiclesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { clock, config } = app.deps;
  const service = app.services.vehicles;
  const today = () => todayIn(config.BUSINESS_TIMEZONE, clock.now());

  r.get(
    '/vehicles/search',
    {
      schema: {
        tags: ['vehicles'],
        summary:
          'The classes of a service (rental, transfer, taxi) for a trip, each with its price and whether one is free',
        querystring: vehicleSearchQueryAt(today),
        response: responses({ 200: vehicleSearchDto }),
      },
    },
    async (request) => service.search(request.query, request.lang),
  );

  r.get(
    '/vehicles/classes/:id',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'A class of vehicle on sale, named in the language asked',
        params: z.object({ id: z.uuid() }),
        response: responses({ 200: vehicleClassDto }),
      },
    },
    async (request) => service.vehicleClass(request.params.id, request.lang),
  );

  r.get(
    '/vehicles/from',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'The "from" prices of the service cards, read from the catalogue',
        response: responses({ 200: vehicleFromPricesDto }),
      },
    },
    async () => service.fromPrices(),
  );

  await adminVehiclesRoutes(app);
}
