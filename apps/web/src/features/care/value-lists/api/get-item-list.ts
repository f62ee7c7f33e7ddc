import type { ItemCategory, ItemDescription } from '@abasto/domain/item-description';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export function getItemList(category: ItemCategory, signal?: AbortSignal) {
  return api<{ data: ItemDescription[] }>(`/api/itemDescripcion/${category}`, { signal });
}

export function itemListQueryOptions(category: ItemCategory) {
  return queryOptions({
    queryKey: ['care-value-lists', category],
    queryFn: ({ signal }) => getItemList(category, signal).then((r) => r.data),
    // The lists change rarely: keep them for the session.
    staleTime: 10 * 60_000,
  });
}

/** One value list of /api/itemDescripcion, for a select. */
export function useItemList(category: ItemCategory) {
  return useQuery(itemListQueryOptions(category));
}
