import type { ChatSummary } from '@abasto/domain/chat';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

/**
 * The caller's conversations' query key, shared with the messages page (list-my-chats.ts): the
 * page's polling and its read marks update the sidebar's count too. Kept free of zod, since the
 * sidebar ships with every signed-in page.
 */
export const MY_CHATS_KEY = ['chat', 'mine'] as const;

/** The same pace as the conversation list (CHAT_POLL_MS of the domain's chat rules). */
export const UNREAD_POLL_MS = 4000;

/** How many messages wait unread across the caller's conversations (docs/product.md#messages). */
export function useUnreadMessageCount(enabled: boolean): number {
  const query = useQuery({
    queryKey: MY_CHATS_KEY,
    queryFn: ({ signal }) => api<{ data: ChatSummary[] }>('/api/chat/mis-chats', { signal }),
    select: (res) => res.data.reduce((sum, chat) => sum + chat.unread, 0),
    refetchInterval: UNREAD_POLL_MS,
    enabled,
  });
  return query.data ?? 0;
}
