import {
  RENTAL_EXTRAS,
  type RentalExtra,
  VEHICLE_BOOKING_TYPES,
  type VehicleService,
} from '@app/shared/vehicles/catalog';
import { type Place, readPlace, writePlace } from '@app/shared/vehicles/places';
import { UUID } from '../../bookings';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A vehicle checkout's address: the class, where and when, who; a rental's return and extras; a flight. */
export interface VehicleTripParams {
  classId: string;
  pickup: Place;
  dropoff: Place;
  pickupDate: string;
  pickupTime: string;
  returnDate?: string;
  returnTime?: string;
  passengers: number;
  extras: RentalExtra[];
  flightNumber?: string;
  nameSign?: string;
}

/** The trip the address names for `service`, or null when it is not whole (the server checks the rest). */
export function readVehicleTrip(params: URLSearchParams, service: VehicleService): VehicleTripParams | null {
  const classId = params.get('classId') ?? '';
  const pickup = readPlace(params.get('pickup') ?? '');
  const dropoff = readPlace(params.get('dropoff') ?? '');
  const pickupDate = params.get('pickupDate') ?? '';
  const pickupTime = params.get('pickupTime') ?? '';
  const passengers = Number(params.get('passengers') ?? '1');
  if (!UUID.test(classId) || !pickup || !dropoff || !DATE.test(pickupDate) || !TIME.test(pickupTime))
    return null;
  if (!Number.isInteger(passengers) || passengers < 1 || passengers > 16) return null;
  const trip: VehicleTripParams = {
    classId,
    pickup,
    dropoff,
    pickupDate,
    pickupTime,
    passengers,
    extras: [],
  };
  if (service === 'rental') {
    const returnDate = params.get('returnDate') ?? '';
    const returnTime = params.get('returnTime') ?? '';
    if (!DATE.test(returnDate) || !TIME.test(returnTime)) return null;
    trip.returnDate = returnDate;
    trip.returnTime = returnTime;
    trip.extras = params
      .getAll('extras')
      .filter((e): e is RentalExtra => (RENTAL_EXTRAS as readonly string[]).includes(e));
  }
  if (service === 'transfer') {
    trip.flightNumber = params.get('flightNumber') ?? '';
    trip.nameSign = params.get('nameSign') ?? '';
  }
  return trip;
}

/** The trip as the quote and the booking send it. */
export function tripBody(service: VehicleService, trip: VehicleTripParams) {
  return {
    type: VEHICLE_BOOKING_TYPES[service],
    classId: trip.classId,
    pickup: writePlace(trip.pickup),
    dropoff: writePlace(trip.dropoff),
    pickupDate: trip.pickupDate,
    pickupTime: trip.pickupTime,
    passengers: trip.passengers,
    ...(service === 'rental'
      ? { returnDate: trip.returnDate, returnTime: trip.returnTime, extras: trip.extras }
      : {}),
    ...(service === 'transfer'
      ? {
          ...(trip.flightNumber ? { flightNumber: trip.flightNumber } : {}),
          ...(trip.nameSign ? { nameSign: trip.nameSign } : {}),
        }
      : {}),
  };
}
