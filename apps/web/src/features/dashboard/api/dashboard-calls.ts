import type { Dashboard } from '@abasto/domain/supplier-list';
import { api } from '../../../lib/api-client.ts';
import { supplierKeys } from '../../suppliers/api/supplier-keys.ts';

// The call and its query key, without React or TanStack Query, for app/first-page.ts (see get-dashboard.ts).

function getDashboard(signal?: AbortSignal) {
  return api<Dashboard>('/api/dashboard', { signal });
}

export function dashboardQuery() {
  // Under the suppliers' key, so any supplier change refreshes the dashboard too.
  return { queryKey: supplierKeys.dashboard, queryFn: ({ signal }: { signal?: AbortSignal }) => getDashboard(signal) };
}
