import type { BookingKind } from './modules/bookings/booking-kind.ts';
import { hotelStays } from './modules/inventory/hotel-stay-booking.ts';
import { packageTrips } from './modules/packages/package-trip-booking.ts';
import { restaurantTables } from './modules/restaurants/restaurant-table-booking.ts';

/**
 * The kinds of booking the product sells, registered with the booking core at start-up, in the
 * order the API lists them (the body's union, the types, the CSV's columns). A new kind is a module
 * that implements BookingKind and one line here (docs/decisions/020).
 */
export const bookingKindsSold: readonly BookingKind[] = [hotelStays, packageTrips, restaurantTables];
