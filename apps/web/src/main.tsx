import '@mantine/core/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');

const queryClient = createQueryClient();
// Created before the first render: the page's code and, with a stored session, its data (the
// route's loader) start loading now, next to the session check.
const router = createAppRouter(queryClient);

// A transition render is done in small slices, so the browser can paint and answer input between
// them instead of freezing for the whole first render.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
