import { saleDateProblem } from '@app/shared/common/sale-horizon';
import type { RestaurantFilters } from './search-params';

export type VisitDateProblem = 'past' | 'tooFar';

/** Why a visit date cannot be searched or reserved (before today, past the sale window), or null. */
export function visitDateProblem(date: string, today: string): VisitDateProblem | null {
  // The sale window the server checks, from its zod-free rule: a traveller's page carries no schema library.
  const problem = saleDateProblem(date, today);
  return problem === 'date_in_past' ? 'past' : problem === 'date_too_far' ? 'tooFar' : null;
}

/** The filters as searched: a date from an old link (now past) or beyond the sale window is left out. */
export function searchableFilters(filters: RestaurantFilters, today: string): RestaurantFilters {
  return filters.date && visitDateProblem(filters.date, today) ? { ...filters, date: undefined } : filters;
}
