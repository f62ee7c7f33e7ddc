import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { chatKeys } from './list-my-chats.ts';

export function markChatRead(chatId: number) {
  return api<{ chatId: number; marked: number; unread: number }>(`/api/chat/leer/${chatId}`, { method: 'PUT' });
}

export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markChatRead,
    onSuccess: (_result, chatId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: chatKeys.thread(chatId) }),
      ]),
  });
}
