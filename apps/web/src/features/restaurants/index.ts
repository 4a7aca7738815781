// What the rest of the app may use of restaurants: the queries and filters the server loads a page with.
// Pages are reached through the router only.

export { restaurantQuery, restaurantSearchQuery, restaurantSlotsQuery } from './api/restaurants-api';
export { readReservation } from './reservation/reservation-params';
export { parseRestaurantFilters } from './utils/search-params';
export { searchableFilters } from './utils/visit-date';
