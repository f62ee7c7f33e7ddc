import type { CareEvent, EventAnswer } from '@abasto/domain/care-event';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

/** acceptEvent, rejectEvent and awaitingEvent (docs/product.md#care-area-calls): one call shape, the answer in the path. */
export function answerEvent({ id, answer }: { id: number; answer: EventAnswer }) {
  return api<{ data: CareEvent }>(`/api/event/${id}/${answer}`, { method: 'PUT' }).then((r) => r.data);
}

export function useAnswerEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
