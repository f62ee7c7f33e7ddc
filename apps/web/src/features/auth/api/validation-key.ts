import type { InvitationData } from '@abasto/domain/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function fetchValidationKey(key: string) {
  return api<InvitationData>(`/api/auth/user-validation-key/${encodeURIComponent(key)}`);
}

export const validationKeyQuery = (key: string) =>
  queryOptions({ queryKey: ['validation-key', key], queryFn: () => fetchValidationKey(key), staleTime: Infinity });

export function useValidationKey(key: string) {
  return useQuery(validationKeyQuery(key));
}
