import { subscribeBody } from '@app/shared/newsletter/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { newsletterService } from './newsletter.service.ts';

export async function newsletterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = app.deps;
  const service = newsletterService(database.db);
  const perIp = new RateLimiter(10, 3600_000, () => clock.now().getTime());

  r.post('/newsletter', { schema: { body: subscribeBody } }, async (request, reply) => {
    const { allowed, retryAfterSeconds } = perIp.hit(request.ip);
    if (!allowed)
      throw new AppError(429, 'rate_limited', { headers: { 'Retry-After': String(retryAfterSeconds) } });
    const { email, language } = request.body;
    return reply.status(201).send(await service.subscribe(email, language ?? request.lang));
  });
}
