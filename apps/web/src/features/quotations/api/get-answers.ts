import type { RecipientAnswers } from '@abasto/domain/sourcing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import { quotationKeys } from './quotation-keys.ts';

/** GET /api/cotizacion/{id}/respuestas: each recipient's answer state (409 for an ordinary quotation). */
export function getAnswers(id: number, signal?: AbortSignal) {
  return api<RecipientAnswers>(`/api/cotizacion/${id}/respuestas`, { signal });
}

/** The answers of a request as a query (the page's, and its route loader's). */
export function answersQuery(id: number) {
  return queryOptions({
    queryKey: quotationKeys.answers(id),
    queryFn: ({ signal }) => getAnswers(id, signal),
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
  });
}

export function useAnswers(id: number | null, enabled = true) {
  return useQuery({
    ...answersQuery(id ?? 0),
    enabled: id !== null && enabled,
    // Answers arrive while the page is open.
    refetchInterval: 30_000,
  });
}
