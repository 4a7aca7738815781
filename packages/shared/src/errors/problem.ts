import { z } from 'zod';
import { ERROR_CODES } from './codes.ts';

/**
 * The body of every error answer (RFC 9457 `application/problem+json`): `code` is the stable
 * machine-readable reason, `title` its message in the reader's language, `errors` the fields a
 * validation failed on.
 */
export const problemFieldErrorSchema = z.object({
  field: z.string(),
  code: z.string(),
  message: z.string(),
});

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    code: z.enum(ERROR_CODES),
    errors: z.array(problemFieldErrorSchema).optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Problem' });
