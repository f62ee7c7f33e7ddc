import { can, type Permission } from '@abasto/domain/permissions';
import { ROUTES } from '@abasto/domain/routes';
import { landingPath } from '@abasto/domain/session';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { returnPath } from '../lib/return-path.ts';
import { useSession } from '../lib/session.tsx';
import { LoadingScreen } from './loading-screen.tsx';

/** Pages for visitors only (login, recovery, activation, public registration). */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const { state } = useLocation();
  if (status === 'verifying') return <LoadingScreen />;
  // A deep link opened while logged out is opened once logged in (docs/product.md#login).
  if (status === 'authenticated' && user) return <Navigate to={returnPath(state) ?? landingPath(user.role)} replace />;
  return children;
}

/** Pages that need a session; without one the visitor goes to the login page. */
export function Private({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'verifying') return <LoadingScreen />;
  if (status !== 'authenticated') return <Navigate to={ROUTES.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return children;
}

/** A page restricted to roles holding a permission (any of a list); anyone else is sent to their start page. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission | readonly Permission[];
  children: ReactNode;
}) {
  const { user } = useSession();
  // The route being drawn: during a transition the address bar may already show the next one.
  const { pathname } = useLocation();
  if (!user) return null;
  const needed: readonly Permission[] = typeof permission === 'string' ? [permission] : permission;
  if (!needed.some((p) => can(user.role, p))) {
    const landing = landingPath(user.role);
    return <Navigate to={landing === pathname ? ROUTES.notFound : landing} replace />;
  }
  return children;
}

/** Unknown paths: the login page without a session, the 404 page with one. */
export function UnknownPath() {
  const { status } = useSession();
  if (status === 'verifying') return <LoadingScreen />;
  return <Navigate to={status === 'authenticated' ? ROUTES.notFound : ROUTES.login} replace />;
}
