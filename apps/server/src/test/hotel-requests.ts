import type { FastifyInstance } from 'fastify';
import { bearer } from './http.ts';

export const GUEST = {
  firstName: 'Deniz',
  lastName: 'Kaya',
  email: 'deniz@example.com',
  phone: '+90 532 000 00 00',
};

/** A guest's hotel booking as the checkout sends it (paying at the hotel), with a new Idempotency-Key. */
export function bookStay(
  app: FastifyInstance,
  stay: {
    hotelId: string;
    roomTypeId: string | undefined;
    checkIn: string;
    checkOut: string;
    guests?: number;
  },
) {
  return app.inject({
    method: 'POST',
    url: '/api/bookings?lang=en',
    headers: { 'idempotency-key': crypto.randomUUID() },
    payload: { type: 'hotel', guests: 1, ...stay, ...GUEST, paymentMethod: 'payAtHotel' },
  });
}

/** The guest cancels a booking made without an account, by its reference and email. */
export function cancelAsGuest(app: FastifyInstance, booking: { _id: string; reference: string }) {
  return app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/cancel`,
    payload: { email: GUEST.email, reference: booking.reference },
  });
}

/** An admin saves a room type's form: a double room with this price and number of rooms. */
export function saveRoom(
  app: FastifyInstance,
  token: string,
  room: {
    hotelId: string;
    roomTypeId: string | undefined;
    name: string;
    pricePerNight: number;
    totalRooms: number;
  },
) {
  return app.inject({
    method: 'PUT',
    url: `/api/hotels/${room.hotelId}/rooms/${room.roomTypeId}`,
    headers: bearer(token),
    payload: {
      name: { en: room.name },
      roomType: 'standard',
      pricePerNight: room.pricePerNight,
      maxOccupancy: 2,
      totalRooms: room.totalRooms,
    },
  });
}
