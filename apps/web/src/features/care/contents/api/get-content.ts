import type { ContentDetail } from '@abasto/domain/care-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

export function getContent(id: number, signal?: AbortSignal) {
  return api<{ data: ContentDetail }>(`/api/contenido/${id}`, { signal }).then((r) => r.data);
}

export function contentQueryOptions(id: number) {
  return queryOptions({ queryKey: contentKeys.one(id), queryFn: ({ signal }) => getContent(id, signal) });
}

export function useContent(id: number | null) {
  return useQuery({ ...contentQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
