import type { FastifyInstance } from 'fastify';

export async function uploadsRoutes(_app: FastifyInstance) {}
