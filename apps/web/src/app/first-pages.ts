import { ROUTES } from '@abasto/domain/routes';
import type { QueryClient } from '@tanstack/react-query';
import { prescriptionsQueryOptions } from '../features/care/prescriptions/api/get-prescriptions.ts';
import { dashboardQuery } from '../features/dashboard/api/get-dashboard.ts';
import { quotationsQueryOptions } from '../features/quotations/api/list-quotations.ts';
import { placeSelection, supplierFiltersQuery } from '../features/suppliers/api/get-supplier-filters.ts';
import { suppliersQuery } from '../features/suppliers/api/get-suppliers.ts';
import { readListParams, toListParams } from '../features/suppliers/hooks/supplier-list-url.ts';

/** A page's data: its queries started on `client` for the address `url` (`params`: the path's, by the route). */
export type FirstPageData = (client: QueryClient, url: URL, params?: Readonly<Record<string, string | undefined>>) => Promise<unknown>[];

/**
 * The data of the pages people open first, by path: the route table gives it to their routes
 * (loaders), and early.ts starts it before the app's code has arrived. No React, Mantine or zod
 * on the way (the build checks zod): it runs in the small early script.
 */
export const FIRST_PAGE_DATA: Record<string, FirstPageData> = {
  [ROUTES.dashboard]: (client) => [client.ensureQueryData(dashboardQuery())],
  [ROUTES.suppliers]: (client, url) => {
    const state = readListParams(url.searchParams);
    return [
      client.ensureQueryData(suppliersQuery(toListParams(state))),
      client.ensureQueryData(supplierFiltersQuery(placeSelection(state.filters))),
    ];
  },
  // The page the address asks for, as quotation-list-page.tsx reads it.
  [ROUTES.quotations]: (client, url) => [client.ensureQueryData(quotationsQueryOptions(Math.max(1, Number(url.searchParams.get('page')) || 1)))],
  // The first page, unfiltered, as prescription-list-page.tsx starts.
  [ROUTES.prescriptions]: (client) => [client.ensureQueryData(prescriptionsQueryOptions({ page: 1, search: '' }))],
};
