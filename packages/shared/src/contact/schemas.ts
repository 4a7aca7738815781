import { z } from 'zod';
import { emailField } from '../auth/schemas.ts';
import { PHONE_PATTERN } from '../common/phone.ts';
import { text } from '../common/text-field.ts';

export const CONTACT_SUBJECTS = ['booking', 'hotel', 'package', 'transfer', 'other'] as const;

/** POST /api/contact. `website` is a honeypot: people leave it empty, bots fill it. */
export const contactInput = z.object({
  name: text(100).min(1, { error: 'required' }),
  email: emailField,
  phone: text(30)
    .refine((v) => v === '' || PHONE_PATTERN.test(v), { error: 'invalid_phone' })
    .default(''),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'invalid_choice' }).default('other'),
  message: text(5000, { multiline: true }).min(10, { error: 'too_short' }),
  website: text(200, { trim: false }).optional(),
});
export type ContactInput = z.infer<typeof contactInput>;
