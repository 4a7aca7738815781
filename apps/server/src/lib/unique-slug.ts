import { slugify } from '@app/shared/common/slug';
import { type AnyColumn, eq, like, or, type SQL } from 'drizzle-orm';
import { AppError } from './app-error.ts';
import { isUniqueViolation } from './db-errors.ts';

/**
 * The free slug for a new thing, in one query however many clashes there are: the repository
 * reads the slugs in use that are `base` or `base-…` (`slugFamily`), and the first of `base`,
 * `base-2`, `base-3`… not among them is the answer. Two writers that pick the same one at the same
 * moment meet the table's unique constraint, which the services answer with 409 `slug_taken`.
 */

/** Of the slugs in use, the first of `base`, `base-2`, `base-3`, … that is free. */
export function firstFreeSlug(base: string, inUse: readonly string[]): string {
  const taken = new Set(inUse);
  let n = 1;
  while (taken.has(n === 1 ? base : `${base}-${n}`)) n++;
  return n === 1 ? base : `${base}-${n}`;
}

/**
 * A free slug from `name` ("uzungol-lodge", then "uzungol-lodge-2", …); `fallback` when the name
 * makes no slug (only punctuation or emoji). `slugsInUse(base)` answers in one query.
 */
export async function freeSlug(
  name: string,
  fallback: string,
  slugsInUse: (base: string) => Promise<string[]>,
): Promise<string> {
  const base = slugify(name) || fallback;
  return firstFreeSlug(base, await slugsInUse(base));
}

/** The rows whose slug is `base` or starts `base-` (a slug never holds `%` or `_`). */
export function slugFamily(column: AnyColumn, base: string): SQL | undefined {
  return or(eq(column, base), like(column, `${base}-%`));
}

/**
 * `write` (an insert or update with a slug), with the unique constraint `constraint` of the slug
 * column answered as 409 `slug_taken` on the slug: another writer took it a moment before.
 */
export async function underUniqueSlug<T>(constraint: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint))
      throw new AppError(409, 'conflict', { errors: [{ field: 'slug', code: 'slug_taken' }] });
    throw error;
  }
}
