import type { Proveedor } from '@abasto/domain/supplier';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { supplierKeys } from './supplier-keys.ts';

export function getSupplier(id: number, signal?: AbortSignal) {
  return api<Proveedor>(`/api/auth/proveedor/${id}`, { signal });
}

export function supplierQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: supplierKeys.one(id ?? 0),
    queryFn: ({ signal }) => getSupplier(id!, signal),
    enabled: id !== null,
  });
}

export function useSupplier(id: number | null) {
  return useQuery(supplierQueryOptions(id));
}
