import { contactReceiptDto } from '@app/shared/contact/responses';
import { contactInput } from '@app/shared/contact/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changesNothing } from '../../plugins/catalog-cache.ts';
import { sessionOptional } from '../../plugins/openapi-requests.ts';
import { responses } from '../../plugins/openapi-responses.ts';

/**
 * The contact form (see contact.service.ts). Five messages per hour per address; a filled honeypot
 * is accepted silently and dropped.
 */
export async function contactRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.contact;
  const perIp = app.limiter('contact-ip', { max: 5, windowMs: 3600_000 });

  r.post(
    '/contact',
    {
      config: changesNothing,
      schema: {
        tags: ['contact'],
        ...sessionOptional,
        body: contactInput,
        response: responses({ 201: contactReceiptDto, 202: contactReceiptDto }),
      },
    },
    async (request, reply) => {
      await perIp.hit(request);
      const body = request.body;
      if (body.website) return reply.code(202).send({ status: 'received' });
      const auth = await request.getAuth();
      const id = await service.send(body, request.lang, auth?.user.id ?? null);
      return reply.code(201).send({ status: 'received', _id: id });
    },
  );
}
