import type { CardBrand } from '@app/shared/bookings/card';
import type { BookingDto } from '@app/shared/bookings/schemas';
import { FREE_CANCELLATION_HOURS } from '@app/shared/bookings/status';
import { addressParts, townPart } from '@app/shared/common/address';
import { wallClock, zonedInstant } from '@app/shared/common/wall-clock';
import type { Language } from '@app/shared/i18n/languages';
import { type Localized, nameIn, pickLocalized } from '@app/shared/i18n/localized';
import type { TableLocation } from '@app/shared/restaurants/catalog';
import type { bookings } from '../../db/schema/bookings.ts';
import type { hotels, roomTypes } from '../../db/schema/hotels.ts';
import type { packages } from '../../db/schema/packages.ts';
import type { restaurants } from '../../db/schema/restaurants.ts';

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
  | 'latitude'
  | 'longitude'
>;
export type BookingRoom = Pick<typeof roomTypes.$inferSelect, 'id' | 'name'>;
/** Where a trip goes first: the first of its hotels (in the package's order) with a map position. */
export interface TripFirstStop {
  name: Localized;
  latitude: number;
  longitude: number;
}
export type BookingPackage = Pick<
  typeof packages.$inferSelect,
  'id' | 'slug' | 'name' | 'durationDays' | 'featuredImage'
> & { firstStop: TripFirstStop | null };

export type BookingRestaurant = Pick<
  typeof restaurants.$inferSelect,
  | 'id'
  | 'slug'
  | 'name'
  | 'city'
  | 'cityNames'
  | 'featuredImage'
  | 'addressLine'
  | 'phone'
  | 'latitude'
  | 'longitude'
>;
/** The table a restaurant booking holds, and when. */
export interface BookingSitting {
  startsAt: Date;
  endsAt: Date;
  tableNumber: string;
  tableLocation: string;
}

/** A booking and what it is of: a hotel room, a package trip or a restaurant table. */
export interface BookingWithRefs {
  booking: BookingRow;
  hotel: BookingHotel | null;
  room: BookingRoom | null;
  trip: BookingPackage | null;
  restaurant: BookingRestaurant | null;
  sitting: BookingSitting | null;
}

/** Tours start in the morning: free cancellation ends 24 hours before 09:00 on the first day. */
export const TOUR_START_TIME = '09:00';

const HOUR_MS = 3_600_000;

/** Free cancellation ends this many hours before check-in at the hotel's check-in time. */
export function freeCancellationUntil(checkIn: string, checkInTime: string, timeZone: string): Date {
  return new Date(zonedInstant(checkIn, checkInTime, timeZone).getTime() - FREE_CANCELLATION_HOURS * HOUR_MS);
}

/** When the booking's free cancellation ends: 24 hours before its stay, trip or sitting begins. */
function cancellationDeadline(found: BookingWithRefs, timeZone: string): Date {
  const { booking, hotel, sitting } = found;
  if (sitting) return new Date(sitting.startsAt.getTime() - FREE_CANCELLATION_HOURS * HOUR_MS);
  const startTime = booking.type === 'package' ? TOUR_START_TIME : (hotel?.checkInTime ?? '14:00');
  return freeCancellationUntil(booking.checkIn, startTime, timeZone);
}

const timeOf = (instant: Date, timeZone: string) => wallClock(instant, timeZone).slice(11);

/** Where the traveller goes: the hotel, the restaurant or the trip's first stop, when it is on the map. */
function placeOf(found: BookingWithRefs, lang: Language): BookingDto['place'] {
  const point = found.hotel ?? found.restaurant ?? found.trip?.firstStop;
  if (!point || point.latitude == null || point.longitude == null) return null;
  return { name: pickLocalized(point.name, lang).text, latitude: point.latitude, longitude: point.longitude };
}

export function toBookingDto(
  found: BookingWithRefs,
  ctx: { lang: Language; now: Date; timeZone: string; mayCancel: boolean },
): BookingDto {
  const { booking: row, hotel, room, trip, restaurant, sitting } = found;
  const deadline = cancellationDeadline(found, ctx.timeZone);
  const open = row.status === 'pending' || row.status === 'confirmed';
  return {
    _id: row.id,
    reference: row.reference,
    type: row.type,
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
          address: addressParts([hotel.addressLine, townPart(hotel.city, hotel.cityNames, ctx.lang)]),
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
    restaurant: restaurant
      ? {
          _id: restaurant.id,
          slug: restaurant.slug,
          name: pickLocalized(restaurant.name, ctx.lang).text,
          city: nameIn(restaurant.city, restaurant.cityNames, ctx.lang),
          featuredImage: restaurant.featuredImage,
          addressLine: restaurant.addressLine,
          address: addressParts([
            restaurant.addressLine,
            townPart(restaurant.city, restaurant.cityNames, ctx.lang),
          ]),
          phone: restaurant.phone,
        }
      : null,
    sitting: sitting
      ? {
          time: timeOf(sitting.startsAt, ctx.timeZone),
          endTime: timeOf(sitting.endsAt, ctx.timeZone),
          startsAt: sitting.startsAt.toISOString(),
          endsAt: sitting.endsAt.toISOString(),
          table: { number: sitting.tableNumber, location: sitting.tableLocation as TableLocation },
        }
      : null,
    place: placeOf(found, ctx.lang),
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
