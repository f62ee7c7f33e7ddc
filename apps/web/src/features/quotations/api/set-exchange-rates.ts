import type { ComparisonAnswer, ExchangeRatesSchema } from '@abasto/domain/sourcing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { quotationKeys } from './quotation-keys.ts';

export type ExchangeRatesInput = ReturnType<typeof ExchangeRatesSchema.parse>;

/** PUT /api/cotizacion/{id}/comparacion/tasas: rates kept with the comparison (null removes them). */
export function setExchangeRates({ id, tasas }: { id: number; tasas: ExchangeRatesInput | null }) {
  return api<ComparisonAnswer>(`/api/cotizacion/${id}/comparacion/tasas`, { method: 'PUT', body: { tasas } });
}

export function useSetExchangeRates(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tasas: ExchangeRatesInput | null) => setExchangeRates({ id, tasas }),
    onSuccess: (data) => queryClient.setQueryData(quotationKeys.comparison(id), data),
  });
}
