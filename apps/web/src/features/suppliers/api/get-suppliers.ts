import type { SupplierListParams, SupplierPage } from '@abasto/domain/supplier-list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { supplierKeys } from './supplier-keys.ts';

function getSuppliers(params: SupplierListParams, signal?: AbortSignal) {
  return api<SupplierPage>('/api/auth/proveedores/', { query: { ...params }, signal });
}

/** One page of the list; the route's loader primes it for the page in the address. */
export function suppliersQuery(params: SupplierListParams) {
  return queryOptions({ queryKey: supplierKeys.list(params), queryFn: ({ signal }) => getSuppliers(params, signal) });
}

export function useSuppliers(params: SupplierListParams) {
  // The current page stays on screen (dimmed) while the next one loads.
  return useQuery({ ...suppliersQuery(params), placeholderData: keepPreviousData });
}
