import type { TwoStepRoles } from '@abasto/domain/accounts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The roles that must give the second step at login (docs/product.md#users). */
export const twoStepRolesQuery = () =>
  queryOptions({ queryKey: ['users', 'two-step-roles'], queryFn: () => api<TwoStepRoles>('/api/auth/segundo-paso') });

export function useTwoStepRoles(enabled = true) {
  return useQuery({ ...twoStepRolesQuery(), enabled });
}

export function useSaveTwoStepRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoStepRoles) => api<TwoStepRoles>('/api/auth/segundo-paso', { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(twoStepRolesQuery().queryKey, saved),
  });
}
