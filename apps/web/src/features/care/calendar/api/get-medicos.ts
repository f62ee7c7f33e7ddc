import type { CarePerson } from '@abasto/domain/care-event';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export function getMedicos(signal?: AbortSignal) {
  return api<{ data: CarePerson[] }>('/api/auth/medicos', { signal });
}

export const medicosQueryOptions = queryOptions({
  queryKey: ['care-people', 'medicos'],
  queryFn: ({ signal }) => getMedicos(signal).then((r) => r.data),
  staleTime: 5 * 60_000,
});

export function useMedicos() {
  return useQuery(medicosQueryOptions);
}
