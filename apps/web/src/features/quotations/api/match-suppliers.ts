import type { SupplierMatch, SupplierMatchParams } from '@abasto/domain/supplier-list';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/auth/proveedores/coincidentes: every supplier the search and filters match (capped). */
export function matchSuppliers(params: SupplierMatchParams) {
  return api<SupplierMatch>('/api/auth/proveedores/coincidentes', { query: { ...params } });
}

export function useMatchSuppliers() {
  return useMutation({ mutationFn: matchSuppliers });
}
