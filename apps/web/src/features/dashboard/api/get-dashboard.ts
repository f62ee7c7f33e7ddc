import type { Dashboard } from '@abasto/domain/supplier-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { supplierKeys } from '../../suppliers/api/supplier-keys.ts';

function getDashboard(signal?: AbortSignal) {
  return api<Dashboard>('/api/dashboard', { signal });
}

/** Under the suppliers' key, so any supplier change refreshes the dashboard too. The route's loader primes it. */
export function dashboardQuery() {
  return queryOptions({ queryKey: supplierKeys.dashboard, queryFn: ({ signal }) => getDashboard(signal) });
}

export function useDashboard() {
  return useQuery(dashboardQuery());
}
