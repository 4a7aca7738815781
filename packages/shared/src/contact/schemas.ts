import { z } from 'zod';
import { emailField } from '../auth/schemas.ts';
import { PHONE_PATTERN } from '../common/phone.ts';

export const CONTACT_SUBJECTS = ['booking', 'hotel', 'package', 'transfer', 'other'] as const;

/** POST /api/contact. `website` is a honeypot: people leave it empty, bots fill it. */
export const contactInput = z.object({
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(100, { error: 'too_long' }),
  email: emailField,
  phone: z
    .string()
    .trim()
    .max(30, { error: 'too_long' })
    .refine((v) => v === '' || PHONE_PATTERN.test(v), { error: 'invalid_phone' })
    .default(''),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'invalid_choice' }).default('other'),
  message: z
    .string({ error: 'required' })
    .trim()
    .min(10, { error: 'too_short' })
    .max(5000, { error: 'too_long' }),
  website: z.string().max(200).optional(),
});
export type ContactInput = z.infer<typeof contactInput>;
