import { ROUTES } from '@abasto/domain/routes';
import type { QueryClient } from '@tanstack/react-query';
import { dashboardQuery } from '../features/dashboard/api/dashboard-calls.ts';
import { supplierFiltersQuery, suppliersQuery } from '../features/suppliers/api/supplier-calls.ts';
import { readListParams, toListParams } from '../features/suppliers/hooks/supplier-list-url.ts';
import { callAhead } from '../lib/api-client.ts';
import { checkSession } from '../lib/session-check.ts';
import { tokenStorage } from '../lib/token-storage.ts';
import { pageModules } from './page-modules.ts';

/** A query the page asks for: its key in the cache and its call. */
interface FirstQuery {
  queryKey: readonly unknown[];
  queryFn: (context: { signal?: AbortSignal }) => Promise<unknown>;
}

/** What a page needs first: its code, and the queries whose answers it shows. */
interface FirstLoad {
  code: () => Promise<unknown>;
  queries: (search: URLSearchParams) => FirstQuery[];
}

/**
 * The pages people open most (the staff's start page and the supplier list). When the app starts
 * with a stored session on one of them, the session check, the page's code and its data are asked
 * for at once by the entry script (main.tsx), while the app's code (React, Mantine, the router,
 * some 200 kB) is still on its way, instead of one after the other once it has arrived.
 * Nothing here may load React, TanStack Query or zod (types aside): it runs before they are there.
 */
const FIRST_PAGES: Record<string, FirstLoad> = {
  [ROUTES.dashboard]: { code: pageModules.dashboard, queries: () => [dashboardQuery()] },
  [ROUTES.suppliers]: {
    code: pageModules.supplierList,
    queries: (search) => [suppliersQuery(toListParams(readListParams(search))), supplierFiltersQuery()],
  },
};

type Where = Pick<Location, 'pathname' | 'search'>;

/** With a stored session: the session check, and the first page's code and calls (main.tsx). */
export function startFirstPage(where: Where): void {
  if (!tokenStorage.get()) return;
  const load = FIRST_PAGES[where.pathname];
  // A failure is the page's to show when it asks again; nothing to do with it here.
  void load?.code().catch(() => {});
  // The session and the page's queries, when they ask, take these answers (api-client's callAhead).
  callAhead(() => {
    checkSession().catch(() => {});
    for (const query of load?.queries(new URLSearchParams(where.search)) ?? []) query.queryFn({}).catch(() => {});
  });
}

/**
 * Puts the first page's data into the app's query cache (app/start.tsx) as the answers asked for
 * by startFirstPage arrive; settles when they have. The session waits for it (a while) before
 * drawing the app, so that the page is drawn once, with its data, rather than empty and again.
 */
export function prefetchFirstPage(client: QueryClient, where: Where): Promise<unknown> {
  const load = tokenStorage.get() ? FIRST_PAGES[where.pathname] : undefined;
  const queries = load?.queries(new URLSearchParams(where.search)) ?? [];
  return Promise.allSettled(queries.map((query) => client.prefetchQuery(query)));
}
