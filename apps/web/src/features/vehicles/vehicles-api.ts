import type { VehicleService } from '@app/shared/vehicles/catalog';
import type {
  VehicleClassDto,
  VehicleFromPricesDto,
  VehicleOfferDto,
  VehicleSearchDto,
} from '@app/shared/vehicles/responses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';
import { tripBody, type VehicleTripParams } from './utils/vehicle-trip-params';

/** The server's price for one class on the trip (a rental's extras chosen): the browser computes no amount. */
export function useVehicleQuote(service: VehicleService, trip: VehicleTripParams | null) {
  const lang = currentLanguage();
  const body = trip ? tripBody(service, trip) : null;
  return useQuery({
    queryKey: ['checkout', 'vehicle-quote', lang, body],
    enabled: !!body,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<VehicleOfferDto>('/bookings/quote', { method: 'POST', signal, body: body ?? undefined }),
  });
}

/** A class on sale, named in the reader's language (the checkout's item). */
export function useVehicleClass(classId: string | undefined) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['checkout', 'vehicle-class', lang, classId],
    enabled: !!classId,
    queryFn: ({ signal }) => api<VehicleClassDto>(`/vehicles/classes/${classId}`, { signal }),
  });
}

/** The service cards' "from" prices, read from the catalogue. */
export const vehicleFromPricesQuery = () =>
  queryOptions({
    queryKey: ['vehicles', 'from'],
    queryFn: ({ signal }) => api<VehicleFromPricesDto>('/vehicles/from', { signal }),
  });

/** The classes of a service for a trip (`query`: the search's address, service included), priced by the server. */
export const vehicleSearchQuery = (query: URLSearchParams) =>
  queryOptions({
    queryKey: ['vehicles', 'search', currentLanguage(), query.toString()],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<VehicleSearchDto>('/vehicles/search', { signal, query: Object.fromEntries(query) }),
  });
