import { problemSchema } from '@app/shared/errors/problem';
import { z } from 'zod';

/**
 * Building blocks for routes' `schema.response`: every route answers its own schemas for success
 * and an `application/problem+json` body for any 4xx or 5xx. Fastify serializes each answer
 * through its schema, so a field a schema does not name never leaves the server.
 */

const problem = {
  description: 'A problem (RFC 9457): `code` says what went wrong, `title` says it in the reader’s language.',
  content: { 'application/problem+json': { schema: problemSchema } },
} as const;

/** The problem answers shared by every route. */
export const problemResponses = { '4xx': problem, '5xx': problem } as const;

/** An answer without a body (204). */
export const noContent = z.null().describe('No content');

/** `{ status: '…' }` acknowledgements (202 Accepted and similar). */
export function statusDto<const T extends string>(status: T) {
  return z.object({ status: z.literal(status) });
}

/** The route's success answers plus the shared problem answers. */
export function responses<const T extends Record<number, z.ZodType>>(
  success: T,
): T & typeof problemResponses {
  return { ...success, ...problemResponses };
}

/** A text answer that is not JSON (feeds, robots.txt): its media type for the API document. */
export function feedResponse(mediaType: string, description: string) {
  return { 200: { description, content: { [mediaType]: { schema: z.string() } } }, ...problemResponses };
}
