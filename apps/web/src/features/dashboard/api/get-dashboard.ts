import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardQuery } from './dashboard-calls.ts';

export function useDashboard() {
  return useQuery(queryOptions(dashboardQuery()));
}
