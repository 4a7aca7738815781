import { createHash } from 'node:crypto';
import { dayIn, zonedInstant } from '@app/shared/common/wall-clock';
import { airportByCode } from '@app/shared/travel/airports';
import { localDate, localTime } from '@app/shared/travel/flight-times';
import { flightQuoteDto } from '@app/shared/travel/responses';
import { type FlightBookingBody, flightBookingBodyAt, flightQuoteBody } from '@app/shared/travel/schemas';
import type { FlightTravelerPersonal, FlightTravelerShown } from '../../db/schema/travel.ts';
import type { FlightOffer, FlightOrderRequest } from '../../integrations/travel-provider/travel-provider.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BookingKind } from '../bookings/booking-kind.ts';
import { offerTotal, passengersOf } from './flight-offers.ts';
import { priceChanged } from './provider-hotel-booking.ts';
import type { TravelService } from './travel.service.ts';
import { type FlightBooking, travelBookingsRepository } from './travel-bookings.repository.ts';

const DAY_MS = 86_400_000;
/** Dates of birth and documents are kept this long after the last flight, then erased. */
export const PERSONAL_DAYS_AFTER_TRIP = 30;
/** A flight may be cancelled free of charge this long after it was booked (not within a day of departure). */
const FREE_CANCEL_MS = DAY_MS;

/** "U12345689" → "U•••••••89": the first character and the last two, the length kept. */
export function maskDocument(number: string): string {
  if (number.length <= 3) return '•'.repeat(number.length);
  return `${number[0]}${'•'.repeat(number.length - 3)}${number.slice(-2)}`;
}

const segmentsOf = (offer: FlightOffer) => offer.itineraries.flatMap((it) => it.segments);

/** The instant a local departure happens, on its airport's clock (the business zone when unknown). */
function departureInstant(at: string, code: string, fallbackZone: string): Date {
  return zonedInstant(localDate(at), localTime(at), airportByCode(code)?.timeZone ?? fallbackZone);
}

/**
 * What identifies an order: the flights (carrier, number, departure) and the travellers (name and
 * date of birth). The same people on the same flights are one order, whatever the request.
 */
export function orderKeyOf(
  provider: string,
  offer: FlightOffer,
  body: Pick<FlightBookingBody, 'travelers'>,
): string {
  const flights = segmentsOf(offer).map(
    (s) => `${s.carrierCode}${s.number}@${s.departure.iataCode}${s.departure.at}`,
  );
  const people = body.travelers
    .map((t) => `${t.firstName.toUpperCase()}|${t.lastName.toUpperCase()}|${t.dateOfBirth}`)
    .sort();
  return createHash('sha256')
    .update(JSON.stringify([provider, flights, people]))
    .digest('base64url');
}

function orderRequest(offer: FlightOffer, body: FlightBookingBody): FlightOrderRequest {
  return {
    flightOffers: [offer],
    travelers: body.travelers.map((t, i) => ({
      id: String(i + 1),
      dateOfBirth: t.dateOfBirth,
      name: { firstName: t.firstName.toUpperCase(), lastName: t.lastName.toUpperCase() },
      ...(i === 0
        ? {
            contact: {
              emailAddress: body.email,
              phones: [{ deviceType: 'MOBILE' as const, countryCallingCode: '', number: body.phone }],
            },
          }
        : {}),
      documents: [
        {
          documentType: t.documentType === 'idCard' ? ('IDENTITY_CARD' as const) : ('PASSPORT' as const),
          number: t.documentNumber,
          expiryDate: t.documentExpiry,
          issuanceCountry: t.nationality,
          nationality: t.nationality,
          holder: true,
        },
      ],
    })),
    contacts: [
      {
        addresseeName: { firstName: body.firstName, lastName: body.lastName },
        purpose: 'STANDARD',
        emailAddress: body.email,
        address: {
          lines: [body.billingAddress.line],
          postalCode: body.billingAddress.postalCode,
          cityName: body.billingAddress.city,
          countryCode: body.billingAddress.country,
        },
      },
    ],
  };
}

