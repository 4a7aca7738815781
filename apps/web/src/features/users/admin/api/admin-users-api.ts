import type { Role } from '@app/shared/auth/rules';
import type { Paginated } from '@app/shared/common/pagination';
import type {
  AdminUserDeletedDto,
  AdminUserDetailDto,
  AdminUserDto,
  AdminUserPatchBody,
  AdminUserSort,
} from '@app/shared/users/admin-users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const ADMIN_USERS_PAGE_SIZE = 20;

/** The list's query as the address keeps it; `undefined` leaves a filter off. */
export interface AdminUserListParams {
  q: string;
  role?: Role;
  blog?: 'true' | 'false';
  disabled?: 'true' | 'false';
  sort: AdminUserSort;
  page: number;
}

export const adminUserKeys = {
  all: ['admin-users'] as const,
  lists: ['admin-users', 'list'] as const,
  list: (params: AdminUserListParams) => ['admin-users', 'list', params] as const,
  detail: (id: string) => ['admin-users', 'detail', id] as const,
};

/** GET /api/admin/users: accounts found by name or email (Turkish letters folded by the server). */
export function useAdminUserList(params: AdminUserListParams) {
  return useQuery({
    queryKey: adminUserKeys.list(params),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<Paginated<AdminUserDto>>('/admin/users', {
        signal,
        query: {
          q: params.q || undefined,
          role: params.role,
          blog: params.blog,
          disabled: params.disabled,
          sort: params.sort === 'created' ? undefined : params.sort,
          page: params.page,
          limit: ADMIN_USERS_PAGE_SIZE,
        },
      }),
  });
}

/** GET /api/admin/users/:id: the account with its latest bookings, reviews and comments, and their totals. */
export function useAdminUser(id: string | undefined) {
  return useQuery({
    queryKey: adminUserKeys.detail(id ?? ''),
    enabled: Boolean(id),
    queryFn: ({ signal }) =>
      api<AdminUserDetailDto>(`/admin/users/${encodeURIComponent(id ?? '')}`, { signal }),
  });
}

/**
 * After a change: the account's page shows the server's copy at once, and every list (whose
 * filters and order the change may move it in or out of) and the page itself are fetched again.
 */
function useRememberUser(id: string) {
  const client = useQueryClient();
  return ({ user }: { user: AdminUserDto }) => {
    client.setQueryData<AdminUserDetailDto>(adminUserKeys.detail(id), (old) =>
      old ? { ...old, user } : old,
    );
    void client.invalidateQueries({ queryKey: adminUserKeys.all });
  };
}

/** PATCH /api/admin/users/:id: the role or the blog permission. */
export function useUpdateUser(id: string) {
  const remember = useRememberUser(id);
  return useMutation({
    mutationFn: (body: AdminUserPatchBody) =>
      api<{ user: AdminUserDto }>(`/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: remember,
  });
}

/** POST /api/admin/users/:id/disable or /enable. */
export function useSetDisabled(id: string) {
  const remember = useRememberUser(id);
  return useMutation({
    mutationFn: (disabled: boolean) =>
      api<{ user: AdminUserDto }>(
        `/admin/users/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`,
        { method: 'POST' },
      ),
    onSuccess: remember,
  });
}

/** POST /api/admin/users/:id/password-reset: the account's owner gets the reset mail. */
export function useSendPasswordReset(id: string) {
  return useMutation({
    mutationFn: () =>
      api<{ status: 'accepted' }>(`/admin/users/${encodeURIComponent(id)}/password-reset`, {
        method: 'POST',
      }),
  });
}

/**
 * DELETE /api/admin/users/:id. The lists are fetched again, and so are the admin's bookings (those
 * of the account now stand without it); the account's page is forgotten once it has been left.
 */
export function useDeleteUser(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<AdminUserDeletedDto>(`/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminUserKeys.lists });
      void client.invalidateQueries({ queryKey: ['admin-bookings'] });
    },
  });
}

/** Drops a deleted account's page from the cache (call once the page has been left). */
export function useForgetUser() {
  const client = useQueryClient();
  return (id: string) => client.removeQueries({ queryKey: adminUserKeys.detail(id) });
}
