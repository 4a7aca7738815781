import { VEHICLE_BOOKING_TYPES, type VehicleService } from '@app/shared/vehicles/catalog';
import { type Place, writePlace } from '@app/shared/vehicles/places';

/** What a search knows of the trip, as the checkout's address carries it (`readVehicleTrip`). */
export interface SearchedTrip {
  pickup: Place;
  dropoff: Place;
  pickupDate: string;
  pickupTime: string;
  returnDate?: string;
  returnTime?: string;
  passengers?: number;
  flightNumber?: string;
}

/** The checkout of one class for the trip searched. */
export function checkoutHref(service: VehicleService, classId: string, trip: SearchedTrip): string {
  const params = new URLSearchParams({
    type: VEHICLE_BOOKING_TYPES[service],
    classId,
    pickup: writePlace(trip.pickup),
    dropoff: writePlace(trip.dropoff),
    pickupDate: trip.pickupDate,
    pickupTime: trip.pickupTime,
  });
  if (service === 'rental' && trip.returnDate && trip.returnTime) {
    params.set('returnDate', trip.returnDate);
    params.set('returnTime', trip.returnTime);
  }
  if (service !== 'rental' && trip.passengers) params.set('passengers', String(trip.passengers));
  if (service === 'transfer' && trip.flightNumber) params.set('flightNumber', trip.flightNumber);
  return `/booking?${params.toString()}`;
}
