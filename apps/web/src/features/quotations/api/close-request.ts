import type { RecipientAnswers } from '@abasto/domain/sourcing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { quotationKeys } from './quotation-keys.ts';

/** POST /api/cotizacion/{id}/cierre: «Cerrar ahora» (not for a sealed request before its deadline). */
export function closeRequest(id: number) {
  return api<RecipientAnswers>(`/api/cotizacion/${id}/cierre`, { method: 'POST' });
}

export function useCloseRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeRequest(id),
    onSuccess: (data) => {
      queryClient.setQueryData(quotationKeys.answers(id), data);
      return queryClient.invalidateQueries({ queryKey: quotationKeys.comparison(id) });
    },
  });
}
