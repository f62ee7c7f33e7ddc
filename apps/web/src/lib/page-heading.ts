import { useEffect, useSyncExternalStore } from 'react';

/**
 * A page that knows better than its path what it is (a content its reader may only view, not
 * edit: docs/product.md#contents-library) names its own title here, for the header and the tab.
 */
type Heading = { pathname: string; title: string } | null;

let current: Heading = null;
const listeners = new Set<() => void>();

function set(next: Heading) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's own title while it is shown (null: the route table's). */
export function usePageHeading(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const mine = { pathname: window.location.pathname, title };
    set(mine);
    return () => {
      if (current === mine) set(null);
    };
  }, [title]);
}

/** The title a page named for this path, if any. */
export function useHeadingOverride(pathname: string): string | null {
  const heading = useSyncExternalStore(subscribe, () => current);
  return heading && heading.pathname === pathname ? heading.title : null;
}
