import type { SessionUser } from '@abasto/domain/session';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** Asks the server whether the stored token still holds, and for whom. */
export function checkSession() {
  return api<{ user: SessionUser }>('/api/auth/verify');
}

/**
 * The check at start, as a query: started early (early.ts, the router's root loader) with the
 * first page's code and data; the session provider takes that answer rather than asking again.
 */
export function sessionQuery() {
  return queryOptions({ queryKey: ['session'] as const, queryFn: checkSession, retry: false, staleTime: Infinity });
}
