import { quoteDto } from '@app/shared/bookings/responses';
import {
  type CreateHotelBookingBody,
  createHotelBookingBodyAt,
  type hotelQuoteBody,
  hotelQuoteBodyAt,
  type QuoteDto,
} from '@app/shared/bookings/schemas';
import { addressParts, formatAddress, townPart } from '@app/shared/common/address';
import { stayNights } from '@app/shared/common/dates';
import { nameIn, pickLocalized } from '@app/shared/i18n/localized';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { cacheTags, nightTags } from '../../lib/cache-tags.ts';
import { type BookingKind, freeCancellationUntil, paidStatus, placeOf } from '../bookings/booking-kind.ts';
import { readPaymentSettings } from '../settings/settings.service.ts';
import { type HotelStay, hotelStayBookingsRepository } from './hotel-stay-bookings.repository.ts';
import { evaluateStay, inventoryService, priceNight, stayTotals, termsOf } from './inventory.service.ts';

type HotelQuoteBody = z.infer<typeof hotelQuoteBody>;

/** The server's price for a stay before it is booked, from the nights as they stand. */
async function quoteStay(
  db: Db,
  body: HotelQuoteBody,
  ctx: { today: string; timeZone: string },
): Promise<QuoteDto> {
  const inventory = inventoryService(db);
  const found = await inventory.roomOfHotel(body.hotelId, body.roomTypeId);
  if (!found?.hotel.published) throw new AppError(404, 'not_found');
  const [records, settings] = await Promise.all([
    inventory.nights(body.roomTypeId, body.checkIn, body.checkOut),
    readPaymentSettings(db),
  ]);
  const stay = evaluateStay(found.room, records, { ...body, today: ctx.today });
  const totals = stayTotals(
    stay.nights.map((n) => n.priced),
    settings.taxRate,
  );
  const promoInvalid = stay.available && !!body.promoCode?.trim() && !stay.promoApplied;
  return {
    available: stay.available,
    reason: stay.reason,
    unavailableDates: stay.unavailableDates,
    nights: stay.nights.map(({ priced: _p, ...n }) => n),
    currency: settings.currency,
    ...totals,
    taxRate: settings.taxRate,
    promoApplied: stay.promoApplied,
    // A code is judged only for a stay that can be booked: an impossible stay says why instead.
    promoInvalid,
    promoUnknown: promoInvalid && !(await inventory.promoCodeKnown(body.hotelId, body.promoCode ?? '')),
    roomsLeft: stay.roomsLeft,
    freeCancellationUntil: freeCancellationUntil(
      body.checkIn,
      found.hotel.checkInTime,
      ctx.timeZone,
    ).toISOString(),
  };
}

/**
 * The checks a hotel stay passes before any transaction (404 unknown or unpublished room,
 * 409 payment method the hotel does not take or too many guests, 400 past dates or too long),
 * then the taking of one room of the type for every night of [checkIn, checkOut) through the
 * inventory, inside the booking's transaction (409 and nothing written when a night is sold out or
 * blocked); the amounts come from the nights it took.
 */
async function prepareStay(db: Db, body: CreateHotelBookingBody, ctx: { today: string }) {
  const found = await inventoryService(db).roomOfHotel(body.hotelId, body.roomTypeId);
  if (!found?.hotel.published) throw new AppError(404, 'not_found');
  const { hotel, room } = found;
  if (!hotel.paymentOptions.includes(body.paymentMethod))
    throw new AppError(409, 'payment_method_not_accepted');
  const preview = evaluateStay(room, [], { ...body, today: ctx.today });
  if (preview.reason === 'past_dates')
    throw new AppError(400, 'validation_failed', { errors: [{ field: 'checkIn', code: 'date_in_past' }] });
  if (preview.reason === 'stay_too_long')
    throw new AppError(400, 'validation_failed', { errors: [{ field: 'checkOut', code: 'stay_too_long' }] });
  if (preview.reason === 'too_many_guests') throw new AppError(409, 'too_many_guests');

  return async (tx: Db, { now, taxRate }: { now: Date; taxRate: number }) => {
    const taken = await inventoryService(tx).takeRooms(
      hotel.id,
      room,
      stayNights(body.checkIn, body.checkOut),
      now,
    );
    const priced = taken.map((row) => ({
      date: row.date,
      ...priceNight(termsOf(row, room.pricePerNight), body.promoCode),
    }));
    const totals = stayTotals(priced, taxRate);
    const stay: HotelStay = { hotel, room: { id: room.id, name: room.name }, rooms: 1 };
    return {
      facts: {
        status: paidStatus(body.paymentMethod),
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        guests: body.guests,
        promoCode: priced.some((n) => n.promoApplied) ? (body.promoCode?.trim().toUpperCase() ?? null) : null,
        nights: priced.map((n) => ({ date: n.date, price: n.basePrice, discount: n.discount })),
        subtotal: totals.subtotal,
        discount: totals.discount,
        taxes: totals.taxes,
        total: totals.total,
      },
      detail: stay,
      record: (inner: Db, bookingId: string) => hotelStayBookingsRepository(inner).insert(bookingId, stay),
    };
  };
}

