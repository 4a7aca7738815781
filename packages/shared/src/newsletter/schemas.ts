import { z } from 'zod';
import { emailField } from '../auth/schemas.ts';
import { LANGUAGES } from '../i18n/languages.ts';

export const subscribeBody = z.object({
  email: emailField,
  language: z.enum(LANGUAGES).optional(),
});
