import { firstPageData } from './app/first-pages.ts';
import { preloadPageFiles } from './app/page-files.ts';
import { queryClient } from './app/query-client.ts';
import { sessionQuery } from './lib/session-query.ts';
import { tokenStorage } from './lib/token-storage.ts';

// The first script to run (index.html), small: with a stored session, the session check and the
// first page's data leave now, while the app's code (main.tsx: React DOM, Mantine, the router)
// still downloads. The router's loaders then find these queries running and wait for them
// (TanStack Query runs one fetch per query), rather than asking again. The page's own files, when
// index.html names them, are asked for now too, after the calls: the browser opens a few
// connections per server, and a detail page names some forty files, which the session check and
// the small data modules would otherwise queue behind (docs/benchmarks.md, "First load").
if (tokenStorage.get()) {
  void queryClient.prefetchQuery(sessionQuery());
  void Promise.allSettled(firstPageData(queryClient, new URL(window.location.href)));
  preloadPageFiles();
}

// The router reads sessionStorage as it starts (its view transitions). The first read of a page's
// sessionStorage waits for the browser to hand the storage over, up to 10 ms and more on a busy
// phone, inside the app's first task; read now, in a task of its own, it is ready by then.
setTimeout(() => {
  try {
    void window.sessionStorage.length;
  } catch {
    // Storage refused (a privacy setting): the router copes, as it did.
  }
}, 0);
