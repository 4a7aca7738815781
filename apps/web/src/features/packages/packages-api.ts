import type { PackageQuoteDto } from '@app/shared/bookings/schemas';
import type { Paginated } from '@app/shared/common/pagination';
import type { PackageDetailDto, PackageSummaryDto } from '@app/shared/packages/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';
import { type PackageFilters, packageApiQuery } from './package-filters';

export const PACKAGES_PAGE_SIZE = 12;

export const packageSearchQuery = (filters: PackageFilters) =>
  queryOptions({
    queryKey: ['packages', 'search', currentLanguage(), filters],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<Paginated<PackageSummaryDto>>('/packages', {
        signal,
        query: packageApiQuery(filters, PACKAGES_PAGE_SIZE),
      }),
  });

export function usePackageSearch(filters: PackageFilters) {
  return useQuery(packageSearchQuery(filters));
}

/** Every destination, for the package filters. */
export const packageQuery = (slug: string | undefined) =>
  queryOptions({
    queryKey: ['packages', 'detail', currentLanguage(), slug],
    enabled: !!slug,
    queryFn: ({ signal }) =>
      api<PackageDetailDto>(`/packages/slug/${encodeURIComponent(slug ?? '')}`, { signal }),
  });

export function usePackage(slug: string | undefined) {
  return useQuery(packageQuery(slug));
}

export const featuredPackagesQuery = () =>
  queryOptions({
    queryKey: ['packages', 'featured', currentLanguage()],
    queryFn: ({ signal }) => api<PackageSummaryDto[]>('/packages/featured', { signal, anonymous: true }),
    staleTime: 5 * 60_000,
  });

export function useFeaturedPackages() {
  return useQuery(featuredPackagesQuery());
}

export interface TripSelection {
  packageId: string;
  departureId: string;
  guests: number;
}

/** The server's price for the travellers on a departure; the browser never computes an amount. */
export const packageQuoteQuery = (trip: TripSelection | null) =>
  queryOptions({
    queryKey: ['checkout', 'package-quote', trip],
    enabled: !!trip,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<PackageQuoteDto>('/bookings/quote', { method: 'POST', signal, body: { type: 'package', ...trip } }),
  });

export function usePackageQuote(trip: TripSelection | null) {
  return useQuery(packageQuoteQuery(trip));
}

export function usePackageById(id: string | undefined) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['packages', 'detail', lang, id],
    enabled: !!id,
    queryFn: ({ signal }) => api<PackageDetailDto>(`/packages/${encodeURIComponent(id ?? '')}`, { signal }),
  });
}
