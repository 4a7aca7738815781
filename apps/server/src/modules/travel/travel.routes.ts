import { todayIn } from '@app/shared/common/dates';
import { recentFlightSearch } from '@app/shared/travel/recent-searches';
import { flightSearchDto, hotelOffersDto, trabzonHotelsDto } from '@app/shared/travel/responses';
import { flightSearchQueryAt, providerHotelId, travelStayQueryAt } from '@app/shared/travel/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../plugins/auth.ts';
import { changesNothing } from '../../plugins/catalog-cache.ts';
import { noContent, responses } from '../../plugins/openapi-responses.ts';

const tags = ['travel'];
const recentList = z.object({ searches: z.array(recentFlightSearch) });

/**
 * The travel data provider, through our server only: hotels around Trabzon and Rize, their room
 * offers, and flights. Their bookings go through /api/bookings (kinds `provider_hotel`, `flight`).
 */
export async function travelRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { clock, config } = app.deps;
  const service = app.services.travel;
  const today = () => todayIn(config.BUSINESS_TIMEZONE, clock.now());

  r.get(
    '/travel/hotels',
    {
      schema: {
        tags,
        summary:
          'The best rated hotels within 100 km of Trabzon and Rize airports, with their best rate for the stay',
        querystring: travelStayQueryAt(today),
        response: responses({ 200: trabzonHotelsDto }),
      },
    },
    async (request) => service.hotels(request.query, request.lang),
  );

  r.get(
    '/travel/hotels/:hotelId/offers',
    {
      schema: {
        tags,
        summary: "A hotel's room offers for the stay (or rooms from its best rate when it lists none)",
        params: z.object({ hotelId: providerHotelId }),
        querystring: travelStayQueryAt(today),
        response: responses({ 200: hotelOffersDto }),
      },
    },
    async (request) => service.hotelOffers(request.params.hotelId, request.query),
  );

  r.get(
    '/travel/flights',
    {
      schema: {
        tags,
        summary: 'Flight offers between two airports (at most 20, in USD)',
        querystring: flightSearchQueryAt(today),
        response: responses({ 200: flightSearchDto }),
      },
    },
    async (request) => service.flights(request.query),
  );

  r.get(
    '/travel/flights/recent',
    {
      preValidation: requireAuth,
      schema: {
        tags,
        summary: "The signed-in traveller's last flight searches",
        response: responses({ 200: recentList }),
      },
    },
    async (request) => ({ searches: await service.recent.list((await authOf(request)).user.id) }),
  );

  r.post(
    '/travel/flights/recent',
    {
      preValidation: requireAuth,
      config: changesNothing,
      schema: {
        tags,
        summary: 'Remembers a flight search: newest first, one per route and trip type, five at most',
        body: recentFlightSearch,
        response: responses({ 200: recentList }),
      },
    },
    async (request) => ({
      searches: await service.recent.remember((await authOf(request)).user.id, request.body),
    }),
  );

  r.delete(
    '/travel/flights/recent/:key',
    {
      preValidation: requireAuth,
      config: changesNothing,
      schema: {
        tags,
        summary: 'Forgets one recent search (origin-destination-tripType)',
        params: z.object({ key: z.string().regex(/^[A-Z]{3}-[A-Z]{3}-(oneWay|roundTrip)$/) }),
        response: responses({ 200: recentList }),
      },
    },
    async (request) => ({
      searches: await service.recent.forget((await authOf(request)).user.id, request.params.key),
    }),
  );

  r.delete(
    '/travel/flights/recent',
    {
      preValidation: requireAuth,
      config: changesNothing,
      schema: { tags, summary: 'Forgets every recent search', response: responses({ 204: noContent }) },
    },
    async (request, reply) => {
      await service.recent.clear((await authOf(request)).user.id);
      return reply.code(204).send(null);
    },
  );
}
