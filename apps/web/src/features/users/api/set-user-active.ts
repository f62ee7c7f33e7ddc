import type { UserView } from '@abasto/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Deactivates ('Borrar Usuarios': login and tokens stop) or reactivates a user. */
export function setUserActive({ id, active }: { id: number; active: boolean }) {
  return api<UserView>(`/api/auth/user/${id}/${active ? 'reactivate' : 'deactivate'}`, { method: 'POST' });
}

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: (user) => {
      queryClient.setQueryData(['users', 'detail', user.id], user);
      return queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
    },
  });
}
