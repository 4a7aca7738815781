import type { BookingDto } from '@app/shared/bookings/schemas';
import { dayIn, wallClock } from '@app/shared/common/wall-clock';
import type { Language } from '@app/shared/i18n/languages';
import { pickLocalized } from '@app/shared/i18n/localized';
import { VEHICLE_BOOKING_TYPES, type VehicleService } from '@app/shared/vehicles/catalog';
import { type Place, placeName, pointOf, writePlace } from '@app/shared/vehicles/places';
import { vehicleOfferDto } from '@app/shared/vehicles/responses';
import {
  carRentalBookingBodyAt,
  carRentalQuoteBodyAt,
  taxiBookingBodyAt,
  taxiQuoteBodyAt,
  transferBookingBodyAt,
  transferQuoteBodyAt,
  type VehicleBookingBody,
  type VehicleQuoteBody,
} from '@app/shared/vehicles/schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { type BookingKind, type KindText, type MailText, paidStatus } from '../bookings/booking-kind.ts';
import { readPaymentSettings } from '../settings/settings.service.ts';
import { type VehicleBooking, vehicleBookingsRepository } from './vehicle-bookings.repository.ts';
import { classPrice, freeCancellationEnd, offerOf } from './vehicle-offers.ts';
import { type Trip, tripOf } from './vehicle-trip.ts';
import { rangeOf, type VehicleClassRow, vehicleClassesRepository } from './vehicles.repository.ts';

const SCHEMAS = {
  rental: { body: carRentalBookingBodyAt, quote: carRentalQuoteBodyAt },
  transfer: { body: transferBookingBodyAt, quote: transferQuoteBodyAt },
  taxi: { body: taxiBookingBodyAt, quote: taxiQuoteBodyAt },
} as const;

export interface VehicleKindDeps {
  clock: Clock;
  timeZone: string;
}

/** The class asked for, on sale in this service; 404 otherwise. */
async function classFor(db: Db, service: VehicleService, classId: string): Promise<VehicleClassRow> {
  const row = await vehicleClassesRepository(db).byId(classId);
  if (!row || row.service !== service || !row.active) throw new AppError(404, 'not_found');
  return row;
}

const tooManyPassengers = () =>
  new AppError(400, 'validation_failed', { errors: [{ field: 'passengers', code: 'too_many_passengers' }] });

const placeDto = (place: Place, lang: Language) => ({
  code: writePlace(place),
  name: placeName(place, lang),
  ...pointOf(place),
});

/**
 * A vehicle booking kind (a car rental, a transfer, a taxi): one vehicle of the class asked for,
 * held over the trip (a rental's pickup to return; a ride's wait, drive and drive back). In the
 * booking's transaction the class's row is locked, so bookings of one class take turns, and the
 * most vehicles out at one moment of the trip must be below the fleet (409 `vehicle_unavailable`
 * otherwise, nothing written); a class withdrawn on one of the trip's days is not booked either.
 */
