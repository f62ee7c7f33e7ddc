import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

/** cancelarEvento (docs/product.md#care-area-calls): the organiser erases the event. */
export function cancelEvent(id: number) {
  return api<{ data: { _id: number } }>(`/api/event/${id}/cancelar`, { method: 'PUT' });
}

export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEvent,
    // Refresh whether it worked or not: the calendar refreshes in both cases (docs/product.md#calendar).
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
