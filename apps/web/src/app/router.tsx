import { PRODUCT_NAME } from '@abasto/domain/messages';
import { Box } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { useHeadingOverride } from '../lib/page-heading.ts';
import { sessionQuery } from '../lib/session-query.ts';
import { UnsavedChangesGuard } from '../lib/unsaved-changes.tsx';
import { tokenStorage } from '../lib/token-storage.ts';
import { Private, PublicOnly, RequirePermission, UnknownPath } from './guards.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { pageLang, pageTitle } from './layout/page-title.ts';
import { LoadingScreen } from './loading-screen.tsx';
import { PublicFrame } from './layout/skip-link.tsx';
import { PageLoader } from './page-loader.tsx';
import { type Access, isRecordId, SCREENS, type Screen, screenArea } from './route-table.ts';
import { withAllStyles } from './with-all-styles.ts';

/** The page wrapped in what its access asks for. */
function guarded(Page: ComponentType, access: Access): ComponentType {
  if (access === 'public' || access === 'signed-in') return Page;
  if (access === 'public-only') {
    return () => (
      <PublicOnly>
        <Page />
      </PublicOnly>
    );
  }
  return () => (
    <RequirePermission permission={access}>
      <Page />
    </RequirePermission>
  );
}

/** A page whose path holds an `:id`: an id that cannot name a record shows the not-found page, in the area's language. */
function withRecordId(Page: ComponentType, screen: Screen): ComponentType {
  if (!screen.path.includes(':id')) return Page;
  const area = screenArea(screen);
  return function RecordPage() {
    const { id } = useParams();
    return isRecordId(id, screen.newId) ? <Page /> : <NotFoundPage area={area} />;
  };
}

/** A route of the table: its page loaded on demand (or drawn at once), guarded; a first page's data primed. */
function routeOf(screen: Screen, queryClient: QueryClient): RouteObject {
  const { page, component, access, data, preload, firstStyles } = screen;
  const route: RouteObject = { path: screen.path };
  if (component) route.Component = withRecordId(guarded(component, access), screen);
  else if ((preload || firstStyles) && page) {
    route.lazy = async () => ({ Component: withRecordId(guarded((await page()).default, access), screen) });
  } else if (page) {
    // Pages other than the first screens use any Mantine component: all its styles come first.
    route.lazy = async () => ({
      Component: withRecordId(guarded((await withAllStyles(page)).default, access), screen),
    });
  }
  if (data) {
    // Only with a stored session (without one the guard sends the visitor away). A call that fails
    // is the page's to show: its query asks again when it mounts.
    route.loader = async ({ request, params }) => {
      if (tokenStorage.get()) await Promise.allSettled(data(queryClient, new URL(request.url), params));
      return null;
    };
    // The list's own search changes (filters, pages) are the page's queries' to load, not a navigation's.
    route.shouldRevalidate = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;
  }
  return route;
}

/** The tab's title follows the page ("Proveedores · Abasto"), and its language the area (docs/product.md#care-area). */
function Root() {
  const { pathname } = useLocation();
  const heading = useHeadingOverride(pathname);
  useEffect(() => {
    document.title = `${heading ?? pageTitle(pathname)} · ${PRODUCT_NAME}`;
    document.documentElement.lang = pageLang(pathname);
  }, [pathname, heading]);
  return (
    <>
      <UnsavedChangesGuard />
      <Outlet />
    </>
  );
}

/** Shown while the first page's code and data load: the session's loading screen, or a spinner for a visitor. */
function FirstLoad() {
  if (tokenStorage.get()) return <LoadingScreen />;
  return (
    <Box py="xl">
      <PageLoader />
    </Box>
  );
}

/** The app's routes, all derived from the route table (route-table.ts). */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  const outside = SCREENS.filter((s) => s.access === 'public' || s.access === 'public-only');
  const inside = SCREENS.filter((s) => !outside.includes(s));
  return [
    {
      Component: Root,
      HydrateFallback: FirstLoad,
      // With a stored session, the session check starts with the first page's code and data.
      loader: () => {
        if (tokenStorage.get()) void queryClient.prefetchQuery(sessionQuery());
        return null;
      },
      shouldRevalidate: () => false,
      children: [
        {
          element: (
            <PublicFrame>
              <Outlet />
            </PublicFrame>
          ),
          children: outside.map((s) => routeOf(s, queryClient)),
        },
        {
          element: (
            <Private>
              <AppLayout />
            </Private>
          ),
          children: inside.map((s) => routeOf(s, queryClient)),
        },
        { path: '*', Component: UnknownPath },
      ],
    },
  ];
}

/** The browser's router; created at start (main.tsx), it starts the first page's code and data at once. */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
