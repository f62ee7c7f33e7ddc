import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchFirstPage } from './first-page.ts';
import { createQueryClient, Providers } from './providers.tsx';
import { AppRouter } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');

const queryClient = createQueryClient();
const firstPageData = prefetchFirstPage(queryClient, window.location);

// A transition render is done in small slices, so the browser can paint and answer input between
// them instead of freezing for the whole first render.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient} firstPageData={firstPageData}>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
});
