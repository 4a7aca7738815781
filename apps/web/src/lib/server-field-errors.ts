import { ApiError } from './api-client';

/** Field errors of a 400 answer, keyed by field name, for the fields this form has. */
export function serverFieldErrors(error: unknown, fields: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const issue of error.errors) {
    if (fields.includes(issue.field) && !errors[issue.field]) errors[issue.field] = issue.message;
  }
  return errors;
}
