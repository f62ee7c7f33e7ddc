import type { CarePerson } from '@abasto/domain/care-event';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export function getPacientes(signal?: AbortSignal) {
  return api<{ data: CarePerson[] }>('/api/auth/pacientes', { signal });
}

export const pacientesQueryOptions = queryOptions({
  queryKey: ['care-people', 'pacientes'],
  queryFn: ({ signal }) => getPacientes(signal).then((r) => r.data),
  staleTime: 5 * 60_000,
});

export function usePacientes() {
  return useQuery(pacientesQueryOptions);
}
