import type { z } from 'zod';

/** The first issue code a shared zod schema reports for one value, or null when it passes. */
export function fieldIssue(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error.issues[0]?.message ?? 'invalid_value';
}
