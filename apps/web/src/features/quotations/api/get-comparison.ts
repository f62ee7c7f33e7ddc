import type { ComparisonAnswer } from '@abasto/domain/sourcing';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { quotationKeys } from './quotation-keys.ts';

/** GET /api/cotizacion/{id}/comparacion: lines × suppliers, the lowest per line, totals. */
export function getComparison(id: number, signal?: AbortSignal) {
  return api<ComparisonAnswer>(`/api/cotizacion/${id}/comparacion`, { signal });
}

export function useComparison(id: number, enabled: boolean) {
  return useQuery({
    queryKey: quotationKeys.comparison(id),
    queryFn: ({ signal }) => getComparison(id, signal),
    enabled,
    retry: false,
  });
}
