import type { SupplierFilterOptions } from '@abasto/domain/supplier-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { supplierKeys } from './supplier-keys.ts';

function getSupplierFilters(signal?: AbortSignal) {
  return api<{ data: SupplierFilterOptions }>('/api/filters/all', { signal }).then((r) => r.data);
}

/** The filters' choices; the list route's loader primes them. */
export function supplierFiltersQuery() {
  return queryOptions({ queryKey: supplierKeys.filters, queryFn: ({ signal }) => getSupplierFilters(signal) });
}

export function useSupplierFilters() {
  return useQuery(supplierFiltersQuery());
}
