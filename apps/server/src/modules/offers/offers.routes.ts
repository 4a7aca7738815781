import { offerDto } from '@app/shared/offers/responses';
import { offerFilterQuery } from '@app/shared/offers/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheTags } from '../../lib/cache-tags.ts';
import { cachedAs } from '../../plugins/catalog-cache.ts';
import { responses } from '../../plugins/openapi-responses.ts';

const tags = ['offers'];
/** Offers are hotels' and packages' deals, with their destinations. */
const SHOWS = [cacheTags.offers, cacheTags.hotels, cacheTags.packages, cacheTags.destinations];
const offerId = z.string().regex(/^(hotel|package):[0-9a-f-]{36}$/i, { error: 'invalid_value' });

export async function offersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.offers;

  r.get(
    '/offers/special',
    { config: cachedAs(() => SHOWS), schema: { tags, response: responses({ 200: z.array(offerDto) }) } },
    (request) => service.special(request.lang),
  );

  r.get(
    '/offers/filter',
    {
      config: cachedAs(() => SHOWS),
      schema: { tags, querystring: offerFilterQuery, response: responses({ 200: z.array(offerDto) }) },
    },
    (request) => service.filter(request.query, request.lang),
  );

  r.get(
    '/offers/:id',
    {
      config: cachedAs(() => SHOWS),
      schema: { tags, params: z.object({ id: offerId }), response: responses({ 200: offerDto }) },
    },
    (request) => service.byId(request.params.id, request.lang),
  );
}
