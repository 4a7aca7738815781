import type {
  VehicleClassAdminDto,
  VehicleClassInput,
  VehicleWithdrawalDto,
  VehicleWithdrawalInput,
} from '@app/shared/vehicles/admin-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminVehicleKeys = {
  all: ['admin-vehicles'] as const,
  list: ['admin-vehicles', 'list'] as const,
  detail: (id: string) => ['admin-vehicles', 'detail', id] as const,
  withdrawals: (id: string) => ['admin-vehicles', 'withdrawals', id] as const,
};

const path = (id: string) => `/admin/vehicles/classes/${encodeURIComponent(id)}`;

/** GET /api/admin/vehicles/classes: every class of the three services, on sale or not. */
export function useAdminVehicleClasses() {
  return useQuery({
    queryKey: adminVehicleKeys.list,
    queryFn: ({ signal }) => api<VehicleClassAdminDto[]>('/admin/vehicles/classes', { signal }),
  });
}

/** GET /api/admin/vehicles/classes/:id: the editor's copy of one class, every translation included. */
export function useAdminVehicleClass(id: string | undefined) {
  return useQuery({
    queryKey: adminVehicleKeys.detail(id ?? ''),
    enabled: Boolean(id),
    queryFn: ({ signal }) => api<VehicleClassAdminDto>(path(id ?? ''), { signal }),
  });
}

function useRememberClass() {
  const queryClient = useQueryClient();
  return (saved: VehicleClassAdminDto) => {
    queryClient.setQueryData(adminVehicleKeys.detail(saved._id), saved);
    void queryClient.invalidateQueries({ queryKey: adminVehicleKeys.list });
  };
}

export function useCreateVehicleClass() {
  const remember = useRememberClass();
  return useMutation({
    mutationFn: (body: VehicleClassInput) =>
      api<VehicleClassAdminDto>('/admin/vehicles/classes', { method: 'POST', body }),
    onSuccess: remember,
  });
}

export function useUpdateVehicleClass() {
  const remember = useRememberClass();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: VehicleClassInput }) =>
      api<VehicleClassAdminDto>(path(id), { method: 'PUT', body }),
    onSuccess: remember,
  });
}

export function useDeleteVehicleClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(path(id), { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: adminVehicleKeys.detail(id) });
      queryClient.removeQueries({ queryKey: adminVehicleKeys.withdrawals(id) });
      void queryClient.invalidateQueries({ queryKey: adminVehicleKeys.list });
    },
  });
}

/** GET /api/admin/vehicles/classes/:id/withdrawals: the days the class is withdrawn, past and coming. */
export function useVehicleWithdrawals(classId: string) {
  return useQuery({
    queryKey: adminVehicleKeys.withdrawals(classId),
    queryFn: ({ signal }) => api<VehicleWithdrawalDto[]>(`${path(classId)}/withdrawals`, { signal }),
  });
}

/** Withdraw the class on a day (or change why), or put it back on sale that day. */
export function useWithdrawalActions(classId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminVehicleKeys.withdrawals(classId) });
  const save = useMutation({
    mutationFn: ({ day, body }: { day: string; body: VehicleWithdrawalInput }) =>
      api<VehicleWithdrawalDto>(`${path(classId)}/withdrawals/${day}`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (day: string) => api<void>(`${path(classId)}/withdrawals/${day}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { save, remove };
}