export function vehicleKind(
  service: VehicleService,
  { clock, timeZone }: VehicleKindDeps,
): BookingKind<VehicleBookingBody & { extras?: string[] }, VehicleBooking, VehicleWordsKey> {
  const tripFor = (body: VehicleBookingBody | VehicleQuoteBody): Trip =>
    tripOf(service, body, { timeZone, now: clock.now() });
  const chosenOf = (body: object) => ('extras' in body ? (body.extras as string[]) : []);

  return {
    type: VEHICLE_BOOKING_TYPES[service],
    body: ({ now, today }) => SCHEMAS[service].body(now, today),
    quote: {
      body: ({ today }) => SCHEMAS[service].quote(today),
      answer: vehicleOfferDto,
      async run(db, body) {
        const trip = tripFor(body);
        const row = await classFor(db, service, body.classId);
        const repo = vehicleClassesRepository(db);
        const [settings, peak, withdrawn] = await Promise.all([
          readPaymentSettings(db),
          repo.peakOut([row.id], trip.pickupAt, trip.heldUntil),
          repo.withdrawn([row.id], trip.days),
        ]);
        return offerOf(row, trip, {
          lang: 'en',
          taxRate: settings.taxRate,
          currency: settings.currency,
          peak,
          withdrawn,
          chosen: chosenOf(body),
        });
      },
    },
    async prepare(db, body) {
      const trip = tripFor(body);
      const found = await classFor(db, service, body.classId);
      if (found.passengers < trip.passengers) throw tooManyPassengers();
      return async (tx, ctx) => {
        const repo = vehicleClassesRepository(tx);
        const row = await repo.lock(body.classId);
        if (!row || row.service !== service || !row.active) throw new AppError(404, 'not_found');
        if (row.passengers < trip.passengers) throw tooManyPassengers();
        const [peak, withdrawn] = await Promise.all([
          repo.peakOut([row.id], trip.pickupAt, trip.heldUntil),
          repo.withdrawn([row.id], trip.days),
        ]);
        if ((peak.get(row.id) ?? 0) >= row.fleetSize || withdrawn.has(row.id))
          throw new AppError(409, 'vehicle_unavailable');
        const chosen = chosenOf(body);
        const price = classPrice(row, trip, chosen);
        const taxes = Math.round((price.subtotal * ctx.taxRate) / 100);
        const detail: VehicleBooking = {
          bookingId: '',
          classId: row.id,
          service,
          pickup: trip.pickup,
          dropoff: trip.dropoff,
          pickupAt: trip.pickupAt,
          endsAt: trip.endsAt,
          during: rangeOf(trip.pickupAt, trip.heldUntil),
          active: true,
          distanceKm: trip.km,
          passengers: trip.passengers,
          extras: price.extras.filter((e) => e.chosen).map((e) => ({ code: e.code, amount: e.amount })),
          flightNumber: 'flightNumber' in body && body.flightNumber ? body.flightNumber : null,
          nameSign: 'nameSign' in body && body.nameSign ? body.nameSign : null,
          freeWaitMinutes: trip.freeWaitMinutes,
          className: row.name,
          model: row.model,
          image: row.image,
        };
        return {
          facts: {
            status: paidStatus(body.paymentMethod),
            checkIn: dayIn(timeZone, trip.pickupAt),
            checkOut: dayIn(timeZone, trip.endsAt),
            guests: trip.passengers,
            promoCode: null,
            nights: [],
            subtotal: price.subtotal,
            discount: 0,
            taxes,
            total: price.subtotal + taxes,
          },
          detail,
          record: async (inner, bookingId) => {
            const { image: _image, ...row } = detail;
            await vehicleBookingsRepository(inner).insert({ ...row, bookingId });
          },
        };
      };
    },
    release: (tx, { booking }) => vehicleBookingsRepository(tx).release(booking.id),
    details: (db, ids) => vehicleBookingsRepository(db).byBookings(ids),
    fields: ['vehicle'],
    read: (v, { lang }) => ({
      fields: {
        vehicle: {
          service: v.service as VehicleService,
          classId: v.classId,
          name: pickLocalized(v.className, lang).text,
          model: v.model,
          image: v.image,
          pickup: placeDto(v.pickup, lang),
          dropoff: placeDto(v.dropoff, lang),
          pickupAt: v.pickupAt.toISOString(),
          endsAt: v.endsAt.toISOString(),
          pickupLocal: wallClock(v.pickupAt, timeZone).slice(0, 16),
          endsLocal: wallClock(v.endsAt, timeZone).slice(0, 16),
          passengers: v.passengers,
          distanceKm: v.distanceKm,
          extras: v.extras,
          flightNumber: v.flightNumber,
          nameSign: v.nameSign,
          freeWaitMinutes: v.freeWaitMinutes,
        },
      },
      place: { name: placeName(v.pickup, lang), ...pointOf(v.pickup) },
    }),
    freeCancellationUntil: ({ detail }) => freeCancellationEnd(service, detail.pickupAt),
    mail: {
      words: VEHICLE_BOOKING_TYPES[service],
      title: (b) =>
        `${b.vehicle?.name ?? ''} · ${b.vehicle?.pickup.name ?? ''} – ${b.vehicle?.dropoff.name ?? ''}`,
      rows: (b, t, { text }) => mailRows(b, t, text),
      // An en dash reads the same way round in a right-to-left line; an arrow would point back.
      summary: (b) => `${b.vehicle?.pickup.name ?? ''} – ${b.vehicle?.dropoff.name ?? ''}`,
      when: (b) => ({
        startsAt: new Date(b.vehicle?.pickupAt ?? b.checkIn),
        endsAt: new Date(b.vehicle?.endsAt ?? b.checkOut),
      }),
      location: async (_db, b) => b.vehicle?.pickup.name ?? '',
    },
    // Nothing cached shows which vehicles are free: searches are answered fresh.
    changes: () => [],
    csv: {
      of: [{ header: 'vehicle', cell: (b) => (b.vehicle ? `${b.vehicle.name} (${b.vehicle.model})` : '') }],
      at: [
        {
          header: 'pickup',
          cell: (b) => (b.vehicle ? `${b.vehicle.pickupLocal} ${b.vehicle.pickup.name}` : ''),
        },
        {
          header: 'dropoff',
          cell: (b) => (b.vehicle ? `${b.vehicle.endsLocal} ${b.vehicle.dropoff.name}` : ''),
        },
      ],
    },
  };
}

/** A local wall-clock time "2027-05-01T10:00" as the mail writes it: "2027-05-01 10:00". */
const local = (value: string) => value.replace('T', ' ');

/** The vehicle kinds' words: each its own (`mail:kinds.car_rental`), and those they share (`mail:vehicle`). */
type VehicleWordsKey = (typeof VEHICLE_BOOKING_TYPES)[VehicleService];

function mailRows(b: BookingDto, t: KindText<VehicleWordsKey>, text: MailText): [string, string][] {
  const v = b.vehicle;
  if (!v) return [];
  return [
    [text('vehicle.vehicle'), `${v.name}: ${v.model} ${text('vehicle.orSimilar')}`],
    [text('vehicle.pickup'), `${local(v.pickupLocal)} · ${v.pickup.name}`],
    [t('dropoff'), v.dropoff.name],
    [t('ends'), local(v.endsLocal)],
    [text('vehicle.passengers'), String(v.passengers)],
    ...(v.distanceKm != null
      ? ([[text('vehicle.distance'), `${v.distanceKm} km`]] as [string, string][])
      : []),
    ...(v.flightNumber ? ([[text('vehicle.flight'), v.flightNumber]] as [string, string][]) : []),
    ...(v.nameSign ? ([[text('vehicle.nameSign'), v.nameSign]] as [string, string][]) : []),
    ...v.extras.map((e) => [text.find(`vehicle.extras.${e.code}`) ?? e.code, '✓'] as [string, string]),
    ...(v.service === 'rental'
      ? []
      : ([[text('vehicle.waiting'), text('vehicle.freeWait', { count: v.freeWaitMinutes })]] as [
          string,
          string,
        ][])),
  ];
}

/** The three vehicle kinds the agency sells. */
export const vehicleKinds = (deps: VehicleKindDeps): BookingKind[] => [
  vehicleKind('rental', deps),
  vehicleKind('transfer', deps),
  vehicleKind('taxi', deps),
];
