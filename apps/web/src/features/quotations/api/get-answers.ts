import type { RecipientAnswers } from '@abasto/domain/sourcing';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import { quotationKeys } from './quotation-keys.ts';

/** GET /api/cotizacion/{id}/respuestas: each recipient's answer state (409 for an ordinary quotation). */
export function getAnswers(id: number, signal?: AbortSignal) {
  return api<RecipientAnswers>(`/api/cotizacion/${id}/respuestas`, { signal });
}

export function useAnswers(id: number | null, enabled = true) {
  return useQuery({
    queryKey: quotationKeys.answers(id ?? 0),
    queryFn: ({ signal }) => getAnswers(id!, signal),
    enabled: id !== null && enabled,
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
    // Answers arrive while the page is open.
    refetchInterval: 30_000,
  });
}
