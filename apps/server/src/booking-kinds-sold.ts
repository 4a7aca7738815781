import type { Clock } from './lib/clock.ts';
import type { BookingKind } from './modules/bookings/booking-kind.ts';
import type { DestinationsService } from './modules/destinations/destinations.service.ts';
import { hotelStays } from './modules/inventory/hotel-stay-booking.ts';
import { packageTrips } from './modules/packages/package-trip-booking.ts';
import { restaurantTables } from './modules/restaurants/restaurant-table-booking.ts';
import { flightKind } from './modules/travel/flight-booking.ts';
import { providerHotelKind } from './modules/travel/provider-hotel-booking.ts';
import type { TravelService } from './modules/travel/travel.service.ts';
import { vehicleKinds } from './modules/vehicles/vehicle-booking.ts';

/** The services the kinds sold read through, built once by services.ts. */
export interface KindServices {
  destinations: DestinationsService;
  /** A vehicle's pickup must be ahead of now, on the place's wall clock. */
  clock: Clock;
  timeZone: string;
  /** Hotels and flights of the travel data provider. */
  travel: TravelService;
}

/**
 * The kinds of booking the product sells, registered with the booking core at start-up, in the
 * order the API lists them (the body's union, the types, the CSV's columns). A new kind is a module
 * that implements BookingKind and one line here (docs/decisions/020); a kind that reads another
 * module is a factory given that module's service (docs/decisions/025).
 */
export function bookingKindsSold({
  destinations,
  clock,
  timeZone,
  travel,
}: KindServices): readonly BookingKind[] {
  return [
    hotelStays,
    packageTrips({ destinations }),
    restaurantTables,
    ...vehicleKinds({ clock, timeZone }),
    providerHotelKind({ travel }),
    flightKind({ travel, timeZone }),
  ];
}
