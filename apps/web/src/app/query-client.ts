import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Refusals are final; only network trouble is worth another try.
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
}

/** The app's query cache: the early script (early.ts) and the app (main.tsx) share it. */
export const queryClient = createQueryClient();
