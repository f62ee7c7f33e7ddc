import type { MailPage, MailStatus } from '@abasto/domain/mail';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface MailFilters {
  page: number;
  status?: MailStatus | null;
  q?: string;
}

export function fetchMessages(filters: MailFilters) {
  return api<MailPage>('/api/mail/messages', {
    query: { page: filters.page, status: filters.status, q: filters.q },
  });
}

export const messagesQuery = (filters: MailFilters) =>
  queryOptions({
    queryKey: ['mail', 'list', filters],
    queryFn: () => fetchMessages(filters),
    placeholderData: keepPreviousData,
    // Delivery moves on by itself: the page follows it.
    refetchInterval: 5000,
  });

export function useMessages(filters: MailFilters) {
  return useQuery(messagesQuery(filters));
}
