import { offerFilterQuery } from '@app/shared/offers/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offersService } from './offers.service.ts';

const offerId = z.string().regex(/^(hotel|package):[0-9a-f-]{36}$/i, { error: 'invalid_value' });

export async function offersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { clock, config, database } = app.deps;
  const service = offersService({ db: database.db, clock, timeZone: config.BUSINESS_TIMEZONE });

  r.get('/offers/special', { config: { publicCache: true } }, (request) => service.special(request.lang));

  r.get(
    '/offers/filter',
    { config: { publicCache: true }, schema: { querystring: offerFilterQuery } },
    (request) => service.filter(request.query, request.lang),
  );

  r.get(
    '/offers/:id',
    { config: { publicCache: true }, schema: { params: z.object({ id: offerId }) } },
    (request) => service.byId(request.params.id, request.lang),
  );
}
