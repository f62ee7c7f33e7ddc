import type { SupplierListParams } from '@abasto/domain/supplier-list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { suppliersQuery } from './supplier-calls.ts';

export function useSuppliers(params: SupplierListParams) {
  // The current page stays on screen (dimmed) while the next one loads.
  return useQuery(queryOptions({ ...suppliersQuery(params), placeholderData: keepPreviousData }));
}
