import type { SupplierFilterOptionsParams, SupplierListParams } from '@abasto/domain/supplier-list';

/** Query keys of the suppliers: every change invalidates `all` (lists, records, filters, dashboard). */
export const supplierKeys = {
  all: ['suppliers'] as const,
  list: (params: SupplierListParams) => ['suppliers', 'list', params] as const,
  one: (id: number) => ['suppliers', 'one', id] as const,
  own: ['suppliers', 'own'] as const,
  filters: (selection: SupplierFilterOptionsParams) => ['suppliers', 'filters', selection] as const,
  dashboard: ['suppliers', 'dashboard'] as const,
};
