import type { CardBrand } from '@app/shared/bookings/card';
import type { BookingDto } from '@app/shared/bookings/schemas';
import { FREE_CANCELLATION_HOURS } from '@app/shared/bookings/status';
import { zonedInstant } from '@app/shared/common/wall-clock';
import type { Language } from '@app/shared/i18n/languages';
import { nameIn, pickLocalized } from '@app/shared/i18n/localized';
import type { bookings } from '../../db/schema/bookings.ts';
import type { hotels, roomTypes } from '../../db/schema/hotels.ts';
import type { packages } from '../../db/schema/packages.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingHotel = Pick<
  typeof hotels.$inferSelect,
  | 'id'
  | 'slug'
  | 'name'
  | 'city'
  | 'cityNames'
  | 'featuredImage'
  | 'checkInTime'
  | 'checkOutTime'
  | 'addressLine'
>;
export type BookingRoom = Pick<typeof roomTypes.$inferSelect, 'id' | 'name'>;
export type BookingPackage = Pick<
  typeof packages.$inferSelect,
  'id' | 'slug' | 'name' | 'durationDays' | 'featuredImage'
>;

/** Tours start in the morning: free cancellation ends 24 hours before 09:00 on the first day. */
export const TOUR_START_TIME = '09:00';

/** Free cancellation ends this many hours before check-in at the hotel's check-in time. */
export function freeCancellationUntil(checkIn: string, checkInTime: string, timeZone: string): Date {
  return new Date(
    zonedInstant(checkIn, checkInTime, timeZone).getTime() - FREE_CANCELLATION_HOURS * 3_600_000,
  );
}

/** The kinds of booking the booking answers describe (restaurant tables are booked apart). */
function answeredType(type: BookingRow['type']): BookingDto['type'] {
  if (type === 'restaurant') throw new Error('a restaurant booking is not a hotel or package booking');
  return type;
}

export function toBookingDto(
  row: BookingRow,
  hotel: BookingHotel | null,
  room: BookingRoom | null,
  trip: BookingPackage | null,
  ctx: { lang: Language; now: Date; timeZone: string; mayCancel: boolean },
): BookingDto {
  const startTime = row.type === 'package' ? TOUR_START_TIME : (hotel?.checkInTime ?? '14:00');
  const deadline = freeCancellationUntil(row.checkIn, startTime, ctx.timeZone);
  const open = row.status === 'pending' || row.status === 'confirmed';
  return {
    _id: row.id,
    reference: row.reference,
    type: answeredType(row.type),
    status: row.status,
    hotel: hotel
      ? {
          _id: hotel.id,
          slug: hotel.slug,
          name: pickLocalized(hotel.name, ctx.lang).text,
          city: nameIn(hotel.city, hotel.cityNames, ctx.lang),
          featuredImage: hotel.featuredImage,
          checkInTime: hotel.checkInTime,
          checkOutTime: hotel.checkOutTime,
          addressLine: hotel.addressLine,
        }
      : null,
    roomType: room ? { _id: room.id, name: pickLocalized(room.name, ctx.lang).text } : null,
    package: trip
      ? {
          _id: trip.id,
          slug: trip.slug,
          name: pickLocalized(trip.name, ctx.lang).text,
          durationDays: trip.durationDays,
          featuredImage: trip.featuredImage,
        }
      : null,
    departureId: row.departureId,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: row.nights.map((n) => ({ date: n.date, price: n.price, discount: n.discount })),
    guests: row.guests,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    specialRequests: row.specialRequests,
    paymentMethod: row.paymentMethod,
    card: row.cardLast4 ? { brand: (row.cardBrand ?? 'unknown') as CardBrand, last4: row.cardLast4 } : null,
    promoCode: row.promoCode,
    currency: row.currency,
    subtotal: row.subtotal,
    discount: row.discount,
    taxRate: Number(row.taxRate),
    taxes: row.taxes,
    total: row.total,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    freeCancellationUntil: deadline.toISOString(),
    canCancel: ctx.mayCancel && open && ctx.now.getTime() < deadline.getTime(),
  };
}
