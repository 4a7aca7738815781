import { ApiError } from '../../../../lib/api-client';
import { useAdminRestaurant } from '../api/admin-restaurants-api';

/**
 * The restaurant a screen's address names (`?restaurant=` its id, or its slug as on its public
 * page), loaded once: the screen then works with its id. `missing` when no restaurant has it.
 */
export function useChosenRestaurant(idOrSlug: string | null) {
  const query = useAdminRestaurant(idOrSlug ?? undefined);
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return { query, restaurant: query.data ?? null, missing };
}
