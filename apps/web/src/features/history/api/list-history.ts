import type { HistoryEntry, HistoryRecordType } from '@abasto/domain/history';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface HistoryFilters {
  page: number;
  tipo?: HistoryRecordType;
  id?: number;
  actor?: number;
  desde?: string;
  hasta?: string;
}

export interface HistoryPage {
  data: HistoryEntry[];
  total: number;
}

export function fetchHistory(filters: HistoryFilters) {
  return api<HistoryPage>('/api/historial', { query: { ...filters } });
}

export const historyQuery = (filters: HistoryFilters) =>
  queryOptions({ queryKey: ['history', filters], queryFn: () => fetchHistory(filters), placeholderData: keepPreviousData, staleTime: 0 });

/** One page of the history (docs/product.md#history), newest first. */
export function useHistory(filters: HistoryFilters, enabled = true) {
  return useQuery({ ...historyQuery(filters), enabled });
}
