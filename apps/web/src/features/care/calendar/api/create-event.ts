import type { CareEvent, EventInput } from '@abasto/domain/care-event';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

export function createEvent(input: EventInput) {
  return api<{ data: CareEvent }>('/api/event', { method: 'POST', body: input }).then((r) => r.data);
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
