import type { ProfileBody, UserDto } from '@app/shared/auth/schemas';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session/session-store';

/** The signed-in user's own record; the id in the key keeps one person's data from showing to the next. */
export const meQueryKey = (userId: string | undefined) => ['me', userId ?? 'anonymous'] as const;

export function useMe(userId: string | undefined) {
  return useQuery({
    queryKey: meQueryKey(userId),
    enabled: userId !== undefined,
    queryFn: async ({ signal }) => {
      const { user } = await api<{ user: UserDto }>('/auth/me', { signal });
      session.setUser(user);
      return user;
    },
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => api<{ user: UserDto }>('/users/profile', { method: 'PUT', body }),
    onSuccess: ({ user }) => {
      session.setUser(user);
      queryClient.setQueryData(meQueryKey(user._id), user);
    },
  });
}

/** Uploads the traveller's own photo; the server answers with the updated user. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api<{ user: UserDto }>('/users/profile/avatar', { method: 'PUT', body });
    },
    onSuccess: ({ user }) => {
      session.setUser(user);
      queryClient.setQueryData(meQueryKey(user._id), user);
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api<void>('/auth/password', { method: 'PUT', body }),
  });
}

/**
 * Ends every session of this account on the server. On its own, before the local sign-out:
 * `session.logout` ends the local session even when the server cannot be reached, and "signed out
 * everywhere" must not be claimed when it did not happen.
 */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => api<void>('/auth/logout-all', { method: 'POST' }) });
}

/** After the server ended every session: end this one here and in other tabs, and forget the cached user. */
export async function endLocalSession(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: ['me'] });
  await session.logout();
}
