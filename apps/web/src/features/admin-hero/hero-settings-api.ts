import type { AdminSettingsDto, HeroSlideAdminDto } from '@app/shared/settings/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const KEY = ['admin', 'settings'] as const;

export function useHeroSlidesAdmin() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api<AdminSettingsDto>('/settings', { signal }),
    select: (settings) => settings.homepage.heroSlideshow,
  });
}

/** PUT /api/settings/homepage; the public home page reads the slides again. */
export function useSaveHeroSlides() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (heroSlideshow: HeroSlideAdminDto[]) =>
      api<{ heroSlideshow: HeroSlideAdminDto[] }>('/settings/homepage', {
        method: 'PUT',
        body: { heroSlideshow },
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: KEY }),
        client.invalidateQueries({ queryKey: ['settings', 'homepage'] }),
      ]),
  });
}
