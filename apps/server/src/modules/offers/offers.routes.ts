import { todayIn } from '@app/shared/common/dates';
import { offerFilterQuery } from '@app/shared/offers/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { readPaymentSettings } from '../settings/payment-settings.ts';
import { findOffers } from './offers-query.ts';

const offerId = z.string().regex(/^(hotel|package):[0-9a-f-]{36}$/i, { error: 'invalid_value' });

export async function offersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const { clock, config } = app.deps;
  const context = async (lang: Parameters<typeof findOffers>[2]['lang']) => ({
    today: todayIn(config.BUSINESS_TIMEZONE, clock.now()),
    lang,
    currency: (await readPaymentSettings(db)).currency,
  });

  r.get('/offers/special', { config: { publicCache: true } }, async (request) =>
    findOffers(db, { limit: 8 }, await context(request.lang)),
  );

  r.get(
    '/offers/filter',
    { config: { publicCache: true }, schema: { querystring: offerFilterQuery } },
    async (request) => {
      const q = request.query;
      if (q.from && q.to && q.to < q.from)
        throw new AppError(400, 'validation_failed', { errors: [{ field: 'to', code: 'end_before_start' }] });
      return findOffers(db, q, await context(request.lang));
    },
  );

  r.get(
    '/offers/:id',
    { config: { publicCache: true }, schema: { params: z.object({ id: offerId }) } },
    async (request) => {
      const [offer] = await findOffers(db, { id: request.params.id, limit: 1 }, await context(request.lang));
      if (!offer) throw new AppError(404, 'not_found');
      return offer;
    },
  );
}
