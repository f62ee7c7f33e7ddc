import type { AdmissionDecisionInput, AdmissionDetail, AdmissionList, AdmissionNotify } from '@abasto/domain/supplier-admission';
import { queryOptions, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** "Solicitudes de alta" (docs/product.md#supplier-admission): the calls of the screen, the badge and the opt-in. */
export const admissionKeys = {
  all: ['admissions'] as const,
  list: (todas: boolean) => ['admissions', 'list', todas] as const,
  one: (id: number) => ['admissions', 'one', id] as const,
  count: ['admissions', 'count'] as const,
  notify: ['admissions', 'notify'] as const,
};

export function useAdmissions(todas: boolean) {
  return useQuery(
    queryOptions({
      queryKey: admissionKeys.list(todas),
      queryFn: ({ signal }) => api<AdmissionList>('/api/auth/solicitudes-alta', { query: { todas: todas ? 'true' : undefined }, signal }),
    }),
  );
}

export function useAdmission(id: number) {
  return useQuery({
    queryKey: admissionKeys.one(id),
    queryFn: ({ signal }) => api<AdmissionDetail>(`/api/auth/solicitudes-alta/${id}`, { signal }),
  });
}

/** The sidebar's badge: how many wait; looked at again every minute and after each decision. */
export function usePendingAdmissions(enabled: boolean) {
  return useQuery({
    queryKey: admissionKeys.count,
    queryFn: ({ signal }) => api<{ pendientes: number }>('/api/auth/solicitudes-alta/cantidad', { signal }),
    enabled,
    refetchInterval: 60_000,
    select: (d) => d.pendientes,
  });
}

export function useDecideAdmission(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { aceptar: boolean; motivo?: string }) =>
      api<AdmissionDetail>(`/api/auth/solicitudes-alta/${id}/decision`, { method: 'POST', body: input satisfies Partial<AdmissionDecisionInput> }),
    onSettled: async () => {
      // The supplier list, picker and confirm screen show the new state too.
      await Promise.all([client.invalidateQueries({ queryKey: admissionKeys.all }), client.invalidateQueries({ queryKey: ['suppliers'] })]);
    },
  });
}

export function useAdmissionNotify(enabled: boolean) {
  return useQuery({
    queryKey: admissionKeys.notify,
    queryFn: ({ signal }) => api<AdmissionNotify>('/api/auth/solicitudes-alta/aviso', { signal }),
    enabled,
  });
}

/** A save of the notice in flight, by key: the menu item that started it is gone once the menu closes. */
export function useSavingAdmissionNotify() {
  return useIsMutating({ mutationKey: admissionKeys.notify }) > 0;
}

export function useSetAdmissionNotify() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: admissionKeys.notify,
    mutationFn: (avisar: boolean) => api<AdmissionNotify>('/api/auth/solicitudes-alta/aviso', { method: 'PUT', body: { avisar } }),
    onSuccess: (data) => client.setQueryData(admissionKeys.notify, data),
  });
}
