import { registerBookingKinds } from '../features/bookings/kinds/registry';
import { flightKind } from '../features/flights/booking-kind/flight-kind';
import { hotelStayKind } from '../features/hotels/booking-kind/hotel-stay-kind';
import { packageTripKind } from '../features/packages/booking-kind/package-trip-kind';
import { restaurantTableKind } from '../features/restaurants/booking-kind/restaurant-table-kind';
import { providerHotelKind } from '../features/trabzon-hotels/booking-kind/provider-hotel-kind';
import { carRentalKind, taxiKind, transferKind } from '../features/vehicles/booking-kind/vehicle-kinds';

/**
 * The kinds of booking the app sells, each from its own feature: the one place that names them
 * (docs/decisions/021-web-booking-kinds.md). A new kind adds one line here. The first kind's
 * checkout answers `/booking` when the address names no kind, and its link is where "My bookings"
 * starts a traveller with nothing booked.
 */
registerBookingKinds([
  hotelStayKind,
  packageTripKind,
  restaurantTableKind,
  carRentalKind,
  transferKind,
  taxiKind,
  flightKind,
  providerHotelKind,
]);
