import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hotelStayBookings } from '../../db/schema/hotel-stay-bookings.ts';
import { hotels, roomTypes } from '../../db/schema/hotels.ts';

/** What a stay booking shows of its hotel and room. */
const hotelColumns = {
  id: hotels.id,
  slug: hotels.slug,
  name: hotels.name,
  city: hotels.city,
  cityNames: hotels.cityNames,
  featuredImage: hotels.featuredImage,
  checkInTime: hotels.checkInTime,
  checkOutTime: hotels.checkOutTime,
  addressLine: hotels.addressLine,
  latitude: hotels.latitude,
  longitude: hotels.longitude,
};

export type StayHotel = { [K in keyof typeof hotelColumns]: (typeof hotels.$inferSelect)[K] };
export interface StayRoom {
  id: string;
  name: (typeof roomTypes.$inferSelect)['name'];
}

/** What a hotel stay booking is of: the hotel, the room type and how many rooms. */
export interface HotelStay {
  hotel: StayHotel;
  room: StayRoom;
  rooms: number;
}

/** The hotel stay kind's own table: one row per stay booking. */
export function hotelStayBookingsRepository(db: Db) {
  return {
    async insert(bookingId: string, stay: HotelStay): Promise<void> {
      await db
        .insert(hotelStayBookings)
        .values({ bookingId, hotelId: stay.hotel.id, roomTypeId: stay.room.id, rooms: stay.rooms });
    },

    async byBookings(bookingIds: string[]): Promise<Map<string, HotelStay>> {
      const rows = await db
        .select({
          bookingId: hotelStayBookings.bookingId,
          rooms: hotelStayBookings.rooms,
          hotel: hotelColumns,
          room: { id: roomTypes.id, name: roomTypes.name },
        })
        .from(hotelStayBookings)
        .innerJoin(hotels, eq(hotels.id, hotelStayBookings.hotelId))
        .innerJoin(roomTypes, eq(roomTypes.id, hotelStayBookings.roomTypeId))
        .where(inArray(hotelStayBookings.bookingId, bookingIds));
      return new Map(rows.map(({ bookingId, ...stay }) => [bookingId, stay]));
    },
  };
}
