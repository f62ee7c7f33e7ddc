import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

/** cancelarEvento of the spec: the organiser erases the event. */
export function cancelEvent(id: number) {
  return api<{ data: { _id: number } }>(`/api/event/${id}/cancelar`, { method: 'PUT' });
}

export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEvent,
    // Refresh whether it worked or not: the spec refreshes the calendar in both cases.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
