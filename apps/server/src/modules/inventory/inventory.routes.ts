import type { FastifyInstance } from 'fastify';

export async function inventoryRoutes(_app: FastifyInstance) {}
