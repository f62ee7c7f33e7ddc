import type { MailDetail } from '@abasto/domain/mail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function fetchMessage(id: number) {
  return api<MailDetail>(`/api/mail/messages/${id}`);
}

export const messageQuery = (id: number) =>
  queryOptions({ queryKey: ['mail', 'detail', id], queryFn: () => fetchMessage(id) });

export function useMessage(id: number | null) {
  return useQuery({ ...messageQuery(id ?? 0), enabled: id !== null });
}
