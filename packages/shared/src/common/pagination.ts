import { z } from 'zod';

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(12),
});

export interface Paginated<T> {
  data: T[];
  total: number;
  page: number;
  totalPages: number;
}

/** The schema of a `Paginated` answer of `item`s. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
  });
}
