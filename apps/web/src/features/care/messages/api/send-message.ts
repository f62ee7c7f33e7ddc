import type { ChatMessage } from '@abasto/domain/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { chatKeys } from './list-my-chats.ts';

export type SendMessageInput = { texto: string } & ({ chatId: number } | { to: number });

export function sendMessage(input: SendMessageInput) {
  return api<{ data: ChatMessage }>('/api/mensajes', { method: 'POST', body: input });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: ({ data }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: chatKeys.thread(data.chatId) }),
      ]),
  });
}
