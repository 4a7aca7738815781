import type { DepartureDto, PackageDetailDto } from '@app/shared/packages/schemas';
import type { TripSelection } from './packages-api';

/** How many travellers a package page prices first. */
export const FIRST_GUESTS = 2;

/** The departure chosen first: the first with a seat left in the searched window, else the first with a seat left. */
export function firstOpenDeparture(departures: DepartureDto[], from: string | null, to: string | null) {
  const open = departures.filter((d) => d.seatsLeft > 0);
  return open.find((d) => (!from || d.startDate >= from) && (!to || d.startDate <= to)) ?? open[0];
}

/** The trip a package page prices as it opens (`?from=&to=` of the search), null without an open departure. */
export function firstTripSelection(trip: PackageDetailDto, params: URLSearchParams): TripSelection | null {
  const departure = firstOpenDeparture(trip.departures, params.get('from'), params.get('to'));
  return departure
    ? { packageId: trip._id, departureId: departure._id, guests: Math.min(FIRST_GUESTS, departure.seatsLeft) }
    : null;
}
