import type { AdminSettingsDto, AppSettings, EmailSettingsDto } from '@app/shared/settings/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PUBLIC_SETTINGS_KEY } from '../../../components/layout/use-public-settings';
import { api } from '../../../lib/api-client';

const SETTINGS_KEY = ['admin', 'settings'] as const;

export function useAdminSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => api<AdminSettingsDto>('/settings', { signal }),
  });
}

type Group = 'app' | 'email' | 'payment';
type Body = {
  app: AppSettings;
  email: Omit<EmailSettingsDto, 'smtpPasswordSet'> & { smtpPassword?: string };
  payment: { taxRate: number };
};

/** PUT /api/settings/<group>; the public site settings are read again so the change shows at once. */
export function useSaveSettings<G extends Group>(group: G) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body[G]) => api<unknown>(`/settings/${group}`, { method: 'PUT', body }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: SETTINGS_KEY }),
        client.invalidateQueries({ queryKey: PUBLIC_SETTINGS_KEY }),
        client.invalidateQueries({ queryKey: ['settings'] }),
      ]);
    },
  });
}
