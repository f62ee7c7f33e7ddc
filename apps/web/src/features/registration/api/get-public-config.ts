import type { PublicConfig } from '@abasto/domain/public-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function getPublicConfig() {
  return api<PublicConfig>('/api/config/public');
}

export const publicConfigQuery = queryOptions({
  queryKey: ['config', 'public'],
  queryFn: getPublicConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
