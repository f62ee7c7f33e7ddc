import { SUPPLIER_LIST_FILTER_KEYS, type SupplierListFilterKey } from '@abasto/domain/supplier-list-constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readListParams, toListParams } from './supplier-list-url.ts';

/**
 * The supplier list's search, filters and page live in the page's URL
 * (/proveedores?q=…&ciudad=…&page=2), so a filtered list can be bookmarked and survives reload.
 * Changing the search or a filter goes back to page 1.
 */
export function useSupplierListParams() {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readListParams(search), [search]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace = false) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace },
      );
    },
    [setSearch],
  );

  const setQuery = useCallback(
    (q: string) =>
      update((next) => {
        if (q.trim()) next.set('q', q);
        else next.delete('q');
        next.delete('page');
      }, true),
    [update],
  );

  // `drop`: filters the new choice makes impossible, removed in the same step (docs/product.md#supplier-list).
  const setFilter = useCallback(
    (key: SupplierListFilterKey, value: string | null, drop: readonly SupplierListFilterKey[] = []) =>
      update((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
        for (const other of drop) next.delete(other);
        next.delete('page');
      }),
    [update],
  );

  // 'Limpiar Filtro' clears the filters, not the quick search (docs/product.md#supplier-list).
  const clearFilters = useCallback(
    () =>
      update((next) => {
        for (const key of SUPPLIER_LIST_FILTER_KEYS) next.delete(key);
        next.delete('page');
      }),
    [update],
  );

  const setPage = useCallback(
    (page: number) =>
      update((next) => {
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
      }),
    [update],
  );

  return { state, params: toListParams(state), setQuery, setFilter, clearFilters, setPage };
}
