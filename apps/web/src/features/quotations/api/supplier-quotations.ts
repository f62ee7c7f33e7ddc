import { SUPPLIER_QUOTATIONS_PAGE_SIZE, type SupplierQuotationPage } from '@abasto/domain/quotation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { quotationKeys } from './quotation-keys.ts';

export function listSupplierQuotations(supplierId: number, page: number, signal?: AbortSignal) {
  return api<SupplierQuotationPage>(`/api/cotizacion/proveedor/${supplierId}`, {
    query: { page, pageSize: SUPPLIER_QUOTATIONS_PAGE_SIZE },
    signal,
  });
}

export function supplierQuotationsQueryOptions(supplierId: number, page: number) {
  return queryOptions({
    queryKey: quotationKeys.ofSupplier(supplierId, page),
    queryFn: ({ signal }) => listSupplierQuotations(supplierId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSupplierQuotations(supplierId: number, page: number, enabled = true) {
  return useQuery({ ...supplierQuotationsQueryOptions(supplierId, page), enabled });
}
