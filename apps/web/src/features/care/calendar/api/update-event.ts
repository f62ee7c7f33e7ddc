import type { CareEvent, EventInput } from '@abasto/domain/care-event';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

export function updateEvent({ id, input }: { id: number; input: EventInput }) {
  return api<{ data: CareEvent }>(`/api/event/${id}`, { method: 'PUT', body: input }).then((r) => r.data);
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
