import './app/mantine-first.css';
import './app/focus.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');

// Created before the first render: the page's code starts loading now and, with a stored session,
// the loaders wait for the data early.ts asked for (or ask for it, on a later navigation).
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
