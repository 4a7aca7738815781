import { z } from 'zod';

/** POST /api/contact: 201 with the stored message's id, 202 when nothing was kept (the honeypot). */
export const contactReceiptDto = z.object({ status: z.literal('received'), _id: z.string().optional() });
export type ContactReceiptDto = z.infer<typeof contactReceiptDto>;
