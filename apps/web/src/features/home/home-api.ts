import type { HotelSummaryDto } from '@app/shared/hotels/schemas';
import type { HeroSlideDto } from '@app/shared/settings/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';

/** The slideshow; a failed fetch is an empty slideshow (spec section 8), which shows the default image. */
export function useHeroSlides() {
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['settings', 'homepage', lang],
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
}

export function useFeaturedHotels() {
  const lang = currentLanguage();
  return useQuery({
    queryKey: ['hotels', 'featured', lang],
    queryFn: ({ signal }) => api<HotelSummaryDto[]>('/hotels/featured', { signal, anonymous: true }),
    staleTime: 5 * 60_000,
  });
}
