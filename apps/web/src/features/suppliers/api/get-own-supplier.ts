import type { Proveedor } from '@abasto/domain/supplier';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { supplierKeys } from './supplier-keys.ts';

/** The logged-in proveedor's own supplier record. */
export function getOwnSupplier(signal?: AbortSignal) {
  return api<Proveedor>('/api/auth/proveedor/me', { signal });
}

export function ownSupplierQueryOptions() {
  return queryOptions({ queryKey: supplierKeys.own, queryFn: ({ signal }) => getOwnSupplier(signal) });
}

export function useOwnSupplier() {
  return useQuery(ownSupplierQueryOptions());
}
