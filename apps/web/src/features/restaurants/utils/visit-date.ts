import { lastSaleDay } from '@app/shared/common/sale-horizon';
import type { RestaurantFilters } from './search-params';

export type VisitDateProblem = 'past' | 'tooFar';

/** Why a visit date cannot be searched or reserved (before today, past the sale window), or null. */
export function visitDateProblem(date: string, today: string): VisitDateProblem | null {
  // The sale window the server checks (`@app/shared/common/sale-window`), from its zod-free horizon:
  // a traveller's page carries no schema library.
  if (date < today) return 'past';
  if (date > lastSaleDay(today)) return 'tooFar';
  return null;
}

/** The filters as searched: a date from an old link (now past) or beyond the sale window is left out. */
export function searchableFilters(filters: RestaurantFilters, today: string): RestaurantFilters {
  return filters.date && visitDateProblem(filters.date, today) ? { ...filters, date: undefined } : filters;
}
