import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { supplierKeys } from './supplier-keys.ts';

/** One quotation sent to a supplier, as the 'Cotizaciones enviadas' modal lists it. */
export interface SupplierQuotation {
  _id: number;
  title: string;
  createdAt: string;
  state?: string | null;
}

/** GET /api/cotizacion/proveedor/{id}: the quotations sent to one supplier (served by the quotations module). */
export async function getSupplierQuotations(id: number, signal?: AbortSignal): Promise<SupplierQuotation[]> {
  try {
    const body = await api<{ data: SupplierQuotation[] } | SupplierQuotation[]>(`/api/cotizacion/proveedor/${id}`, { signal });
    return Array.isArray(body) ? body : body.data;
  } catch (err) {
    // Until the quotations module answers this call, no quotation has been sent to anyone.
    if (err instanceof ApiError && err.status === 404) return [];
    throw err;
  }
}

export function supplierQuotationsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...supplierKeys.one(id), 'quotations'] as const,
    queryFn: ({ signal }) => getSupplierQuotations(id, signal),
  });
}

export function useSupplierQuotations(id: number, enabled: boolean) {
  return useQuery({ ...supplierQuotationsQueryOptions(id), enabled });
}
