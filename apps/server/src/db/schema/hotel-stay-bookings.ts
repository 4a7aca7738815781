import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { hotels, roomTypes } from './hotels.ts';

/** What a hotel stay booking is of: the hotel, the room type and how many rooms of it. */
export const hotelStayBookings = pgTable(
  'hotel_stay_bookings',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'restrict' }),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'restrict' }),
    rooms: smallint('rooms').notNull().default(1),
  },
  (t) => [
    index('hotel_stay_bookings_hotel_idx').on(t.hotelId),
    index('hotel_stay_bookings_room_type_idx').on(t.roomTypeId),
    check('hotel_stay_bookings_rooms_check', sql`${t.rooms} >= 1`),
  ],
);
