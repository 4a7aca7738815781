/** True when a query failed on a unique constraint (PostgreSQL 23505), through drizzle's wrapper. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const e = current as { code?: string; constraint?: string; cause?: unknown; message?: string };
    if (e.code === '23505') {
      return !constraint || e.constraint === constraint || (e.message ?? '').includes(constraint);
    }
    current = e.cause;
  }
  return false;
}

/** True when a query failed on a foreign key (PostgreSQL 23503), through drizzle's wrapper. */
export function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    if ((current as { code?: string }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
