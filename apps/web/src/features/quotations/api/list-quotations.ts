import type { QuotationPage } from '@abasto/domain/quotation';
import { QUOTATION_PAGE_SIZE } from '@abasto/domain/quotation-list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { quotationKeys } from './quotation-keys.ts';

export function listQuotations(page: number, signal?: AbortSignal) {
  return api<QuotationPage>('/api/cotizacion/', { query: { page, pageSize: QUOTATION_PAGE_SIZE }, signal });
}

export function quotationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: quotationKeys.page(page),
    queryFn: ({ signal }) => listQuotations(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useQuotations(page: number) {
  return useQuery(quotationsQueryOptions(page));
}
