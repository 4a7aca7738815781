import type { HotelSummaryDto } from '@app/shared/hotels/schemas';
import type { OfferDto } from '@app/shared/offers/schemas';
import type { HeroSlideDto } from '@app/shared/settings/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';

/** The slideshow; a failed fetch is an empty slideshow (spec section 8), which shows the default image. */
export const heroSlidesQuery = () =>
  queryOptions({
    queryKey: ['settings', 'homepage', currentLanguage()],
    queryFn: async ({ signal }) => {
      try {
        return (
          await api<{ heroSlideshow: HeroSlideDto[] }>('/settings/homepage', { signal, anonymous: true })
        ).heroSlideshow;
      } catch {
        return [] as HeroSlideDto[];
      }
    },
    staleTime: 5 * 60_000,
  });

export function useHeroSlides() {
  return useQuery(heroSlidesQuery());
}

export const featuredHotelsQuery = () =>
  queryOptions({
    queryKey: ['hotels', 'featured', currentLanguage()],
    queryFn: ({ signal }) => api<HotelSummaryDto[]>('/hotels/featured', { signal, anonymous: true }),
    staleTime: 5 * 60_000,
  });

export function useFeaturedHotels() {
  return useQuery(featuredHotelsQuery());
}

/** Hotel promotions and package deals. */
export const specialOffersQuery = () =>
  queryOptions({
    queryKey: ['offers', 'special', currentLanguage()],
    queryFn: ({ signal }) => api<OfferDto[]>('/offers/special', { signal, anonymous: true }),
    staleTime: 5 * 60_000,
  });
