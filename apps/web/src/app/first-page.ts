import { ROUTES } from '@abasto/domain/routes';
import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueryOptions } from '../features/dashboard/api/get-dashboard.ts';
import { supplierFiltersQueryOptions } from '../features/suppliers/api/get-supplier-filters.ts';
import { suppliersQueryOptions } from '../features/suppliers/api/get-suppliers.ts';
import { readListParams, toListParams } from '../features/suppliers/hooks/use-supplier-list-params.ts';
import { pageModules } from './page-modules.ts';

/** What a page needs first: its code, and the calls whose answers it shows. */
type FirstLoad = (client: QueryClient, search: URLSearchParams) => Promise<unknown>[];

/**
 * The pages people open most (the staff's start page and the supplier list). When the app starts
 * with a stored session on one of them, its code and its data are asked for at once, next to the
 * session check, instead of one after the other (session check, then the page's code, then its
 * data): on a slow network that chain was most of the wait. The page finds its data under the
 * same query keys. Only modules without zod are imported here, so the login page stays light.
 */
const FIRST_PAGES: Record<string, FirstLoad> = {
  [ROUTES.dashboard]: (client) => [pageModules.dashboard(), client.prefetchQuery(dashboardQueryOptions())],
  [ROUTES.suppliers]: (client, search) => [
    pageModules.supplierList(),
    client.prefetchQuery(suppliersQueryOptions(toListParams(readListParams(search)))),
    client.prefetchQuery(supplierFiltersQueryOptions()),
  ],
};

/** Starts the first page's code and data; any other page loads the usual way. */
export function startFirstPage(client: QueryClient, location: Pick<Location, 'pathname' | 'search'>): void {
  // A failure is the page's to show when it asks again; nothing to do here.
  void Promise.allSettled(FIRST_PAGES[location.pathname]?.(client, new URLSearchParams(location.search)) ?? []);
}
