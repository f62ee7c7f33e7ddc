import type { UserView } from '@abasto/domain/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The lists of the user screen: everyone on staff, or one tab. */
export type UserListName = 'usuarios' | 'gerente' | 'analista';

export function fetchUsers(list: UserListName) {
  return api<{ data: UserView[] }>(`/api/auth/${list}/`);
}

export const usersQuery = (list: UserListName) =>
  queryOptions({ queryKey: ['users', 'list', list], queryFn: () => fetchUsers(list) });

export function useUsers(list: UserListName) {
  return useQuery(usersQuery(list));
}
