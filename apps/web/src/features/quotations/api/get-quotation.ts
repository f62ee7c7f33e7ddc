import type { QuotationDetail } from '@abasto/domain/quotation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { quotationKeys } from './quotation-keys.ts';

export function getQuotation(id: number, signal?: AbortSignal) {
  return api<{ data: QuotationDetail }>(`/api/cotizacion/view/${id}`, { signal }).then((r) => r.data);
}

export function quotationQueryOptions(id: number) {
  return queryOptions({
    queryKey: quotationKeys.one(id),
    queryFn: ({ signal }) => getQuotation(id, signal),
    // While e-mails are on their way the detail follows them.
    refetchInterval: (query) => (query.state.data?.counts.pending ? 3000 : false),
  });
}

export function useQuotation(id: number | null) {
  return useQuery({ ...quotationQueryOptions(id ?? 0), enabled: id !== null });
}
