import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AnswerRequest } from '../sourcing-types.ts';
import { sourcingKeys } from './sourcing-keys.ts';

/** GET /api/respuesta/{token}: the request as the supplier of that link sees it. */
export function getAnswerRequest(token: string, signal?: AbortSignal) {
  return api<{ data: AnswerRequest }>(`/api/respuesta/${encodeURIComponent(token)}`, { signal }).then((r) => r.data);
}

export function answerRequestQueryOptions(token: string) {
  return queryOptions({
    queryKey: sourcingKeys.byToken(token),
    queryFn: ({ signal }) => getAnswerRequest(token, signal),
    retry: false,
  });
}

export function useAnswerRequest(token: string) {
  return useQuery(answerRequestQueryOptions(token));
}
