import { subscriptionDto } from '@app/shared/newsletter/responses';
import { subscribeBody } from '@app/shared/newsletter/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changesNothing } from '../../plugins/catalog-cache.ts';
import { responses } from '../../plugins/openapi-responses.ts';

export async function newsletterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.newsletter;
  const perIp = app.limiter('newsletter-ip', { max: 10, windowMs: 3600_000 });

  r.post(
    '/newsletter',
    {
      config: changesNothing,
      schema: { tags: ['newsletter'], body: subscribeBody, response: responses({ 201: subscriptionDto }) },
    },
    async (request, reply) => {
      await perIp.hit(request);
      const { email, language } = request.body;
      return reply.status(201).send(await service.subscribe(email, language ?? request.lang));
    },
  );
}
