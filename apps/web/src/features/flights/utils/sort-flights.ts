import { localTime } from '@app/shared/travel/flight-times';
import type { FlightOfferDto } from '@app/shared/travel/responses';

export const FLIGHT_SORTS = ['best', 'cheapest', 'fastest', 'departure'] as const;
export type FlightSort = (typeof FLIGHT_SORTS)[number];

/** Stops allowed on each way: any, none, or at most one. */
export const STOP_FILTERS = ['any', 'direct', 'upToOne'] as const;
export type StopFilter = (typeof STOP_FILTERS)[number];

export interface FlightFilters {
  stops: StopFilter;
  /** The carriers unticked (their codes): an offer with a flight of one of them is hidden. */
  hiddenCarriers: readonly string[];
  /** The outbound departure's hour on its airport's clock, from and to (0–24, inclusive). */
  departure: readonly [number, number];
}

export const NO_FILTERS: FlightFilters = { stops: 'any', hiddenCarriers: [], departure: [0, 24] };

/** How much each weighs in "best": the price first, then the time in the air and on the ground, then the changes. */
const BEST_WEIGHTS = { price: 0.55, duration: 0.3, stops: 0.15 } as const;

/** The minutes an offer takes over all its ways (an unknown duration counts as the longest). */
export function travelMinutes(offer: FlightOfferDto, unknown = Number.POSITIVE_INFINITY): number {
  return offer.itineraries.reduce((sum, it) => sum + (it.durationMinutes ?? unknown), 0);
}

/** Its stops over all its ways. */
export const totalStops = (offer: FlightOfferDto) => offer.itineraries.reduce((sum, it) => sum + it.stops, 0);

/** The outbound's first departure on its airport's clock ("2027-06-12T07:45:00"). */
export const departureAt = (offer: FlightOfferDto) => offer.itineraries[0]?.segments[0]?.from.at ?? '';

/** The carriers that fly an offer's flights (marketing codes), each once. */
export const carriersOf = (offer: FlightOfferDto) => [
  ...new Set(offer.itineraries.flatMap((it) => it.segments.map((s) => s.carrier))),
];

/**
 * Each offer's "best" score (lower is better): its price, duration and stops, each placed between
 * the cheapest (fastest, fewest) of the offers (0) and the dearest (1), then weighed: a flight a
 * little dearer but hours shorter and direct comes before a cheap one with two changes.
 */
export function bestScores(offers: readonly FlightOfferDto[]): Map<FlightOfferDto, number> {
  const longest = Math.max(0, ...offers.map((o) => travelMinutes(o, 0)));
  const measures = offers.map((o) => ({
    offer: o,
    price: o.price.total,
    duration: travelMinutes(o, longest),
    stops: totalStops(o),
  }));
  const scale = (key: 'price' | 'duration' | 'stops') => {
    const values = measures.map((m) => m[key]);
    const min = Math.min(...values);
    const span = Math.max(...values) - min;
    return (value: number) => (span > 0 ? (value - min) / span : 0);
  };
  const price = scale('price');
  const duration = scale('duration');
  const stops = scale('stops');
  return new Map(
    measures.map((m) => [
      m.offer,
      BEST_WEIGHTS.price * price(m.price) +
        BEST_WEIGHTS.duration * duration(m.duration) +
        BEST_WEIGHTS.stops * stops(m.stops),
    ]),
  );
}

const byPrice = (a: FlightOfferDto, b: FlightOfferDto) => a.price.total - b.price.total;
const byDuration = (a: FlightOfferDto, b: FlightOfferDto) => travelMinutes(a) - travelMinutes(b);
const byDeparture = (a: FlightOfferDto, b: FlightOfferDto) =>
  departureAt(a) < departureAt(b) ? -1 : departureAt(a) > departureAt(b) ? 1 : 0;

/** Zero when `compare` finds two equal (an infinite duration on both would be NaN). */
const settle = (n: number) => (Number.isNaN(n) ? 0 : n);

/** The offers in the order asked; ties keep the server's order after the next measure. */
export function sortFlights(offers: readonly FlightOfferDto[], sort: FlightSort): FlightOfferDto[] {
  const list = [...offers];
  const then =
    (...compares: ((a: FlightOfferDto, b: FlightOfferDto) => number)[]) =>
    (a: FlightOfferDto, b: FlightOfferDto) => {
      for (const compare of compares) {
        const n = settle(compare(a, b));
        if (n !== 0) return n;
      }
      return 0;
    };
  switch (sort) {
    case 'cheapest':
      return list.sort(then(byPrice, byDuration));
    case 'fastest':
      return list.sort(then(byDuration, byPrice));
    case 'departure':
      return list.sort(then(byDeparture, byPrice));
    default: {
      const scores = bestScores(list);
      return list.sort(then((a, b) => (scores.get(a) ?? 0) - (scores.get(b) ?? 0), byPrice));
    }
  }
}

/** The hour (with minutes as a fraction) an offer leaves, on its airport's clock. */
export function departureHour(offer: FlightOfferDto): number {
  const [h = 0, m = 0] = localTime(departureAt(offer)).split(':').map(Number);
  return h + m / 60;
}

/** The offers that pass the filters: stops on every way, no carrier unticked, the departure's hour. */
export function filterFlights(offers: readonly FlightOfferDto[], filters: FlightFilters): FlightOfferDto[] {
  const maxStops =
    filters.stops === 'direct' ? 0 : filters.stops === 'upToOne' ? 1 : Number.POSITIVE_INFINITY;
  const [from, to] = filters.departure;
  return offers.filter((offer) => {
    if (offer.itineraries.some((it) => it.stops > maxStops)) return false;
    if (carriersOf(offer).some((c) => filters.hiddenCarriers.includes(c))) return false;
    const hour = departureHour(offer);
    return hour >= from && hour <= to;
  });
}

/** Whether the filters narrow anything. */
export const filtersSet = (f: FlightFilters) =>
  f.stops !== 'any' || f.hiddenCarriers.length > 0 || f.departure[0] > 0 || f.departure[1] < 24;
