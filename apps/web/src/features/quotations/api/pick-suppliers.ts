import type { SupplierFilterOptions, SupplierListParams, SupplierPage } from '@abasto/domain/supplier-list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The supplier list call as the quotation screens' picker uses it (same search and filters). */
export function pickSuppliers(params: SupplierListParams, signal?: AbortSignal) {
  return api<SupplierPage>('/api/auth/proveedores/', { query: { ...params }, signal });
}

export function pickSuppliersQueryOptions(params: SupplierListParams) {
  return queryOptions({
    queryKey: ['suppliers', 'list', params] as const,
    queryFn: ({ signal }) => pickSuppliers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePickSuppliers(params: SupplierListParams) {
  return useQuery(pickSuppliersQueryOptions(params));
}

export function useSupplierFilterOptions() {
  return useQuery({
    queryKey: ['suppliers', 'filters'] as const,
    queryFn: ({ signal }) => api<{ data: SupplierFilterOptions }>('/api/filters/all', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}
