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

/**
 * True when a query failed on a foreign key, through drizzle's wrapper: a missing or still-referenced
 * row (23503), or a delete an `ON DELETE RESTRICT` key forbids (23001).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: string }).code;
    if (code === '23503' || code === '23001') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * True when a query failed on an exclusion constraint (PostgreSQL 23P01), through drizzle's wrapper:
 * two active sittings holding one table at overlapping times.
 */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const e = current as { code?: string; constraint?: string; cause?: unknown; message?: string };
    if (e.code === '23P01') {
      return !constraint || e.constraint === constraint || (e.message ?? '').includes(constraint);
    }
    current = e.cause;
  }
  return false;
}
