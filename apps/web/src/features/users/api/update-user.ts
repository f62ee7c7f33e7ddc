import type { UpdateUserBody, UserView } from '@abasto/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function updateUser({ id, input }: { id: number; input: UpdateUserBody }) {
  return api<UserView>(`/api/auth/user/${id}`, { method: 'PUT', body: input });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData(['users', 'detail', user.id], user);
      return queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
    },
  });
}
