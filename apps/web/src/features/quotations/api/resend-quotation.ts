import type { QuotationDetail } from '@abasto/domain/quotation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { quotationKeys } from './quotation-keys.ts';

export function resendQuotation({ id, recipientId }: { id: number; recipientId: number }) {
  return api<{ data: QuotationDetail }>(`/api/cotizacion/${id}/reenviar/${recipientId}`, { method: 'POST' }).then(
    (r) => r.data,
  );
}

export function useResendQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendQuotation,
    onSuccess: (data) => {
      queryClient.setQueryData(quotationKeys.one(data.id), data);
      return queryClient.invalidateQueries({ queryKey: quotationKeys.all });
    },
  });
}
