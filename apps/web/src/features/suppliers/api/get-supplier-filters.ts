import type { SupplierFilterOptions } from '@abasto/domain/supplier-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { supplierKeys } from './supplier-keys.ts';

export function getSupplierFilters(signal?: AbortSignal) {
  return api<{ data: SupplierFilterOptions }>('/api/filters/all', { signal }).then((r) => r.data);
}

export function supplierFiltersQueryOptions() {
  return queryOptions({ queryKey: supplierKeys.filters, queryFn: ({ signal }) => getSupplierFilters(signal) });
}

export function useSupplierFilters() {
  return useQuery(supplierFiltersQueryOptions());
}
