import type { InviteUserBody } from '@abasto/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function inviteUser(input: InviteUserBody) {
  return api<{ activationKey: string }>('/api/auth/invite-user', { method: 'POST', body: input });
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
