import type { UserView } from '@abasto/domain/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function fetchUser(id: number) {
  return api<UserView>(`/api/auth/user/${id}`);
}

export const userQuery = (id: number) => queryOptions({ queryKey: ['users', 'detail', id], queryFn: () => fetchUser(id) });

export function useUserDetail(id: number | null) {
  return useQuery({ ...userQuery(id ?? 0), enabled: id !== null });
}
