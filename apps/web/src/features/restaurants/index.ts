// What the rest of the app may use of restaurants: the queries and filters the server loads a page with.
// Pages are reached through the router only.

// The admin's choice of a restaurant (the bookings list filters by one).
export { RestaurantPicker } from './admin/components/restaurant-picker';
export { restaurantQuery, restaurantSearchQuery, restaurantSlotsQuery } from './api/restaurants-api';
export { readReservation } from './reservation/reservation-params';
export { parseRestaurantFilters } from './utils/search-params';
export { searchableFilters } from './utils/visit-date';
