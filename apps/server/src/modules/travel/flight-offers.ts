import { airportByCode } from '@app/shared/travel/airports';
import { dayShift, durationMinutes } from '@app/shared/travel/flight-times';
import { CABIN_CLASSES, type CabinClass } from '@app/shared/travel/recent-searches';
import type { FlightOfferDto } from '@app/shared/travel/responses';
import type { FlightEndpoint, FlightOffer } from '../../integrations/travel-provider/travel-provider.ts';
import { minorUnits } from './provider-money.ts';

const point = (p: FlightEndpoint) => ({
  code: p.iataCode,
  terminal: p.terminal ?? null,
  at: p.at,
  timeZone: airportByCode(p.iataCode)?.timeZone ?? null,
});

const isCabin = (value: unknown): value is CabinClass => CABIN_CLASSES.includes(value as CabinClass);

/** How many travel on an offer: its traveller pricings (one each). */
export const passengersOf = (offer: FlightOffer) => Math.max(1, offer.travelerPricings.length);

/** An offer's total in minor units (the grand total when the provider gives one). */
export const offerTotal = (offer: FlightOffer) => minorUnits(offer.price.grandTotal ?? offer.price.total);

/**
 * A provider's flight offer as the product shows it: each time on its airport's clock as given,
 * durations read from the provider, the arrival's day shift by the two local dates, and the
 * offer sealed for the way back.
 */
export function flightOfferDto(
  offer: FlightOffer,
  carriers: Record<string, string>,
  seal: (offer: FlightOffer) => string,
): FlightOfferDto {
  const total = offerTotal(offer);
  const base = minorUnits(offer.price.base);
  const passengers = passengersOf(offer);
  const fares = offer.travelerPricings[0]?.fareDetailsBySegment ?? [];
  const firstFare = fares[0];
  const bags = firstFare?.includedCheckedBags;
  return {
    token: seal(offer),
    id: offer.id,
    itineraries: offer.itineraries.map((it) => {
      const first = it.segments[0];
      const last = it.segments.at(-1);
      return {
        durationMinutes: durationMinutes(it.duration),
        stops:
          Math.max(0, it.segments.length - 1) + it.segments.reduce((n, s) => n + (s.numberOfStops ?? 0), 0),
        dayShift: first && last ? dayShift(first.departure.at, last.arrival.at) : 0,
        segments: it.segments.map((s) => ({
          carrier: s.carrierCode,
          carrierName: carriers[s.carrierCode] ?? s.carrierCode,
          flightNumber: `${s.carrierCode} ${s.number}`,
          operatingCarrier:
            s.operating?.carrierCode && s.operating.carrierCode !== s.carrierCode
              ? s.operating.carrierCode
              : null,
          aircraft: s.aircraft?.code ?? null,
          from: point(s.departure),
          to: point(s.arrival),
          durationMinutes: durationMinutes(s.duration),
        })),
      };
    }),
    price: {
      total,
      base,
      taxes: Math.max(0, total - base),
      perPassenger: Math.round(total / passengers),
      currency: offer.price.currency,
    },
    passengers,
    cabin: isCabin(firstFare?.cabin) ? firstFare.cabin : null,
    checkedBags: {
      quantity: bags?.quantity ?? null,
      weight: bags?.weight ?? null,
      unit: bags?.weightUnit ?? null,
    },
    seatsLeft: offer.numberOfBookableSeats ?? null,
    lastTicketingDate: offer.lastTicketingDate ?? null,
    validatingCarrier: offer.validatingAirlineCodes?.[0] ?? null,
  };
}
