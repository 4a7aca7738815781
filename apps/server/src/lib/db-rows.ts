/** Rows of a raw `db.execute` result: node-postgres and PGlite shape them differently. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
