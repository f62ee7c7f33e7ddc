import type { PrescriptionSummary } from '@abasto/domain/prescription';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { type PrescriptionListQuery, prescriptionKeys } from './prescription-keys.ts';

export const PRESCRIPTION_PAGE_SIZE = 10;

export interface PrescriptionPage {
  data: PrescriptionSummary[];
  total: number;
  page: number;
  size: number;
}

export function getPrescriptions(query: PrescriptionListQuery, signal?: AbortSignal) {
  return api<PrescriptionPage>('/api/recetas', {
    query: { page: query.page, size: PRESCRIPTION_PAGE_SIZE, search: query.search.trim() || null },
    signal,
  });
}

export function prescriptionsQueryOptions(query: PrescriptionListQuery) {
  return queryOptions({
    queryKey: prescriptionKeys.list(query),
    queryFn: ({ signal }) => getPrescriptions(query, signal),
  });
}

export function usePrescriptions(query: PrescriptionListQuery) {
  return useQuery({ ...prescriptionsQueryOptions(query), placeholderData: keepPreviousData });
}
