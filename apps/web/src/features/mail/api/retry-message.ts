import type { MailDetail } from '@abasto/domain/mail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function retryMessage(id: number) {
  return api<MailDetail>(`/api/mail/messages/${id}/retry`, { method: 'POST' });
}

export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMessage,
    onSuccess: (message) => {
      queryClient.setQueryData(['mail', 'detail', message.id], message);
      return queryClient.invalidateQueries({ queryKey: ['mail', 'list'] });
    },
  });
}