/**
 * A flight (kind `flight`): the sealed offer priced again by the configured provider (409
 * `price_changed` when its total is not the one accepted), then ordered once: an order made for
 * the same flights and travellers is found again rather than made twice (a replayed request, a
 * retry after a failure), and one booking holds it (409 `already_booked` for another). Paid by
 * card, so confirmed; a TF- confirmation number and the airline's record locator.
 */
export function flightKind({
  travel,
  timeZone,
}: {
  travel: TravelService;
  timeZone: string;
}): BookingKind<FlightBookingBody, FlightBooking, 'flight'> {
  return {
    type: 'flight',
    body: ({ now, today }) => flightBookingBodyAt(now, today),
    quote: {
      body: () => flightQuoteBody,
      answer: flightQuoteDto,
      async run(_db, body) {
        const { priced: _priced, ...quote } = await travel.priceFlight(body.offer);
        return quote;
      },
    },
    async prepare(db, body) {
      const offer = travel.openOffer(body.offer);
      if (body.travelers.length !== passengersOf(offer))
        throw new AppError(400, 'validation_failed', {
          errors: [{ field: 'travelers', code: 'travelers_count' }],
        });
      const segments = segmentsOf(offer);
      const lastDay = localDate(segments.at(-1)?.arrival.at ?? segments[0]?.departure.at ?? '');
      const expired = body.travelers.flatMap((t, i) =>
        t.documentExpiry < lastDay
          ? [{ field: `travelers.${i}.documentExpiry`, code: 'document_expired' }]
          : [],
      );
      if (expired.length) throw new AppError(400, 'validation_failed', { errors: expired });

      const { offer: quoted, priced } = await travel.priceFlight(body.offer);
      if (quoted.price.total !== body.acceptedTotal) throw priceChanged();

      const key = orderKeyOf(travel.configured, priced, body);
      const repo = travelBookingsRepository(db);
      const known = await repo.order(key);
      if (known?.booked) throw new AppError(409, 'already_booked');
      const order =
        known?.order ??
        (await travel.order(async (p) => {
          const made = await p.createFlightOrder(orderRequest(priced, body));
          return repo.keepOrder({
            orderKey: key,
            provider: p.name,
            orderId: made.id,
            recordLocator: made.associatedRecords?.[0]?.reference ?? '',
          });
        }));

      const first = segments[0];
      const total = offerTotal(priced);
      const base = Math.min(total, quoted.price.base);
      const taxes = total - base;
      return async (tx, ctx) => {
        const travelers: FlightTravelerShown[] = body.travelers.map((t) => ({
          firstName: t.firstName,
          lastName: t.lastName,
          documentType: t.documentType,
          documentMasked: maskDocument(t.documentNumber),
        }));
        const personal: FlightTravelerPersonal[] = body.travelers.map((t) => ({
          dateOfBirth: t.dateOfBirth,
          nationality: t.nationality,
          documentNumber: t.documentNumber,
          documentExpiry: t.documentExpiry,
        }));
        const detail: FlightBooking = {
          bookingId: '',
          provider: order.provider,
          orderId: order.orderId,
          recordLocator: order.recordLocator,
          orderKey: key,
          confirmation: await travelBookingsRepository(tx).confirmation('TF'),
          itineraries: quoted.itineraries,
          carriers: travel.carriersOf([priced]),
          cabin: quoted.cabin,
          passengers: body.travelers.length,
          departsLocal: first?.departure.at ?? '',
          travelers,
          personal,
          personalUntil: new Date(Date.parse(`${lastDay}T00:00:00Z`) + PERSONAL_DAYS_AFTER_TRIP * DAY_MS),
          billingAddress: body.billingAddress,
        };
        const checkIn = first ? localDate(first.departure.at) : dayIn(timeZone, ctx.now);
        return {
          facts: {
            status: 'confirmed',
            checkIn,
            checkOut: lastDay > checkIn ? lastDay : checkIn,
            guests: body.travelers.length,
            promoCode: null,
            nights: [],
            subtotal: base,
            discount: 0,
            taxes,
            taxRate: base > 0 ? Math.min(999.99, Math.round((taxes / base) * 10_000) / 100) : 0,
            total,
            currency: priced.price.currency,
          },
          detail,
          record: (inner, bookingId) =>
            travelBookingsRepository(inner).insertFlight({ ...detail, bookingId }),
        };
      };
    },
    // The airline's fare rules apply: the agency cancels the order with the airline by hand.
    release: async () => {},
    details: (db, ids) => travelBookingsRepository(db).flightsByBookings(ids),
    fields: ['flight'],
    read: (d) => ({
      fields: {
        flight: {
          confirmation: d.confirmation,
          recordLocator: d.recordLocator,
          itineraries: d.itineraries,
          carriers: d.carriers,
          cabin: d.cabin,
          passengers: d.passengers,
          travelers: d.travelers,
        },
      },
      place: null,
    }),
    // A day after booking, and never within a day of departure.
    freeCancellationUntil: ({ booking, detail }) => {
      const first = detail.itineraries[0]?.segments[0];
      const departs = first ? departureInstant(first.from.at, first.from.code, timeZone) : booking.createdAt;
      return new Date(Math.min(booking.createdAt.getTime() + FREE_CANCEL_MS, departs.getTime() - DAY_MS));
    },
    mail: {
      words: 'flight',
      title: (b) => routeOf(b.flight?.itineraries[0]),
      rows: (b, t, { date }) => {
        const f = b.flight;
        if (!f) return [];
        const legs = f.itineraries.flatMap((it, i) =>
          it.segments.map((s): [string, string] => [
            i === 0 ? t('outbound') : t('inbound'),
            `${s.flightNumber} · ${s.from.code} ${date(localDate(s.from.at))} ${localTime(s.from.at)} – ${s.to.code} ${localTime(s.to.at)}${
              localDate(s.to.at) > localDate(s.from.at) ? ` (${date(localDate(s.to.at))})` : ''
            }`,
          ]),
        );
        return [
          [t('confirmation'), f.confirmation],
          ...(f.recordLocator ? ([[t('recordLocator'), f.recordLocator]] as [string, string][]) : []),
          ...legs,
          [t('travelers'), f.travelers.map((p) => `${p.firstName} ${p.lastName}`).join(', ')],
          ...(f.cabin ? ([[t('cabin'), f.cabin]] as [string, string][]) : []),
        ];
      },
      summary: (b) =>
        `${routeOf(b.flight?.itineraries[0])} · ${b.flight?.itineraries[0]?.segments[0]?.flightNumber ?? ''}`,
      when: (b) => {
        const segments = b.flight?.itineraries.flatMap((it) => it.segments) ?? [];
        const first = segments[0];
        const last = segments.at(-1);
        if (!first || !last) return { checkIn: b.checkIn, checkOut: b.checkOut };
        return {
          startsAt: departureInstant(first.from.at, first.from.code, timeZone),
          endsAt: departureInstant(last.to.at, last.to.code, timeZone),
        };
      },
      location: async (_db, b) =>
        airportByCode(b.flight?.itineraries[0]?.segments[0]?.from.code ?? '')?.name.en ?? '',
    },
    changes: () => [],
    csv: {
      of: [
        {
          header: 'flight',
          cell: (b) => (b.flight ? `${routeOf(b.flight.itineraries[0])} (${b.flight.confirmation})` : ''),
        },
      ],
    },
  };
}

/** "TZX – IST" (an en dash reads the same either way round). */
function routeOf(it: { segments: { from: { code: string }; to: { code: string } }[] } | undefined): string {
  const first = it?.segments[0];
  const last = it?.segments.at(-1);
  return first && last ? `${first.from.code} – ${last.to.code}` : '';
}
