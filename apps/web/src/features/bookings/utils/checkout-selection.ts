import type { TripSelection } from '../../packages';
import type { StaySelection } from '../api/booking-api';

const UUID = /^[0-9a-f-]{36}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Guests from the link: a whole number from 1 to 10 (1 when the link leaves it out). */
function readGuests(params: URLSearchParams): number | null {
  const guests = Number(params.get('guests') ?? '1');
  return Number.isInteger(guests) && guests >= 1 && guests <= 10 ? guests : null;
}

/** `/booking?hotelId&roomTypeId&checkIn&checkOut&guests`, or null when the link is not whole. */
export function readStay(params: URLSearchParams): StaySelection | null {
  const hotelId = params.get('hotelId') ?? '';
  const roomTypeId = params.get('roomTypeId') ?? '';
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  const guests = readGuests(params);
  if (!UUID.test(hotelId) || !UUID.test(roomTypeId) || !DATE.test(checkIn) || !DATE.test(checkOut))
    return null;
  if (checkOut <= checkIn || guests === null) return null;
  return { hotelId, roomTypeId, checkIn, checkOut, guests };
}

/** `/booking?packageId&departureId&guests`, or null when the link is not whole. */
export function readTrip(params: URLSearchParams): TripSelection | null {
  const packageId = params.get('packageId') ?? '';
  const departureId = params.get('departureId') ?? '';
  const guests = readGuests(params);
  if (!UUID.test(packageId) || !UUID.test(departureId) || guests === null) return null;
  return { packageId, departureId, guests };
}
