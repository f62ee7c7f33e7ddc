import type { SessionUser } from '@abasto/domain/session';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SessionProvider, useSession } from '../lib/session.tsx';
import { tokenStorage } from '../lib/token-storage.ts';
import { http, HttpResponse, server } from './server.ts';

export interface RenderOptions {
  /** The address the memory router starts at. Default: `path`, or '/'. */
  route?: string;
  /** The route pattern `ui` is mounted on, for pages that read params ('/proveedores/:id'). Default '/*'. */
  path?: string;
  /** Other routes the test may land on (a link's target, a redirect), e.g. `{ path: '/x', element: <p>x</p> }`. */
  routes?: RouteObject[];
  /**
   * The logged-in user: a stored token and the server's session check answering with this user.
   * `ui` is drawn once the session is checked, as the app draws its pages. Default: no session.
   */
  session?: SessionUser | null;
  /** Default: a new client with retries off and no garbage collection in the test's lifetime. */
  queryClient?: QueryClient;
  /** Options for userEvent.setup, e.g. `{ advanceTimers: vi.advanceTimersByTime }` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Draws its children once the session check is over, as the app's guards do. */
function SessionReady({ children }: { children: ReactNode }) {
  return useSession().status === 'verifying' ? null : children;
}

/**
 * Renders `ui` as the app would: Mantine (test mode: no transitions), notifications and modals,
 * TanStack Query, the session, and a memory router holding only the route under test (and
 * `routes`). Returns Testing Library's result plus `user` (userEvent), `router` and `queryClient`.
 */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const { path = '/*', routes = [], session = null, userOptions } = options;
  const queryClient = options.queryClient ?? createTestQueryClient();
  if (session) {
    tokenStorage.set('test-token');
    server.use(http.get('/api/auth/verify', () => HttpResponse.json({ user: session })));
  }
  const ready = (element: ReactNode) => <SessionReady>{element}</SessionReady>;
  const router = createMemoryRouter(
    [{ path, element: ready(ui) }, ...routes.map((r) => ({ ...r, element: ready(r.element) }))],
    { initialEntries: [options.route ?? (path === '/*' ? '/' : path)] },
  );
  const user = userEvent.setup(userOptions);
  const result = render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, user, router, queryClient };
}
