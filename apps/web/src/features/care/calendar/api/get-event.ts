import type { CareEvent } from '@abasto/domain/care-event';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

/** One event with its image (the list leaves images out). */
export function getEvent(id: number, signal?: AbortSignal) {
  return api<{ data: CareEvent }>(`/api/event/${id}`, { signal });
}

export function eventQueryOptions(id: number) {
  return queryOptions({
    queryKey: eventKeys.one(id),
    queryFn: ({ signal }) => getEvent(id, signal).then((r) => r.data),
  });
}

export function useEvent(id: number | null) {
  return useQuery({ ...eventQueryOptions(id ?? 0), enabled: id !== null });
}
