import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AnswerSaved, AnswerSubmission } from '../sourcing-types.ts';
import { sourcingKeys } from './sourcing-keys.ts';

/** The logged-in proveedor's answer to one of its requests (same body as the link's). */
export function submitOwnAnswer({ id, body }: { id: number; body: AnswerSubmission }) {
  return api<AnswerSaved>(`/api/perfil-proveedor/pedidos/${id}/respuesta`, { method: 'PUT', body });
}

export function useSubmitOwnAnswer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerSubmission) => submitOwnAnswer({ id, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(sourcingKeys.ownOne(id), saved.data);
      return queryClient.invalidateQueries({ queryKey: sourcingKeys.ownList() });
    },
  });
}
