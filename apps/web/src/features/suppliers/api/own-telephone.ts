import type { UserView } from '@abasto/domain/accounts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const ownAccountKey = ['own-account'] as const;

/** The signed-in user's own record: its login telephone (docs/product.md#own-supplier-page). */
export function ownAccountQueryOptions() {
  return queryOptions({ queryKey: ownAccountKey, queryFn: ({ signal }) => api<UserView>('/api/auth/user/', { signal }) });
}

export function useOwnAccount() {
  return useQuery(ownAccountQueryOptions());
}

export function setOwnTelephone(telephone: string) {
  return api<{ telephone: string | null }>('/api/auth/perfil-proveedor/celular', { method: 'PUT', body: { telephone } });
}

export function useSetOwnTelephone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOwnTelephone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownAccountKey }),
  });
}
