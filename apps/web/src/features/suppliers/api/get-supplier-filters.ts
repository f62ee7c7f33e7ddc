import type { SupplierFilterOptions, SupplierFilterOptionsParams } from '@abasto/domain/supplier-list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { supplierKeys } from './supplier-keys.ts';

function getSupplierFilters(selection: SupplierFilterOptionsParams, signal?: AbortSignal) {
  return api<{ data: SupplierFilterOptions }>('/api/filters/all', { query: { ...selection }, signal }).then((r) => r.data);
}

/** The chosen País and Departamento, which narrow the place options (docs/product.md#supplier-list). */
export function placeSelection(filters: { pais?: string | null; estado?: string | null }): SupplierFilterOptionsParams {
  const selection: SupplierFilterOptionsParams = {};
  if (filters.pais) selection.pais = filters.pais;
  if (filters.estado) selection.estado = filters.estado;
  return selection;
}

/** The filters' choices for the places chosen now; the list route's loader primes them. */
export function supplierFiltersQuery(selection: SupplierFilterOptionsParams = {}) {
  return queryOptions({
    queryKey: supplierKeys.filters(selection),
    queryFn: ({ signal }) => getSupplierFilters(selection, signal),
  });
}

export function useSupplierFilters(selection: SupplierFilterOptionsParams = {}) {
  // The options on screen stay while the narrowed ones load.
  return useQuery({ ...supplierFiltersQuery(selection), placeholderData: keepPreviousData });
}
