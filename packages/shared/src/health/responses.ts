import { z } from 'zod';

/** GET /api/health: the process answers. */
export const healthDto = z.object({ status: z.literal('ok') });

/** GET /api/ready: the database answers too (503 when it does not). */
export const readyDto = z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) });
export const notReadyDto = z.object({ status: z.literal('unavailable'), database: z.literal('unreachable') });
