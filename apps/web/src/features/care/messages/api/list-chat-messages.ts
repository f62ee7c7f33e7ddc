import { CHAT_PAGE_SIZE, CHAT_POLL_MS, type ChatPage } from '@abasto/domain/chat';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { chatKeys } from './list-my-chats.ts';

export function listChatMessages(chatId: number, before: number | undefined, signal?: AbortSignal) {
  return api<ChatPage>(`/api/mensajes/chat/${chatId}`, { query: { size: CHAT_PAGE_SIZE, before }, signal });
}

/** Pages go back in time: the first page is the newest, each next one ends before its predecessor's first message. */
export function chatMessagesOptions(chatId: number) {
  return infiniteQueryOptions({
    queryKey: chatKeys.thread(chatId),
    queryFn: ({ pageParam, signal }) => listChatMessages(chatId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.data[0]?.id : undefined),
    refetchInterval: CHAT_POLL_MS,
    staleTime: 0,
  });
}

export function useChatMessages(chatId: number | null) {
  return useInfiniteQuery({ ...chatMessagesOptions(chatId ?? 0), enabled: chatId !== null });
}
