import type { RecipientAnswers } from '@abasto/domain/sourcing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { quotationKeys } from './quotation-keys.ts';

/** POST /api/cotizacion/{id}/cancelacion: «Cancelar pedido», every recipient is told. */
export function cancelRequest(id: number) {
  return api<RecipientAnswers>(`/api/cotizacion/${id}/cancelacion`, { method: 'POST', body: {} });
}

export function useCancelRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelRequest(id),
    onSuccess: (data) => {
      queryClient.setQueryData(quotationKeys.answers(id), data);
      return queryClient.invalidateQueries({ queryKey: quotationKeys.all });
    },
  });
}
