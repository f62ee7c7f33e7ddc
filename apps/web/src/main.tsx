import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startFirstPage } from './app/first-page.ts';
import { createQueryClient, Providers } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { startSessionCheck } from './lib/session.tsx';
import { tokenStorage } from './lib/token-storage.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');

const queryClient = createQueryClient();

// With a stored session, the first page's code and data start loading now, next to the session check.
if (tokenStorage.get()) {
  startSessionCheck();
  startFirstPage(queryClient, window.location);
}

// A transition render is done in small slices, so the browser can paint and answer input between
// them instead of freezing for the whole first render.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
});
