import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AnswerSaved, AnswerSubmission } from '../sourcing-types.ts';
import { sourcingKeys } from './sourcing-keys.ts';

/** PUT /api/respuesta/{token}: a new version of the answer (the same clientRequestId adds nothing). */
export function submitAnswer({ token, body }: { token: string; body: AnswerSubmission }) {
  return api<AnswerSaved>(`/api/respuesta/${encodeURIComponent(token)}`, { method: 'PUT', body });
}

export function useSubmitAnswer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerSubmission) => submitAnswer({ token, body }),
    // The answer carries the request as it now stands: no second call.
    onSuccess: (saved) => queryClient.setQueryData(sourcingKeys.byToken(token), saved.data),
  });
}
