import { CHAT_POLL_MS, type ChatSummary } from '@abasto/domain/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { MY_CHATS_KEY } from './unread-count.ts';

export const chatKeys = {
  all: ['chat'] as const,
  mine: () => MY_CHATS_KEY,
  thread: (chatId: number) => [...chatKeys.all, 'thread', chatId] as const,
  contacts: (q: string) => [...chatKeys.all, 'contacts', q] as const,
};

export function listMyChats(signal?: AbortSignal) {
  return api<{ data: ChatSummary[] }>('/api/chat/mis-chats', { signal });
}

export function myChatsOptions() {
  return queryOptions({
    queryKey: chatKeys.mine(),
    queryFn: ({ signal }) => listMyChats(signal),
    select: (res) => res.data,
    // Polling keeps unread badges and last lines current without a socket.
    refetchInterval: CHAT_POLL_MS,
    staleTime: 0,
  });
}

export function useMyChats() {
  return useQuery(myChatsOptions());
}
