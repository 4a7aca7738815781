import type { FastifyInstance } from 'fastify';

export async function hotelsRoutes(_app: FastifyInstance) {}
