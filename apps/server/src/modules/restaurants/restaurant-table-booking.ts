import {
  type CreateRestaurantBookingBody,
  createRestaurantBookingBodyAt,
} from '@app/shared/bookings/schemas';
import type { BookingStatus } from '@app/shared/bookings/status';
import { addressParts, formatAddress, townPart } from '@app/shared/common/address';
import { pathSegment } from '@app/shared/common/text-field';
import { wallClock } from '@app/shared/common/wall-clock';
import type { Language } from '@app/shared/i18n/languages';
import { nameIn, pickLocalized } from '@app/shared/i18n/localized';
import type { TableLocation } from '@app/shared/restaurants/catalog';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { cacheTags } from '../../lib/cache-tags.ts';
import {
  type BookingKind,
  dayBefore,
  freeCancellationUntil,
  NOTHING_PAID,
  placeOf,
} from '../bookings/booking-kind.ts';
import {
  type RestaurantTable,
  reservationsAt,
  restaurantTableBookingsRepository,
} from './restaurant-table-bookings.repository.ts';
import { findRestaurant, holdTable, partyTooLarge, releaseTable, seatParty } from './table-seating.ts';

/** A party larger than the restaurant's instant limit waits for the restaurant to confirm it. */
export const reservationStatus = (partySize: number, instantLimit: number): BookingStatus =>
  partySize > instantLimit ? 'pending' : 'confirmed';

const timeOf = (instant: Date, timeZone: string) => wallClock(instant, timeZone).slice(11);

/**
 * Reserves a table. Before any transaction: the restaurant is published (404) and takes the party
 * (400 `party_too_large`). Inside the booking's transaction the restaurant, the date's exceptions,
 * the active tables and sittings are read again and the slot engine picks the table (409
 * `time_not_available` when the time is not offered); once the booking's row is written, the table
 * is held for it, and the database refuses a table a concurrent reservation took meanwhile (the
 * same 409, everything rolled back). No payment is taken: every amount is 0.
 */
async function prepareTable(db: Db, body: CreateRestaurantBookingBody, { lang }: { lang: Language }) {
  const found = await findRestaurant(db, body.restaurantId);
  if (!found?.published) throw new AppError(404, 'not_found');
  if (body.partySize > found.maxPartySize) throw partyTooLarge(found.maxPartySize, lang);

  return async (tx: Db, ctx: { now: Date; timeZone: string }) => {
    const restaurant = await findRestaurant(tx, body.restaurantId);
    if (!restaurant?.published) throw new AppError(404, 'not_found');
    if (body.partySize > restaurant.maxPartySize) throw partyTooLarge(restaurant.maxPartySize, lang);
    const slot = await seatParty(tx, restaurant, body, ctx);
    return {
      facts: {
        status: reservationStatus(body.partySize, restaurant.instantLimit),
        checkIn: body.date,
        checkOut: body.date,
        guests: body.partySize,
        ...NOTHING_PAID,
      },
      detail: {
        restaurant,
        sitting: {
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          tableNumber: slot.table.number,
          tableLocation: slot.table.location,
        },
      },
      record: async (inner: Db, bookingId: string) => {
        await restaurantTableBookingsRepository(inner).insert(bookingId, restaurant.id);
        await holdTable(inner, { bookingId, restaurantId: restaurant.id, partySize: body.partySize, slot });
      },
    };
  };
}

/** A restaurant table: one table held over the sitting's time range. */
export const restaurantTables: BookingKind<CreateRestaurantBookingBody, RestaurantTable, 'restaurant'> = {
  type: 'restaurant',
  body: ({ today }) => createRestaurantBookingBodyAt(today),
  prepare: prepareTable,
  release: (tx, { booking }) => releaseTable(tx, booking.id),
  details: (db, ids) => restaurantTableBookingsRepository(db).byBookings(ids),
  fields: ['restaurant', 'sitting'],
  read: ({ restaurant, sitting }, { lang, timeZone }) => ({
    fields: {
      restaurant: {
        _id: restaurant.id,
        slug: restaurant.slug,
        name: pickLocalized(restaurant.name, lang).text,
        city: nameIn(restaurant.city, restaurant.cityNames, lang),
        featuredImage: restaurant.featuredImage,
        addressLine: restaurant.addressLine,
        address: addressParts([
          restaurant.addressLine,
          townPart(restaurant.city, restaurant.cityNames, lang),
        ]),
        phone: restaurant.phone,
      },
      sitting: sitting
        ? {
            time: timeOf(sitting.startsAt, timeZone),
            endTime: timeOf(sitting.endsAt, timeZone),
            startsAt: sitting.startsAt.toISOString(),
            endsAt: sitting.endsAt.toISOString(),
            table: { number: sitting.tableNumber, location: sitting.tableLocation as TableLocation },
          }
        : null,
    },
    place: placeOf(restaurant, lang),
  }),
  // 24 hours before the sitting's start (read from the sitting, not a fixed time of day).
  freeCancellationUntil: ({ booking, detail }, timeZone) =>
    detail.sitting
      ? dayBefore(detail.sitting.startsAt)
      : freeCancellationUntil(booking.checkIn, '14:00', timeZone),
  mail: {
    words: 'restaurant',
    title: (b) => b.restaurant?.name ?? '',
    rows: (b, t, { date, text }) => [
      [t('restaurant'), b.restaurant?.name ?? ''],
      [text('booking.date'), date(b.checkIn)],
      ...(b.sitting
        ? ([
            [t('time'), `${b.sitting.time} – ${b.sitting.endTime}`],
            [text('booking.guests'), String(b.guests)],
            [t('table'), `${b.sitting.table.number} · ${t(`tableLocation.${b.sitting.table.location}`)}`],
          ] as [string, string][])
        : [[text('booking.guests'), String(b.guests)] as [string, string]]),
    ],
    summary: (b) => `${b.restaurant?.name ?? ''} · ${b.guests}`,
    when: (b) =>
      b.sitting
        ? { startsAt: new Date(b.sitting.startsAt), endsAt: new Date(b.sitting.endsAt) }
        : { checkIn: b.checkIn, checkOut: b.checkOut },
    location: async (_db, b, lang) =>
      b.restaurant ? formatAddress([b.restaurant.name, ...b.restaurant.address], lang) : '',
  },
  // Which of the restaurant's tables are free when (its times), and the popularity ranking
  // restaurant lists sort by.
  changes: (b) => [cacheTags.popularity, ...(b.restaurant ? [cacheTags.sittings(b.restaurant._id)] : [])],
  filters: { restaurant: { query: pathSegment(120), where: reservationsAt } },
  csv: {
    of: [{ header: 'restaurant', cell: (b) => b.restaurant?.name ?? '' }],
    at: [
      { header: 'time', cell: (b) => b.sitting?.time ?? '' },
      {
        header: 'table',
        cell: (b) => (b.sitting ? `${b.sitting.table.number} (${b.sitting.table.location})` : ''),
      },
    ],
  },
};
