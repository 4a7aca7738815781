import { z } from 'zod';

/** POST /api/newsletter */
export const subscriptionDto = z.object({ email: z.string(), status: z.literal('subscribed') });
export type SubscriptionDto = z.infer<typeof subscriptionDto>;
