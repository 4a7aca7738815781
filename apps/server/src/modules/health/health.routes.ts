import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    const ok = await app.deps.database.ping();
    if (!ok) return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    return { status: 'ready', database: app.deps.database.driver };
  });
}
