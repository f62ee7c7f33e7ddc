import type { CareEvent } from '@abasto/domain/care-event';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { type EventRange, eventKeys } from './event-keys.ts';

export function getEvents(range: EventRange | null, signal?: AbortSignal) {
  return api<{ data: CareEvent[] }>('/api/event', { query: range ? { ...range } : undefined, signal });
}

export function eventsQueryOptions(range: EventRange | null) {
  return queryOptions({
    queryKey: eventKeys.list(range),
    queryFn: ({ signal }) => getEvents(range, signal).then((r) => r.data),
    enabled: range !== null,
  });
}

export function useEvents(range: EventRange | null) {
  // Moving to the next month keeps the current events on screen until the new ones arrive.
  return useQuery({ ...eventsQueryOptions(range), placeholderData: keepPreviousData });
}
