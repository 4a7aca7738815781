import type { BookingKind } from './modules/bookings/booking-kind.ts';
import type { DestinationsService } from './modules/destinations/destinations.service.ts';
import { hotelStays } from './modules/inventory/hotel-stay-booking.ts';
import { packageTrips } from './modules/packages/package-trip-booking.ts';
import { restaurantTables } from './modules/restaurants/restaurant-table-booking.ts';

/** The services the kinds sold read through, built once by services.ts. */
export interface KindServices {
  destinations: DestinationsService;
}

/**
 * The kinds of booking the product sells, registered with the booking core at start-up, in the
 * order the API lists them (the body's union, the types, the CSV's columns). A new kind is a module
 * that implements BookingKind and one line here (docs/decisions/020); a kind that reads another
 * module is a factory given that module's service (docs/decisions/025).
 */
export function bookingKindsSold({ destinations }: KindServices): readonly BookingKind[] {
  return [hotelStays, packageTrips({ destinations }), restaurantTables];
}
