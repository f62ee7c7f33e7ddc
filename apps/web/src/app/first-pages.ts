import { ROUTES, type SupplierOperation } from '@abasto/domain/routes';
import { isRowIdSegment, ROW_ID_SEGMENT } from '@abasto/domain/row-id';
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
  // The first month's events (docs/product.md#calendar): the month is drawn once, with them. Its
  // small module imports nothing of the app's code, so the call leaves before that code has run.
  [ROUTES.calendar]: (client) => [
    import('../features/care/calendar/api/calendar-page-data.ts').then((m) => Promise.allSettled(m.primeCalendarPage(client))),
  ],
};

/**
 * The supplier page's data (operar-proveedor/{id}/…): its module is loaded on demand, so neither
 * early.ts nor the route table carries the qualification calls. That module imports nothing of the
 * app's code (the build checks it), so early.ts's calls leave before that code has arrived and run.
 */
export const supplierPageData: FirstPageData = (client, _url, params = {}) => [
  import('../features/suppliers/api/supplier-page-data.ts').then((m) => Promise.allSettled(m.primeSupplierPage(client, params))),
];

/** The quotation detail's data (cotizacion/{id}/ver-cotizacion), loaded on demand as the supplier page's. */
export const quotationPageData: FirstPageData = (client, _url, { id } = {}) =>
  id !== undefined && isRowIdSegment(id)
    ? [import('../features/quotations/api/quotation-page-data.ts').then((m) => Promise.allSettled(m.primeQuotationPage(client, Number(id))))]
    : [];

/**
 * A route's path (React Router's, with `:name` parameters, as the route table writes it from
 * ROUTES) as a pattern matching a whole address: each parameter a named group of one path
 * segment, narrowed by `params` (a regular expression's source) where given.
 */
export function pathPattern(path: string, params: Readonly<Record<string, string>> = {}): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      const name = /^:([A-Za-z_]\w*)$/.exec(segment)?.[1];
      if (name === undefined) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return `(?<${name}>${params[name] ?? '[^/]+'})`;
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

export interface FirstPagePattern {
  /** The route table's path of the page (the test checks it is there, with this data). */
  path: string;
  pattern: RegExp;
  data: FirstPageData;
}

const byPath = (path: string, data: FirstPageData, params?: Readonly<Record<string, string>>): FirstPagePattern => ({
  path,
  pattern: pathPattern(path, params),
  data,
});

/**
 * Pages with parameters in their path whose data early.ts starts too. Each is built from the
 * same ROUTES path as its route in the table, so a path changes in one place; `params` narrow
 * what the parameters may be (an existing supplier, seen or edited: registering loads nothing).
 */
export const FIRST_PAGE_PATTERNS: readonly FirstPagePattern[] = [
  byPath(ROUTES.supplier(':id', ':operacion' as SupplierOperation), supplierPageData, {
    id: ROW_ID_SEGMENT,
    operacion: 'consultar-proveedor|editar-proveedor',
  }),
  byPath(ROUTES.viewQuotation(':id'), quotationPageData, { id: ROW_ID_SEGMENT }),
];

/** The data early.ts starts for an address: by its exact path, or by a pattern. */
export function firstPageData(client: QueryClient, url: URL): Promise<unknown>[] {
  const exact = FIRST_PAGE_DATA[url.pathname];
  if (exact) return exact(client, url);
  for (const { pattern, data } of FIRST_PAGE_PATTERNS) {
    const match = pattern.exec(url.pathname);
    if (match) return data(client, url, match.groups);
  }
  return [];
}
