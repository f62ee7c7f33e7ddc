import type { ChatPerson } from '@abasto/domain/chat';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { chatKeys } from './list-my-chats.ts';

export function listChatContacts(q: string, signal?: AbortSignal) {
  return api<{ data: ChatPerson[] }>('/api/chat/contatos', { query: { q }, signal });
}

export function chatContactsOptions(q: string) {
  return queryOptions({
    queryKey: chatKeys.contacts(q),
    queryFn: ({ signal }) => listChatContacts(q, signal),
    select: (res) => res.data,
    placeholderData: keepPreviousData,
  });
}

export function useChatContacts(q: string, enabled: boolean) {
  return useQuery({ ...chatContactsOptions(q), enabled });
}
