import { contactReceiptDto } from '@app/shared/contact/responses';
import { contactInput } from '@app/shared/contact/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessages } from '../../db/schema/contact.ts';
import { AppError } from '../../lib/app-error.ts';
import { escapeHtml } from '../../lib/html.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { responses } from '../../plugins/openapi-responses.ts';
import { readAppSettings } from '../settings/settings.service.ts';

/**
 * The contact form: the message is stored first (nothing is lost if mail fails), then mailed to
 * the agency's contact address with Reply-To set to the sender. Five messages per hour per
 * address; a filled honeypot is accepted silently and dropped.
 */
export async function contactRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock, config, mailer, tasks } = app.deps;
  const perIp = new RateLimiter(5, 3600_000, () => clock.now().getTime());

  r.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        body: contactInput,
        response: responses({ 201: contactReceiptDto, 202: contactReceiptDto }),
      },
    },
    async (request, reply) => {
      const { allowed, retryAfterSeconds } = perIp.hit(request.ip);
      if (!allowed)
        throw new AppError(429, 'rate_limited', { headers: { 'Retry-After': String(retryAfterSeconds) } });
      const body = request.body;
      if (body.website) return reply.code(202).send({ status: 'received' });
      const auth = await request.getAuth();
      const [row] = await database.db
        .insert(contactMessages)
        .values({
          name: body.name,
          email: body.email,
          phone: body.phone,
          subject: body.subject,
          message: body.message,
          lang: request.lang,
          userId: auth?.user.id ?? null,
          createdAt: clock.now(),
        })
        .returning({ id: contactMessages.id });
      const site = await readAppSettings(database.db, config);
      const lines = [
        `From: ${body.name} <${body.email}>`,
        body.phone ? `Phone: ${body.phone}` : '',
        `Subject: ${body.subject}`,
        `Language: ${request.lang}`,
        '',
        body.message,
      ].filter((l, i) => l !== '' || i === 4);
      tasks.run('contact message mail', () =>
        mailer.send({
          to: site.contactEmail,
          replyTo: body.email,
          subject: `[${site.siteName}] ${body.subject}: ${body.name}`,
          text: lines.join('\n'),
          html: `<div style="font-family:sans-serif;line-height:1.5">${lines
            .map((l) => (l ? `<p>${escapeHtml(l)}</p>` : ''))
            .join('')}</div>`,
        }),
      );
      return reply.code(201).send({ status: 'received', _id: row?.id });
    },
  );
}
