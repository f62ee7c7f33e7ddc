import type { CreateQuotationInput, QuotationCreated } from '@abasto/domain/quotation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { quotationKeys } from './quotation-keys.ts';

export function createQuotation(input: CreateQuotationInput) {
  return api<QuotationCreated>('/api/cotizacion/', { method: 'POST', body: input });
}

export function useCreateQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuotation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
  });
}
