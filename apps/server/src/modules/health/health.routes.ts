import { healthDto, notReadyDto, readyDto } from '@app/shared/health/responses';
import type { FastifyInstance } from 'fastify';
import { RETRY_AFTER_SECONDS } from '../../db/unavailable.ts';
import { responses } from '../../plugins/openapi-responses.ts';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { tags: ['health'], response: responses({ 200: healthDto }) } }, async () => ({
    status: 'ok',
  }));
  app.get(
    '/ready',
    { schema: { tags: ['health'], response: responses({ 200: readyDto, 503: notReadyDto }) } },
    async (_request, reply) => {
      // The check is bounded (DB_READY_TIMEOUT_MS): a frozen database is "not ready", not a hang.
      const ok = await app.deps.database.ping();
      if (!ok)
        return reply
          .status(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable', database: 'unreachable' });
      return { status: 'ready', database: app.deps.database.driver };
    },
  );
}
