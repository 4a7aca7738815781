import { ApiError } from '../../../../lib/api-client';

/**
 * The server's messages (already in the reader's language) for the fields a form shows, by
 * field; `alias` renames the server's field names (e.g. the `to` of a query to `endDate`).
 */
export function serverFieldErrors(
  error: unknown,
  fields: readonly string[],
  alias: Record<string, string> = {},
): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const found: Record<string, string> = {};
  for (const issue of error.errors) {
    const field = alias[issue.field] ?? issue.field;
    if (fields.includes(field) && !found[field]) found[field] = issue.message;
  }
  return found;
}
