import { ROUTES } from '@abasto/domain/routes';

/** What the login page's navigation state carries: the in-app address a visitor was sent away from. */
export interface ReturnTo {
  from?: unknown;
}

/**
 * The in-app path to open after login (docs/product.md#login): a path of this app, with its query,
 * never another site ('//host', 'https:…', '/\\host') and never the login page itself; else null.
 */
export function returnPath(state: unknown): string | null {
  const from = (state as ReturnTo | null)?.from;
  if (typeof from !== 'string' || from.length > 2000) return null;
  if (!from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  // Whatever the browser would make of it, it must stay on this origin.
  const base = 'http://app.invalid';
  let url: URL;
  try {
    url = new URL(from, base);
  } catch {
    return null;
  }
  if (url.origin !== base || url.pathname.startsWith('//') || url.pathname === ROUTES.login) return null;
  return `${url.pathname}${url.search}`;
}
