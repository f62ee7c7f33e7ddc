import type { ContentSummary } from '@abasto/domain/care-content';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** getConteudos (docs/product.md#care-area-calls): the library, most recently changed first. */
export function getContents(search: string, signal?: AbortSignal) {
  return api<{ data: ContentSummary[] }>('/api/contenido', { query: { search: search.trim() || null }, signal });
}

export function contentsQueryOptions(search: string) {
  return queryOptions({
    queryKey: contentKeys.list(search.trim()),
    queryFn: ({ signal }) => getContents(search, signal).then((r) => r.data),
  });
}

export function useContents(search = '') {
  return useQuery({ ...contentsQueryOptions(search), placeholderData: keepPreviousData });
}
