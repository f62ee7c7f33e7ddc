import type { SupplierFilterOptions, SupplierListParams, SupplierPage } from '@abasto/domain/supplier-list';
import { api } from '../../../lib/api-client.ts';
import { supplierKeys } from './supplier-keys.ts';

// The calls and their query keys, without React or TanStack Query: app/first-page.ts uses them
// before the app's code has arrived; the query hooks beside this file wrap them.

function getSuppliers(params: SupplierListParams, signal?: AbortSignal) {
  return api<SupplierPage>('/api/auth/proveedores/', { query: { ...params }, signal });
}

function getSupplierFilters(signal?: AbortSignal) {
  return api<{ data: SupplierFilterOptions }>('/api/filters/all', { signal }).then((r) => r.data);
}

export function suppliersQuery(params: SupplierListParams) {
  return { queryKey: supplierKeys.list(params), queryFn: ({ signal }: { signal?: AbortSignal }) => getSuppliers(params, signal) };
}

export function supplierFiltersQuery() {
  return { queryKey: supplierKeys.filters, queryFn: ({ signal }: { signal?: AbortSignal }) => getSupplierFilters(signal) };
}
