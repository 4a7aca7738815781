import type { PublicSiteSettings } from '@app/shared/settings/public';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const PUBLIC_SETTINGS_KEY = ['settings', 'public'] as const;

/** The agency's public details (licence, address, phone, email); rarely change. */
export const publicSettingsQuery = () =>
  queryOptions({
    queryKey: PUBLIC_SETTINGS_KEY,
    queryFn: ({ signal }) => api<PublicSiteSettings>('/settings/public', { signal, anonymous: true }),
    staleTime: 10 * 60_000,
    retry: 1,
  });

export function usePublicSettings() {
  return useQuery(publicSettingsQuery());
}
