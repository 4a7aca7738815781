import type { AdminSettingsDto, HeroSlideAdminDto } from '@app/shared/settings/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

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
    onSuccess: (saved) => {
      // The editor compares against this at once, so leaving right after saving does not ask.
      client.setQueryData<AdminSettingsDto>(KEY, (old) =>
        old ? { ...old, homepage: { heroSlideshow: saved.heroSlideshow } } : old,
      );
      return client.invalidateQueries({ queryKey: ['settings', 'homepage'] });
    },
  });
}
