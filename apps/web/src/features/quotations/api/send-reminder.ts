import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { quotationKeys } from './quotation-keys.ts';

/** POST /api/cotizacion/{id}/recordatorio: a reminder to those that neither answered nor declined. */
export function sendReminder(id: number) {
  return api<{ enviados: number }>(`/api/cotizacion/${id}/recordatorio`, { method: 'POST' });
}

export function useSendReminder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendReminder(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotationKeys.answers(id) }),
  });
}
