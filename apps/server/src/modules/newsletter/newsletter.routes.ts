import { normalizeEmail } from '@app/shared/auth/email';
import { subscriptionDto } from '@app/shared/newsletter/responses';
import { subscribeBody } from '@app/shared/newsletter/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsletterSubscribers } from '../../db/schema/newsletter.ts';
import { AppError } from '../../lib/app-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { responses } from '../../plugins/openapi-responses.ts';

export async function newsletterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = app.deps;
  const perIp = new RateLimiter(10, 3600_000, () => clock.now().getTime());

  r.post(
    '/newsletter',
    { schema: { tags: ['newsletter'], body: subscribeBody, response: responses({ 201: subscriptionDto }) } },
    async (request, reply) => {
      const { allowed, retryAfterSeconds } = perIp.hit(request.ip);
      if (!allowed)
        throw new AppError(429, 'rate_limited', { headers: { 'Retry-After': String(retryAfterSeconds) } });
      const { email } = request.body;
      const inserted = await database.db
        .insert(newsletterSubscribers)
        .values({
          email,
          emailNormalized: normalizeEmail(email),
          language: request.body.language ?? request.lang,
        })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      if (inserted.length === 0) throw new AppError(409, 'already_subscribed');
      return reply.status(201).send({ email, status: 'subscribed' });
    },
  );
}
