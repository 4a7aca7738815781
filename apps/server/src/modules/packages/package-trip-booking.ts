import { packageQuoteDto } from '@app/shared/bookings/responses';
import {
  type CreatePackageBookingBody,
  createPackageBookingBodyAt,
  type PackageQuoteBody,
  type PackageQuoteDto,
  packageQuoteBody,
} from '@app/shared/bookings/schemas';
import { addDays } from '@app/shared/common/dates';
import { pickLocalized } from '@app/shared/i18n/localized';
import { dealPrice } from '@app/shared/packages/catalog';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { cacheTags } from '../../lib/cache-tags.ts';
import { type BookingKind, freeCancellationUntil, paidStatus, placeOf } from '../bookings/booking-kind.ts';
import type { DestinationsService } from '../destinations/destinations.service.ts';
import { readPaymentSettings } from '../settings/settings.service.ts';
import { type PackageTrip, packageTripBookingsRepository } from './package-trip-bookings.repository.ts';
import { packageSeats } from './packages.service.ts';

/** Tours start in the morning: free cancellation ends 24 hours before 09:00 on the first day. */
const TOUR_START_TIME = '09:00';

/**
 * Amounts of a trip in minor units: the deal is the discount against the normal price per
 * person, taxes at the settings rate on what is left.
 */
export function tripTotals(pricePerPerson: number, dealPercent: number, travellers: number, taxRate: number) {
  const subtotal = pricePerPerson * travellers;
  const discount = subtotal - dealPrice(pricePerPerson, dealPercent) * travellers;
  const taxes = Math.round(((subtotal - discount) * taxRate) / 100);
  return { subtotal, discount, taxes, total: subtotal - discount + taxes };
}

async function quoteTrip(
  db: Db,
  body: PackageQuoteBody,
  ctx: { today: string; timeZone: string },
): Promise<PackageQuoteDto> {
  const { trip, departure } = await packageSeats(db).bookableDeparture(
    body.packageId,
    body.departureId,
    ctx.today,
  );
  const settings = await readPaymentSettings(db);
  return {
    available: departure.seatsLeft >= body.guests,
    seatsLeft: departure.seatsLeft,
    currency: settings.currency,
    pricePerPerson: trip.pricePerPerson,
    dealPercent: trip.dealPercent,
    taxRate: settings.taxRate,
    ...tripTotals(trip.pricePerPerson, trip.dealPercent, body.guests, settings.taxRate),
    freeCancellationUntil: freeCancellationUntil(
      departure.startDate,
      TOUR_START_TIME,
      ctx.timeZone,
    ).toISOString(),
  };
}

/**
 * Books seats on a package departure. Before any transaction: the package is published and the
 * departure has not started (404 / 400). Then, inside the booking's transaction, the seats are
 * taken with a guarded update (`seats_left >= travellers`) so a departure is never oversold (409
 * and nothing written), and the amounts come from the package row read in it.
 */
async function prepareTrip(db: Db, body: CreatePackageBookingBody, ctx: { today: string }) {
  await packageSeats(db).bookableDeparture(body.packageId, body.departureId, ctx.today);
  return async (tx: Db, { now, taxRate }: { now: Date; taxRate: number }) => {
    const taken = await packageSeats(tx).takeSeats(body.departureId, body.guests, now);
    const row = await packageSeats(tx).find(body.packageId);
    const trips = packageTripBookingsRepository(tx);
    const trip = row && (await trips.trip(row.id));
    if (!row || !trip) throw new AppError(404, 'not_found');
    const detail: PackageTrip = { trip, departureId: taken.id };
    return {
      facts: {
        status: paidStatus(body.paymentMethod),
        checkIn: taken.startDate,
        checkOut: addDays(taken.startDate, row.durationDays - 1),
        guests: body.guests,
        promoCode: null,
        nights: [],
        ...tripTotals(row.pricePerPerson, row.dealPercent, body.guests, taxRate),
      },
      detail,
      record: (inner: Db, bookingId: string) =>
        packageTripBookingsRepository(inner).insert(bookingId, detail),
    };
  };
}

/** A package trip: seats on one departure of a tour; its mail names the tour's destination. */
export const packageTrips = ({
  destinations,
}: {
  destinations: Pick<DestinationsService, 'find'>;
}): BookingKind<CreatePackageBookingBody, PackageTrip, 'package'> => ({
  type: 'package',
  body: ({ now }) => createPackageBookingBodyAt(now),
  quote: { body: () => packageQuoteBody, answer: packageQuoteDto, run: quoteTrip },
  prepare: prepareTrip,
  release: (tx, { booking, detail }, now) =>
    packageSeats(tx).releaseSeats(detail.departureId, booking.guests, now),
  details: (db, ids) => packageTripBookingsRepository(db).byBookings(ids),
  fields: ['package', 'departureId'],
  read: ({ trip, departureId }, { lang }) => ({
    fields: {
      package: {
        _id: trip.id,
        slug: trip.slug,
        name: pickLocalized(trip.name, lang).text,
        durationDays: trip.durationDays,
        featuredImage: trip.featuredImage,
      },
      departureId,
    },
    place: placeOf(trip.firstStop, lang),
  }),
  freeCancellationUntil: ({ booking }, timeZone) =>
    freeCancellationUntil(booking.checkIn, TOUR_START_TIME, timeZone),
  mail: {
    words: 'package',
    title: (b) => b.package?.name ?? '',
    rows: (b, t, { date, text }) => [
      [t('trip'), b.package?.name ?? ''],
      [text('booking.dates'), `${date(b.checkIn)} – ${date(b.checkOut)}`],
      [t('days'), String(b.package?.durationDays ?? '')],
      [t('travellers'), String(b.guests)],
    ],
    summary: (b) => b.package?.name ?? '',
    // A trip's last day is part of it: the all-day event ends the day after.
    when: (b) => ({ checkIn: b.checkIn, checkOut: addDays(b.checkOut, 1) }),
    // The tour's destination, read in the mail's transaction.
    location: async (tx, b, lang) => {
      const row = b.package && (await packageSeats(tx).find(b.package._id));
      const place = row?.destinationId && (await destinations.find(row.destinationId, { tx }));
      return place ? pickLocalized(place.name, lang).text : '';
    },
  },
  // Its package's seats, which lists show, the popularity ranking and the deals on sale.
  changes: (b) => [
    cacheTags.popularity,
    cacheTags.offers,
    ...(b.package ? [cacheTags.package(b.package._id), cacheTags.departures] : []),
  ],
  csv: { of: [{ header: 'package', cell: (b) => b.package?.name ?? '' }] },
});