/** A hotel stay: one room of a type over [checkIn, checkOut), taken night by night. */
export const hotelStays: BookingKind<CreateHotelBookingBody, HotelStay, 'hotel'> = {
  type: 'hotel',
  body: ({ now, today }) => createHotelBookingBodyAt(now, today),
  quote: { body: ({ today }) => hotelQuoteBodyAt(today), answer: quoteDto, run: quoteStay },
  prepare: prepareStay,
  release: (tx, { booking, detail }, now) =>
    inventoryService(tx).releaseRooms(detail.room.id, booking.checkIn, booking.checkOut, detail.rooms, now),
  details: (db, ids) => hotelStayBookingsRepository(db).byBookings(ids),
  fields: ['hotel', 'roomType'],
  read: ({ hotel, room }, { lang }) => ({
    fields: {
      hotel: {
        _id: hotel.id,
        slug: hotel.slug,
        name: pickLocalized(hotel.name, lang).text,
        city: nameIn(hotel.city, hotel.cityNames, lang),
        featuredImage: hotel.featuredImage,
        checkInTime: hotel.checkInTime,
        checkOutTime: hotel.checkOutTime,
        addressLine: hotel.addressLine,
        address: addressParts([hotel.addressLine, townPart(hotel.city, hotel.cityNames, lang)]),
      },
      roomType: { _id: room.id, name: pickLocalized(room.name, lang).text },
    },
    place: placeOf(hotel, lang),
  }),
  // 24 hours before check-in at the hotel's check-in time.
  freeCancellationUntil: ({ booking, detail }, timeZone) =>
    freeCancellationUntil(booking.checkIn, detail.hotel.checkInTime, timeZone),
  mail: {
    words: 'hotel',
    title: (b) => b.hotel?.name ?? '',
    rows: (b, t, { date, text }) => [
      [t('hotel'), b.hotel?.name ?? ''],
      [t('room'), b.roomType?.name ?? ''],
      [text('booking.dates'), `${date(b.checkIn)} – ${date(b.checkOut)}`],
      [t('nights'), String(b.nights.length)],
      [text('booking.guests'), String(b.guests)],
    ],
    summary: (b) => `${b.hotel?.name ?? ''} · ${b.roomType?.name ?? ''}`,
    when: (b) => ({ checkIn: b.checkIn, checkOut: b.checkOut }),
    location: async (_db, b, lang) =>
      b.hotel ? formatAddress([b.hotel.name, ...b.hotel.address], lang) : '',
  },
  // Its hotel's availability and the searches over its nights (not its page, which shows no
  // availability), the popularity ranking and the deals on sale (a deal needs a room left).
  changes: (b) => [
    cacheTags.popularity,
    cacheTags.offers,
    ...(b.hotel ? [cacheTags.rooms(b.hotel._id), ...nightTags(b.checkIn, b.checkOut)] : []),
  ],
  csv: {
    of: [
      { header: 'hotel', cell: (b) => b.hotel?.name ?? '' },
      { header: 'room', cell: (b) => b.roomType?.name ?? '' },
    ],
  },
};
