import { SUPPLIER_LIST_FILTER_KEYS, type SupplierListFilterKey } from '@abasto/domain/supplier-list-constants';
import type { SupplierListParams } from '@abasto/domain/supplier-list';

// The list's URL, read by the page and by its route's loader (app/route-table.ts).

export interface SupplierListUrlState {
  q: string;
  filters: Record<SupplierListFilterKey, string | null>;
  page: number;
}

/** Reads the list's state from a URL query: the same names the list call takes. */
export function readListParams(search: URLSearchParams): SupplierListUrlState {
  const page = Number(search.get('page'));
  const filters = {} as Record<SupplierListFilterKey, string | null>;
  for (const key of SUPPLIER_LIST_FILTER_KEYS) filters[key] = search.get(key) || null;
  return { q: search.get('q') ?? '', filters, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The list call's parameters for a URL state (empty values left out). */
export function toListParams(state: SupplierListUrlState): SupplierListParams {
  const params: SupplierListParams = {};
  if (state.q.trim()) params.q = state.q.trim();
  for (const key of SUPPLIER_LIST_FILTER_KEYS) if (state.filters[key]) params[key] = state.filters[key]!;
  if (state.page > 1) params.page = String(state.page);
  return params;
}
