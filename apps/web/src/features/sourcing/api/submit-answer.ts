import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AnswerSaved, AnswerSubmission } from '../sourcing-types.ts';
import { sourcingKeys } from './sourcing-keys.ts';

/** PUT /api/respuesta/{token}: a new version of the answer (the same clientRequestId adds nothing). */
export function submitAnswer({ token, body }: { token: string; body: AnswerSubmission }) {
  return api<{ data: AnswerSaved }>(`/api/respuesta/${encodeURIComponent(token)}`, { method: 'PUT', body }).then((r) => r.data);
}

export function useSubmitAnswer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerSubmission) => submitAnswer({ token, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourcingKeys.byToken(token) }),
  });
}
