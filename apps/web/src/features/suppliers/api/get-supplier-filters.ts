import { queryOptions, useQuery } from '@tanstack/react-query';
import { supplierFiltersQuery } from './supplier-calls.ts';

export function useSupplierFilters() {
  return useQuery(queryOptions(supplierFiltersQuery()));
}
